import { asc, eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "#db/client.server.ts";
import { consentRecords } from "#db/schema.ts";
import { choicesFor, CONSENT_CATEGORIES, type ConsentAnswer, type ConsentChoices } from "#app/lib/consent.ts";

/**
 * The server-side record of cookie choices, so the agency can prove consent (Belgian data
 * protection authority): what the dialog's script sends when a visitor saves a choice. Only the
 * browser's random consent id, the answer, the five categories, the policy version and the time
 * are kept — never the address or the browser string.
 */
const choicesSchema = z.strictObject(
  Object.fromEntries(CONSENT_CATEGORIES.map((category) => [category, z.boolean()])) as Record<
    (typeof CONSENT_CATEGORIES)[number],
    z.ZodBoolean
  >,
);

export const consentRecordSchema = z
  .strictObject({
    id: z.uuid(),
    answer: z.enum(["agree", "decline", "partly"]),
    choices: choicesSchema,
    policyVersion: z.string().trim().min(1).max(100),
  })
  .superRefine((record, ctx) => {
    if (!record.choices.necessary)
      ctx.addIssue({
        code: "custom",
        path: ["choices", "necessary"],
        message: "strictly necessary cookies are always on",
      });
    // Agree and Decline have fixed choices (spec §4); anything else would be a forged record.
    if (record.answer !== "partly") {
      const expected = choicesFor(record.answer);
      if (CONSENT_CATEGORIES.some((category) => record.choices[category] !== expected[category])) {
        ctx.addIssue({ code: "custom", path: ["choices"], message: `"${record.answer}" has fixed choices` });
      }
    }
  });

export type ConsentRecordInput = z.infer<typeof consentRecordSchema>;

export async function recordConsent(db: Database, record: ConsentRecordInput, now = new Date()): Promise<void> {
  await db.insert(consentRecords).values({
    consentId: record.id,
    answer: record.answer,
    ...record.choices,
    policyVersion: record.policyVersion,
    recordedAt: now,
  });
}

export type ConsentHistoryEntry = {
  answer: ConsentAnswer;
  choices: ConsentChoices;
  policyVersion: string;
  recordedAt: Date;
};

/** Every choice saved under one consent id, oldest first: what the agency shows when asked to prove consent. */
export async function consentHistory(db: Database, consentId: string): Promise<ConsentHistoryEntry[]> {
  const rows = await db
    .select()
    .from(consentRecords)
    .where(eq(consentRecords.consentId, consentId))
    .orderBy(asc(consentRecords.recordedAt), asc(consentRecords.id));
  return rows.map((row) => ({
    answer: row.answer as ConsentAnswer,
    choices: {
      necessary: row.necessary,
      analytical: row.analytical,
      marketing: row.marketing,
      socialMedia: row.socialMedia,
      unclassified: row.unclassified,
    },
    policyVersion: row.policyVersion,
    recordedAt: row.recordedAt,
  }));
}
