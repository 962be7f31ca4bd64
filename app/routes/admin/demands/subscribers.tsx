import { data } from "react-router";
import type { Route } from "./+types/subscribers";
import { CONSOLE_HEADERS, requireStaff, requireStaffChange } from "../console.server.ts";

/** Not built yet: the area's page answers 404 to those who may open it. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(context, request, "demands");
  throw data({ reason: "not-found" }, { status: 404, headers: CONSOLE_HEADERS });
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireStaffChange(context, request, "demands");
  throw data({ reason: "not-found" }, { status: 404, headers: CONSOLE_HEADERS });
}

export default function Placeholder() {
  return null;
}
