import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { AppLoadContext } from "react-router";
import { demandRegistrations, leads, newsletterSubscriptions, outbox } from "#db/schema.ts";
import type { FormValues } from "#app/lib/form-submission.ts";
import { deliverDue } from "#app/services/leads/outbox.server.ts";
import { createMailTransport, type MailTransport } from "#app/services/mail/mail-transport.server.ts";
import { startSmtpDouble, type ReceivedMail, type SmtpDouble } from "#tests/doubles/smtp-server.ts";
import { openSampleCatalogue, SITE_URL, type SampleCatalogue } from "./sample-catalogue.ts";

/**
 * What the lead form integration tests share: the sample catalogue on a fresh database (PGlite, or
 * PostgreSQL when DATABASE_URL is set), a real SMTP server on loopback with the outbox's own
 * transport, and route actions and loaders called as the router calls them.
 */
export const AGENCY_EMAIL = "office@agency.example";

/** A route's answer: its data and status, a redirect, or a thrown status. */
export type Answer<T = unknown> = { status: number; location: string | null; headers: Headers; data: T };

type RouteFunction = (args: never) => unknown;

export type CallOptions = { params?: Record<string, string>; context?: AppLoadContext; headers?: HeadersInit };

/** Reads whatever a loader or action gives back or throws (data(), redirect(), a Response). */
async function answerOf(run: () => unknown): Promise<Answer> {
  try {
    const result = (await run()) as { data?: unknown; init?: ResponseInit | null } | Response | Record<string, unknown>;
    if (result instanceof Response)
      return { status: result.status, location: result.headers.get("Location"), headers: result.headers, data: null };
    if (
      result &&
      typeof result === "object" &&
      "init" in result &&
      (result as { type?: unknown }).type === "DataWithResponseInit"
    ) {
      const init = (result as { init: ResponseInit | null }).init;
      return {
        status: init?.status ?? 200,
        location: null,
        headers: new Headers(init?.headers),
        data: (result as { data: unknown }).data,
      };
    }
    return { status: 200, location: null, headers: new Headers(), data: result };
  } catch (error) {
    if (error instanceof Response)
      return { status: error.status, location: error.headers.get("Location"), headers: error.headers, data: null };
    const thrown = error as { type?: unknown; data?: unknown; init?: ResponseInit | null };
    if (thrown?.type === "DataWithResponseInit")
      return {
        status: thrown.init?.status ?? 500,
        location: null,
        headers: new Headers(thrown.init?.headers),
        data: thrown.data,
      };
    throw error;
  }
}

/** The posted form as the browser sends it (application/x-www-form-urlencoded). */
export function formBody(values: FormValues): URLSearchParams {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(values))
    for (const item of Array.isArray(value) ? value : [value]) body.append(name, item);
  return body;
}

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

export async function openFormHarness(): Promise<FormHarness> {
  const catalogue = await openSampleCatalogue();
  const smtp = await startSmtpDouble();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "agency-forms-"));
  const transport = createMailTransport({ smtpUrl: smtp.url, agencyEmail: AGENCY_EMAIL, dataDir, siteUrl: SITE_URL });
  let seen = 0;

  const call = (fn: RouteFunction, request: Request, options: CallOptions) =>
    answerOf(() =>
      (fn as (args: unknown) => unknown)({
        request,
        params: options.params ?? {},
        context: options.context ?? catalogue.context(),
      }),
    );

  return {
    ...catalogue,
    smtp,
    transport,
    post(action, url, values, options = {}) {
      const body = values instanceof URLSearchParams ? values : formBody(values);
      const request = new Request(`${SITE_URL}${url}`, { method: "POST", body, headers: options.headers ?? {} });
      return call(action, request, options) as never;
    },
    get(loader, url, options = {}) {
      return call(loader, new Request(`${SITE_URL}${url}`, { headers: options.headers ?? {} }), options) as never;
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

/** The mail sent to an address among those received (fails the test when there is none or several). */
export function mailTo(mails: ReceivedMail[], address: string): ReceivedMail {
  const found = mails.filter((mail) => mail.envelopeTo.includes(address));
  if (found.length !== 1) throw new Error(`expected one mail to ${address}, got ${found.length} (of ${mails.length})`);
  return found[0]!;
}
