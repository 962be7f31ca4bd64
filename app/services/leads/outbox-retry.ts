/**
 * When the outbox tries a message again, and what it remembers of a failure. Pure rules, so the
 * worker's timing is table-tested rather than slept through.
 */

const RETRY_BASE_MS = 30_000;
const RETRY_CAP_MS = 60 * 60_000;
/**
 * After this many failed attempts a message is `failed`: kept in the table, no longer tried. 30
 * attempts span about a day (the first seven within an hour, then hourly), so a mail server down
 * overnight or for a weekend morning delays the leads but needs no one to re-queue them.
 */
export const MAX_ATTEMPTS = 30;

/**
 * Delay before the next attempt after `attempts` failed ones (1 = the first failure): 30 s, 1 min,
 * 2 min… doubling, capped at one hour, spread by ±20 % so messages that failed together (an SMTP
 * server that was down) do not all come back in the same second. `random` is in [0, 1).
 */
export function retryDelayMs(attempts: number, random: number = Math.random()): number {
  const exponent = Math.max(0, attempts - 1);
  const base = Math.min(RETRY_CAP_MS, RETRY_BASE_MS * 2 ** Math.min(exponent, 30));
  const jitter = 0.8 + 0.4 * Math.min(Math.max(random, 0), 1);
  return Math.round(Math.min(RETRY_CAP_MS, base * jitter));
}

const EMAIL = /[^\s<>"'(),;:@]+@[^\s<>"'(),;:]+/g;

/**
 * A short, storable description of a delivery error for `outbox.last_error` and the logs. SMTP
 * replies often quote the recipient ("550 <ann@example.be>: no such user"), so e-mail addresses are
 * blanked out: no personal data leaves the payload.
 */
export function describeDeliveryError(error: unknown): string {
  const err = (error ?? {}) as { code?: unknown; responseCode?: unknown; name?: unknown; message?: unknown };
  const parts = [
    typeof err.code === "string" ? err.code : typeof err.name === "string" ? err.name : "Error",
    typeof err.responseCode === "number" ? String(err.responseCode) : "",
    typeof err.message === "string" ? err.message : typeof error === "string" ? error : "",
  ].filter(Boolean);
  const text = parts.join(" ").replace(EMAIL, "[address]").replace(/\s+/g, " ").trim();
  return text.length > 300 ? `${text.slice(0, 299)}…` : text;
}
