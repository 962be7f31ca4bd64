import { Form, Link } from "react-router";
import { ConsoleTableBox } from "../console-table-box.tsx";
import { consolePaths } from "#app/lib/console-paths.ts";
import { ConsoleField, ConsoleSelect, FormError, type ConsoleFormResult } from "../console-fields.tsx";
import { ConsoleForm } from "../console-form.tsx";
import { useConsole } from "../use-console.ts";
import { languageName, OwnerStateBadge, PropertyName, type LinkedPropertyRow } from "./owner-bits.tsx";

export type OwnerRow = {
  id: number;
  name: string;
  email: string;
  locale: string;
  hasPassword: boolean;
  disabled: boolean;
  properties: LinkedPropertyRow[];
};

/** The search by name or e-mail: a GET form, so the address keeps it. */
export function OwnerSearch({ q }: { q: string }) {
  const { t } = useConsole();
  return (
    <Form method="get" className="console-filters" role="search">
      <ConsoleField name="q" type="search" label={t("owners.searchLabel")} defaultValue={q} maxLength={100} />
      <button type="submit" className="button">
        {t("owners.search")}
      </button>
      {q ? (
        <Link className="button button--ghost" to={consolePaths.owners}>
          {t("console.reset")}
        </Link>
      ) : null}
    </Form>
  );
}

/** The owners: each name opens the owner's page. */
export function OwnersTable({ owners, more, limit }: { owners: readonly OwnerRow[]; more: boolean; limit: number }) {
  const { t } = useConsole();
  if (owners.length === 0) return <p>{t("console.empty")}</p>;
  return (
    <>
      <ConsoleTableBox label={t("owners.caption", { count: owners.length })}>
        <table className="console-table">
          <caption className="console-owners__caption">{t("owners.caption", { count: owners.length })}</caption>
          <thead>
            <tr>
              <th scope="col">{t("owners.col.name")}</th>
              <th scope="col">{t("owners.col.email")}</th>
              <th scope="col">{t("owners.col.language")}</th>
              <th scope="col">{t("owners.col.properties")}</th>
              <th scope="col">{t("owners.col.password")}</th>
              <th scope="col">{t("owners.col.status")}</th>
            </tr>
          </thead>
          <tbody>
            {owners.map((owner) => (
              <tr key={owner.id}>
                <th scope="row" className="console-owners__name">
                  <Link to={consolePaths.owner(owner.id)}>{owner.name}</Link>
                </th>
                <td className="console-owners__email">{owner.email}</td>
                <td>{languageName(t, owner.locale)}</td>
                <td className="console-table__wrap">
                  {owner.properties.length === 0 ? (
                    t("owners.noProperties")
                  ) : (
                    <ul className="console-owners__properties">
                      {owner.properties.map((property) => (
                        <li key={property.id}>
                          <PropertyName property={property} />
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
                <td>{t(owner.hasPassword ? "owners.password.set" : "owners.password.none")}</td>
                <td>
                  <OwnerStateBadge disabled={owner.disabled} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ConsoleTableBox>
      {more ? <p className="console-owners__more">{t("owners.more", { count: limit })}</p> : null}
    </>
  );
}

/**
 * The new owner's form, folded away until needed; open when it came back refused, so its errors
 * show next to the fields.
 */
export function NewOwnerForm({ languages, result }: { languages: readonly string[]; result?: ConsoleFormResult }) {
  const { t } = useConsole();
  const errors = result?.errors;
  return (
    <details className="console-panel console-owners__new" open={errors ? true : undefined}>
      <summary>{t("owners.new")}</summary>
      <p className="console-field__hint">{t("owners.newExplain")}</p>
      <ConsoleForm className="console-form" noValidate>
        <input type="hidden" name="intent" value="create" />
        <FormError error={errors?.[""]} />
        <div className="console-owners__fields">
          <ConsoleField
            name="name"
            label={t("owners.name")}
            required
            maxLength={100}
            autoComplete="off"
            defaultValue={result?.values?.name}
            error={errors?.name}
          />
          <ConsoleField
            name="email"
            type="email"
            label={t("owners.email")}
            required
            maxLength={254}
            autoComplete="off"
            defaultValue={result?.values?.email}
            error={errors?.email}
          />
          <ConsoleSelect
            name="locale"
            label={t("owners.language")}
            defaultValue={result?.values?.locale ?? languages[0]}
            options={languages.map((code) => ({ value: code, label: languageName(t, code) }))}
            error={errors?.locale}
          />
        </div>
        <button type="submit" className="button">
          {t("owners.create")}
        </button>
      </ConsoleForm>
    </details>
  );
}
