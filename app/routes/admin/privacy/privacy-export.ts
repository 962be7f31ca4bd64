import { redirect } from "react-router";
import type { Route } from "./+types/privacy-export";
import { consolePaths } from "#app/lib/console-paths.ts";
import { normalisedEmail, personalDataFileName } from "#app/lib/personal-data.ts";
import { recordAudit } from "#app/services/staff/audit.server.ts";
import { collectPersonalData, personSubject } from "#app/services/privacy/personal-data.server.ts";
import { countsOf, personalDataExport } from "#app/services/privacy/personal-data-view.ts";
import { CONSOLE_HEADERS, requireStaff } from "../console.server.ts";

/**
 * The copy of a person's data (GDPR art. 15): everything kept about an e-mail address as one JSON
 * file to hand over. The audit log records that it was made, with the counts only (decision 0051):
 * never the data, nor the address in clear.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireStaff(context, request, "privacy");
  const email = normalisedEmail(new URL(request.url).searchParams.get("email") ?? "");
  if (!email) throw redirect(consolePaths.privacy, { status: 303, headers: CONSOLE_HEADERS });
  const now = new Date();
  const found = await collectPersonalData(context.db, email, user.locale);
  await recordAudit(context.db, user.actor, "privacy.export", personSubject(email), { after: countsOf(found) });
  const day = now.toLocaleDateString("sv-SE", { timeZone: "Europe/Brussels" });
  return new Response(`${JSON.stringify(personalDataExport(found, now), null, 2)}\n`, {
    headers: {
      ...CONSOLE_HEADERS,
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${personalDataFileName(email, day)}"`,
    },
  });
}
