import { data, redirect, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/operations";
import { consolePaths } from "#app/lib/console-paths.ts";
import { outboxQuery, parseOutboxFilter } from "#app/lib/console-operations.ts";
import { operationsPage, syncNow } from "#app/services/operations/operations-page.server.ts";
import { cancelOutboxMessage, retryOutboxMessage } from "#app/services/operations/outbox-messages.server.ts";
import type { ConsoleFormResult } from "#app/components/admin/console-fields.tsx";
import { ConsolePage } from "#app/components/admin/console-page.tsx";
import { useConsole } from "#app/components/admin/use-console.ts";
import { HealthPanel } from "#app/components/admin/operations/health-panel.tsx";
import { OutboxTable, type OutboxNotice } from "#app/components/admin/operations/outbox-table.tsx";
import { SyncRuns, type SyncNotice } from "#app/components/admin/operations/sync-runs.tsx";
import { CONSOLE_HEADERS, field, requireStaff, requireStaffChange } from "../console.server.ts";
import operationsStyles from "#app/styles/console-operations.css?url";

/**
 * The console's operations page (decision 0051, managers only): the health /healthz reports, the
 * catalogue's syncs with "sync now", and the outbox with retry and cancel. The outbox's filter is
 * in the URL; a change answers with a redirect to the same filtered page and a notice (`done`).
 */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: operationsStyles }];

const SYNC_NOTICES: Record<string, SyncNotice> = {
  "sync-started": "started",
  "sync-running": "running",
  "sync-unavailable": "unavailable",
};
const OUTBOX_NOTICES: Record<string, OutboxNotice> = { retried: "retried", cancelled: "cancelled" };

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(context, request, "operations");
  const params = new URL(request.url).searchParams;
  const filter = parseOutboxFilter(params);
  const done = params.get("done") ?? "";
  return data(
    {
      ...(await operationsPage(context, filter)),
      filter,
      syncNotice: SYNC_NOTICES[done] ?? null,
      outboxNotice: OUTBOX_NOTICES[done] ?? null,
    },
    { headers: CONSOLE_HEADERS },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user, form } = await requireStaffChange(context, request, "operations");
  const filter = parseOutboxFilter(new URL(request.url).searchParams);
  const back = (done: string, section: "syncs" | "outbox") =>
    redirect(`${consolePaths.operations}${outboxQuery(filter, { done })}#${section}`, {
      status: 303,
      headers: CONSOLE_HEADERS,
    });
  const intent = field(form, "intent");
  if (intent === "sync") return back(`sync-${await syncNow(context, user.actor)}`, "syncs");
  if (intent === "retry" || intent === "cancel") {
    const id = Number(field(form, "id"));
    if (!Number.isSafeInteger(id) || id < 1)
      throw data({ reason: "not-found" }, { status: 404, headers: CONSOLE_HEADERS });
    const change = intent === "retry" ? retryOutboxMessage : cancelOutboxMessage;
    const outcome = await change(context.db, id, user.actor);
    if (outcome === "not-found") throw data({ reason: "not-found" }, { status: 404, headers: CONSOLE_HEADERS });
    if (outcome === "not-allowed")
      return data<ConsoleFormResult>(
        { errors: { "": user.t("operations.outbox.notAllowed") } },
        { status: 400, headers: CONSOLE_HEADERS },
      );
    return back(intent === "retry" ? "retried" : "cancelled", "outbox");
  }
  throw data({ reason: "invalid-request" }, { status: 400, headers: CONSOLE_HEADERS });
}

export default function OperationsPage() {
  const page = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useConsole();
  return (
    <ConsolePage title={t("console.nav.operations")}>
      <div className="console-operations">
        <p>{t("operations.intro")}</p>
        <HealthPanel health={page.health} backlog={page.backlog} provider={page.provider} />
        <SyncRuns
          runs={page.runs}
          provider={page.provider}
          available={page.syncAvailable}
          notice={page.syncNotice}
          refreshHref={`${consolePaths.operations}${outboxQuery(page.filter)}`}
        />
        <OutboxTable
          outbox={page.outbox}
          filter={page.filter}
          notice={page.outboxNotice}
          error={result?.errors?.[""]}
        />
      </div>
    </ConsolePage>
  );
}
