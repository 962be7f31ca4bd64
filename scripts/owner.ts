// `npm run owner -- …`: the agency's owner accounts (there is no public sign-up; see
// docs/operations.md, "Owner portal"). With the embedded database (no DATABASE_URL) stop the server first: PGlite has
// one user at a time.
//
//   create --email <e-mail> --property <id> [--property <id>…] [--name <name>] [--lang nl|fr|en|de] [--password <password>]
//       creates the owner (or adds the properties to an existing one). Without --password it prints
//       a link, valid for one hour, where the owner chooses their password.
//   reset-link --email <e-mail>    a new one-hour link to set the password
//   list                           the owners, their properties and whether they have a password
import { parseArgs } from "node:util";
import type { Database } from "../db/client.server.ts";
import type { RouteEntry } from "../app/domain/route-table.ts";
import { PASSWORD_MAX, PASSWORD_MIN } from "../app/domain/forms/owner.ts";
import { isLocale, type Locale } from "../app/i18n/locales.ts";
import { routePath } from "../app/i18n/route-map.ts";
import { createOwner, findOwnerByEmail, listOwners } from "../app/services/owners/accounts.server.ts";
import { issueResetToken, RESET_TOKEN_MINUTES } from "../app/services/owners/password-reset.server.ts";
import { isMainModule, runDataCommand } from "./lib/database.ts";

const USAGE = [
  "usage: npm run owner -- create --email <e-mail> --property <id> [--property <id>…] [--name <name>] [--lang nl|fr|en|de] [--password <password>]",
  "       npm run owner -- reset-link --email <e-mail>",
  "       npm run owner -- list",
].join("\n");

export type OwnerCommandDeps = {
  db: Database;
  routes: readonly RouteEntry[];
  siteUrl: string;
  out: (line: string) => void;
};

/** Runs one command; returns the exit code (0 done, 1 refused: unknown owner or property, 2 bad usage). */
export async function ownerCommand(args: readonly string[], deps: OwnerCommandDeps): Promise<number> {
  const { db, out } = deps;
  let parsed;
  try {
    parsed = parseArgs({
      args: [...args],
      allowPositionals: true,
      strict: true,
      options: {
        email: { type: "string" },
        property: { type: "string", multiple: true },
        name: { type: "string" },
        lang: { type: "string" },
        password: { type: "string" },
      },
    });
  } catch (error) {
    out(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const { positionals, values } = parsed;
  const [command, ...extra] = positionals;
  const email = values.email?.trim().toLowerCase();
  const resetLink = async (ownerId: number, locale: Locale) => {
    const { token } = await issueResetToken(db, ownerId);
    return `${deps.siteUrl}${routePath(deps.routes, "password-reset", locale, { token })}`;
  };

  if (command === "list" && extra.length === 0) {
    const rows = await listOwners(db);
    if (rows.length === 0) out("No owners.");
    for (const row of rows)
      out(
        `#${row.id}  ${row.email}  ${row.name}  ${row.locale}  properties: ${row.propertyIds.join(", ") || "none"}${row.hasPassword ? "" : "  (no password yet)"}${row.disabled ? "  DISABLED" : ""}`,
      );
    return 0;
  }

  if (command === "create" && extra.length === 0 && email && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    const ids = (values.property ?? []).map((id) => (/^[1-9]\d{0,9}$/.test(id) ? Number(id) : NaN));
    const locale = values.lang ?? "nl";
    if (ids.length === 0 || ids.some(Number.isNaN) || !isLocale(locale)) {
      out(USAGE);
      return 2;
    }
    const password = values.password;
    if (password !== undefined && (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX)) {
      out(`The password must have ${PASSWORD_MIN} to ${PASSWORD_MAX} characters.`);
      return 2;
    }
    const result = await createOwner(db, {
      email,
      name: values.name?.trim() || email,
      locale,
      password: password ?? null,
      propertyIds: ids,
    });
    if (result.unknownPropertyIds.length) {
      out(
        `No property ${result.unknownPropertyIds.join(", ")} in the catalogue (sync first, or check the id). Nothing changed.`,
      );
      return 1;
    }
    out(
      `${result.created ? "Created" : "Updated"} owner #${result.owner.id} ${result.owner.email}: properties ${ids.join(", ")}.`,
    );
    if (result.created && password === undefined) {
      out(`Send the owner this link to choose a password (valid ${RESET_TOKEN_MINUTES} minutes, once):`);
      out(await resetLink(result.owner.id, isLocale(result.owner.locale) ? result.owner.locale : "nl"));
    }
    return 0;
  }

  if (command === "reset-link" && extra.length === 0 && email) {
    const owner = await findOwnerByEmail(db, email);
    if (!owner) {
      out(`No owner ${email}.`);
      return 1;
    }
    // A disabled account's links open nothing (app/services/owners/password-reset.server.ts).
    if ((await listOwners(db)).find((row) => row.id === owner.id)?.disabled) {
      out(`The account of ${owner.email} is disabled: enable it in the agency console (Owners) first.`);
      return 1;
    }
    out(`Link to set the password of ${owner.email} (valid ${RESET_TOKEN_MINUTES} minutes, once):`);
    out(await resetLink(owner.id, isLocale(owner.locale) ? owner.locale : "nl"));
    return 0;
  }

  out(USAGE);
  return 2;
}

if (isMainModule(import.meta.url)) await runDataCommand((deps) => ownerCommand(process.argv.slice(2), deps));
