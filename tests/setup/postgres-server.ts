/**
 * A throwaway PostgreSQL server for the integration tests' "postgres" run.
 *
 * Debian's `postgresql` package provides the binaries; this module never touches the system
 * cluster. Each call makes a fresh data folder under the OS temp folder, starts a server on a free
 * loopback port with trust authentication, creates one database and returns its URL. `stop()`
 * shuts the server down and removes the folder; an interrupt (Ctrl-C, SIGTERM) or an exit of the
 * process does the same, so no server or folder is left behind.
 *
 * Run alone (`npx tsx tests/setup/postgres-server.ts`) it starts a server, prints the URL and
 * keeps it up until Ctrl-C: handy to run `DATABASE_URL=… npx vitest run --project 'integration (postgres)'`.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, appendFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import pg from "pg";

export interface PostgresServer {
  /** postgres://postgres@127.0.0.1:<port>/<db> */
  url: string;
  stop(): Promise<void>;
}

/** The superuser name initdb gives the cluster (whatever the OS user is), and the test database. */
const SUPERUSER = "postgres";
const DATABASE = "agency_test";

/**
 * Folder holding initdb, pg_ctl and postgres: the newest /usr/lib/postgresql/<version>/bin
 * (Debian keeps the server binaries off PATH), else the folder of an `initdb` found on PATH.
 * Returns null when PostgreSQL's server is not installed.
 */
export function findPostgresBinDir(): string | null {
  const debianRoot = "/usr/lib/postgresql";
  if (existsSync(debianRoot)) {
    const versions = readdirSync(debianRoot)
      .filter((name) => /^\d+(\.\d+)?$/.test(name))
      .sort((a, b) => Number(b) - Number(a));
    for (const version of versions) {
      const dir = join(debianRoot, version, "bin");
      if (["initdb", "pg_ctl", "postgres"].every((bin) => existsSync(join(dir, bin)))) return dir;
    }
  }
  for (const dir of (process.env.PATH ?? "").split(":")) {
    if (dir && existsSync(join(dir, "initdb")) && existsSync(join(dir, "pg_ctl"))) return dir;
  }
  return null;
}

export async function startPostgres(): Promise<PostgresServer> {
  const binDir = findPostgresBinDir();
  if (!binDir) {
    throw new Error(
      "PostgreSQL server binaries not found (initdb, pg_ctl). Install them: apt-get install -y postgresql",
    );
  }

  // initdb and postgres refuse to run as root: as root, everything runs as the `postgres` system
  // user that Debian's package creates, and the temp folder belongs to it.
  const asRoot = process.getuid?.() === 0;
  const root = mkdtempSync(join(tmpdir(), "agency-pg-"));
  const dataDir = join(root, "data");
  const socketDir = join(root, "socket");
  const logFile = join(root, "server.log");
  mkdirSync(socketDir);
  if (asRoot) {
    const { uid, gid } = systemUser(SUPERUSER);
    for (const path of [root, socketDir]) chownSync(path, uid, gid);
  }

  const run = (bin: string, args: string[]): void => {
    const [command, fullArgs] = asRoot
      ? ["runuser", ["-u", SUPERUSER, "--", join(binDir, bin), ...args]]
      : [join(binDir, bin), args];
    const result = spawnSync(command, fullArgs, { encoding: "utf8" });
    if (result.status !== 0) {
      const output = `${result.stdout ?? ""}${result.stderr ?? ""}${result.error?.message ?? ""}`;
      throw new Error(`${bin} ${args.join(" ")} failed (exit ${result.status}):\n${output}`);
    }
  };

  let stopped = false;
  const stopSync = (): void => {
    if (stopped) return;
    stopped = true;
    process.off("exit", stopSync);
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
    try {
      if (existsSync(join(dataDir, "postmaster.pid")))
        run("pg_ctl", ["stop", "-D", dataDir, "-m", "fast", "-w", "-t", "30"]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  };
  // A signal would otherwise end this process and leave the server running on its own.
  const onSignal = (signal: NodeJS.Signals): void => {
    try {
      stopSync();
    } finally {
      process.kill(process.pid, signal);
    }
  };
  process.on("exit", stopSync);
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);

  try {
    run("initdb", [
      "-D",
      dataDir,
      "-U",
      SUPERUSER,
      "--auth=trust", // loopback only, in a throwaway cluster: no password needed
      "--encoding=UTF8",
      "--locale=C.UTF-8",
      "--no-sync",
    ]);
    const port = await freePort();
    // Settings go in the config file rather than on the pg_ctl command line: no quoting issues.
    appendFileSync(
      join(dataDir, "postgresql.conf"),
      [
        "",
        "# throwaway test server (tests/setup/postgres-server.ts)",
        "listen_addresses = '127.0.0.1'",
        `port = ${port}`,
        `unix_socket_directories = '${socketDir}'`,
        // Durability is pointless for a server deleted after the run; these make it much faster.
        "fsync = off",
        "synchronous_commit = off",
        "full_page_writes = off",
        // Integration tests open a database each, with a pool each: leave room.
        "max_connections = 200",
        "",
      ].join("\n"),
    );
    run("pg_ctl", ["start", "-D", dataDir, "-l", logFile, "-w", "-t", "60"]);

    const url = `postgres://${SUPERUSER}@127.0.0.1:${port}/${DATABASE}`;
    const admin = new pg.Client({ connectionString: `postgres://${SUPERUSER}@127.0.0.1:${port}/postgres` });
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE ${DATABASE}`);
    } finally {
      await admin.end();
    }
    return { url, stop: async () => stopSync() };
  } catch (error) {
    stopSync();
    throw error;
  }
}

/** A loopback port that was free a moment ago: bind port 0, read what the OS gave, release it. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => (port ? resolve(port) : reject(new Error("no free port"))));
    });
  });
}

function systemUser(name: string): { uid: number; gid: number } {
  try {
    const uid = Number(execFileSync("id", ["-u", name], { encoding: "utf8" }).trim());
    const gid = Number(execFileSync("id", ["-g", name], { encoding: "utf8" }).trim());
    return { uid, gid };
  } catch {
    throw new Error(
      `System user "${name}" not found: it is created by Debian's postgresql package (apt-get install -y postgresql).`,
    );
  }
}

// Run alone: start a server, print its URL, keep it until Ctrl-C.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const server = await startPostgres();
  console.log(server.url);
  console.log("PostgreSQL is running; press Ctrl-C to stop it and remove its folder.");
  setInterval(() => {}, 1 << 30);
}
