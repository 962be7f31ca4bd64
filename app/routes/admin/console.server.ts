import { data, redirect, type AppLoadContext } from "react-router";
import { mayOpen, type ConsoleArea, type ConsoleLocale } from "#app/domain/staff.ts";
import { consoleTranslator, type ConsoleTranslator } from "#app/i18n/console/texts.ts";
import { consoleLocale } from "#app/lib/console-locale.ts";
export { languageCookie } from "#app/lib/console-locale.ts";
import { CONSOLE_HEADERS, consolePaths, isConsolePath } from "#app/lib/console-paths.ts";
import { readForm } from "#app/services/leads/lead-form.server.ts";
import type { Actor } from "#app/services/staff/audit.server.ts";
import { findStaff, type StaffMember } from "#app/services/staff/accounts.server.ts";
import { csrfToken, findStaffSession, validCsrfToken, type StaffSession } from "#app/services/staff/sessions.server.ts";

/**
 * What every console page does first (decision 0051): its answers are private (never stored by
 * a cache, never indexed); a page needs a complete staff session whose role opens its area,
 * else the login (303) or 403; a change needs the session's CSRF token as well (server/console-guard.ts
 * has checked the Origin before).
 */
export { CONSOLE_HEADERS };

/** The form field that carries the CSRF token. */
export const CSRF_FIELD = "_csrf";

export type ConsoleUser = {
  member: StaffMember;
  session: StaffSession;
  locale: ConsoleLocale;
  t: ConsoleTranslator;
  actor: Actor;
  csrf: string;
};

/** The console language of a request that has no member of staff (login, password pages). */
export function requestConsoleLocale(request: Request): ConsoleLocale {
  return consoleLocale(new URL(request.url), request.headers.get("cookie"), request.headers.get("accept-language"));
}

/** The request's staff session and its member (active accounts only), complete or not; null without. */
export async function currentStaff(
  context: AppLoadContext,
  request: Request,
): Promise<{ session: StaffSession; member: StaffMember } | null> {
  const session = await findStaffSession(context.db, request.headers.get("cookie"));
  if (!session) return null;
  const member = await findStaff(context.db, session.staffId);
  if (!member || member.disabled) return null;
  return { session, member };
}

/** A console address to come back to after the login: only a console path of this site. */
export function safeNext(value: string | null): string | null {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.includes("\\")) return null;
  return isConsolePath(value) ? value : null;
}

/** The person of a page of `area`, or the answer that sends them where they must go first. */
export async function requireStaff(context: AppLoadContext, request: Request, area: ConsoleArea): Promise<ConsoleUser> {
  const found = await currentStaff(context, request);
  const url = new URL(request.url);
  if (!found) {
    const next =
      request.method === "GET" || request.method === "HEAD"
        ? `?next=${encodeURIComponent(url.pathname + url.search)}`
        : "";
    throw redirect(`${consolePaths.login}${next}`, { status: 303, headers: CONSOLE_HEADERS });
  }
  const { session, member } = found;
  if (!session.complete)
    throw redirect(member.hasSecondFactor ? consolePaths.secondFactor : consolePaths.enrol, {
      status: 303,
      headers: CONSOLE_HEADERS,
    });
  const t = consoleTranslator(member.locale);
  if (!mayOpen(member.role, area)) throw data({ reason: "forbidden" }, { status: 403, headers: CONSOLE_HEADERS });
  return {
    member,
    session,
    locale: member.locale,
    t,
    actor: { id: member.id, email: member.email },
    csrf: csrfToken(session.sessionId),
  };
}

/** A change posted to a page of `area`: the person as for a page, and the form with a valid CSRF token (else 403). */
export async function requireStaffChange(
  context: AppLoadContext,
  request: Request,
  area: ConsoleArea,
): Promise<{ user: ConsoleUser; form: FormData }> {
  const user = await requireStaff(context, request, area);
  const form = await readForm(request);
  if (!form || !validCsrfToken(user.session.sessionId, form.get(CSRF_FIELD)))
    throw data({ reason: "invalid-request" }, { status: 403, headers: CONSOLE_HEADERS });
  return { user, form };
}

/** Whether the browser reached the site over HTTPS: the cookies are then Secure. */
export function isHttps(request: Request): boolean {
  return new URL(request.url).protocol === "https:";
}

/** A form field's text, trimmed ("" when absent or a file). */
export function field(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
}
