import { eq } from "drizzle-orm";
import type { Database } from "#db/client.server.ts";
import { contentOverrides } from "#db/schema.ts";
import type { ConsoleKey } from "#app/i18n/console/texts.ts";
import { recordAudit, type Actor } from "#app/services/staff/audit.server.ts";
import type { SiteContent } from "./load-content.server.ts";
import { applyPatch, changedFields, issuesOnFields, type Patch } from "./content-overrides-fields.ts";
import type { ContentSection } from "./content-overrides-sections.ts";
import { checkContent } from "./content-store.server.ts";

/**
 * A section's change in the console (decision 0052): saved as a draft, published, discarded, or
 * taken back to the files' values. Every change is judged by the files' schema with the other
 * sections as published (a value the schema refuses is never stored) and written in one
 * transaction with its audit entry (`content.draft`, `content.publish`, `content.discard`,
 * `content.reset`: the changed fields, before and after). The trigger on the table raises the
 * content version, so every server process shows a publication at its next request.
 */
export type OverrideRow = typeof contentOverrides.$inferSelect;

export type ContentRefusal = { kind: "refused"; errors: Record<string, ConsoleKey> };

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

export async function overrideRows(db: Database): Promise<OverrideRow[]> {
  return db.select().from(contentOverrides);
}

export async function overrideRow(db: Database, section: string): Promise<OverrideRow | null> {
  const [row] = await db.select().from(contentOverrides).where(eq(contentOverrides.section, section));
  return row ?? null;
}

/** The refusal of `patch` for `section`, over the files with the other sections as published; null when the schema takes it. */
async function refusalOf(
  tx: Transaction,
  files: SiteContent,
  section: ContentSection,
  patch: Patch,
): Promise<ContentRefusal | null> {
  const rows = await tx
    .select({ section: contentOverrides.section, published: contentOverrides.published })
    .from(contentOverrides);
  const patches = new Map<string, Patch>();
  for (const row of rows) if (row.published && row.section !== section.id) patches.set(row.section, row.published);
  patches.set(section.id, patch);
  const checked = checkContent(files, patches);
  return checked.ok ? null : { kind: "refused", errors: issuesOnFields(section.fields, checked.issues) };
}

/** The section's fields that differ between two of its patches, each side as the site shows it. */
function change(files: SiteContent, section: ContentSection, before: Patch | null, after: Patch | null) {
  return changedFields(
    applyPatch(files, section.fields, before ?? {}),
    applyPatch(files, section.fields, after ?? {}),
    section.fields,
  );
}

async function lockedRow(tx: Transaction, section: string): Promise<OverrideRow | null> {
  const [row] = await tx.select().from(contentOverrides).where(eq(contentOverrides.section, section)).for("update");
  return row ?? null;
}

/** Keeps `patch` (the fields that differ from the files) as the section's draft, seen only in the preview. */
export async function saveDraft(
  db: Database,
  actor: Actor,
  files: SiteContent,
  section: ContentSection,
  patch: Patch,
): Promise<{ kind: "saved" } | ContentRefusal> {
  return db.transaction(async (tx) => {
    const refusal = await refusalOf(tx, files, section, patch);
    if (refusal) return refusal;
    const row = await lockedRow(tx, section.id);
    const now = new Date();
    await tx
      .insert(contentOverrides)
      .values({ section: section.id, draft: patch, draftAt: now, draftBy: actor.email })
      .onConflictDoUpdate({
        target: contentOverrides.section,
        set: { draft: patch, draftAt: now, draftBy: actor.email },
      });
    await recordAudit(
      tx,
      actor,
      "content.draft",
      `content:${section.id}`,
      change(files, section, row?.draft ?? row?.published ?? null, patch),
    );
    return { kind: "saved" };
  });
}

/** Publishes the section's draft: visitors see it at their next request, in every server process. */
export async function publishDraft(
  db: Database,
  actor: Actor,
  files: SiteContent,
  section: ContentSection,
): Promise<{ kind: "published" } | { kind: "no-draft" } | ContentRefusal> {
  return db.transaction(async (tx) => {
    const row = await lockedRow(tx, section.id);
    if (!row?.draft) return { kind: "no-draft" };
    // Judged again: another section may have been published since the draft was saved.
    const refusal = await refusalOf(tx, files, section, row.draft);
    if (refusal) return refusal;
    await tx
      .update(contentOverrides)
      .set({
        published: row.draft,
        publishedAt: new Date(),
        publishedBy: actor.email,
        draft: null,
        draftAt: null,
        draftBy: null,
      })
      .where(eq(contentOverrides.section, section.id));
    await recordAudit(
      tx,
      actor,
      "content.publish",
      `content:${section.id}`,
      change(files, section, row.published, row.draft),
    );
    return { kind: "published" };
  });
}

/** Drops the section's draft; what is published stays. */
export async function discardDraft(
  db: Database,
  actor: Actor,
  files: SiteContent,
  section: ContentSection,
): Promise<{ kind: "discarded" } | { kind: "no-draft" }> {
  return db.transaction(async (tx) => {
    const row = await lockedRow(tx, section.id);
    if (!row?.draft) return { kind: "no-draft" };
    if (row.published) {
      await tx
        .update(contentOverrides)
        .set({ draft: null, draftAt: null, draftBy: null })
        .where(eq(contentOverrides.section, section.id));
    } else {
      await tx.delete(contentOverrides).where(eq(contentOverrides.section, section.id));
    }
    await recordAudit(
      tx,
      actor,
      "content.discard",
      `content:${section.id}`,
      change(files, section, row.draft, row.published),
    );
    return { kind: "discarded" };
  });
}

/** Takes the section back to the files' values: its published change and its draft go. */
export async function resetSection(
  db: Database,
  actor: Actor,
  files: SiteContent,
  section: ContentSection,
): Promise<{ kind: "reset" } | { kind: "unchanged" }> {
  return db.transaction(async (tx) => {
    const row = await lockedRow(tx, section.id);
    if (!row) return { kind: "unchanged" };
    await tx.delete(contentOverrides).where(eq(contentOverrides.section, section.id));
    await recordAudit(tx, actor, "content.reset", `content:${section.id}`, change(files, section, row.published, null));
    return { kind: "reset" };
  });
}
