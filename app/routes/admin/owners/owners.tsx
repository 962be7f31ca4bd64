import { data, redirect, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/owners";
import { consolePaths } from "#app/lib/console-paths.ts";
import { enabledLocales } from "#app/services/content/languages.ts";
import { checkOwnerForm, newOwnerSchema, searchText } from "#app/services/owners/owner-admin-form.ts";
import { createConsoleOwner, listConsoleOwners, OWNER_LIST_LIMIT } from "#app/services/owners/owner-admin.server.ts";
import type { ConsoleFormResult } from "#app/components/admin/console-fields.tsx";
import { ConsolePage } from "#app/components/admin/console-page.tsx";
import { NewOwnerForm, OwnerSearch, OwnersTable } from "#app/components/admin/owners/owner-list.tsx";
import { useConsole } from "#app/components/admin/use-console.ts";
import { CONSOLE_HEADERS, field, requireStaff, requireStaffChange } from "../console.server.ts";
import ownersStyles from "#app/styles/console-owners.css?url";

/**
 * The owners of the portal (decision 0051; the portal: decision 0015): who they are, their
 * language, their properties, whether they chose a password and whether the account is disabled;
 * a search by name or e-mail, and the form that creates an owner (then their page links the
 * properties and mails the password link).
 */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: ownersStyles }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireStaff(context, request, "owners");
  const q = searchText(new URL(request.url).searchParams.get("q"));
  const { owners, more } = await listConsoleOwners(context.db, q, user.locale);
  return data(
    {
      q,
      more,
      limit: OWNER_LIST_LIMIT,
      languages: enabledLocales(context.content),
      owners: owners.map((owner) => ({
        id: owner.id,
        name: owner.name,
        email: owner.email,
        locale: owner.locale,
        hasPassword: owner.hasPassword,
        disabled: owner.disabledAt !== null,
        properties: owner.properties.map(({ id, reference, title, inCatalogue }) => ({
          id,
          reference,
          title,
          inCatalogue,
        })),
      })),
    },
    { headers: CONSOLE_HEADERS },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user, form } = await requireStaffChange(context, request, "owners");
  if (field(form, "intent") !== "create")
    throw data({ reason: "invalid-request" }, { status: 400, headers: CONSOLE_HEADERS });
  const values = { name: field(form, "name"), email: field(form, "email"), locale: field(form, "locale") };
  const refused = (errors: Record<string, string>) =>
    data<ConsoleFormResult>({ errors, values }, { status: 400, headers: CONSOLE_HEADERS });
  const checked = checkOwnerForm(newOwnerSchema(enabledLocales(context.content)), values);
  if (!checked.ok)
    return refused(Object.fromEntries(Object.entries(checked.errors).map(([name, key]) => [name, user.t(key!)])));
  const created = await createConsoleOwner(context.db, user.actor, checked.value);
  if (created.kind === "taken") return refused({ email: user.t("owners.error.emailTaken") });
  return redirect(`${consolePaths.owner(created.id)}?done=created`, { status: 303, headers: CONSOLE_HEADERS });
}

export default function OwnersPage() {
  const { q, more, limit, languages, owners } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useConsole();
  return (
    <ConsolePage title={t("owners.title")}>
      <NewOwnerForm languages={languages} result={result} />
      <OwnerSearch q={q} />
      <OwnersTable owners={owners} more={more} limit={limit} />
    </ConsolePage>
  );
}
