import { data, Link, useLoaderData } from "react-router";
import type { Route } from "./+types/dashboard";
import { mayOpen } from "#app/domain/staff.ts";
import { consolePaths } from "#app/lib/console-paths.ts";
import { consoleOverview } from "#app/services/staff/dashboard.server.ts";
import { ConsolePage } from "#app/components/admin/console-page.tsx";
import { useConsole } from "#app/components/admin/use-console.ts";
import { CONSOLE_HEADERS, requireStaff } from "./console.server.ts";

/** The console's first page: what waits (new leads, testimonials to moderate, undelivered messages, the last sync). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireStaff(context, request, "dashboard");
  const [overview, lastSync] = await Promise.all([consoleOverview(context.db), context.lastSync()]);
  return data(
    {
      overview,
      lastSync: lastSync?.toISOString() ?? null,
      operations: mayOpen(user.member.role, "operations"),
    },
    { headers: CONSOLE_HEADERS },
  );
}

export default function ConsoleDashboard() {
  const { overview, lastSync, operations } = useLoaderData<typeof loader>();
  const { t, locale } = useConsole();
  const when = lastSync
    ? new Intl.DateTimeFormat(`${locale}-BE`, {
        dateStyle: "medium",
        timeStyle: "short",
        timeZone: "Europe/Brussels",
      }).format(new Date(lastSync))
    : null;
  return (
    <ConsolePage title={t("console.nav.dashboard")}>
      <ul className="console-cards">
        <li>
          <Link to={`${consolePaths.leads}?handling=new`}>
            {t("console.dashboard.newLeads", { count: overview.newLeads })}
          </Link>
        </li>
        <li>
          <Link to={consolePaths.testimonials}>
            {t("console.dashboard.waitingTestimonials", { count: overview.waitingTestimonials })}
          </Link>
        </li>
        {operations ? (
          <>
            <li>
              <Link to={consolePaths.operations}>
                {t("console.dashboard.failedMails", { count: overview.failedMessages })}
              </Link>
            </li>
            <li>
              <Link to={consolePaths.operations}>
                {when ? t("console.dashboard.lastSync", { when }) : t("console.dashboard.neverSynced")}
              </Link>
            </li>
          </>
        ) : null}
      </ul>
    </ConsolePage>
  );
}
