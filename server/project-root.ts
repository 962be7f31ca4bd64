import fs from "node:fs";
import path from "node:path";

/**
 * The checkout's root folder, the one holding package.json, beside content/, data/sample/,
 * db/migrations, public/ and build/. Every path to a project file a server process reads starts
 * here. Found from this module's folder upwards rather than at a fixed depth, because it runs from
 * two places: its source (server/, one level down) under tsx and Vitest, and the compiled server
 * (build/server-runtime/, two levels down, decision 0054), where every module of the bundle shares
 * one import.meta.url.
 */
export const projectRoot = findProjectRoot(import.meta.dirname);

function findProjectRoot(from: string): string {
  for (let folder = from; ; folder = path.dirname(folder)) {
    if (fs.existsSync(path.join(folder, "package.json"))) return folder;
    if (path.dirname(folder) === folder) throw new Error(`No package.json in ${from} or above it`);
  }
}
