/**
 * The sync schedule's slots: time cut into intervals counted from the Unix epoch, so every server
 * process computes the same slots (every 15 minutes: :00, :15, :30, :45 UTC) and the database can
 * tell whether a slot was synced already.
 */

/** Start of the slot holding `now`. */
export function slotStart(now: Date, intervalMs: number): Date {
  if (!Number.isInteger(intervalMs) || intervalMs <= 0)
    throw new RangeError(`interval must be a positive whole number of ms, got ${intervalMs}`);
  return new Date(Math.floor(now.getTime() / intervalMs) * intervalMs);
}

/** Start of the slot after the one holding `now`. */
export function nextSlotStart(now: Date, intervalMs: number): Date {
  return new Date(slotStart(now, intervalMs).getTime() + intervalMs);
}
