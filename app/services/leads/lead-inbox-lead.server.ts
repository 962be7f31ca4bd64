import { asc, desc, eq } from "drizzle-orm";
import type { Database } from "#db/client.server.ts";
import { leadNotes, leads, outbox, projects, properties, staff } from "#db/schema.ts";
import type { ConsoleTranslator } from "#app/i18n/console/texts.ts";
import { createTranslator, isMessageKey, type MessageKey, type Translator } from "#app/i18n/translate.ts";
import type { Locale } from "#app/i18n/locales.ts";
import type { FieldLabel } from "#app/lib/field-labels.ts";
import { consoleDateTime } from "#app/lib/lead-inbox-dates.ts";
import { LEAD_HANDLINGS, leadKindLabel, leadLocaleLabel, type LeadHandling } from "#app/lib/lead-inbox-filters.ts";
import { leadContact, leadPayloadFields, type PayloadField } from "#app/lib/lead-payload-fields.ts";
import { formatCurrency } from "#app/lib/price.ts";
import { mailMessageSchema } from "#app/services/mail/mail-message.ts";
import { auditOf, type AuditEntry } from "#app/services/staff/audit.server.ts";
import { activeStaff } from "#app/services/staff/accounts.server.ts";
import { leadListing, type LeadListing } from "./lead-inbox.server.ts";

/**
 * One lead as the console's lead page shows it (decision 0051): what the visitor sent, labelled in
 * the person's language; the mails made for it and the call to the CRM, with their delivery from
 * the outbox; its handling, assignee, notes and history. Times and words are written here, in the
 * person's language, so the page shows them as they are (no second formatting in the browser).
 */

/** A delivery of the outbox (a mail, or the call to the CRM). */
export type LeadDelivery = {
  id: number;
  /** cancelled: stopped by the agency (the operations page); never sent. */
  status: "pending" | "delivered" | "failed" | "cancelled";
  attempts: number;
  error: string | null;
  deliveredAt: string | null;
};

export type LeadMail = LeadDelivery & { role: string; to: string; subject: string };

export type LeadPage = {
  id: string;
  kind: string;
  title: string;
  received: { iso: string; text: string };
  language: string;
  status: string;
  erasedOn: string | null;
  listing: (LeadListing & { href: string }) | null;
  fields: { path: string; label: string; value: string }[];
  mails: LeadMail[];
  forwarding: LeadDelivery[];
  handling: LeadHandling;
  assigneeId: number | null;
  staff: { id: number; name: string }[];
  notes: { id: number; author: string; when: string; iso: string; body: string }[];
  history: { id: number; text: string; who: string; when: string; iso: string }[];
};

type Who = { locale: string; t: ConsoleTranslator };

/** Amounts in euros among the payload's fields. */
const MONEY = new Set(["amount", "monthlyRent", "income1", "income2", "budget", "priceMin", "priceMax"]);
/** Instants among them (an appointment's slot). */
const INSTANTS = new Set(["startsAt", "endsAt"]);

function labelText(formT: Translator, label: FieldLabel): string {
  const texts = Object.fromEntries(Object.entries(label.texts ?? {}).map(([name, key]) => [name, formT(key)]));
  const text = formT(label.key, { ...label.params, ...texts });
  return label.section ? `${formT(label.section)} – ${text}` : text;
}

/** A chosen value in the form's words when the form has words for it ("visit" → "I would like to visit…"). */
function choiceText(formT: Translator, name: string, value: string): string {
  const candidates = [
    name === "title" ? `form.title${value.charAt(0).toUpperCase()}${value.slice(1)}` : "",
    name === "poster" ? `testimonial.poster.${value}` : "",
    `form.${name}.${value}`,
  ];
  const key = candidates.find((candidate): candidate is MessageKey => candidate !== "" && isMessageKey(candidate));
  return key ? formT(key) : value;
}

function fieldText(field: PayloadField, who: Who, formT: Translator): { label: string; value: string } {
  const { label, value, name } = field;
  const labelled =
    "form" in label ? labelText(formT, label.form) : "console" in label ? who.t(label.console) : label.key;
  const one = (item: string | number | boolean): string => {
    if (typeof item === "boolean") return who.t(item ? "leads.lead.yes" : "leads.lead.no");
    if (MONEY.has(name) && typeof item === "number") return formatCurrency(item);
    if (INSTANTS.has(name) && typeof item === "string" && !Number.isNaN(Date.parse(item)))
      return consoleDateTime(who.locale, new Date(item));
    return typeof item === "string" ? choiceText(formT, name, item) : String(item);
  };
  return { label: labelled, value: Array.isArray(value) ? value.map(one).join(", ") : one(value as string) };
}

function delivery(row: typeof outbox.$inferSelect, who: Who): LeadDelivery {
  const status =
    row.status === "delivered" || row.status === "failed" || row.status === "cancelled" ? row.status : "pending";
  return {
    id: row.id,
    status,
    attempts: row.attempts,
    error: row.lastError,
    deliveredAt: row.deliveredAt ? consoleDateTime(who.locale, row.deliveredAt) : null,
  };
}

function historyText(entry: AuditEntry, t: ConsoleTranslator): string {
  const read = (side: unknown, key: string) =>
    side && typeof side === "object" ? (side as Record<string, unknown>)[key] : undefined;
  const handling = (value: unknown) =>
    typeof value === "string" && (LEAD_HANDLINGS as readonly string[]).includes(value)
      ? t(`leads.handling.${value as LeadHandling}`)
      : "–";
  const person = (value: unknown) => (typeof value === "string" && value ? value : t("console.none"));
  if (entry.action === "lead.handling")
    return t("leads.history.handling", {
      before: handling(read(entry.before, "handling")),
      after: handling(read(entry.after, "handling")),
    });
  if (entry.action === "lead.assign")
    return t("leads.history.assign", {
      before: person(read(entry.before, "assignee")),
      after: person(read(entry.after, "assignee")),
    });
  if (entry.action === "lead.note") return t("leads.history.note");
  return entry.action;
}

/** The lead page of `id` (a uuid), or null when there is no such lead. */
export async function leadPage(db: Database, id: string, who: Who): Promise<LeadPage | null> {
  const [row] = await db
    .select({
      lead: leads,
      reference: properties.reference,
      projectName: projects.name,
    })
    .from(leads)
    .leftJoin(properties, eq(properties.id, leads.propertyId))
    .leftJoin(projects, eq(projects.id, leads.projectId))
    .where(eq(leads.id, id))
    .limit(1);
  if (!row) return null;
  const { lead } = row;
  const [messages, notes, history, members] = await Promise.all([
    db.select().from(outbox).where(eq(outbox.leadId, id)).orderBy(asc(outbox.id)),
    db.select().from(leadNotes).where(eq(leadNotes.leadId, id)).orderBy(desc(leadNotes.createdAt), desc(leadNotes.id)),
    auditOf(db, `lead:${id}`),
    activeStaff(db),
  ]);
  const erased = lead.anonymisedAt !== null;
  const formT = createTranslator(who.locale as Locale);
  const kind = leadKindLabel(who.t, lead.kind);
  const name = erased ? "" : leadContact(lead.payload).name || leadContact(lead.payload).email;
  const listing = leadListing({ ...lead, reference: row.reference, projectName: row.projectName }, who.locale);
  // The mail's subject names the visitor, its address is theirs: an erased lead shows neither.
  const mails = messages
    .filter((message) => message.channel === "mail")
    .map((message) => {
      const mail = mailMessageSchema.safeParse(message.payload);
      return {
        ...delivery(message, who),
        role: message.idempotencyKey.startsWith(`${id}:`)
          ? message.idempotencyKey.slice(id.length + 1)
          : message.idempotencyKey,
        to: erased || !mail.success ? "" : mail.data.to,
        subject: erased || !mail.success ? "" : mail.data.subject,
      };
    });
  const assignee = lead.assigneeId;
  const staffOptions = members.map((member) => ({ id: member.id, name: member.name }));
  if (assignee !== null && !staffOptions.some((member) => member.id === assignee)) {
    const [former] = await db.select({ id: staff.id, name: staff.name }).from(staff).where(eq(staff.id, assignee));
    if (former) staffOptions.push(former);
  }
  return {
    id: lead.id,
    kind: lead.kind,
    title: erased ? who.t("leads.lead.titleErased", { kind }) : who.t("leads.lead.title", { kind, name: name || "–" }),
    received: { iso: lead.createdAt.toISOString(), text: consoleDateTime(who.locale, lead.createdAt) },
    language: leadLocaleLabel(who.t, lead.locale),
    status: who.t(`leads.status.${lead.status === "delivered" || lead.status === "failed" ? lead.status : "received"}`),
    erasedOn: lead.anonymisedAt ? consoleDateTime(who.locale, lead.anonymisedAt) : null,
    listing: listing ? { ...listing, href: `/${listing.kind}/${listing.id}/` } : null,
    fields: erased
      ? []
      : leadPayloadFields(lead.kind, lead.payload).map((field) => ({
          path: field.path,
          ...fieldText(field, who, formT),
        })),
    mails,
    forwarding: messages.filter((message) => message.channel === "provider").map((message) => delivery(message, who)),
    handling: (LEAD_HANDLINGS as readonly string[]).includes(lead.handling) ? (lead.handling as LeadHandling) : "new",
    assigneeId: assignee,
    staff: staffOptions,
    notes: notes.map((note) => ({
      id: note.id,
      author: note.staffName,
      when: consoleDateTime(who.locale, note.createdAt),
      iso: note.createdAt.toISOString(),
      body: note.body,
    })),
    history: history.map((entry) => ({
      id: entry.id,
      text: historyText(entry, who.t),
      who: entry.staffEmail,
      when: consoleDateTime(who.locale, entry.at),
      iso: entry.at.toISOString(),
    })),
  };
}
