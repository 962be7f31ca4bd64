import { and, asc, eq } from "drizzle-orm";
import type { ActionFunctionArgs, AppLoadContext } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { leads, newsletterSubscriptions, outbox } from "#db/schema.ts";
import type { ListingProvider } from "#app/providers/listing-provider.ts";
import { createOmnicasaProvider } from "#app/providers/omnicasa/omnicasa-provider.server.ts";
import { deliverDue, enqueue } from "#app/services/leads/outbox.server.ts";
import { startOutboxWorker, type OutboxWorker } from "#server/workers/outbox-worker.ts";
import type { MailTransport } from "#app/services/mail/mail-transport.server.ts";
import { action } from "#app/routes/listings/property-detail.tsx";
import { OmnicasaDouble, startOmnicasaDouble } from "#tests/doubles/omnicasa-api.ts";
import { emptyTables, formContext, useLeadFormBench } from "#tests/setup/route-harness.ts";

/**
 * Mails and CRM calls are delivered independently (decision 0006): a CRM that hangs until the
 * provider's timeout (100 s here, as an agency had it) never holds up a lead's mails, and a mail's
 * `delivered_at` is the time of its own send. Against the Omnicasa double (made to hang on the lead
 * method), the SMTP double and the property page's action, on the run's database.
 */
const SITE = "https://agency.test";
const AGENCY = "kantoor@agency.test";
const PATH = "/nl/te-koop/buggenhout/gerenoveerde-rijwoning-met-zonnige-tuin-in-hartje-buggenhout/4100001/";
const bench = useLeadFormBench({ transport: { siteUrl: SITE, agencyEmail: AGENCY } });
let double: OmnicasaDouble;
let provider: ListingProvider;

beforeAll(async () => {
  double = await startOmnicasaDouble();
  provider = createOmnicasaProvider({
    baseUrl: double.baseUrl,
    customerName: double.customerName,
    customerPassword: double.customerPassword,
    timeoutMs: 100_000,
    locales: ["nl", "fr"],
  });
});
afterAll(async () => {
  await double.stop();
});
beforeEach(async () => {
  double.reset();
  bench.smtp.received.length = 0;
  await emptyTables(bench.db, outbox, newsletterSubscriptions, leads);
});

/** A visit request posted on the property page, as the router calls its action, on an agency on Omnicasa. */
async function postVisitRequest(email: string): Promise<void> {
  const body = new URLSearchParams({
    form: "property-contact",
    request: "visit",
    title: "ms",
    firstName: "Ann",
    lastName: "Peeters",
    email,
    phone: "0477 12 34 56",
    contactDevice: "phone",
    message: "Kan het op zaterdag?",
    privacyConsent: "on",
  });
  body.append("timeSlots", "10:00-13:00");
  const context = formContext(bench.db, bench.content, {
    provider,
    config: { siteUrl: SITE, mode: "test", agencyEmail: AGENCY, dataDir: bench.dataDir, cdnHost: null },
    formGuard: { rateLimited: false, retryAfterSeconds: 0, postsInWindow: 0 },
  });
  const request = new Request(`${SITE}${PATH}`, { method: "POST", body });
  const result = (await action({
    request,
    params: { id: "4100001" },
    context,
  } as unknown as ActionFunctionArgs<AppLoadContext>)) as Response;
  expect(result.status).toBe(303);
}

const silent = { warn() {}, error() {} };

describe("a CRM that hangs", () => {
  let worker: OutboxWorker | null = null;
  afterAll(async () => {
    await worker?.stop({ graceMs: 100 });
  });

  it("never holds up a lead's mails: they arrive within seconds while the CRM call still hangs, and delivered_at is their send", async () => {
    double.fail("ContactOnMe", { hang: true });
    worker = startOutboxWorker({ db: bench.db, transport: bench.transport, provider, logger: silent, intervalMs: 200 });

    // The first lead's CRM call reaches Omnicasa and is never answered.
    await postVisitRequest("first@example.be");
    await vi.waitFor(() => expect(double.callsOf("ContactOnMe")).toHaveLength(1), { timeout: 5_000 });

    // A second lead while that call hangs: its mails still arrive within a few seconds.
    const posted = Date.now();
    await postVisitRequest("second@example.be");
    await vi.waitFor(
      () => expect(bench.smtp.received.filter((mail) => mail.envelopeTo.includes("second@example.be"))).toHaveLength(1),
      { timeout: 4_000, interval: 50 },
    );
    const received = Date.now();
    expect(received - posted).toBeLessThan(4_000);

    // The CRM call is still hanging: the first lead's provider row is claimed, not delivered.
    const providerRows = await bench.db
      .select()
      .from(outbox)
      .where(eq(outbox.channel, "provider"))
      .orderBy(asc(outbox.id));
    expect(providerRows[0]).toMatchObject({ status: "pending", attempts: 0 });
    expect(double.callsOf("ContactOnMe")).toHaveLength(1);

    // delivered_at is the send's time: after the post, no later than the mail's arrival.
    const mailRows = await bench.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.channel, "mail"), eq(outbox.status, "delivered")));
    expect(mailRows.length).toBeGreaterThanOrEqual(2);
    for (const row of mailRows) {
      expect(row.deliveredAt!.getTime()).toBeLessThanOrEqual(received + 50);
      expect(row.deliveredAt!.getTime()).toBeGreaterThan(received - 4_000);
    }
  });
});

describe("delivered_at", () => {
  it("is the time each mail was sent, not the batch's start or end", async () => {
    const sendTimes: number[] = [];
    const slow: MailTransport = {
      ...bench.transport,
      async send(options) {
        await new Promise((resolve) => setTimeout(resolve, 600));
        await bench.transport.send(options);
        sendTimes.push(Date.now());
      },
    };
    await bench.db.transaction(async (tx) => {
      for (const n of [1, 2, 3])
        await enqueue(tx, {
          leadId: null,
          channel: "mail",
          idempotencyKey: `delivered-at:${n}`,
          payload: { to: AGENCY, subject: `Mail ${n}`, text: "-" },
        });
    });
    const start = Date.now();
    expect(await deliverDue(bench.db, slow, { now: new Date(start) })).toEqual({ delivered: 3, retried: 0, failed: 0 });
    const rows = await bench.db.select().from(outbox).orderBy(asc(outbox.id));
    // One at a time: sent at about +0.6 s, +1.2 s and +1.8 s, each row stamped with its own send.
    rows.forEach((row, i) => expect(Math.abs(row.deliveredAt!.getTime() - sendTimes[i]!)).toBeLessThan(200));
    expect(rows[2]!.deliveredAt!.getTime() - rows[0]!.deliveredAt!.getTime()).toBeGreaterThanOrEqual(1_000);
  });
});
