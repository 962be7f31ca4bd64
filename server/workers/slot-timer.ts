import { waitAtMost } from "#app/lib/wait-at-most.ts";

export type SlotTimer = {
  /** Stops scheduling and waits for a run in flight, at most `graceMs` (default 3 s). */
  stop(options?: { graceMs?: number }): Promise<void>;
};

/**
 * Runs `runSlot` at the start of each slot, in every server process alike: first the slot holding
 * now (a process starting late runs it at once; the caller's claim decides whether it has anything
 * left to do), then each next one. The next slot is counted from the later of the slot and now, so
 * a timer firing a hair early never runs a slot twice. The timer never keeps the process alive on
 * its own. Used by the catalogue sync and the demand digest.
 */
export function runEverySlot(options: {
  /** The start of the slot holding a moment. */
  slotOf: (moment: Date) => Date;
  /** The start of the slot after the one holding a moment. */
  nextSlot: (moment: Date) => Date;
  /** One slot's work; it handles its own errors (a rejection is not retried). */
  runSlot: (slot: Date) => Promise<void>;
  now: () => Date;
}): SlotTimer {
  const { slotOf, nextSlot, runSlot, now } = options;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<void> | null = null;

  const schedule = (at: Date) => {
    if (stopped) return;
    timer = setTimeout(
      () => {
        inFlight = runSlot(at).finally(() => {
          inFlight = null;
          schedule(nextSlot(new Date(Math.max(at.getTime(), now().getTime()))));
        });
      },
      Math.max(0, at.getTime() - now().getTime()),
    );
    timer.unref();
  };

  schedule(slotOf(now()));
  return {
    async stop({ graceMs = 3_000 } = {}) {
      stopped = true;
      clearTimeout(timer);
      if (!inFlight) return;
      await waitAtMost(inFlight, graceMs);
    },
  };
}
