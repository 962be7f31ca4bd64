import { data } from "react-router";
import { CONSOLE_HEADERS } from "./console.server.ts";

/** Any other address under /admin/: the console's own 404, in its frame (its layout's error page). */
export function loader() {
  throw data({ reason: "not-found" }, { status: 404, headers: CONSOLE_HEADERS });
}

export default function ConsoleNotFound() {
  return null;
}
