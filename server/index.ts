import cluster from "node:cluster";
import http from "node:http";
import path from "node:path";
import { ConfigError, parseConfig, type ServerConfig } from "./config.ts";
import { keepConnectionsAlive } from "./keep-alive.ts";
import { connectionDraining } from "./draining.ts";
import { createViewCounter } from "#app/services/analytics/view-counter.server.ts";

/** Grace period for in-flight requests at shutdown; the process exits well within 5 s. */
const SHUTDOWN_GRACE_MS = 3_500;

/** How often a server process reads the content's version when no request does (its workers' mails). */
const CONTENT_REFRESH_MS = 60_000;

/**
 * One process, or with DATABASE_URL and WEB_CONCURRENCY > 1 a primary that prepares the database
 * (migrations, sample data) and then forks that many workers sharing the port (node:cluster). Each
 * worker is a whole server: its sync scheduler and outbox worker coordinate with the others'
 * through PostgreSQL (a lease per sync slot, rows claimed with SKIP LOCKED), as do rate limits,
 * captcha keys and spent solutions. PGlite is a database inside one process: it stays single-process.
 */
async function start() {
  let config: ServerConfig;
  try {
    config = parseConfig(process.env);
  } catch (error) {
    exitOn(error, ConfigError);
  }
  if (cluster.isPrimary && config.databaseUrl && config.webConcurrency > 1) return primary(config);
  return main(config);
}

async function main(config: ServerConfig) {
  // Loaded only once the environment is known to be good, so a bad one stops at once.
  const [
    { default: pino },
    { openDatabase },
    { ContentError, loadContent },
    { createApp, projectRoot },
    { loadSampleDataIfEmpty },
    { createMailTransport },
    { startOutboxWorker },
    { startCatalogueSync },
    { startDigestScheduler },
    { createContentStore },
  ] = await Promise.all([
    import("pino"),
    import("#db/client.server.ts"),
    import("#app/services/content/load-content.server.ts"),
    import("./app.ts"),
    import("./sample-data.ts"),
    import("#app/services/mail/mail-transport.server.ts"),
    import("./workers/outbox-worker.ts"),
    import("./workers/start-catalogue-sync.ts"),
    import("./workers/demand-digest-scheduler.ts"),
    import("#app/services/content/content-store.server.ts"),
  ]);
  const logger = pino({ level: config.logLevel, base: { service: "agency-website" } });
  const content = await loadContent(config.contentDir ?? path.join(projectRoot, "content")).catch((error: unknown) =>
    exitOn(error, ContentError),
  );

  // A connection that dies (PostgreSQL restarted, a backend terminated) is logged; the pool opens another (decision 0028).
  const onConnectionLost = (error: Error & { code?: string }) =>
    logger.warn({ error: error.message, code: error.code }, "database connection lost");
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, "pglite"),
    onConnectionLost,
  });
  if (cluster.isPrimary) {
    await database.migrate();
    await (await import("#app/services/uploads/disk-uploads.server.ts")).importDiskUploads(database.db, config, logger);
    if (database.kind === "pglite" && config.webConcurrency > 1) {
      logger.warn(
        { webConcurrency: config.webConcurrency },
        "WEB_CONCURRENCY ignored: the embedded database (PGlite) lives in one process; set DATABASE_URL for several",
      );
    }
    logger.info(
      { database: database.kind },
      database.kind === "pglite"
        ? "embedded database (PGlite) in DATA_DIR; single process"
        : "PostgreSQL server; single process",
    );
    if (config.provider === "sample")
      await loadSampleDataIfEmpty(database.db, logger, content.settings.holidayTypeIds ?? []);
  }

  // The content with the changes managers published in the console (decision 0052): read before the
  // first request, then per request when it changed. The workers, made once, read it live when they
  // compose a mail; the refresh keeps it current in a process that has no request for a while.
  const contentStore = createContentStore(database.db, content, { logger });
  await contentStore.current();
  setInterval(() => void contentStore.current(), CONTENT_REFRESH_MS).unref();

  // The listing provider (PROVIDER): its catalogue is synced on a schedule; leads are forwarded to it.
  // The console's "sync now" runs through the same machinery (server/workers/sync-now.ts).
  const {
    provider,
    scheduler: syncScheduler,
    syncNow,
  } = startCatalogueSync({
    config,
    database,
    content: contentStore.live,
    logger,
  });

  // Leads' mails (and provider calls): the outbox worker delivers what the forms committed, with retries.
  const mailTransport = createMailTransport({ ...config, agencyEmail: config.agencyEmail ?? content.siteInfo.email });
  const outboxWorker = startOutboxWorker({
    db: database.db,
    transport: mailTransport,
    provider,
    logger: logger.child({ worker: "outbox" }),
  });
  // Demand alerts of visitors who chose the daily digest: one mail a day, queued in the outbox.
  const digestScheduler = startDigestScheduler({
    db: database.db,
    deps: {
      content: contentStore.live,
      siteUrl: config.siteUrl,
      imageHost: config.cdnHost,
      logger: logger.child({ worker: "demand-digest" }),
    },
    logger: logger.child({ worker: "demand-digest" }),
  });
  logger.info(
    { mail: mailTransport.kind },
    mailTransport.kind === "smtp"
      ? "mail over SMTP_URL"
      : "no SMTP_URL: mails written as .eml files to DATA_DIR/outbox",
  );

  // Listing page views, counted in memory and written once a second; what is left at shutdown too.
  const views = createViewCounter(database.db, { logger: logger.child({ worker: "page-views" }) });
  const app = await createApp({
    config,
    database,
    content,
    contentStore,
    logger,
    provider,
    views,
    syncNow: syncNow.start,
  });
  const server = http.createServer(app);
  keepConnectionsAlive(server);
  const draining = connectionDraining(server);
  server.listen(config.port, () =>
    logger.info({ port: config.port, url: config.siteUrl, mode: config.mode }, "listening"),
  );

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down: finishing in-flight requests");
    // Answers from now on say Connection: close and idle keep-alive connections close, so no
    // client sends a request on a connection the grace period will cut (decision 0028).
    draining.start();
    // Stops polling now; a batch in flight gets the grace period (its rows are retried otherwise).
    const outboxStopped = outboxWorker.stop({ graceMs: SHUTDOWN_GRACE_MS });
    const syncStopped = syncScheduler?.stop({ graceMs: SHUTDOWN_GRACE_MS });
    const syncNowStopped = syncNow.stop({ graceMs: SHUTDOWN_GRACE_MS });
    const digestStopped = digestScheduler.stop({ graceMs: SHUTDOWN_GRACE_MS });
    const force = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
    force.unref();
    server.close(async () => {
      clearTimeout(force);
      await outboxStopped;
      await syncStopped;
      await syncNowStopped;
      await digestStopped;
      await views.stop();
      mailTransport.close();
      await database.close().catch((err: unknown) => logger.error({ err }, "closing the database failed"));
      logger.info("stopped");
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

/**
 * The primary of a multi-process server: migrates and loads the sample data once (workers would
 * race), then forks the workers and replaces one that dies. SIGTERM/SIGINT go to every worker;
 * the primary exits when they all have (each within its own grace period).
 */
async function primary(config: ServerConfig) {
  const [
    { default: pino },
    { openDatabase },
    { ContentError, loadContent },
    { projectRoot },
    { loadSampleDataIfEmpty },
  ] = await Promise.all([
    import("pino"),
    import("#db/client.server.ts"),
    import("#app/services/content/load-content.server.ts"),
    import("./app.ts"),
    import("./sample-data.ts"),
  ]);
  const logger = pino({ level: config.logLevel, base: { service: "agency-website", role: "primary" } });
  const content = await loadContent(config.contentDir ?? path.join(projectRoot, "content")).catch((error: unknown) =>
    exitOn(error, ContentError),
  );
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, "pglite"),
  });
  await database.migrate();
  await (await import("#app/services/uploads/disk-uploads.server.ts")).importDiskUploads(database.db, config, logger);
  if (config.provider === "sample")
    await loadSampleDataIfEmpty(database.db, logger, content.settings.holidayTypeIds ?? []);
  await database.close();
  logger.info(
    { database: database.kind, workers: config.webConcurrency },
    "PostgreSQL server; one worker process per WEB_CONCURRENCY",
  );

  let stopping = false;
  const fork = () => cluster.fork();
  cluster.on("exit", (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) {
        logger.info("stopped");
        process.exit(0);
      }
      return;
    }
    logger.error({ pid: worker.process.pid, code, signal }, "worker exited; starting another");
    setTimeout(fork, 1000).unref();
  });
  for (let index = 0; index < config.webConcurrency; index++) fork();
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down the workers");
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS * 2).unref();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

/** A configuration error stops the start with its message and no stack; anything else is rethrown. */
function exitOn(error: unknown, errorType: new (...args: never[]) => Error): never {
  if (error instanceof errorType) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  throw error;
}

await start();
