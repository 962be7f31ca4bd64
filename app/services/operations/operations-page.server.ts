import { sql } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import type { OutboxFilter } from "#app/lib/console-operations.ts";
import { recordAudit, type Actor } from "#app/services/staff/audit.server.ts";
import { healthReport } from "./health.server.ts";
import type { HealthReport, OutboxBacklog, OutboxPage, SyncRunView } from "./operations-view.ts";
import { outboxBacklog, outboxMessages } from "./outbox-messages.server.ts";
import { latestSyncRuns } from "./sync-runs.server.ts";

/**
 * The console's operations page (decision 0051): the health /healthz reports, with the outbox's
 * backlog beside it; the latest catalogue syncs; the outbox, filtered. And its "sync now".
 */
export type OperationsPage = {
  health: HealthReport;
  backlog: OutboxBacklog;
  provider: string;
  syncAvailable: boolean;
  runs: SyncRunView[];
  outbox: OutboxPage;
};

export async function operationsPage(context: AppLoadContext, filter: OutboxFilter): Promise<OperationsPage> {
  const { db } = context;
  // The request's own database, checked as /healthz checks the server's.
  const health = await healthReport({ db, ping: async () => void (await db.execute(sql`select 1`)) });
  const [backlog, runs, outbox] = await Promise.all([
    outboxBacklog(db),
    latestSyncRuns(db),
    outboxMessages(db, filter),
  ]);
  return {
    health,
    backlog,
    provider: context.provider.name,
    syncAvailable: Boolean(context.syncNow),
    runs,
    outbox,
  };
}

/**
 * "Sync now": a sync started in the background of this server process (RequestContext.syncNow),
 * audited when it starts; "running" when a sync holds the lock already, "unavailable" in a process
 * without a provider to sync from. The run records itself in sync_runs.
 */
export async function syncNow(context: AppLoadContext, actor: Actor): Promise<"started" | "running" | "unavailable"> {
  if (!context.syncNow) return "unavailable";
  const outcome = await context.syncNow();
  if (outcome === "started")
    await recordAudit(context.db, actor, "operations.sync", `provider:${context.provider.name}`, {
      after: { sync: "started" },
    });
  return outcome;
}
