import { data, Link, useActionData, useLoaderData, useNavigation } from "react-router";
import type { Route } from "./+types/account";
import { CONSOLE_LOCALES, isConsoleLocale } from "#app/domain/staff.ts";
import { consolePaths } from "#app/lib/console-paths.ts";
import { consoleTranslator } from "#app/i18n/console/texts.ts";
import { updateStaff } from "#app/services/staff/accounts.server.ts";
import { changeOwnPassword } from "#app/services/staff/own-account.server.ts";
import { recoveryCodesLeft, regenerateRecoveryCodes } from "#app/services/staff/second-factor.server.ts";
import {
  ConsoleField,
  ConsoleSelect,
  FormError,
  type ConsoleFormResult,
} from "#app/components/admin/console-fields.tsx";
import { ConsoleForm } from "#app/components/admin/console-form.tsx";
import { ConsoleNotice, ConsolePage } from "#app/components/admin/console-page.tsx";
import { RecoveryCodes } from "#app/components/admin/recovery-codes.tsx";
import { useConsole } from "#app/components/admin/use-console.ts";
import { NewPasswordFields, passwordRefusalError } from "#app/components/admin/new-password-fields.tsx";
import { CONSOLE_HEADERS, field, isHttps, languageCookie, requireStaff, requireStaffChange } from "./console.server.ts";

/** A person's own account: name and console language, password, second factor and recovery codes. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { member } = await requireStaff(context, request, "account");
  const codes = Number(new URL(request.url).searchParams.get("codes"));
  return data(
    {
      name: member.name,
      locale: member.locale,
      hasSecondFactor: member.hasSecondFactor,
      codesLeft: member.hasSecondFactor ? await recoveryCodesLeft(context.db, member.id) : 0,
      lowOnCodes: Number.isInteger(codes) && new URL(request.url).searchParams.has("codes") ? codes : null,
    },
    { headers: CONSOLE_HEADERS },
  );
}

type AccountResult = ConsoleFormResult & { section?: "profile" | "password"; codes?: string[] };

export async function action({ request, context }: Route.ActionArgs) {
  const { user, form } = await requireStaffChange(context, request, "account");
  const intent = field(form, "intent");
  if (intent === "profile") {
    const name = field(form, "name");
    const locale = field(form, "locale");
    const t = consoleTranslator(isConsoleLocale(locale) ? locale : user.locale);
    if (!name || name.length > 100 || !isConsoleLocale(locale))
      return data<AccountResult>(
        { section: "profile", errors: { name: t("login.required") }, values: { name } },
        { status: 400, headers: CONSOLE_HEADERS },
      );
    await updateStaff(context.db, user.member.id, { name, locale }, user.actor);
    return data<AccountResult>(
      { section: "profile", notice: t("console.saved") },
      { headers: { ...CONSOLE_HEADERS, "Set-Cookie": languageCookie(locale, isHttps(request)) } },
    );
  }
  if (intent === "password") {
    const text = (name: string) => (typeof form.get(name) === "string" ? (form.get(name) as string) : "");
    const outcome = await changeOwnPassword(
      context.db,
      { id: user.member.id, email: user.member.email, sessionId: user.session.sessionId },
      { current: text("current"), password: text("password"), confirmation: text("passwordConfirm") },
    );
    if (outcome.kind === "wrong-current")
      return data<AccountResult>(
        { section: "password", errors: { current: user.t("account.currentPasswordWrong") } },
        { status: 400, headers: CONSOLE_HEADERS },
      );
    if (outcome.kind === "refused")
      return data<AccountResult>(
        {
          section: "password",
          errors: passwordRefusalError(outcome.verdict, user.t),
        },
        { status: 400, headers: CONSOLE_HEADERS },
      );
    return data<AccountResult>(
      { section: "password", notice: user.t("account.passwordChanged") },
      { headers: CONSOLE_HEADERS },
    );
  }
  if (intent === "recovery-codes" && user.member.hasSecondFactor) {
    const codes = await regenerateRecoveryCodes(context.db, user.member.id, user.actor);
    return data<AccountResult>({ codes }, { headers: CONSOLE_HEADERS });
  }
  throw data({ reason: "invalid-request" }, { status: 400, headers: CONSOLE_HEADERS });
}

export default function AccountPage() {
  const account = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useConsole();
  const busy = useNavigation().state === "submitting";
  if (result?.codes) return <RecoveryCodes codes={result.codes} continueHref={consolePaths.account} />;
  const profile = result?.section === "profile" ? result : undefined;
  const password = result?.section === "password" ? result : undefined;
  return (
    <ConsolePage title={t("account.title")}>
      <div className="console-columns">
        <section aria-labelledby="account-profile">
          <h2 id="account-profile">{t("account.name")}</h2>
          {profile?.notice ? <ConsoleNotice>{profile.notice}</ConsoleNotice> : null}
          <ConsoleForm className="console-form" reloadDocument>
            <input type="hidden" name="intent" value="profile" />
            <ConsoleField
              name="name"
              label={t("account.name")}
              autoComplete="name"
              required
              maxLength={100}
              defaultValue={profile?.values?.name ?? account.name}
              error={profile?.errors?.name}
            />
            <ConsoleSelect
              name="locale"
              label={t("account.language")}
              defaultValue={account.locale}
              options={CONSOLE_LOCALES.map((code) => ({ value: code, label: t(`console.language.${code}`) }))}
            />
            <button type="submit" className="button" disabled={busy}>
              {t("console.save")}
            </button>
          </ConsoleForm>
        </section>
        <section aria-labelledby="account-password">
          <h2 id="account-password">{t("account.changePassword")}</h2>
          {password?.notice ? <ConsoleNotice>{password.notice}</ConsoleNotice> : null}
          <ConsoleForm className="console-form" noValidate>
            <input type="hidden" name="intent" value="password" />
            <FormError error={password?.errors?.[""]} />
            <ConsoleField
              name="current"
              type="password"
              label={t("account.currentPassword")}
              autoComplete="current-password"
              required
              error={password?.errors?.current}
            />
            <NewPasswordFields errors={password?.errors} />
            <button type="submit" className="button" disabled={busy}>
              {t("account.changePassword")}
            </button>
          </ConsoleForm>
        </section>
        <section aria-labelledby="account-two-factor">
          <h2 id="account-two-factor">{t("code.title")}</h2>
          {account.lowOnCodes !== null ? (
            <ConsoleNotice>{t("code.lastRecoveryCodes", { count: account.lowOnCodes })}</ConsoleNotice>
          ) : null}
          {account.hasSecondFactor ? (
            <>
              <p>{t("account.twoFactorOn")}</p>
              <p>{t("recovery.left", { count: account.codesLeft })}</p>
              <ConsoleForm>
                <input type="hidden" name="intent" value="recovery-codes" />
                <button type="submit" className="button button--ghost">
                  {t("recovery.renew")}
                </button>
              </ConsoleForm>
            </>
          ) : (
            <>
              <p>{t("account.twoFactorOff")}</p>
              <p>
                <Link className="button button--ghost" to={consolePaths.enrol}>
                  {t("account.twoFactorSetUp")}
                </Link>
              </p>
            </>
          )}
        </section>
      </div>
    </ConsolePage>
  );
}
