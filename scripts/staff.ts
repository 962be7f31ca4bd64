// `npm run staff -- …`: the agency console's accounts from the command line. Only the first
// manager needs it: after that, managers invite the staff from the console (/admin/staff/).
// With the embedded database (no DATABASE_URL) stop the server first: PGlite has one user at a time.
//
//   create --email <e-mail> --role manager|agent [--name <name>] [--lang nl|fr|en]
//       creates the account and prints a link, valid for one hour, where the person chooses
//       their password (a manager then sets up a TOTP app at the first login).
//   reset-link --email <e-mail>    a new one-hour link to choose a password
//   list                           the accounts, their role and state
import { parseArgs } from "node:util";
import type { Database } from "../db/client.server.ts";
import { isConsoleLocale, isStaffRole } from "../app/domain/staff.ts";
import { consolePaths } from "../app/lib/console-paths.ts";
import { COMMAND_LINE, recordAudit } from "../app/services/staff/audit.server.ts";
import { createStaff, findStaffByEmail, listStaff } from "../app/services/staff/accounts.server.ts";
import { issueStaffToken, STAFF_TOKEN_MINUTES } from "../app/services/staff/tokens.server.ts";
import { isMainModule, runDataCommand } from "./lib/database.ts";

const USAGE = [
  "usage: npm run staff -- create --email <e-mail> --role manager|agent [--name <name>] [--lang nl|fr|en]",
  "       npm run staff -- reset-link --email <e-mail>",
  "       npm run staff -- list",
].join("\n");

export type StaffCommandDeps = { db: Database; siteUrl: string; out: (line: string) => void };

/** Runs one command; returns the exit code (0 done, 1 refused, 2 bad usage). */
export async function staffCommand(args: readonly string[], deps: StaffCommandDeps): Promise<number> {
  const { db, out } = deps;
  let parsed;
  try {
    parsed = parseArgs({
      args: [...args],
      allowPositionals: true,
      strict: true,
      options: {
        email: { type: "string" },
        role: { type: "string" },
        name: { type: "string" },
        lang: { type: "string" },
      },
    });
  } catch (error) {
    out(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const { positionals, values } = parsed;
  const [command, ...extra] = positionals;
  const email = values.email?.trim().toLowerCase();
  const link = async (member: { id: number; locale: string }, purpose: "invitation" | "reset") =>
    `${deps.siteUrl}${consolePaths.password(await issueStaffToken(db, member.id, purpose), member.locale)}`;

  if (command === "list" && extra.length === 0) {
    const rows = await listStaff(db);
    if (rows.length === 0) out("No staff accounts.");
    for (const row of rows)
      out(
        `#${row.id}  ${row.email}  ${row.name}  ${row.role}  ${row.locale}${row.hasPassword ? "" : "  (no password yet)"}${row.hasSecondFactor ? "  2FA" : ""}${row.disabled ? "  DISABLED" : ""}`,
      );
    return 0;
  }

  if (command === "create" && extra.length === 0 && email && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    const locale = values.lang ?? "nl";
    if (!isStaffRole(values.role) || !isConsoleLocale(locale)) {
      out(USAGE);
      return 2;
    }
    const created = await createStaff(
      db,
      { email, name: values.name?.trim() || email, role: values.role, locale },
      COMMAND_LINE,
    );
    if (!created) {
      out(`${email} already has an account. For a new password link: npm run staff -- reset-link --email ${email}`);
      return 1;
    }
    out(`Created ${created.role} #${created.id} ${created.email}.`);
    out(`Open this link to choose the password (valid ${STAFF_TOKEN_MINUTES} minutes, once):`);
    out(await link(created, "invitation"));
    return 0;
  }

  if (command === "reset-link" && extra.length === 0 && email) {
    const member = await findStaffByEmail(db, email);
    if (!member) {
      out(`No staff account ${email}.`);
      return 1;
    }
    await recordAudit(db, COMMAND_LINE, "staff.password-link", `staff:${member.id}`);
    out(`Link to choose the password of ${member.email} (valid ${STAFF_TOKEN_MINUTES} minutes, once):`);
    out(await link(member, "reset"));
    return 0;
  }

  out(USAGE);
  return 2;
}

if (isMainModule(import.meta.url)) await runDataCommand((deps) => staffCommand(process.argv.slice(2), deps));
