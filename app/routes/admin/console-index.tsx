import { redirect } from "react-router";
import { CONSOLE_HEADERS, consolePaths } from "#app/lib/console-paths.ts";

/** /admin/: on to the overview (the login first, if the browser has no session there). */
export function loader() {
  throw redirect(consolePaths.home, { status: 302, headers: CONSOLE_HEADERS });
}
