/**
 * Login throttling (OWASP ASVS 2.2.1): failed logins are counted per account and per address.
 * Up to `max` failures cost nothing; from then on each further attempt must wait, and the wait
 * doubles with every failure beyond the limit (1 min, 2, 4… at most an hour). A counter is
 * forgotten `windowSeconds` after its last failure.
 */
export const FIRST_WAIT_SECONDS = 60;
export const LONGEST_WAIT_SECONDS = 3600;

/** How long after the last failure the next attempt must wait, given the failures counted. */
export function loginWaitSeconds(failures: number, max: number): number {
  if (failures < max) return 0;
  return Math.min(LONGEST_WAIT_SECONDS, FIRST_WAIT_SECONDS * 2 ** Math.min(failures - max, 16));
}

/** Seconds an attempt must still wait now (0: it may go ahead). */
export function secondsToWait(counter: { failures: number; lastFailureAt: Date } | null, max: number, now: Date): number {
  if (!counter) return 0;
  const until = counter.lastFailureAt.getTime() + loginWaitSeconds(counter.failures, max) * 1000;
  return Math.max(0, Math.ceil((until - now.getTime()) / 1000));
}
