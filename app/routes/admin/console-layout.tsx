import { data, isRouteErrorResponse, NavLink, Outlet, useRouteError } from "react-router";
import type { Route } from "./+types/console-layout";
import { mayOpen, type ConsoleArea } from "#app/domain/staff.ts";
import { consolePaths } from "#app/lib/console-paths.ts";
import { ConsoleForm } from "#app/components/admin/console-form.tsx";
import { useConsole } from "#app/components/admin/use-console.ts";
import type { ConsoleKey } from "#app/i18n/console/texts.ts";
import { csrfToken } from "#app/services/staff/sessions.server.ts";
import { CONSOLE_HEADERS, currentStaff, requestConsoleLocale } from "./console.server.ts";
import consoleStyles from "#app/styles/console.css?url";

/**
 * The agency console's frame (decision 0051): every page under /admin/, shown without the public
 * site's shell (no cookie dialog, header or footer), in the person's language, with the areas
 * their role opens. Each page checks the person itself (app/routes/admin/console.server.ts): this
 * loader only shows who is there.
 */
export const handle = { bare: true };

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: consoleStyles }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const found = await currentStaff(context, request);
  const member = found?.session.complete ? found.member : null;
  return data(
    {
      locale: member?.locale ?? requestConsoleLocale(request),
      member: member ? { name: member.name, email: member.email, role: member.role } : null,
      csrf: found ? csrfToken(found.session.sessionId) : null,
      agencyName: context.content.siteInfo.name,
    },
    { headers: CONSOLE_HEADERS },
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders, actionHeaders, errorHeaders }) => {
  const merged = new Headers(errorHeaders ?? loaderHeaders);
  actionHeaders.forEach((value, name) => merged.set(name, value));
  for (const [name, value] of Object.entries(CONSOLE_HEADERS)) merged.set(name, value);
  return merged;
};

/** The areas in the order of the navigation. */
const NAVIGATION: { area: ConsoleArea; href: string; label: ConsoleKey }[] = [
  { area: "dashboard", href: consolePaths.home, label: "console.nav.dashboard" },
  { area: "leads", href: consolePaths.leads, label: "console.nav.leads" },
  { area: "testimonials", href: consolePaths.testimonials, label: "console.nav.testimonials" },
  { area: "owners", href: consolePaths.owners, label: "console.nav.owners" },
  { area: "demands", href: consolePaths.demands, label: "console.nav.demands" },
  { area: "privacy", href: consolePaths.privacy, label: "console.nav.privacy" },
  { area: "operations", href: consolePaths.operations, label: "console.nav.operations" },
  { area: "content", href: consolePaths.content, label: "console.nav.content" },
  { area: "staff", href: consolePaths.staff, label: "console.nav.staff" },
  { area: "audit", href: consolePaths.audit, label: "console.nav.audit" },
];

function ConsoleFrame({ children }: { children: React.ReactNode }) {
  const { t, member, agencyName } = useConsole();
  return (
    <div className="console">
      <a className="skip-link" href="#console-main">
        {t("console.skip")}
      </a>
      <header className="console__bar">
        <p className="console__brand">
          <span>{agencyName}</span> <span className="console__brand-area">{t("console.title")}</span>
        </p>
        {member ? (
          <div className="console__person">
            <span>{t("console.signedInAs", { name: member.name, role: t(`console.role.${member.role}`) })}</span>
            <NavLink to={consolePaths.account}>{t("console.nav.account")}</NavLink>
            <ConsoleForm action={consolePaths.logout} reloadDocument>
              <button type="submit" className="console__link-button">
                {t("console.logout")}
              </button>
            </ConsoleForm>
          </div>
        ) : null}
      </header>
      {member ? (
        <nav className="console__nav" aria-label={t("console.nav")}>
          <ul>
            {NAVIGATION.filter((entry) => mayOpen(member.role, entry.area)).map((entry) => (
              <li key={entry.area}>
                <NavLink to={entry.href} end={entry.area === "dashboard"}>
                  {t(entry.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <main id="console-main" className="console__main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}

export default function ConsoleLayout() {
  return (
    <ConsoleFrame>
      <Outlet />
    </ConsoleFrame>
  );
}

/** 403, 404 and errors of console pages, in the console's frame and language. */
export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useConsole();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const reason = isRouteErrorResponse(error) ? (error.data as { reason?: string } | null)?.reason : undefined;
  const [title, text] =
    status === 403
      ? reason === "invalid-request"
        ? (["console.forbiddenTitle", "console.invalidRequest"] as const)
        : (["console.forbiddenTitle", "console.forbiddenText"] as const)
      : status === 404
        ? (["console.notFoundTitle", "console.notFoundText"] as const)
        : status === 503
          ? (["console.errorTitle", "console.databaseDown"] as const)
          : (["console.errorTitle", "console.errorText"] as const);
  return (
    <ConsoleFrame>
      <title>{`${t(title)} | ${t("console.title")}`}</title>
      <meta name="robots" content="noindex, nofollow" />
      <h1>{t(title)}</h1>
      <p>{t(text)}</p>
      <p>
        <a className="button" href={consolePaths.home}>
          {t("console.backHome")}
        </a>
      </p>
    </ConsoleFrame>
  );
}
