import { data, redirect } from "react-router";
import type { Route } from "./+types/owner-logout";
import { routePath } from "#app/i18n/route-map.ts";
import { endSession, clearedSessionCookie, sessionIdFrom } from "#app/services/owners/sessions.server.ts";
import { pageRoute } from "#app/i18n/page-route.server.ts";
import { isHttps, PRIVATE_HEADERS } from "#app/routes/owner/owner-page.server.ts";

/**
 * Logout (route key `logout`): a POST from the dashboard's button ends the session in the
 * database (the cookie, even copied, opens nothing any more), clears the cookie and shows the
 * login page with "you are logged out". A GET changes nothing (a link or a prefetch must not log
 * anyone out): 405.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  pageRoute(context, request, "logout", { headers: PRIVATE_HEADERS });
  throw data(null, { status: 405, headers: { ...PRIVATE_HEADERS, Allow: "POST" } });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { locale } = pageRoute(context, request, "logout", { headers: PRIVATE_HEADERS });
  // Only the button's POST logs out; the server answers other methods 405 first (decision 0027).
  if (request.method !== "POST") throw data(null, { status: 405, headers: { ...PRIVATE_HEADERS, Allow: "POST" } });
  await endSession(context.db, sessionIdFrom(request.headers.get("cookie")));
  return redirect(`${routePath(context.content.routes.routes, "login", locale)}?done=logout`, {
    status: 303,
    headers: { ...PRIVATE_HEADERS, "Set-Cookie": clearedSessionCookie(isHttps(request)) },
  });
}

export default function OwnerLogout() {
  return null;
}
