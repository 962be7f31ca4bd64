import { and, asc, between, count, eq, gte, lt, lte, sql } from "drizzle-orm";
import type { Database } from "#db/client.server.ts";
import { appointmentSlots } from "#db/schema.ts";
import { slotTimes, type AppointmentRule } from "#app/lib/appointment-slots.ts";

/**
 * The visit slots of a listing in the database (appointment_slots). They are made lazily: the
 * first time a listing's booking page is shown on a day, the slots the rule offers over the
 * horizon (app/lib/appointment-slots.ts) are inserted, each once (unique listing + start), so
 * several processes showing the page at once add nothing twice. No job is needed: a listing nobody
 * books never gets slots.
 *
 * A booking takes one place in ONE conditional statement (`booked = booked + 1 … where booked <
 * capacity`), run inside the lead's transaction: PostgreSQL locks the row, a second booking of the
 * last place waits, re-reads the row and finds it full. No read-then-write, so no race.
 */
export type AppointmentSettings = AppointmentRule & { capacityPerSlot: number };

export type FreeSlot = { id: number; startsAt: Date; endsAt: Date };

const DAY_MS = 24 * 60 * 60 * 1000;

/** A transaction (or the database): the booking runs inside the lead's transaction. */
type Executor = Pick<Database, "select" | "update">;

/** Makes sure the slots the rule offers at `now` exist for the listing (idempotent). */
export async function ensureSlots(
  db: Database,
  propertyId: number,
  settings: AppointmentSettings,
  now: Date,
): Promise<void> {
  const offered = slotTimes(settings, now);
  if (offered.length === 0) return;
  const first = offered[0]!.startsAt;
  const last = offered.at(-1)!.startsAt;
  // Usually they are all there already: one count instead of an insert of hundreds of rows.
  const [present] = await db
    .select({ n: count() })
    .from(appointmentSlots)
    .where(and(eq(appointmentSlots.propertyId, propertyId), between(appointmentSlots.startsAt, first, last)));
  if ((present?.n ?? 0) >= offered.length) return;
  await db
    .insert(appointmentSlots)
    .values(
      offered.map((slot) => ({
        propertyId,
        startsAt: slot.startsAt,
        endsAt: slot.endsAt,
        capacity: settings.capacityPerSlot,
      })),
    )
    .onConflictDoNothing({ target: [appointmentSlots.propertyId, appointmentSlots.startsAt] });
  // About once a day per listing (when the horizon moves on): slots past by more than a day that
  // nobody booked are of no use any more. Booked ones stay, with their leads.
  await db
    .delete(appointmentSlots)
    .where(
      and(
        eq(appointmentSlots.propertyId, propertyId),
        eq(appointmentSlots.booked, 0),
        lt(appointmentSlots.endsAt, new Date(now.getTime() - DAY_MS)),
      ),
    );
}

/**
 * The listing's slots that can be booked now, in time order: offered by the rule today (notice,
 * horizon, opening windows) and not yet full.
 */
export async function freeSlots(
  db: Database,
  propertyId: number,
  settings: AppointmentSettings,
  now: Date,
): Promise<FreeSlot[]> {
  const offered = slotTimes(settings, now);
  if (offered.length === 0) return [];
  const starts = new Set(offered.map((slot) => slot.startsAt.getTime()));
  const rows = await db
    .select({ id: appointmentSlots.id, startsAt: appointmentSlots.startsAt, endsAt: appointmentSlots.endsAt })
    .from(appointmentSlots)
    .where(
      and(
        eq(appointmentSlots.propertyId, propertyId),
        between(appointmentSlots.startsAt, offered[0]!.startsAt, offered.at(-1)!.startsAt),
        lt(appointmentSlots.booked, appointmentSlots.capacity),
      ),
    )
    .orderBy(asc(appointmentSlots.startsAt));
  // A window removed from the settings since its slots were made is no longer offered.
  return rows.filter((row) => starts.has(row.startsAt.getTime()));
}

/**
 * Takes one place of a slot of the listing, if it is still offered and not full: the slot's times,
 * or null (full, or not a slot the visitor could book). One statement; call it in the transaction
 * that stores the lead, so a lead that cannot be stored gives its place back.
 */
export async function takePlace(
  tx: Executor,
  slotId: number,
  propertyId: number,
  settings: AppointmentSettings,
  now: Date,
): Promise<FreeSlot | null> {
  const offered = slotTimes(settings, now);
  if (offered.length === 0) return null;
  const [taken] = await tx
    .update(appointmentSlots)
    .set({ booked: sql`${appointmentSlots.booked} + 1` })
    .where(
      and(
        eq(appointmentSlots.id, slotId),
        eq(appointmentSlots.propertyId, propertyId),
        lt(appointmentSlots.booked, appointmentSlots.capacity),
        gte(appointmentSlots.startsAt, offered[0]!.startsAt),
        lte(appointmentSlots.startsAt, offered.at(-1)!.startsAt),
      ),
    )
    .returning({ id: appointmentSlots.id, startsAt: appointmentSlots.startsAt, endsAt: appointmentSlots.endsAt });
  return taken ?? null;
}

/**
 * Why a place could not be taken: a slot of this listing was full (or has just passed the notice
 * limit) — 409, "no longer free" or, with nothing left, "appointments are full" — or the post named
 * a slot the page never offered (400).
 */
export async function isSlotOfListing(db: Database, slotId: number, propertyId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: appointmentSlots.id })
    .from(appointmentSlots)
    .where(and(eq(appointmentSlots.id, slotId), eq(appointmentSlots.propertyId, propertyId)))
    .limit(1);
  return row !== undefined;
}
