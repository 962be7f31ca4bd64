import { eq, isNotNull } from "drizzle-orm";
import type { Logger } from "pino";
import type { Database } from "#db/client.server.ts";
import { contentOverrides, contentVersion } from "#db/schema.ts";
import { contentSchema } from "#app/domain/content.ts";
import type { SiteContent } from "./load-content.server.ts";
import { applyPatch, type Patch } from "./content-overrides-fields.ts";
import { contentSection } from "./content-overrides-sections.ts";

/**
 * The site's content as visitors see it: the content files (validated at start-up) with the
 * changes managers published in the console over them (decision 0052), in every server process.
 *
 * Like the catalogue's cache (decision 0023), each process keeps what it built with the version
 * it was built at (`content_version`, raised by a trigger on every change of `content_overrides`)
 * and reads that one-row version once per request: unchanged, the content in memory is used;
 * changed, the published overrides are read and the content is built again and judged by the
 * files' schema. A published change is so seen by every process at its next request. When the
 * database cannot be read, the last content built is served (decision 0028): an override never
 * turns a page into an error.
 */
export type ContentStore = {
  /** The content files' values, as validated at start-up: the defaults the console's changes go over. */
  readonly files: SiteContent;
  /** The content as published now: from memory while the version is unchanged; the last one built when the database fails. */
  current(): Promise<SiteContent>;
  /** The last content built, without asking the database (answers that are not pages; workers). */
  latest(): SiteContent;
  /** The published content with every section's draft over it: what a manager's preview shows. */
  preview(): Promise<SiteContent>;
  /** An object that reads as the latest content at every use: for workers made once at start-up that compose mails. */
  readonly live: SiteContent;
};

/** Section id → the patch of its fields. */
export type SectionPatches = ReadonlyMap<string, Patch>;

export type ContentIssue = { path: readonly PropertyKey[]; message: string };
export type ContentCheck = { ok: true; content: SiteContent } | { ok: false; issues: ContentIssue[] };

/** The files with the sections' patches over them (sections the files no longer have are skipped), judged by the files' schema. */
export function checkContent(files: SiteContent, patches: SectionPatches): ContentCheck {
  let content = files;
  for (const [id, patch] of patches) {
    const section = contentSection(files, id);
    if (section) content = applyPatch(content, section.fields, patch);
  }
  if (content === files) return { ok: true, content };
  const result = contentSchema.safeParse(content);
  // The parsed copy is not used: the schema changes no value, and the parts no section changes
  // (routes, settings) stay the very objects the process's memos are keyed by.
  return result.success
    ? { ok: true, content }
    : { ok: false, issues: result.error.issues.map((issue) => ({ path: issue.path, message: issue.message })) };
}

/**
 * The content with every section's patch the schema takes: all of them, else, section by section,
 * each that passes with those kept before it. A refused one (a file changed under a published
 * change at a deploy) shows the files' values and is named, so the site never serves what the
 * schema refuses and never stops for it.
 */
export function contentWith(files: SiteContent, patches: SectionPatches): { content: SiteContent; refused: string[] } {
  const all = checkContent(files, patches);
  if (all.ok) return { content: all.content, refused: [] };
  const kept = new Map<string, Patch>();
  const refused: string[] = [];
  for (const [id, patch] of patches) {
    kept.set(id, patch);
    if (!checkContent(files, kept).ok) {
      kept.delete(id);
      refused.push(id);
    }
  }
  const checked = checkContent(files, kept);
  return { content: checked.ok ? checked.content : files, refused };
}

export function createContentStore(
  db: Database,
  files: SiteContent,
  { logger }: { logger?: Pick<Logger, "warn" | "error"> } = {},
): ContentStore {
  /** What was built last, with the version read before it was built (null: no version row, built every time). */
  let last: { version: number | null; content: SiteContent } = { version: null, content: files };
  /** The build under way for a version, shared by the requests that arrive meanwhile. */
  let pending: { version: number; content: Promise<SiteContent> } | null = null;
  let failing = false;
  // Prepared once, at the first read: its SQL is not built again on every request.
  let versionQuery: ReturnType<typeof prepareVersion> | undefined;
  const prepareVersion = () =>
    db
      .select({ version: contentVersion.version })
      .from(contentVersion)
      .where(eq(contentVersion.id, 1))
      .prepare("content_version");

  async function build(): Promise<SiteContent> {
    const rows = await db
      .select({ section: contentOverrides.section, published: contentOverrides.published })
      .from(contentOverrides)
      .where(isNotNull(contentOverrides.published));
    const { content, refused } = contentWith(files, new Map(rows.map((row) => [row.section, row.published ?? {}])));
    if (refused.length > 0)
      logger?.error(
        { sections: refused },
        "published content refused by the content schema: the files' values are shown",
      );
    return content;
  }

  async function current(): Promise<SiteContent> {
    try {
      versionQuery ??= prepareVersion();
      const [row] = await versionQuery.execute();
      const version = row?.version ?? null;
      if (version !== null && version === last.version) return last.content;
      if (version !== null && pending?.version === version) return await pending.content;
      const content = build();
      if (version !== null) {
        const started = { version, content };
        pending = started;
        // A failed build is not kept: the next request tries again.
        content.catch(() => {
          if (pending === started) pending = null;
        });
      }
      const built = await content;
      // The version was read before the rows: a change committed meanwhile has a higher one, read next time.
      if (version === null || last.version === null || version > last.version) last = { version, content: built };
      failing = false;
      return built;
    } catch (error) {
      if (!failing) logger?.warn({ err: error }, "content overrides not read: the last content is served");
      failing = true;
      return last.content;
    }
  }

  async function preview(): Promise<SiteContent> {
    const rows = await db
      .select({
        section: contentOverrides.section,
        published: contentOverrides.published,
        draft: contentOverrides.draft,
      })
      .from(contentOverrides);
    const patches = new Map<string, Patch>();
    for (const row of rows) {
      const patch = row.draft ?? row.published;
      if (patch) patches.set(row.section, patch);
    }
    return contentWith(files, patches).content;
  }

  const live = Object.defineProperties(
    {},
    Object.fromEntries(
      Object.keys(files).map((key) => [
        key,
        { enumerable: true, get: () => (last.content as Record<string, unknown>)[key] },
      ]),
    ),
  ) as SiteContent;

  return { files, current, latest: () => last.content, preview, live };
}
