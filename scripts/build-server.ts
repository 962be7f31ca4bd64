/**
 * The last step of `npm run build`: the production server compiled to JavaScript (decision 0054).
 *
 * esbuild bundles server/index.ts with what it imports from the project (server/, app/, db/, the
 * data files they import) into build/server-runtime/, ESM for Node 20; npm packages stay imports of
 * node_modules. The lazy imports of server/index.ts stay separate files (code splitting), so a bad
 * environment still stops before the database driver, Express or sharp are loaded. Source maps
 * beside the files, switched on by the entry itself, make stack traces in the logs name the .ts
 * files and lines, however the process was started.
 *
 *   build/server-runtime/index.js    the entry: `node build/server-runtime/index.js` (npm start)
 *   build/server-runtime/server.js   server/index.ts, with its chunks beside it
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { build, transform, type Plugin } from "esbuild";
import { COMPILED_SERVER_ENTRY } from "./lib/compiled-server.ts";

const root = path.resolve(import.meta.dirname, "..");
const outdir = path.join(root, path.dirname(COMPILED_SERVER_ENTRY));
/** The one module of the bundle that may read its own location (it finds the project's root from it). */
const PROJECT_ROOT_MODULE = path.join(root, "server/project-root.ts");

/**
 * In a bundle every module shares the output file's import.meta.url, so a path made relative to a
 * source file's own folder would point into build/. Such a path must start at server/project-root.ts
 * instead; this stops the build at a module that does otherwise (comments do not count).
 */
const ownLocationRefused: Plugin = {
  name: "own-location-refused",
  setup(bundler) {
    bundler.onLoad({ filter: /\.tsx?$/ }, async ({ path: file }) => {
      if (file === PROJECT_ROOT_MODULE || file.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const source = readFileSync(file, "utf8");
      if (!source.includes("import.meta")) return undefined;
      const { code } = await transform(source, { loader: file.endsWith(".tsx") ? "tsx" : "ts" });
      if (!code.includes("import.meta")) return undefined;
      return {
        errors: [
          {
            text: `${path.relative(root, file)} uses import.meta: in the compiled server it names build/server-runtime/, not this file. Take paths from projectRoot (server/project-root.ts).`,
          },
        ],
      };
    });
  },
};

const started = performance.now();
rmSync(outdir, { recursive: true, force: true });
const result = await build({
  absWorkingDir: root,
  entryPoints: { server: "server/index.ts" },
  outdir,
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "node",
  target: "node20",
  packages: "external",
  chunkNames: "[name]-[hash]",
  sourcemap: "linked",
  // The sources are in the checkout beside the build: the maps need only the positions.
  sourcesContent: false,
  metafile: true,
  logLevel: "warning",
  plugins: [ownLocationRefused],
}).catch(() => process.exit(1)); // esbuild has printed the errors
mkdirSync(outdir, { recursive: true });
writeFileSync(
  path.join(root, COMPILED_SERVER_ENTRY),
  [
    "// Written by scripts/build-server.ts (decision 0054). Source maps first, so the stack traces of",
    "// every module loaded after (all of the server's) name the .ts files.",
    "process.setSourceMapsEnabled(true);",
    'await import("./server.js");',
    "",
  ].join("\n"),
);

const outputs = Object.entries(result.metafile.outputs).filter(([file]) => file.endsWith(".js"));
const bytes = outputs.reduce((sum, [, output]) => sum + output.bytes, 0);
console.log(
  `compiled server: ${COMPILED_SERVER_ENTRY} + ${outputs.length} files, ${(bytes / 1000).toFixed(0)} kB, ` +
    `${Object.keys(result.metafile.inputs).length} modules, in ${((performance.now() - started) / 1000).toFixed(1)}s`,
);
