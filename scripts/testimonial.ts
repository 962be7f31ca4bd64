// `npm run testimonial -- list [--published]` and `npm run testimonial -- publish <id>`: the agency
// reads the testimonials waiting for publication and publishes one (see docs/operations.md, "Commands").
// With the embedded database (no DATABASE_URL) stop the server first: PGlite has one user at a time.
import type { Database } from "../db/client.server.ts";
import type { RouteEntry } from "../app/domain/route-table.ts";
import { isLocale } from "../app/i18n/locales.ts";
import { routePath } from "../app/i18n/route-map.ts";
import { publishTestimonial, testimonialsByStatus } from "../app/services/content/testimonial-moderation.server.ts";
import { isMainModule, runDataCommand } from "./lib/database.ts";

const USAGE = "usage: npm run testimonial -- list [--published]\n       npm run testimonial -- publish <id>";

export type CommandDeps = {
  db: Database;
  routes: readonly RouteEntry[];
  siteUrl: string;
  defaultLocale: string;
  out: (line: string) => void;
};

/** Runs one command; returns the process's exit code (0 done, 1 not found, 2 bad usage). */
export async function testimonialCommand(args: readonly string[], deps: CommandDeps): Promise<number> {
  const { db, out } = deps;
  const pageUrl = (slug: string, locale: string) =>
    `${deps.siteUrl}${routePath(deps.routes, "testimonial", isLocale(locale) ? locale : isLocale(deps.defaultLocale) ? deps.defaultLocale : "nl", { slug })}`;
  const [command, argument, ...rest] = args;
  if (command === "list" && rest.length === 0 && (argument === undefined || argument === "--published")) {
    const status = argument === "--published" ? "published" : "pending";
    const rows = await testimonialsByStatus(db, status);
    if (rows.length === 0) {
      out(status === "pending" ? "No testimonials waiting for publication." : "No published testimonials.");
      return 0;
    }
    for (const row of rows) {
      const comment = row.comment.replace(/\s+/g, " ");
      out(`#${row.id}  ${row.date}  ${row.locale}  ${row.name}${row.image ? "  [photo]" : ""}`);
      out(`      ${comment.length > 100 ? `${comment.slice(0, 99)}…` : comment}`);
    }
    out(
      status === "pending"
        ? `${rows.length} waiting. Publish one with: npm run testimonial -- publish <id>`
        : `${rows.length} published.`,
    );
    return 0;
  }
  if (command === "publish" && argument !== undefined && /^[1-9]\d{0,9}$/.test(argument) && rest.length === 0) {
    const result = await publishTestimonial(db, Number(argument));
    if (result.kind === "not-found") {
      out(`No testimonial #${argument}.`);
      return 1;
    }
    out(
      `${result.kind === "published" ? "Published" : "Already published"}: #${argument} ${pageUrl(result.slug, result.locale)}`,
    );
    return 0;
  }
  out(USAGE);
  return 2;
}

if (isMainModule(import.meta.url)) await runDataCommand((deps) => testimonialCommand(process.argv.slice(2), deps));
