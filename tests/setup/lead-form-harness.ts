import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { count } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs } from "react-router";
import { afterAll, beforeAll } from "vitest";
import type { Database, DatabaseHandle } from "#db/client.server.ts";
import { createSampleProvider } from "#app/providers/sample/sample-provider.server.ts";
import { importCatalogue } from "#app/services/listings/sync-catalogue.server.ts";
import { createCatalogue } from "#app/services/listings/catalogue.server.ts";
import { loadContent, type SiteContent } from "#app/services/content/load-content.server.ts";
import { deliverDue } from "#app/services/leads/outbox.server.ts";
import { createMailTransport, type MailTransport } from "#app/services/mail/mail-transport.server.ts";
import { startSmtpDouble, type SmtpDouble, type ReceivedMail } from "#tests/doubles/smtp-server.ts";
import { createTestDatabase } from "./test-database.ts";

/**
 * Calling a form page's loader and action as the router does, against a real database, and
 * delivering what they commit through a real SMTP server on loopback (tests/doubles/smtp-server.ts).
 */
export const SITE = "https://agency.example";
export const AGENCY_EMAIL = "kantoor@agency.example";

/** The request context of the server (server/context.ts) with a silent logger and a clean form guard. */
export function formContext(
  db: Database,
  content: SiteContent,
  overrides: Partial<AppLoadContext> = {},
): AppLoadContext {
  const silent = { info() {}, warn() {}, error() {}, debug() {}, child: () => silent };
  return {
    db,
    content,
    config: { siteUrl: SITE, mode: "test", agencyEmail: AGENCY_EMAIL, dataDir: "" },
    logger: silent,
    formGuard: { rateLimited: false, retryAfterSeconds: 0, postsInWindow: 1 },
    // Listings are read through the catalogue (decision 0039), on the context's database and content.
    catalogue: createCatalogue(overrides.db ?? db, overrides.content ?? content),
    ...overrides,
  } as unknown as AppLoadContext;
}

export type Answer = { status: number; location: string | null; headers: Headers; data: unknown };

function answerOf(result: unknown): Answer {
  if (result instanceof Response)
    return { status: result.status, location: result.headers.get("Location"), headers: result.headers, data: null };
  const value = result as { type?: string; data?: unknown; init?: ResponseInit | null };
  if (value && typeof value === "object" && "init" in value && "data" in value) {
    return {
      status: value.init?.status ?? 200,
      location: null,
      headers: new Headers(value.init?.headers),
      data: value.data,
    };
  }
  return { status: 200, location: null, headers: new Headers(), data: result };
}

/** What a route function answers: data, a redirect or a thrown status. */
async function run(call: () => Promise<unknown>): Promise<Answer> {
  try {
    return answerOf(await call());
  } catch (error) {
    if (error instanceof Response || (error && typeof error === "object" && "init" in error)) return answerOf(error);
    throw error;
  }
}

/** A route module's loader or action, whatever the argument types generated for its route. */
type RouteFunction = (args: never) => unknown;

/** Runs a loader for a path (`params` as the route's pattern gives them). */
export function load(
  loader: RouteFunction,
  path: string,
  context: AppLoadContext,
  params: Record<string, string> = {},
): Promise<Answer> {
  const request = new Request(`${SITE}${path}`);
  const args: Pick<LoaderFunctionArgs<AppLoadContext>, "request" | "params" | "context"> = { request, params, context };
  return run(async () => loader(args as never));
}

/** Posts a form (urlencoded, fields repeated for lists) to a path's action. */
export function post(
  action: RouteFunction,
  path: string,
  values: Record<string, string | string[]>,
  context: AppLoadContext,
  params: Record<string, string> = {},
): Promise<Answer> {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(values))
    for (const item of Array.isArray(value) ? value : [value]) body.append(name, item);
  const request = new Request(`${SITE}${path}`, {
    method: "POST",
    body,
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });
  const args: Pick<ActionFunctionArgs<AppLoadContext>, "request" | "params" | "context"> = { request, params, context };
  return run(async () => action(args as never));
}

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

/** The one mail sent to an address. */
export function mailTo(mails: readonly ReceivedMail[], address: string): ReceivedMail {
  const found = mails.filter((mail) => mail.envelopeTo.includes(address));
  if (found.length !== 1) throw new Error(`${found.length} mails to ${address}, expected 1`);
  return found[0]!;
}

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
 * The setup every form's integration test file repeated: the shipped content, a fresh test
 * database (PGlite, or PostgreSQL when DATABASE_URL is set) with a feed's catalogue imported, and
 * the SMTP double, opened in a `beforeAll` and closed in an `afterAll` of the calling file. Call it
 * at the top of the file, before the file's own `beforeAll` (hooks run in the order they are
 * registered, so the file's own setup finds the bench open).
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
