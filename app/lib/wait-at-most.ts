/**
 * Waits for `work` to settle, or `ms` milliseconds, whichever comes first. A stopping
 * worker gives its batch in flight a grace period this way, then lets the process go on.
 */
export async function waitAtMost(work: Promise<unknown>, ms: number): Promise<void> {
  let timeout: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([work, new Promise<void>((resolve) => (timeout = setTimeout(resolve, ms)))]);
  clearTimeout(timeout);
}
