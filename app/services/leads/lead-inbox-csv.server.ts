import type { Database } from "#db/client.server.ts";
import type { ConsoleKey, ConsoleTranslator } from "#app/i18n/console/texts.ts";
import { csvDocument, type CsvValue } from "#app/lib/csv.ts";
import { brusselsDay, spreadsheetDateTime } from "#app/lib/lead-inbox-dates.ts";
import {
  appliedFilterValues,
  leadKindLabel,
  leadLocaleLabel,
  LEADS_EXPORT_CAP,
  type ParsedLeadFilters,
} from "#app/lib/lead-inbox-filters.ts";
import { recordAudit, type Actor } from "#app/services/staff/audit.server.ts";
import { leadInboxExport } from "./lead-inbox.server.ts";

/**
 * The leads inbox as a CSV file (decision 0051): the filtered list, every page, up to
 * LEADS_EXPORT_CAP rows (the newest), with the header and the words (kind, handling, language) in
 * the person's console language. Personal data leaves the site with it, so every export is in the
 * audit log with its filter and its row count.
 */
const COLUMNS: ConsoleKey[] = [
  "leads.col.received",
  "leads.col.kind",
  "leads.col.name",
  "leads.col.email",
  "leads.col.phone",
  "leads.col.listing",
  "leads.col.language",
  "leads.col.handling",
  "leads.col.assignee",
  "leads.col.id",
];

export async function exportLeadInbox(
  db: Database,
  who: { actor: Actor; locale: string; t: ConsoleTranslator },
  parsed: ParsedLeadFilters,
  now = new Date(),
): Promise<{ filename: string; csv: string; rows: number }> {
  const { t } = who;
  const leads = await leadInboxExport(db, parsed.filter, who.locale, LEADS_EXPORT_CAP);
  const lines: CsvValue[][] = [
    COLUMNS.map((key) => t(key)),
    ...leads.map((lead) => [
      spreadsheetDateTime(lead.receivedAt),
      leadKindLabel(t, lead.kind),
      lead.erased ? t("leads.erased") : lead.name,
      lead.email,
      lead.phone,
      lead.listing?.label ?? "",
      leadLocaleLabel(t, lead.locale),
      t(`leads.handling.${lead.handling}`),
      lead.assignee ?? "",
      lead.id,
    ]),
  ];
  await recordAudit(db, who.actor, "lead.export", "leads", {
    after: { filter: appliedFilterValues(parsed), rows: leads.length },
  });
  return { filename: `leads-${brusselsDay(now)}.csv`, csv: csvDocument(lines), rows: leads.length };
}
