import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { init as initModuleLexer, parse as parseModule } from "es-module-lexer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMPILED_SERVER_ENTRY } from "../../scripts/lib/compiled-server.ts";
import { freePort } from "../setup/server-process.ts";

/**
 * The production server as `npm start` runs it (decision 0054): the JavaScript `npm run build`
 * compiled, started by node with no TypeScript loader. Run by `npm test`'s build stage after the
 * build (Vitest project "production"); alone: `npm run build && npx vitest run --project production`.
 *
 * The server is started from another working folder than the checkout, on an empty DATA_DIR: it
 * must find the migrations, the sample data, the content, the build and public/ from its own file.
 */
const root = path.resolve(import.meta.dirname, "../..");
const compiledDir = path.join(root, path.dirname(COMPILED_SERVER_ENTRY));
const startScript = (
  JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as {
    scripts: Record<string, string>;
  }
).scripts.start!;
/** What `npm start` gives node: everything after `node` in its script. */
const nodeArguments = /\bnode\s+(.+)$/.exec(startScript)?.[1]?.split(/\s+/) ?? [];

const compiledFiles = () => fs.readdirSync(compiledDir).filter((name) => name.endsWith(".js"));

beforeAll(() => {
  if (!fs.existsSync(path.join(root, COMPILED_SERVER_ENTRY)))
    throw new Error(`No ${COMPILED_SERVER_ENTRY}: run \`npm run build\` first.`);
});

describe("npm start", () => {
  it("runs node on the compiled server with NODE_ENV=production, and no TypeScript loader", () => {
    expect(startScript).toMatch(/^cross-env NODE_ENV=production node /);
    expect(nodeArguments.at(-1)).toBe(COMPILED_SERVER_ENTRY);
    expect(startScript).not.toMatch(/\btsx\b|--import|--loader|--experimental-loader|\.tsx?\b/);
  });
});

describe("the compiled files", () => {
  it("import no TypeScript, and each of their relative imports is a file beside them", async () => {
    await initModuleLexer;
    const specifiers = compiledFiles().flatMap((name) => {
      const [imports] = parseModule(fs.readFileSync(path.join(compiledDir, name), "utf8"));
      // `n` is undefined for a dynamic import of a computed path (the React Router build's).
      return imports.flatMap((entry) => (entry.n ? [{ from: name, specifier: entry.n }] : []));
    });
    expect(specifiers.length).toBeGreaterThan(20);
    expect(specifiers.filter(({ specifier }) => /\.tsx?$/.test(specifier))).toEqual([]);
    expect(specifiers.filter(({ specifier }) => specifier.startsWith("#"))).toEqual([]);
    const missing = specifiers.filter(
      ({ specifier }) => specifier.startsWith(".") && !fs.existsSync(path.join(compiledDir, specifier)),
    );
    expect(missing).toEqual([]);
  });

  it("carry source maps that lead to the .ts files of the checkout", () => {
    const entry = fs.readFileSync(path.join(root, COMPILED_SERVER_ENTRY), "utf8");
    expect(entry).toContain("process.setSourceMapsEnabled(true)");
    const compiled = compiledFiles().filter((name) => name !== path.basename(COMPILED_SERVER_ENTRY));
    expect(compiled.length).toBeGreaterThan(1);
    const sources = compiled.flatMap((name) => {
      const mapName = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(
        fs.readFileSync(path.join(compiledDir, name), "utf8"),
      )?.[1];
      expect(mapName, name).toBeDefined();
      const map = JSON.parse(fs.readFileSync(path.join(compiledDir, mapName!), "utf8")) as { sources: string[] };
      return map.sources.map((source) => path.resolve(compiledDir, source));
    });
    expect(sources).toContain(path.join(root, "server/index.ts"));
    expect(sources.filter((source) => !fs.existsSync(source))).toEqual([]);
  });
});

describe("the compiled server, started from another folder on an empty DATA_DIR", () => {
  let server: ChildProcess;
  let origin: string;
  let output = "";
  let workDir: string;

  beforeAll(async () => {
    workDir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-compiled-server-"));
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    // A fresh environment: no NODE_OPTIONS, so nothing but the command itself decides what node loads.
    server = spawn(
      process.execPath,
      nodeArguments.map((argument) => (argument.endsWith(".js") ? path.join(root, argument) : argument)),
      {
        cwd: workDir,
        env: {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          NODE_ENV: "production",
          PORT: String(port),
          SITE_URL: origin,
          DATA_DIR: path.join(workDir, "data"),
          SYNC_INTERVAL: "off",
          LOG_LEVEL: "warn",
        },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    for (const stream of [server.stdout!, server.stderr!])
      stream.setEncoding("utf8").on("data", (chunk: string) => (output = (output + chunk).slice(-4000)));
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (server.exitCode !== null)
        throw new Error(`The compiled server stopped (exit ${server.exitCode}):\n${output}`);
      if (Date.now() > deadline) throw new Error(`No /healthz 200 from the compiled server in 60 s:\n${output}`);
      const ok = await fetch(`${origin}/healthz`).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) break;
      await new Promise((wait) => setTimeout(wait, 100));
    }
  }, 70_000);

  afterAll(async () => {
    if (server && server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once("exit", resolve));
      server.kill("SIGTERM");
      await exited;
    }
    if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
  });

  it("answers /healthz 200 after migrating the database and loading the sample (db/migrations, data/sample)", async () => {
    const response = await fetch(`${origin}/healthz`);
    expect(response.status).toBe(200);
    const report = (await response.json()) as { db: string; lastSync: string | null };
    expect(report.db).toBe("ok");
    expect(report.lastSync).not.toBeNull();
  });

  it("serves /nl/ from the React Router build with the content (build/, content/)", async () => {
    const response = await fetch(`${origin}/nl/`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<html lang="nl"');
  });

  it("serves public/'s files and the sample's pictures (build/client, data/sample/pictures)", async () => {
    expect((await fetch(`${origin}/favicon.svg`)).status).toBe(200);
    expect((await fetch(`${origin}/sample/pictures/4100001-1.jpg`)).status).toBe(200);
  });
});
