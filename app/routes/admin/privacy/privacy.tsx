import { data, redirect, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/privacy";
import { consolePaths } from "#app/lib/console-paths.ts";
import { erasedCounts, erasedQuery, normalisedEmail } from "#app/lib/personal-data.ts";
import { erasePersonalData } from "#app/services/privacy/erasure.server.ts";
import { collectPersonalData } from "#app/services/privacy/personal-data.server.ts";
import { personalDataSummary } from "#app/services/privacy/personal-data-view.ts";
import type { ConsoleFormResult } from "#app/components/admin/console-fields.tsx";
import { ConsoleNotice, ConsolePage } from "#app/components/admin/console-page.tsx";
import { useConsole } from "#app/components/admin/use-console.ts";
import { EraseConfirmation, ErasedNotice } from "#app/components/admin/privacy/erase-confirmation.tsx";
import { PersonalDataReport } from "#app/components/admin/privacy/personal-data-report.tsx";
import { PrivacySearch } from "#app/components/admin/privacy/privacy-search.tsx";
import { CONSOLE_HEADERS, field, requireStaff, requireStaffChange } from "../console.server.ts";
import demandStyles from "#app/styles/console-demands.css?url";

/**
 * A person's data requests (GDPR art. 15 and 17): what is kept about an e-mail address, its export
 * (./privacy-export.ts) and its erasure, confirmed on a step of its own (`step=erase`) and done in
 * one transaction recorded in the audit log without the address (app/services/privacy/).
 */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: demandStyles }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireStaff(context, request, "privacy");
  const url = new URL(request.url);
  const input = (url.searchParams.get("email") ?? "").trim().slice(0, 254);
  const email = input ? normalisedEmail(input) : null;
  const found = email ? personalDataSummary(await collectPersonalData(context.db, email, user.locale)) : null;
  return data(
    {
      input,
      email,
      found,
      invalid: input !== "" && email === null,
      confirming: found !== null && url.searchParams.get("step") === "erase",
      erased: erasedCounts(url.searchParams),
    },
    { headers: CONSOLE_HEADERS },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user, form } = await requireStaffChange(context, request, "privacy");
  if (field(form, "intent") !== "erase")
    throw data({ reason: "invalid-request" }, { status: 400, headers: CONSOLE_HEADERS });
  const email = normalisedEmail(field(form, "email"));
  if (!email)
    return data<ConsoleFormResult>(
      { errors: { email: user.t("privacy.invalidEmail") } },
      { status: 400, headers: CONSOLE_HEADERS },
    );
  if (field(form, "confirm") !== "on")
    return data<ConsoleFormResult>(
      { errors: { confirm: user.t("privacy.erase.confirmRequired") } },
      { status: 400, headers: CONSOLE_HEADERS },
    );
  const counts = await erasePersonalData({ db: context.db }, email, user.actor);
  return redirect(`${consolePaths.privacy}${erasedQuery(counts)}`, { status: 303, headers: CONSOLE_HEADERS });
}

export default function PrivacyPage() {
  const { input, email, found, invalid, confirming, erased } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useConsole();
  return (
    <ConsolePage title={t("privacy.title")}>
      {erased ? <ErasedNotice counts={erased} /> : null}
      {result?.errors?.email ? <ConsoleNotice tone="error">{result.errors.email}</ConsoleNotice> : null}
      <p className="console-privacy__intro">{t("privacy.intro")}</p>
      <PrivacySearch value={input} invalid={invalid} />
      <p className="console-privacy__intro">{t("privacy.consents")}</p>
      {email && found && confirming ? (
        <EraseConfirmation email={email} counts={found.counts} errors={result?.errors} />
      ) : null}
      {email && found ? <PersonalDataReport email={email} found={found} confirming={confirming} /> : null}
    </ConsolePage>
  );
}
