import { and, eq, isNull } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "#db/client.server.ts";
import { leadNotes, leads, staff } from "#db/schema.ts";
import type { ConsoleTranslator } from "#app/i18n/console/texts.ts";
import { LEAD_HANDLINGS, NOTE_MAX } from "#app/lib/lead-inbox-filters.ts";
import { recordAudit, type Actor } from "#app/services/staff/audit.server.ts";

/**
 * What the staff change on a lead (decision 0051): its handling status, its assignee, a note.
 * Each change is one transaction with its audit entry (`lead.handling`, `lead.assign`,
 * `lead.note`): the change and its record stand or fall together. Saving what is already there
 * changes nothing and records nothing.
 */
export type LeadChangeIntent = "handling" | "assign" | "note";

export type LeadChangeOutcome =
  | { kind: "done"; done: LeadChangeIntent }
  | { kind: "refused"; errors: Record<string, string>; values: Record<string, string> }
  | { kind: "not-found" }
  | { kind: "invalid" };

type Author = { actor: Actor; name: string; t: ConsoleTranslator };
type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

const handlingSchema = z.object({ handling: z.enum(LEAD_HANDLINGS) });
const assignSchema = z.object({ assignee: z.union([z.literal(""), z.string().regex(/^\d{1,9}$/)]) });

/** The lead, locked for the change; null when it is not there (any more). */
async function lockedLead(tx: Transaction, id: string) {
  const [lead] = await tx
    .select({ handling: leads.handling, assigneeId: leads.assigneeId, assignee: staff.name })
    .from(leads)
    .leftJoin(staff, eq(staff.id, leads.assigneeId))
    .where(eq(leads.id, id))
    .for("update", { of: leads });
  return lead ?? null;
}

async function changeHandling(db: Database, author: Author, id: string, handling: string): Promise<LeadChangeOutcome> {
  return db.transaction(async (tx) => {
    const lead = await lockedLead(tx, id);
    if (!lead) return { kind: "not-found" } as const;
    if (lead.handling !== handling) {
      await tx.update(leads).set({ handling, updatedAt: new Date() }).where(eq(leads.id, id));
      await recordAudit(tx, author.actor, "lead.handling", `lead:${id}`, {
        before: { handling: lead.handling },
        after: { handling },
      });
    }
    return { kind: "done", done: "handling" } as const;
  });
}

async function changeAssignee(
  db: Database,
  author: Author,
  id: string,
  assigneeId: number | null,
): Promise<LeadChangeOutcome> {
  return db.transaction(async (tx) => {
    const lead = await lockedLead(tx, id);
    if (!lead) return { kind: "not-found" } as const;
    let assignee: { id: number; name: string } | null = null;
    if (assigneeId !== null) {
      // Only an active member of staff takes a lead (a disabled account keeps the leads it had).
      const [member] = await tx
        .select({ id: staff.id, name: staff.name })
        .from(staff)
        .where(and(eq(staff.id, assigneeId), isNull(staff.disabledAt)));
      if (!member)
        return {
          kind: "refused",
          errors: { assignee: author.t("leads.invalidChoice") },
          values: { assignee: String(assigneeId) },
        } as const;
      assignee = member;
    }
    if (lead.assigneeId !== (assignee?.id ?? null)) {
      await tx
        .update(leads)
        .set({ assigneeId: assignee?.id ?? null, updatedAt: new Date() })
        .where(eq(leads.id, id));
      await recordAudit(tx, author.actor, "lead.assign", `lead:${id}`, {
        before: { assigneeId: lead.assigneeId, assignee: lead.assignee },
        after: { assigneeId: assignee?.id ?? null, assignee: assignee?.name ?? null },
      });
    }
    return { kind: "done", done: "assign" } as const;
  });
}

async function addNote(db: Database, author: Author, id: string, body: string): Promise<LeadChangeOutcome> {
  return db.transaction(async (tx) => {
    const lead = await lockedLead(tx, id);
    if (!lead) return { kind: "not-found" } as const;
    const [note] = await tx
      .insert(leadNotes)
      .values({ leadId: id, staffId: author.actor.id, staffName: author.name, body })
      .returning({ id: leadNotes.id });
    // The note's id, not its text: a note may name the visitor, and the log outlives an erasure.
    await recordAudit(tx, author.actor, "lead.note", `lead:${id}`, { after: { noteId: note!.id } });
    return { kind: "done", done: "note" } as const;
  });
}

/** Reads a posted change of a lead's page and applies it. */
export async function changeLead(db: Database, author: Author, id: string, form: FormData): Promise<LeadChangeOutcome> {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const intent = text("intent");
  if (intent === "handling") {
    const parsed = handlingSchema.safeParse({ handling: text("handling") });
    if (!parsed.success)
      return {
        kind: "refused",
        errors: { handling: author.t("leads.invalidChoice") },
        values: { handling: text("handling") },
      };
    return changeHandling(db, author, id, parsed.data.handling);
  }
  if (intent === "assign") {
    const parsed = assignSchema.safeParse({ assignee: text("assignee").trim() });
    if (!parsed.success)
      return {
        kind: "refused",
        errors: { assignee: author.t("leads.invalidChoice") },
        values: { assignee: text("assignee") },
      };
    return changeAssignee(db, author, id, parsed.data.assignee === "" ? null : Number(parsed.data.assignee));
  }
  if (intent === "note") {
    const body = text("body").trim();
    // Line ends as the browser posts them (CRLF) count as one character, as the text area counts them.
    const length = body.replace(/\r\n/g, "\n").length;
    if (!body || length > NOTE_MAX)
      return {
        kind: "refused",
        errors: {
          body: body ? author.t("leads.note.tooLong", { max: NOTE_MAX }) : author.t("leads.note.required"),
        },
        values: { body: text("body") },
      };
    return addNote(db, author, id, body.replace(/\r\n/g, "\n"));
  }
  return { kind: "invalid" };
}
