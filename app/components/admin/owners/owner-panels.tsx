import { Form } from "react-router";
import { ConsoleTableBox } from "../console-table-box.tsx";
import { ConsoleField, ConsoleSelect, FormError, type ConsoleFormResult } from "../console-fields.tsx";
import { ConsoleForm } from "../console-form.tsx";
import { useConsole } from "../use-console.ts";
import { languageName, PropertyName, type LinkedPropertyRow } from "./owner-bits.tsx";

/** The parts of an owner's page: details, password link, access, properties and the search to link one. */
export type OwnerView = {
  id: number;
  name: string;
  email: string;
  locale: string;
  hasPassword: boolean;
  disabled: boolean;
  disabledSince: string | null;
  createdAt: string;
  openSessions: number;
  lastLink: { sent: string; until: string; live: boolean } | null;
  properties: (LinkedPropertyRow & { city: string; published: boolean })[];
};

export type PropertyChoiceRow = {
  id: number;
  reference: string;
  title: string;
  city: string;
  published: boolean;
  linked: boolean;
  otherOwners: string[];
};

/** Which part of the page a refused post belongs to, so its message shows there. */
export type OwnerFormResult = ConsoleFormResult & { section?: "details" | "password" | "properties" };

/** Who the owner is, and the form that changes their name and language (the e-mail is their login). */
export function OwnerDetailsPanel({
  owner,
  languages,
  result,
}: {
  owner: OwnerView;
  languages: readonly string[];
  result: OwnerFormResult | undefined;
}) {
  const { t } = useConsole();
  const errors = result?.section === "details" ? result.errors : undefined;
  const values = result?.section === "details" ? result.values : undefined;
  return (
    <section aria-labelledby="owner-details">
      <h2 id="owner-details">{t("owners.details")}</h2>
      <dl className="console-definitions">
        <dt>{t("owners.email")}</dt>
        <dd>{owner.email}</dd>
        <dt>{t("owners.createdAt")}</dt>
        <dd>{owner.createdAt}</dd>
        <dt>{t("owners.col.password")}</dt>
        <dd>{t(owner.hasPassword ? "owners.password.set" : "owners.password.none")}</dd>
        <dt>{t("owners.sessions")}</dt>
        <dd>{owner.openSessions}</dd>
      </dl>
      <ConsoleForm className="console-form console-owners__edit" noValidate>
        <input type="hidden" name="intent" value="details" />
        <FormError error={errors?.[""]} />
        <ConsoleField
          name="name"
          label={t("owners.name")}
          required
          maxLength={100}
          autoComplete="off"
          defaultValue={values?.name ?? owner.name}
          error={errors?.name}
        />
        <ConsoleSelect
          name="locale"
          label={t("owners.language")}
          defaultValue={values?.locale ?? owner.locale}
          options={languages.map((code) => ({ value: code, label: languageName(t, code) }))}
          error={errors?.locale}
        />
        <button type="submit" className="button">
          {t("console.save")}
        </button>
      </ConsoleForm>
    </section>
  );
}

/** The password link (the portal's "forgot password" mail) and turning the account off or on. */
export function OwnerAccessPanel({ owner, result }: { owner: OwnerView; result: OwnerFormResult | undefined }) {
  const { t } = useConsole();
  const error = result?.section === "password" ? result.errors?.[""] : undefined;
  const link = owner.lastLink;
  return (
    <section aria-labelledby="owner-access" className="console-owners__actions">
      <h2 id="owner-access">{t("owners.accountTitle")}</h2>
      <FormError error={error} />
      <div className="console-owners__action">
        <h3>{t("owners.passwordTitle")}</h3>
        <p>{t("owners.passwordExplain", { language: languageName(t, owner.locale) })}</p>
        <p className="console-owners__note">
          {link
            ? t(link.live ? "owners.lastLink.live" : "owners.lastLink.dead", { sent: link.sent, until: link.until })
            : t("owners.lastLink.none")}
        </p>
        {owner.disabled ? (
          <p className="console-owners__note">{t("owners.error.disabled")}</p>
        ) : (
          <ConsoleForm>
            <input type="hidden" name="intent" value="password-link" />
            <button type="submit" className="button">
              {t("owners.sendLink")}
            </button>
          </ConsoleForm>
        )}
      </div>
      <div className="console-owners__action">
        <h3>{t("owners.col.status")}</h3>
        <p>{t(owner.disabled ? "owners.enableExplain" : "owners.disableExplain")}</p>
        <ConsoleForm>
          <input type="hidden" name="intent" value={owner.disabled ? "enable" : "disable"} />
          <button type="submit" className={owner.disabled ? "button" : "button button--ghost"}>
            {t(owner.disabled ? "owners.enable" : "owners.disable")}
          </button>
        </ConsoleForm>
      </div>
    </section>
  );
}

/** Where a property is, and "offline" when the site does not show it. */
function PropertyPlace({ city, published }: { city: string; published: boolean }) {
  const { t } = useConsole();
  return (
    <span className="console-owners__note">
      {city}
      {published ? null : ` · ${t("owners.offline")}`}
    </span>
  );
}

/** The owner's properties, each with its unlink button. */
export function OwnerPropertiesTable({ properties }: { properties: OwnerView["properties"] }) {
  const { t } = useConsole();
  if (properties.length === 0) return <p>{t("owners.noProperties")}</p>;
  return (
    <ConsoleTableBox label={t("owners.propertiesTitle")}>
      <table className="console-table" aria-label={t("owners.propertiesTitle")}>
        <thead>
          <tr>
            <th scope="col">{t("owners.col.property")}</th>
            <th scope="col">{t("owners.col.action")}</th>
          </tr>
        </thead>
        <tbody>
          {properties.map((property) => (
            <tr key={property.id}>
              <th scope="row" className="console-table__wrap console-owners__property">
                <PropertyName property={property} />
                {property.inCatalogue ? <PropertyPlace city={property.city} published={property.published} /> : null}
              </th>
              <td>
                <ConsoleForm className="console-owners__row-form">
                  <input type="hidden" name="intent" value="unlink" />
                  <input type="hidden" name="propertyId" value={property.id} />
                  <button
                    type="submit"
                    className="button button--ghost console-owners__small"
                    aria-label={t("owners.unlinkProperty", { reference: property.reference })}
                  >
                    {t("owners.unlink")}
                  </button>
                </ConsoleForm>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ConsoleTableBox>
  );
}

/**
 * The catalogue searched by reference, id or title (a GET form: the address keeps the search),
 * and the matches, each with its link button (the search comes back after linking, to link more).
 */
export function PropertyFinder({
  q,
  found,
}: {
  q: string;
  found: { choices: PropertyChoiceRow[]; more: boolean } | null;
}) {
  const { t } = useConsole();
  return (
    <div className="console-owners__find">
      <h3 id="owner-link">{t("owners.linkTitle")}</h3>
      <Form method="get" className="console-filters" role="search" aria-labelledby="owner-link">
        <ConsoleField
          // A new search (or none, after a change) shows its own text: the field is not kept from the last one.
          key={q}
          name="q"
          type="search"
          label={t("owners.findLabel")}
          hint={t("owners.findHint")}
          defaultValue={q}
          maxLength={100}
        />
        <button type="submit" className="button">
          {t("owners.find")}
        </button>
      </Form>
      {found && found.choices.length === 0 ? <p>{t("owners.noResults", { q })}</p> : null}
      {found && found.choices.length > 0 ? (
        <ConsoleTableBox label={t("owners.results", { q })}>
          <table className="console-table">
            <caption className="console-owners__caption">{t("owners.results", { q })}</caption>
            <thead>
              <tr>
                <th scope="col">{t("owners.col.property")}</th>
                <th scope="col">{t("owners.col.action")}</th>
              </tr>
            </thead>
            <tbody>
              {found.choices.map((choice) => (
                <tr key={choice.id}>
                  <th scope="row" className="console-table__wrap console-owners__property">
                    <PropertyName property={{ ...choice, inCatalogue: true }} />
                    <PropertyPlace city={choice.city} published={choice.published} />
                    {choice.otherOwners.length > 0 ? (
                      <span className="console-owners__note">
                        {t("owners.otherOwners", { names: choice.otherOwners.join(", ") })}
                      </span>
                    ) : null}
                  </th>
                  <td>
                    {choice.linked ? (
                      t("owners.isLinked")
                    ) : (
                      <ConsoleForm className="console-owners__row-form">
                        <input type="hidden" name="intent" value="link" />
                        <input type="hidden" name="propertyId" value={choice.id} />
                        <input type="hidden" name="q" value={q} />
                        <button
                          type="submit"
                          className="button console-owners__small"
                          aria-label={t("owners.linkProperty", { reference: choice.reference })}
                        >
                          {t("owners.link")}
                        </button>
                      </ConsoleForm>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ConsoleTableBox>
      ) : null}
      {found?.more ? <p className="console-owners__more">{t("owners.more", { count: found.choices.length })}</p> : null}
    </div>
  );
}
