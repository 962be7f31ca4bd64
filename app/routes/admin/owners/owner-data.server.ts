import { data, type AppLoadContext } from "react-router";
import type { ConsoleLocale } from "#app/domain/staff.ts";
import { dateTimeFormat } from "#app/lib/intl-formats.ts";
import { searchText } from "#app/services/owners/owner-admin-form.ts";
import { findCatalogueProperties, ownerDetails } from "#app/services/owners/owner-admin.server.ts";
import { auditOf, COMMAND_LINE } from "#app/services/staff/audit.server.ts";
import { CONSOLE_HEADERS } from "../console.server.ts";

/** The entries of an owner's history the page shows (the audit log has them all). */
const HISTORY_LIMIT = 30;

/**
 * What an owner's console page shows: the owner with dates printed here (on the Brussels calendar,
 * in the person's language, so the browser shows the same text), the catalogue's matches for a
 * search typed on the page (`?q=`), the notice of the change just made (`?done=`) and the owner's
 * history. Unknown or malformed id: 404.
 */
export async function ownerPageData(context: AppLoadContext, locale: ConsoleLocale, id: number | null, url: URL) {
  const owner = id === null ? null : await ownerDetails(context.db, id, locale);
  if (!owner) throw data({ reason: "not-found" }, { status: 404, headers: CONSOLE_HEADERS });
  const when = dateTimeFormat(`${locale}-BE`, { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Brussels" });
  const q = searchText(url.searchParams.get("q"));
  const [found, history] = await Promise.all([
    q ? findCatalogueProperties(context.db, q, owner.id, locale) : null,
    auditOf(context.db, `owner:${owner.id}`),
  ]);
  return {
    owner: {
      id: owner.id,
      name: owner.name,
      email: owner.email,
      locale: owner.locale,
      hasPassword: owner.hasPassword,
      disabled: owner.disabledAt !== null,
      disabledSince: owner.disabledAt ? when.format(owner.disabledAt) : null,
      createdAt: when.format(owner.createdAt),
      openSessions: owner.openSessions,
      lastLink: owner.lastLink
        ? {
            sent: when.format(owner.lastLink.createdAt),
            until: when.format(owner.lastLink.expiresAt),
            live: owner.lastLink.live,
          }
        : null,
      properties: owner.properties,
    },
    q,
    found,
    done: url.searchParams.get("done"),
    history: history.slice(0, HISTORY_LIMIT).map(({ staffEmail, at, ...entry }) => ({
      ...entry,
      at: at.toISOString(),
      who: staffEmail === COMMAND_LINE.email ? null : staffEmail,
    })),
  };
}
