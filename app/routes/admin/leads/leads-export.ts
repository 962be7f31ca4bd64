import { data } from "react-router";
import type { Route } from "./+types/leads-export";
import { CONSOLE_HEADERS, requireStaff } from "../console.server.ts";

/** Not built yet: the area's page answers 404 to those who may open it. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(context, request, "leads");
  throw data({ reason: "not-found" }, { status: 404, headers: CONSOLE_HEADERS });
}
