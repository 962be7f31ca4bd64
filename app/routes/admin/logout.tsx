import { data, redirect } from "react-router";
import type { Route } from "./+types/logout";
import { consolePaths } from "#app/lib/console-paths.ts";
import { readForm } from "#app/services/leads/lead-form.server.ts";
import { clearedStaffSessionCookie, endStaffSession, validCsrfToken } from "#app/services/staff/sessions.server.ts";
import { CONSOLE_HEADERS, CSRF_FIELD, currentStaff, isHttps } from "./console.server.ts";

/** Logging out of the console: a post (with the CSRF token) that ends the session's row and clears its cookie. */
export async function loader() {
  throw redirect(consolePaths.home, { status: 303, headers: CONSOLE_HEADERS });
}

export async function action({ request, context }: Route.ActionArgs) {
  const found = await currentStaff(context, request);
  const form = await readForm(request);
  if (found) {
    if (!form || !validCsrfToken(found.session.sessionId, form.get(CSRF_FIELD)))
      throw data({ reason: "invalid-request" }, { status: 403, headers: CONSOLE_HEADERS });
    await endStaffSession(context.db, found.session.sessionId);
    context.logger?.info({ staffId: found.member.id }, "staff logged out");
  }
  return redirect(`${consolePaths.login}?done=logout`, {
    status: 303,
    headers: { ...CONSOLE_HEADERS, "Set-Cookie": clearedStaffSessionCookie(isHttps(request)) },
  });
}
