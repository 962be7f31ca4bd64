import { data, redirect, useLoaderData } from "react-router";
import type { Route } from "./+types/subscribers";
import { consolePaths } from "#app/lib/console-paths.ts";
import { listQuery, parseListFilter } from "#app/lib/console-list-filter.ts";
import { endSubscription, subscriberList } from "#app/services/leads/newsletter-admin.server.ts";
import { ConsoleNotice, ConsolePage } from "#app/components/admin/console-page.tsx";
import { useConsole } from "#app/components/admin/use-console.ts";
import { SubscriberTable } from "#app/components/admin/demands/subscriber-table.tsx";
import { DemandTabs, ListFilters, ListPager } from "#app/components/admin/demands/list-controls.tsx";
import { CONSOLE_HEADERS, field, requireStaff, requireStaffChange } from "../console.server.ts";
import demandStyles from "#app/styles/console-demands.css?url";

/** The newsletter's subscribers; one is unsubscribed on the person's request, as their own link does. */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: demandStyles }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(context, request, "demands");
  const url = new URL(request.url);
  const filter = parseListFilter(url.searchParams);
  const list = await subscriberList(context.db, filter);
  return data({ filter, ...list, done: url.searchParams.get("done") }, { headers: CONSOLE_HEADERS });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user, form } = await requireStaffChange(context, request, "demands");
  if (field(form, "intent") !== "end")
    throw data({ reason: "invalid-request" }, { status: 400, headers: CONSOLE_HEADERS });
  const outcome = await endSubscription(context.db, field(form, "id"), user.actor);
  if (outcome === "not-found") throw data({ reason: "not-found" }, { status: 404, headers: CONSOLE_HEADERS });
  const filter = parseListFilter(new URL(request.url).searchParams);
  return redirect(`${consolePaths.subscribers}${listQuery(filter, { done: outcome })}`, {
    status: 303,
    headers: CONSOLE_HEADERS,
  });
}

export default function SubscribersPage() {
  const { filter, rows, total, done } = useLoaderData<typeof loader>();
  const { t } = useConsole();
  return (
    <ConsolePage title={t("demands.subscribers.title")}>
      <DemandTabs />
      {done === "ended" ? <ConsoleNotice>{t("demands.subscribers.ended")}</ConsoleNotice> : null}
      {done === "already-ended" ? <ConsoleNotice>{t("demands.subscribers.alreadyEnded")}</ConsoleNotice> : null}
      <p className="console-demands__hint">{t("demands.subscribers.hint")}</p>
      <ListFilters filter={filter} path={consolePaths.subscribers} label="demands.subscribers.filters" />
      <p className="console-demands__total" role="status">
        {t("demands.subscribers.total", { count: total })}
      </p>
      {rows.length ? <SubscriberTable rows={rows} /> : <p>{t("console.empty")}</p>}
      <ListPager filter={filter} total={total} path={consolePaths.subscribers} />
    </ConsolePage>
  );
}
