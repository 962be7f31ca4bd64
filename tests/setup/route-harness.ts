import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { count } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, beforeEach } from "vitest";
import type { Database, DatabaseHandle } from "#db/client.server.ts";
import { demandRegistrations, leads, newsletterSubscriptions, outbox } from "#db/schema.ts";
import type { FormValues } from "#app/lib/form-submission.ts";
import { createSampleProvider } from "#app/providers/sample/sample-provider.server.ts";
import { importCatalogue } from "#app/services/listings/sync-catalogue.server.ts";
import { loadContent, type SiteContent } from "#app/services/content/load-content.server.ts";
import { deliverDue } from "#app/services/leads/outbox.server.ts";
import { createMailTransport, type MailTransport } from "#app/services/mail/mail-transport.server.ts";
import { startSmtpDouble, type ReceivedMail, type SmtpDouble } from "#tests/doubles/smtp-server.ts";
import { requestContext, TEST_SITE_URL } from "./request-context.ts";
import { openSampleCatalogue, type SampleCatalogue } from "./sample-catalogue.ts";
import { createTestDatabase } from "./test-database.ts";

/**
 * The one harness for calling routes in integration tests: a route module's loader or action
 * called as React Router calls it, on a real database (PGlite, or PostgreSQL when DATABASE_URL is
 * set), its answer read as the browser would get it (`routeAnswer`), and what a form commits
 * delivered through a real SMTP server on loopback (tests/doubles/smtp-server.ts). docs/testing.md
 * says which piece serves which test.
 */
export const SITE = TEST_SITE_URL;
export const AGENCY_EMAIL = "office@agency.example";

// ── Answers ─────────────────────────────────────────────────────────────────────────────────────

/** A route's answer: its data and status, a redirect's Location, the headers; returned or thrown. */
export type RouteAnswer<T = unknown> = { status: number; location: string | null; headers: Headers; data: T };
export type Answer<T = unknown> = RouteAnswer<T>;

/** A route module's loader or action, whatever the argument types generated for its route. */
type RouteFunction = (args: never) => unknown;

/** Reads what a loader or action returns or throws: data(), redirect(), a Response, plain data. */
export async function routeAnswer<T = unknown>(
  fn: RouteFunction,
  request: Request,
  params: Record<string, string | undefined>,
  context: AppLoadContext,
): Promise<RouteAnswer<T>> {
  const read = (value: unknown, fallbackStatus: number): RouteAnswer<T> | null => {
    if (value instanceof Response)
      return { status: value.status, location: value.headers.get("Location"), headers: value.headers, data: null as T };
    const wrapped = value as { type?: string; data?: unknown; init?: ResponseInit | null } | null;
    if (wrapped && wrapped.type === "DataWithResponseInit") {
      return {
        status: wrapped.init?.status ?? fallbackStatus,
        location: null,
        headers: new Headers(wrapped.init?.headers),
        data: wrapped.data as T,
      };
    }
    return null;
  };
  try {
    const result = await (fn as (args: unknown) => unknown)({ request, params, context });
    return read(result, 200) ?? { status: 200, location: null, headers: new Headers(), data: result as T };
  } catch (error) {
    const answer = read(error, 500);
    if (answer) return answer;
    throw error;
  }
}

/** The posted form as the browser sends it (application/x-www-form-urlencoded, lists repeated). */
export function formBody(values: FormValues): URLSearchParams {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(values))
    for (const item of Array.isArray(value) ? value : [value]) body.append(name, item);
  return body;
}

/** A form post as a browser sends it (urlencoded, or multipart when a file is in it). */
export function formPost(
  url: string,
  fields: Record<string, string | string[] | File>,
  headers: HeadersInit = {},
): Request {
  const hasFile = Object.values(fields).some((value) => value instanceof File);
  if (hasFile) {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields))
      for (const item of Array.isArray(value) ? value : [value]) body.append(name, item);
    return new Request(url, { method: "POST", body, headers });
  }
  return new Request(url, { method: "POST", body: formBody(fields as FormValues), headers });
}

// ── Calls on a context of the test's own ────────────────────────────────────────────────────────

/** The request context (tests/setup/request-context.ts) of a form page: a clean form guard. */
export function formContext(
  db: Database,
  content: SiteContent,
  overrides: Partial<AppLoadContext> = {},
): AppLoadContext {
  return requestContext(db, content, {
    formGuard: { rateLimited: false, retryAfterSeconds: 0, postsInWindow: 1 },
    ...overrides,
  } as Partial<AppLoadContext>);
}

/** Runs a loader for a path (`params` as the route's pattern gives them). */
export function load(
  loader: RouteFunction,
  path: string,
  context: AppLoadContext,
  params: Record<string, string> = {},
): Promise<Answer> {
  return routeAnswer(loader, new Request(`${SITE}${path}`), params, context);
}

/** Posts a form (urlencoded, fields repeated for lists) to a path's action. */
export function post(
  action: RouteFunction,
  path: string,
  values: FormValues,
  context: AppLoadContext,
  params: Record<string, string> = {},
): Promise<Answer> {
  return routeAnswer(action, formPost(`${SITE}${path}`, values), params, context);
}

// ── Mail ────────────────────────────────────────────────────────────────────────────────────────

/** Delivers every due outbox row over SMTP to the double; returns what it received meanwhile. */
export async function deliverToDouble(db: Database, smtp: SmtpDouble): Promise<ReceivedMail[]> {
  const before = smtp.received.length;
  const transport = createMailTransport({ smtpUrl: smtp.url, agencyEmail: AGENCY_EMAIL, dataDir: "", siteUrl: SITE });
  try {
    // Later than now: rows are due from the moment they are written.
    await deliverDue(db, transport, { now: new Date(Date.now() + 1_000), batch: 100 });
  } finally {
    transport.close();
  }
  return smtp.received.slice(before);
}

/** The mail sent to an address among those received (fails the test when there is none or several). */
export function mailTo(mails: readonly ReceivedMail[], address: string): ReceivedMail {
  const found = mails.filter((mail) => mail.envelopeTo.includes(address));
  if (found.length !== 1) throw new Error(`expected one mail to ${address}, got ${found.length} (of ${mails.length})`);
  return found[0]!;
}

// ── Rows ────────────────────────────────────────────────────────────────────────────────────────

/** Deletes every row of `tables`, in the order given (rows that refer to others first). */
export async function emptyTables(db: Database, ...tables: PgTable[]): Promise<void> {
  for (const table of tables) await db.delete(table);
}

/** How many rows each table has, under the names given: `countRows(db, { leads, outbox })` → `{ leads: 0, outbox: 0 }`. */
export async function countRows<T extends Record<string, PgTable>>(
  db: Database,
  tables: T,
): Promise<{ [K in keyof T]: number }> {
  const entries = await Promise.all(
    Object.entries(tables).map(async ([name, table]) => {
      const [row] = await db.select({ n: count() }).from(table);
      return [name, row!.n] as const;
    }),
  );
  return Object.fromEntries(entries) as { [K in keyof T]: number };
}

// ── A test file's bench: opened in beforeAll, closed in afterAll ────────────────────────────────

const root = path.resolve(import.meta.dirname, "../..");

/** What a form's integration test file works on; set once the file's first `beforeAll` has run. */
export type LeadFormBench = {
  database: DatabaseHandle;
  /** `database.db`. */
  db: Database;
  /** The shipped content (content/). */
  content: SiteContent;
  smtp: SmtpDouble;
};

/** A bench whose test file also delivers with a mail transport of its own (to the SMTP double, files in `dataDir`). */
export type MailTransportBench = LeadFormBench & { transport: MailTransport; dataDir: string };

export type BenchOptions = {
  /** The feed folder, from the project's root, whose catalogue is imported: the sample feed unless told. */
  feed?: string;
  /** Also a mail transport to the SMTP double, with this site address and agency address. */
  transport?: { siteUrl: string; agencyEmail: string };
};

/**
 * The shipped content, a fresh test database with a feed's catalogue imported, and the SMTP
 * double, opened in a `beforeAll` and closed in an `afterAll` of the calling file. Call it at the
 * top of the file, before the file's own `beforeAll` (hooks run in the order they are registered,
 * so the file's own setup finds the bench open).
 */
export function useLeadFormBench(options?: BenchOptions & { transport?: undefined }): LeadFormBench;
export function useLeadFormBench(
  options: BenchOptions & { transport: NonNullable<BenchOptions["transport"]> },
): MailTransportBench;
export function useLeadFormBench({ feed = "data/sample/feed", transport }: BenchOptions = {}):
  LeadFormBench | MailTransportBench {
  const bench = {} as MailTransportBench;
  beforeAll(async () => {
    bench.content = await loadContent(path.join(root, "content"));
    [bench.database, bench.smtp] = await Promise.all([createTestDatabase(), startSmtpDouble()]);
    bench.db = bench.database.db;
    await importCatalogue(bench.db, createSampleProvider(path.join(root, feed)));
    if (transport) {
      bench.dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "agency-forms-"));
      bench.transport = createMailTransport({
        smtpUrl: bench.smtp.url,
        agencyEmail: transport.agencyEmail,
        dataDir: bench.dataDir,
        siteUrl: transport.siteUrl,
      });
    }
  });
  afterAll(async () => {
    bench.transport?.close();
    await bench.smtp?.stop();
    await bench.database?.close();
    if (bench.dataDir) await fs.rm(bench.dataDir, { recursive: true, force: true });
  });
  return bench;
}

type CallOptions = { params?: Record<string, string>; context?: AppLoadContext; headers?: HeadersInit };

/** The sample catalogue with the SMTP double and the outbox's own transport, and calls on its context. */
export type FormHarness = SampleCatalogue & {
  smtp: SmtpDouble;
  transport: MailTransport;
  /** POSTs a form to a route's action. */
  post<T = unknown>(
    action: RouteFunction,
    url: string,
    values: FormValues | URLSearchParams,
    options?: CallOptions,
  ): Promise<Answer<T>>;
  /** GETs a route's loader. */
  get<T = unknown>(loader: RouteFunction, url: string, options?: CallOptions): Promise<Answer<T>>;
  /** Delivers every due outbox row over SMTP and returns the mails received since the last call. */
  deliver(): Promise<ReceivedMail[]>;
  /** Empties the leads, outbox, subscriptions and demand registrations, and the mailbox. */
  reset(): Promise<void>;
};

async function openFormHarness(): Promise<FormHarness> {
  const catalogue = await openSampleCatalogue();
  const smtp = await startSmtpDouble();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "agency-forms-"));
  const transport = createMailTransport({ smtpUrl: smtp.url, agencyEmail: AGENCY_EMAIL, dataDir, siteUrl: SITE });
  let seen = 0;

  const call = (fn: RouteFunction, request: Request, options: CallOptions) =>
    routeAnswer(fn, request, options.params ?? {}, options.context ?? catalogue.context());

  return {
    ...catalogue,
    smtp,
    transport,
    post(action, url, values, options = {}) {
      const body = values instanceof URLSearchParams ? values : formBody(values);
      const request = new Request(`${SITE}${url}`, { method: "POST", body, headers: options.headers ?? {} });
      return call(action, request, options) as never;
    },
    get(loader, url, options = {}) {
      return call(loader, new Request(`${SITE}${url}`, { headers: options.headers ?? {} }), options) as never;
    },
    async deliver() {
      await deliverDue(catalogue.database.db, transport, { now: new Date(Date.now() + 1_000), batch: 100 });
      const fresh = smtp.received.slice(seen);
      seen = smtp.received.length;
      return fresh;
    },
    async reset() {
      const db = catalogue.database.db;
      await db.delete(outbox);
      await db.delete(demandRegistrations);
      await db.delete(newsletterSubscriptions);
      await db.delete(leads);
      smtp.received.length = 0;
      seen = 0;
    },
    async close() {
      transport.close();
      await smtp.stop();
      await catalogue.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A form harness for the calling test file: opened in a `beforeAll`, closed in an `afterAll`, and
 * reset before each test (no lead, mail or subscription of one test is seen by the next). The
 * returned object is filled in by the file's first `beforeAll`: call this at the top of the file,
 * before the file's own hooks, and use it inside hooks and tests.
 */
export function useFormHarness(): FormHarness {
  const harness = {} as FormHarness;
  let opened: FormHarness | undefined;
  beforeAll(async () => {
    opened = await openFormHarness();
    Object.assign(harness, opened);
  });
  afterAll(async () => {
    await opened?.close();
  });
  beforeEach(async () => {
    await opened?.reset();
  });
  return harness;
}
