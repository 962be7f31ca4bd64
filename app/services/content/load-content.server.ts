import fs from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { CONTENT_FILES as FILES, contentSchema } from "#app/domain/content.ts";
import { nestMenuChildren } from "#app/lib/menu-paths.ts";

export type SiteContent = z.infer<typeof contentSchema>;

export class ContentError extends Error {}

/**
 * Reads and validates the whole content configuration once, at start-up. A missing file, bad JSON
 * or a value the schema refuses stops the start with the file and the path of each problem.
 */
export async function loadContent(dir: string): Promise<SiteContent> {
  const raw: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const [key, file] of Object.entries(FILES)) {
    try {
      raw[key] = JSON.parse(await fs.readFile(path.join(dir, file), "utf8"));
    } catch (error) {
      problems.push(`  ${file}: ${(error as Error).message}`);
    }
  }
  if (problems.length === 0) {
    const result = contentSchema.safeParse(raw);
    // A child menu entry's page lives under its parent's path (spec §2), as app/routes.ts mounts it.
    if (result.success) {
      return {
        ...result.data,
        routes: { routes: nestMenuChildren(result.data.routes.routes, result.data.menu.items) },
      };
    }
    for (const issue of result.error.issues) {
      const [part, ...rest] = issue.path;
      const file = FILES[part as keyof typeof FILES] ?? String(part);
      problems.push(`  ${file}${rest.length ? ` at ${rest.join(".")}` : ""}: ${issue.message}`);
    }
  }
  throw new ContentError(`Invalid content configuration in ${dir}:\n${problems.join("\n")}`);
}
