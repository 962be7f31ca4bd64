/**
 * What the console's operations page shows (decision 0051), as plain types the page's components
 * may import (decision 0040): the health /healthz reports, the catalogue's sync runs, the outbox.
 */

/** /healthz's answer (app/services/operations/health.server.ts). */
export type HealthReport =
  | {
      status: "ok";
      db: "ok";
      lastSync: string | null;
      lastSyncAgeSeconds: number | null;
    }
  | {
      status: "degraded";
      db: "ok";
      lastSync: string | null;
      lastSyncAgeSeconds: number | null;
      reason: string;
      failedRuns: number;
    }
  | { status: "error"; db: "unreachable"; lastSync: null; lastSyncAgeSeconds: null };

export type SyncRunView = {
  id: number;
  provider: string;
  mode: string;
  /** running | ok | failed | refused */
  status: string;
  /** Started for a slot of the schedule (else by hand: the console, `npm run sync`, the sample at start-up). */
  scheduled: boolean;
  startedAt: string;
  finishedAt: string | null;
  durationMs: number | null;
  added: number;
  updated: number;
  unpublished: number;
  /** The records skipped, each with its reason (at most the 1 000 the run stored). */
  skipped: { id: string; reason: string }[];
  /** How many were skipped in all (a run stores the first ones and a line "and N more"). */
  skippedCount: number;
  message: string | null;
};

export type OutboxMessageView = {
  id: number;
  channel: string;
  status: string;
  leadId: string | null;
  /** A mail's recipient; a CRM call's person's e-mail address. */
  to: string | null;
  /** A mail's subject. */
  subject: string | null;
  /** A CRM call's kind (contactProperty, registerDemand…). */
  call: string | null;
  attempts: number;
  nextAttemptAt: string;
  lastError: string | null;
  deliveredAt: string | null;
  createdAt: string;
};

export type OutboxPage = { messages: OutboxMessageView[]; total: number };

/** What waits in the outbox, for the health section: waiting and failed messages, and since when the oldest waits. */
export type OutboxBacklog = {
  pending: number;
  failed: number;
  oldestPendingAt: string | null;
  oldestPendingAgeSeconds: number | null;
};
