import http from "node:http";
import crypto from "node:crypto";
import path from "node:path";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import helmet from "helmet";
import type { Logger } from "pino";
import { pinoHttp } from "pino-http";
import type { ServerBuild } from "react-router";
import type { Database, DatabaseHandle } from "#db/client.server.ts";
import type { SiteContent } from "#app/services/content/load-content.server.ts";
import { createContentStore, type ContentStore } from "#app/services/content/content-store.server.ts";
import {
  PREVIEW_ROOT,
  previewAccess,
  previewBuild,
  previewedPath,
  previewPath,
} from "#app/services/content/content-preview.server.ts";
import { defaultLocale } from "#app/services/content/languages.ts";
import { consolePaths } from "#app/lib/console-paths.ts";
import { lastSuccessfulSync } from "#app/services/listings/sync-catalogue.server.ts";
import { healthHandler } from "./health.ts";
import { textsFileHandler } from "./texts-files.ts";
import { createImageHandler } from "./images.ts";
import { documentsHandler } from "./documents.ts";
import { canonicalRedirects } from "./canonical-redirects.ts";
import { cspSources, type ThirdPartySources } from "./csp-sources.ts";
import type { ServerConfig } from "./config.ts";
import type { RequestContext } from "#app/request-context.server.ts";
import { apiRateLimit, pruneRateLimitCounters } from "./rate-limit.ts";
import { formGuard } from "./form-guard.ts";
import { pruneSessions } from "#app/services/owners/sessions.server.ts";
import { pruneResetTokens } from "#app/services/owners/password-reset.server.ts";
import { pruneStaffSessions } from "#app/services/staff/sessions.server.ts";
import { pruneStaffTokens } from "#app/services/staff/tokens.server.ts";
import type { ListingProvider } from "#app/providers/listing-provider.ts";
import { createCatalogue } from "#app/services/listings/catalogue.server.ts";
import { createViewCounter, type ViewCounter } from "#app/services/analytics/view-counter.server.ts";
import { clientErrorStatus } from "./client-error.ts";
import { handlersByPath } from "./partial-builds.ts";
import { createRequestHandler, requestUrl, type DocumentHandler } from "./request-handler.ts";
import { methodPolicy } from "./method-policy.ts";
import { bodyLimits } from "./body-limit.ts";
import { privateAnswers } from "./private-answers.ts";
import { consoleGuard } from "./console-guard.ts";
import { precompressedAssets } from "./precompressed-assets.ts";
import { contentSecurityPolicy, policyHeader } from "./content-security-policy.ts";
import { inlineHashes, type InlineHashes } from "./inline-hashes.ts";
import {
  createPageCache,
  keepableSeconds,
  keptHeaders,
  pageCacheAnswers,
  type CachedPage,
  type PageCache,
  type PageVersions,
} from "./page-cache.ts";
import { pageVersionsReader } from "./page-versions.ts";
import { hostCheck } from "./host-check.ts";
import { countListingView } from "#app/services/analytics/page-views.server.ts";
import { projectRoot } from "./project-root.ts";

/** Without a provider given (tests, tools): one that takes no leads. */
const NO_PROVIDER = { name: "none", acceptsLeads: false } as const;

/** Where content/, data/sample/, public/ and build/ are (scripts and tests take it from here too). */
export { projectRoot };

export type AppDependencies = {
  config: ServerConfig;
  database: DatabaseHandle;
  content: SiteContent;
  logger: Logger;
  /** The listing provider; the request path only asks whether it takes leads (pages read our database). */
  provider?: Pick<ListingProvider, "name" | "acceptsLeads">;
  /** Listing page views; the server's entry passes its own to write what is left at shutdown. */
  views?: ViewCounter;
  /** The console's "sync now" (server/workers/sync-now.ts); unset: the console says it is not available. */
  syncNow?: RequestContext["syncNow"];
  /** The content with the console's published changes (decision 0052); made over `content` when not given. */
  contentStore?: ContentStore;
};

/**
 * The HTTP rules of the product (headers, compression, static files, health, request ids and
 * logs) in front of the React Router handler. Process concerns (listen, shutdown) stay in index.ts.
 */
export async function createApp({
  config,
  database,
  content,
  logger,
  provider = NO_PROVIDER,
  views = createViewCounter(database.db, { logger }),
  syncNow,
  contentStore = createContentStore(database.db, content, { logger }),
}: AppDependencies) {
  const app = express();
  app.disable("x-powered-by");
  // The client's address and scheme come from the proxies TRUST_PROXY names (default: one on the
  // same machine or private network, the usual deployment).
  app.set("trust proxy", config.trustProxy);

  app.use(requestId);
  app.use(
    pinoHttp({
      logger,
      genReqId: (req) => (req as Request).id,
      // Paths only: query strings and bodies may carry personal data, which never reaches logs.
      serializers: {
        req: (req: { id: string; method: string; url: string }) => ({
          id: req.id,
          method: req.method,
          path: req.url.split("?")[0],
        }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
      customLogLevel: (_req, res, err) =>
        err || res.statusCode >= 500 ? "error" : res.statusCode >= 400 ? "warn" : "info",
      autoLogging: { ignore: (req) => req.url === "/healthz" },
    }),
  );
  // A Host that makes no URL: 400, before anything builds the request's URL from it.
  app.use(hostCheck());
  // Anonymous pages rendered before, while the data they show is unchanged (decision 0055): in
  // front of everything else, as a shared cache in front of the server would be.
  const pageCache =
    config.pageCacheBytes > 0
      ? createPageCache({ maxBytes: config.pageCacheBytes, readVersions: pageVersionsReader(database.db) })
      : null;
  if (pageCache)
    app.use(pageCacheAnswers(pageCache, (req, page) => countCachedViews(req, page, views, config.siteUrl)));
  app.use(compression());
  // Answers to posts and 5xx answers: never in a shared cache, whatever a route set (decision 0028).
  app.use(privateAnswers());
  const contentOf = (res: Response) => (res.locals.content as SiteContent | undefined) ?? contentStore.latest();
  // Each request's content: the files with the console's published changes, read again when they
  // changed (decision 0052), so a tag ID published in the console is in the next answer's CSP.
  app.use(requestContent(contentStore));
  // The CSP of an answer: without hashes (no inline code) here, with a document's own in onDocument.
  const policyOf = (res: Response, hashes?: InlineHashes) =>
    contentSecurityPolicy({
      production: config.mode === "production",
      https: config.siteUrl.startsWith("https://"),
      cdnHost: config.cdnHost,
      thirdParty: thirdPartySources(contentOf(res)),
      ...(hashes ? { hashes } : {}),
    });
  app.use(securityHeaders(config, policyOf));
  // Methods per kind of address (405 with Allow), then each body's limit by route kind, before any
  // guard, handler or action reads a request (decision 0027).
  app.use(methodPolicy());
  app.use(bodyLimits(content));

  app.get("/healthz", healthHandler(database, logger));
  // Each language's interface texts for the browser, one file fetched once per visitor.
  app.get("/texts/:file", textsFileHandler);
  // Resized pictures (public/images, data/sample/pictures): answered here, never by React Router.
  app.get(
    "/img/*path",
    createImageHandler({
      projectRoot,
      dataDir: config.dataDir,
      logger,
      imageHosts: config.imageHosts,
      db: database.db,
    }),
  );

  // The sample feed's pictures (only that folder: the rest of data/sample is not public). Its
  // documents go out only through the signed, expiring links of the documents mail (decision 0030).
  app.use(
    "/sample/pictures",
    express.static(path.join(projectRoot, "data/sample/pictures"), { maxAge: "7d", index: false, fallthrough: false }),
  );
  app.get("/documents/*path", documentsHandler({ db: database.db, projectRoot }));

  // The public listing API: a limit per client address (settings.rateLimits.api), counted in the
  // database. Not /api/suggest: the site's own quick search asks it at every keystroke, and its
  // answers are a handful of names, nothing worth harvesting.
  app.use("/api/properties", apiRateLimit(database.db, content.settings.rateLimits.api));
  // Consent records (decision 0008) are writes: the same per-address limit keeps a script from filling the table.
  app.use("/api/consent", apiRateLimit(database.db, content.settings.rateLimits.api));
  const prune = () => {
    void pruneRateLimitCounters(database.db).catch((error: unknown) =>
      logger.warn({ err: error }, "rate limit counters not pruned"),
    );
    // Ended owner sessions and old password reset tokens (both refused anyway; this keeps the tables small).
    void Promise.all([
      pruneSessions(database.db),
      pruneResetTokens(database.db),
      pruneStaffSessions(database.db),
      pruneStaffTokens(database.db),
    ]).catch((error: unknown) => logger.warn({ err: error }, "owner sessions not pruned"));
  };
  prune();
  setInterval(prune, 60 * 60 * 1000).unref();

  // The agency console: private answers, changes from its own pages only (decision 0051).
  app.use(consoleGuard());
  // Posts to pages (the visitor forms): same-site only, and a limit per address.
  app.use(formGuard(database.db, content.settings.rateLimits.forms));

  // One canonical URL per page and language: the spec's other spellings answer 301.
  app.use(canonicalRedirects(content));

  const catalogue = createCatalogue(database.db, content, { imageHost: config.cdnHost });
  const getLoadContext = (req: Request, res: Response): RequestContext => ({
    db: database.db,
    content: contentOf(res),
    contentStore,
    config: {
      siteUrl: config.siteUrl,
      mode: config.mode,
      agencyEmail: config.agencyEmail ?? contentOf(res).siteInfo.email,
      agencyLanguage: config.agencyLanguage,
      dataDir: config.dataDir,
      cdnHost: config.cdnHost,
    },
    provider: { name: provider.name, acceptsLeads: provider.acceptsLeads },
    logger: req.log,
    requestId: String(req.id),
    clientAddress: req.ip ?? "",
    viewedListings: [],
    catalogue,
    // A manager's preview is no visit.
    views: res.locals.preview === true ? PREVIEW_VIEWS : views,
    lastSync: () => lastSuccessfulSync(database.db),
    ...(res.locals.formGuard ? { formGuard: res.locals.formGuard as RequestContext["formGuard"] } : {}),
    ...(syncNow ? { syncNow } : {}),
  });

  // Each document: its CSP allows the inline code it carries (by hash), and a page any visitor may
  // see is kept for the next (decision 0055).
  const onDocument: DocumentHandler = (req, res, document, context) => {
    res.setHeader(
      policyHeader(config.mode === "production"),
      policyOf(res, inlineHashes(document.html.toString("utf8"))),
    );
    const pending = res.locals.pageCache as { key: string; versions: PageVersions } | undefined;
    if (pageCache && pending) keepPage(pageCache, pending, res, document, context.viewedListings ?? [], req.log);
  };

  if (config.mode === "production") {
    const clientDir = path.join(projectRoot, "build/client");
    // Vite names assets by content hash: they never change, so browsers may keep them for a year.
    const assetsDir = path.join(clientDir, "assets");
    app.use(
      "/assets",
      // Their brotli-11 copies, made by the build, for browsers that accept brotli (decision 0047).
      precompressedAssets(assetsDir, "public, max-age=31536000, immutable"),
      express.static(assetsDir, {
        immutable: true,
        maxAge: "1y",
        index: false,
        fallthrough: false,
        // Never revalidated (a new build has new names): validators and ranges would only add bytes.
        etag: false,
        lastModified: false,
        acceptRanges: false,
      }),
    );
    // public/ (favicon, pictures): every file there has an extension and no page has one, so a page
    // request skips the look on disk.
    const publicFiles = express.static(clientDir, { maxAge: "1h", index: false });
    app.use((req, res, next) => (path.extname(req.path) ? publicFiles(req, res, next) : next()));
    const build = (await import(path.join(projectRoot, "build/server/index.js"))) as ServerBuild;
    const handlerFor = handlersByPath(build, (part) =>
      createRequestHandler({ build: part, getLoadContext, mode: "production", onDocument }),
    );
    // Previews are rare: the whole build, not a section's, serves them.
    app.use(
      contentPreviews(
        database.db,
        contentStore,
        createRequestHandler({ build: previewBuild(build), getLoadContext, mode: "production", onDocument }),
      ),
    );
    app.use((req, res, next) => handlerFor(req.path)(req, res, next));
  } else {
    const vite = await import("vite").then((v) =>
      v.createServer({ root: projectRoot, server: { middlewareMode: true } }),
    );
    app.use(vite.middlewares);
    const viteBuild = () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
    app.use(
      contentPreviews(
        database.db,
        contentStore,
        createRequestHandler({
          build: () => viteBuild().then(previewBuild),
          getLoadContext,
          mode: "development",
          onDocument,
        }),
      ),
    );
    app.use(
      createRequestHandler({
        build: viteBuild,
        getLoadContext,
        mode: "development",
        onDocument,
      }),
    );
  }

  // Last resort: an error outside React Router (its own errors render the localized error page).
  // The client's own errors keep their status (a missing hashed asset is a 404, not a 500).
  app.use((error: unknown, req: Request, res: Response, next: NextFunction) => {
    const clientStatus = clientErrorStatus(error);
    if (clientStatus !== null) req.log.warn({ err: error }, "client error");
    else req.log.error({ err: error }, "unhandled error");
    if (res.headersSent) return next(error);
    res
      .status(clientStatus ?? 500)
      .type("text/plain")
      .send(clientStatus !== null ? (http.STATUS_CODES[clientStatus] ?? "Bad request") : "Internal server error");
  });

  return app;
}

/** A request id for logs and support: the proxy's X-Request-Id when sane, else a fresh one. */
function requestId(req: Request, res: Response, next: NextFunction) {
  const incoming = req.get("x-request-id");
  req.id = incoming && /^[\w.-]{8,128}$/.test(incoming) ? incoming : crypto.randomUUID();
  // Not on build files (decision 0047): 54 bytes on each of a first visit's 40-odd scripts, for
  // answers that are the same for everyone; the log line still carries the id.
  if (!req.path.startsWith(ASSETS_PATH)) res.set("X-Request-Id", String(req.id));
  next();
}

/** Vite's content-hashed build files. */
const ASSETS_PATH = "/assets/";

/**
 * The headers a build file needs: no sniffing of its type, no use by other sites, and (for the
 * captcha's worker, whose script is one of them) a policy that keeps it to our own origin. The
 * document's other headers (frame, referrer, permissions, opener policies) mean nothing on a
 * script or a stylesheet.
 */
const ASSET_HEADERS = {
  "X-Content-Type-Options": "nosniff",
  "Cross-Origin-Resource-Policy": "same-origin",
  "Content-Security-Policy": "default-src 'self'",
} as const;

/**
 * Security headers. The CSP set here runs no inline code; a document gets its own, which allows
 * the inline code it carries by hash (onDocument, decision 0055).
 */
function securityHeaders(config: ServerConfig, policyOf: (res: Response) => string) {
  const https = config.siteUrl.startsWith("https://");
  const production = config.mode === "production";
  const headers = helmet({
    contentSecurityPolicy: false,
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });
  return (req: Request, res: Response, next: NextFunction) => {
    // A content-hashed script or stylesheet gets what applies to it, not a document's policies
    // (decision 0047): each would add 1.1 kB to every one of the 40-odd scripts of a first visit.
    if (req.path.startsWith(ASSETS_PATH)) {
      res.set(ASSET_HEADERS);
      if (https) res.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
      return next();
    }
    res.set(policyHeader(production), policyOf(res));
    res.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), interest-cohort=()");
    headers(req, res, next);
  };
}

/** The CSP's third-party hosts of a content (server/csp-sources.ts), worked out once per content. */
const sourcesByContent = new WeakMap<SiteContent, ThirdPartySources>();
function thirdPartySources(content: SiteContent): ThirdPartySources {
  let sources = sourcesByContent.get(content);
  if (!sources) sourcesByContent.set(content, (sources = cspSources(content)));
  return sources;
}

/** Answers that are neither pages nor carry a page's tags: they take the last content read, without a query. */
const WITHOUT_CONTENT = /^\/(?:assets|img|sample|texts|documents|images)\/|^\/(?:healthz|favicon\.[a-z]+)$/;

/** The request's content in `res.locals.content`, from the process's store (never failing: the last content when the database does). */
function requestContent(store: ContentStore) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (WITHOUT_CONTENT.test(req.path)) return next();
    store.current().then((content) => {
      res.locals.content = content;
      next();
    }, next);
  };
}

/** A preview counts no page view. */
const PREVIEW_VIEWS: ViewCounter = { add: () => {}, flush: async () => {}, stop: async () => {} };

/**
 * A manager's preview of the content's drafts (decision 0052, app/services/content/content-preview.server.ts):
 * `/admin/preview/{page's path}` is that page with the drafts, for a manager only (others go to the
 * login, or get 403), read-only. React Router is given the page's own path and a build whose
 * documents name the preview's root as the browser router's basename.
 */
function contentPreviews(db: Database, store: ContentStore, handler: ReturnType<typeof createRequestHandler>) {
  return (req: Request, res: Response, next: NextFunction) => {
    const shown = previewedPath(req.path);
    if (shown === null) return next();
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.set("Allow", "GET, HEAD").status(405).type("text/plain; charset=utf-8").send("Method Not Allowed");
      return;
    }
    const show = async () => {
      const access = await previewAccess(db, req.get("cookie") ?? null);
      if (access === "login")
        return res.redirect(303, `${consolePaths.login}?next=${encodeURIComponent(req.originalUrl)}`);
      if (access === "forbidden") return res.status(403).type("text/plain; charset=utf-8").send("Forbidden");
      if (shown === "/") return res.redirect(303, previewPath(`/${defaultLocale(store.files)}/`));
      res.locals.content = await store.preview();
      res.locals.preview = true;
      req.url = req.originalUrl = req.originalUrl.slice(PREVIEW_ROOT.length);
      return handler(req, res, next);
    };
    show().catch(next);
  };
}

/**
 * Keeps a rendered document in the page cache when its route made it public and nothing of one
 * visitor's is in it (server/page-cache.ts): with every header it was sent with but those of one
 * answer, under the versions read before it was rendered.
 */
function keepPage(
  cache: PageCache,
  pending: { key: string; versions: PageVersions },
  res: Response,
  document: { status: number; headers: Headers; html: Buffer },
  views: CachedPage["views"],
  logger: Logger,
) {
  const seconds = keepableSeconds(document.status, document.headers);
  if (seconds === null || res.hasHeader("set-cookie")) return;
  const sent = Object.entries(res.getHeaders()).map(([name, value]): [string, string] => [
    name,
    Array.isArray(value) ? value.join(", ") : String(value),
  ]);
  const headers = keptHeaders([...sent, ...document.headers]);
  cache
    .store(pending.key, { versions: pending.versions, seconds, headers, html: document.html, views })
    .catch((error: unknown) => logger.warn({ err: error }, "page cache: not kept"));
}

/** A page served from the cache counts the views its loader would have (app/services/analytics/page-views.server.ts). */
function countCachedViews(req: Request, page: CachedPage, views: ViewCounter, siteUrl: string) {
  if (page.views.length === 0) return;
  const request = {
    method: req.method,
    url: requestUrl(req).href,
    headers: { get: (name: string) => req.get(name) ?? null },
  };
  for (const { kind, listingId } of page.views) countListingView(views, { kind, listingId, request, siteUrl });
}
