/**
 * Login throttling (OWASP ASVS 2.2.1, docs/decisions/0015): failed logins are counted per client
 * address and per account. An address: up to `max` failures cost nothing; from then on each
 * further attempt must wait, and the wait doubles with every failure beyond the limit (1 min, 2,
 * 4… at most an hour). An account: from `max` failures on its login needs the captcha (never a
 * wait: anyone could otherwise lock its owner out). A counter is forgotten `windowSeconds` after
 * the end of the wait its last failure set, so a wait longer than the window still happens and
 * the next failure still doubles it.
 */
const FIRST_WAIT_SECONDS = 60;
const LONGEST_WAIT_SECONDS = 3600;

/** How long after the last failure the next attempt must wait, given the failures counted. */
export function loginWaitSeconds(failures: number, max: number): number {
  if (failures < max) return 0;
  return Math.min(LONGEST_WAIT_SECONDS, FIRST_WAIT_SECONDS * 2 ** Math.min(failures - max, 16));
}

/** Seconds an attempt must still wait now (0: it may go ahead). */
export function secondsToWait(
  counter: { failures: number; lastFailureAt: Date } | null,
  max: number,
  now: Date,
): number {
  if (!counter) return 0;
  const until = counter.lastFailureAt.getTime() + loginWaitSeconds(counter.failures, max) * 1000;
  return Math.max(0, Math.ceil((until - now.getTime()) / 1000));
}

/** How long after its last failure a counter is kept: its wait, then `windowSeconds` more. */
export function keptSeconds(failures: number, max: number, windowSeconds: number): number {
  return loginWaitSeconds(failures, max) + windowSeconds;
}

/** When a counter that is forgotten at `forgetAt` had its last failure. */
export function lastFailureAt(failures: number, forgetAt: Date, max: number, windowSeconds: number): Date {
  return new Date(forgetAt.getTime() - keptSeconds(failures, max, windowSeconds) * 1000);
}

/** Whether an account's failures make its login need the captcha. */
export function captchaRequired(accountFailures: number, max: number): boolean {
  return accountFailures >= max;
}
