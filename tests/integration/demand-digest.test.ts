import { eq, isNull } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { demandAlerts, demandDigestRuns, demandRegistrations, listingMedia, properties } from "#db/schema.ts";
import { matchDemandAlerts } from "#app/services/leads/demand-alerts.server.ts";
import { sendDemandDigests } from "#app/services/leads/demand-digest.server.ts";
import { tokenHash } from "#app/services/leads/store-lead.server.ts";
import { canonicalPath } from "#app/lib/localized-path.ts";
import { action } from "#app/routes/forms/demand-register.tsx";
import { startDigestScheduler } from "#server/workers/demand-digest-scheduler.ts";
import { newHouseInBuggenhout } from "#tests/setup/listing-rows.ts";
import { SITE, deliverToDouble, formContext, mailTo, post, useLeadFormBench } from "#tests/setup/route-harness.ts";

/**
 * The daily digest of the demand alerts, end to end on the database and the SMTP double: demands
 * registered through the form with "immediately" or "once a day", new listings matched as a sync
 * does, the day's slot run (twice, and by two runners at once), and the mails delivered: one
 * digest per daily demand with every listing of the day (picture through /img/, price or "price on
 * request", EPC label, link) in its language with its one-click unsubscribe link; at most once per
 * listing; instant demands still get one mail per listing at once.
 */
const bench = useLeadFormBench();

/** New listings in Buggenhout (9255): a house with a picture and EPC B, and one whose price is not published. */
const house = newHouseInBuggenhout({ id: 4400001, epcLabel: "B" });
const onRequest = {
  ...house,
  id: 4400002,
  price: 380000,
  publishPrice: false,
  epcLabel: "C",
  texts: { nl: { title: "Woning op aanvraag" }, fr: { title: "Maison prix sur demande" } },
};
const nextDay = {
  ...house,
  id: 4400003,
  price: 399000,
  epcLabel: "A",
  texts: { nl: { title: "Woning van morgen" }, fr: { title: "Maison du lendemain" } },
};

const deps = () => ({ content: bench.content, siteUrl: SITE });
const SLOT = new Date("2026-11-24T06:00:00.000Z");
const NEXT_SLOT = new Date("2026-11-25T06:00:00.000Z");

beforeAll(async () => {
  const person = { title: "ms", phone: "0477 12 34 56", privacyConsent: "on" };
  const context = formContext(bench.db, bench.content);
  // No price limit: a listing whose price is not published matches too.
  const wish = { form: "demand-register", goal: "buy", types: "1", zones: ["9255"], bedroomsMin: "2" };
  for (const [page, who, frequency] of [
    ["/fr/restez-informe/", { firstName: "Marie", lastName: "Dubois", email: "marie@example.be" }, "daily"],
    ["/nl/blijf-op-de-hoogte/", { firstName: "Ann", lastName: "Peeters", email: "ann@example.be" }, "daily"],
    ["/nl/blijf-op-de-hoogte/", { firstName: "Piet", lastName: "Maes", email: "piet@example.be" }, "instant"],
  ] as const) {
    expect((await post(action, page, { ...wish, ...person, ...who, alertFrequency: frequency }, context)).status).toBe(
      303,
    );
  }
  // The confirmations first: what follows are alerts only.
  const confirmations = await deliverToDouble(bench.db, bench.smtp);
  expect(mailTo(confirmations, "marie@example.be").text).toContain(
    "Une fois par jour\u00a0: un récapitulatif de tous les nouveaux biens du jour",
  );
  await bench.db.insert(properties).values([house, onRequest, nextDay]);
  await bench.db
    .insert(listingMedia)
    .values({ propertyId: house.id, position: 0, url: "/sample/pictures/4100001-1.jpg", width: 1600, height: 1067 });
});

describe("daily digest of demand alerts", () => {
  it("the visitor's choice is stored with the demand", async () => {
    const rows = await bench.db
      .select({ email: demandRegistrations.email, frequency: demandRegistrations.alertFrequency })
      .from(demandRegistrations);
    expect(Object.fromEntries(rows.map((row) => [row.email, row.frequency]))).toEqual({
      "marie@example.be": "daily",
      "ann@example.be": "daily",
      "piet@example.be": "instant",
    });
  });

  it("matching mails the instant demand at once and keeps the daily demands' matches for the digest", async () => {
    expect(await matchDemandAlerts(bench.db, [house.id, onRequest.id], deps())).toEqual({ listings: 2, alerts: 6 });
    const mails = await deliverToDouble(bench.db, bench.smtp);
    expect(mails.map((mail) => mail.envelopeTo)).toEqual([["piet@example.be"], ["piet@example.be"]]);
    expect(await bench.db.select().from(demandAlerts).where(isNull(demandAlerts.mailedAt))).toHaveLength(4);
  });

  it("the day's slot sends one digest per daily demand, in its language, with every listing's picture, price, EPC and link", async () => {
    // Two runners of the same slot at once (two server processes): one claims it.
    const reports = await Promise.all([
      sendDemandDigests(bench.db, deps(), SLOT),
      sendDemandDigests(bench.db, deps(), SLOT),
    ]);
    expect(reports.map((report) => report.claimed).sort()).toEqual([false, true]);
    expect(reports.find((report) => report.claimed)).toEqual({ claimed: true, digests: 2, listings: 4 });

    const mails = await deliverToDouble(bench.db, bench.smtp);
    expect(mails).toHaveLength(2);
    const demands = await bench.db.select().from(demandRegistrations);

    const fr = mailTo(mails, "marie@example.be");
    expect(fr.header("subject")).toBe("2 nouveaux biens correspondant à votre recherche");
    expect(fr.text).toContain("Bonjour Marie Dubois,");
    expect(fr.text).toContain("Voici les nouveaux biens du jour correspondant à votre recherche.");
    expect(fr.text).toContain("Maison neuve avec jardin");
    expect(fr.text).toContain("€ 420.000");
    expect(fr.text).toContain("Maison prix sur demande");
    expect(fr.text).toContain("Prix sur demande");
    expect(fr.text).not.toContain("380.000");
    expect(fr.text).toContain("Label PEB\u00a0: B");
    expect(fr.text).toContain("Label PEB\u00a0: C");
    expect(fr.text).toContain("Prix\u00a0: ");
    expect(fr.text).toContain(`${SITE}/fr/a-vendre/buggenhout/maison-neuve-avec-jardin/4400001/`);
    expect(fr.html).toContain(
      `<img src="${SITE}/img/400/sample/pictures/4100001-1.jpg" alt="Maison neuve avec jardin"`,
    );
    const frToken = /^<https:\/\/agency\.example\/fr\/desinscription\/([A-Za-z0-9_-]+)\/>$/.exec(
      fr.header("list-unsubscribe") ?? "",
    )?.[1];
    expect(tokenHash(frToken!)).toBe(demands.find((d) => d.email === "marie@example.be")!.unsubscribeTokenHash);
    expect(fr.header("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");

    const nl = mailTo(mails, "ann@example.be");
    expect(nl.header("subject")).toBe("2 nieuwe panden die passen bij uw zoekopdracht");
    expect(nl.text).toContain("Beste Ann Peeters,");
    expect(nl.text).toContain("Nieuwbouwwoning met tuin");
    expect(nl.text).toContain("Prijs op aanvraag");
    expect(nl.text).toMatch(/EPC-label: B/);
    expect(nl.text).toMatch(/EPC-label: C/);
    expect(nl.text).toContain(`Bekijk het pand: ${SITE}/nl/te-koop/buggenhout/nieuwbouwwoning-met-tuin/4400001/`);
    expect(nl.header("list-unsubscribe")).toMatch(/^<https:\/\/agency\.example\/nl\/uitschrijven\/[A-Za-z0-9_-]+\/>$/);
    // Every link of both mails is already in the site's canonical spelling, so the URL policy
    // (server/canonical-redirects.ts) leaves it as it is: the unsubscribe token keeps its case.
    for (const mail of [fr, nl]) {
      const links = [
        ...`${mail.text} ${mail.header("list-unsubscribe")}`.matchAll(
          /https:\/\/agency\.example(\/[a-z]{2}\/[^\s>]*)/g,
        ),
      ].map((m) => m[1]!);
      expect(links.some((link) => /\/(uitschrijven|desinscription)\/.*[A-Z]/.test(link))).toBe(true);
      for (const link of links) expect(canonicalPath(bench.content.routes.routes, link), link).toBe(link);
    }
    expect(await bench.db.select().from(demandAlerts).where(isNull(demandAlerts.mailedAt))).toHaveLength(0);
  });

  it("a listing is in one digest at most: the same slot again, or the next day without new matches, sends nothing", async () => {
    expect(await sendDemandDigests(bench.db, deps(), SLOT)).toEqual({ claimed: false, digests: 0, listings: 0 });
    // Matching the same listings again (a second sync) records nothing new.
    expect(await matchDemandAlerts(bench.db, [house.id, onRequest.id], deps())).toEqual({ listings: 2, alerts: 0 });
    expect(await sendDemandDigests(bench.db, deps(), NEXT_SLOT)).toEqual({ claimed: true, digests: 0, listings: 0 });
    expect(await deliverToDouble(bench.db, bench.smtp)).toEqual([]);
  });

  it("the next day's match goes in the next digest, sent by the scheduled step; an ended demand gets nothing", async () => {
    await bench.db
      .update(demandRegistrations)
      .set({ active: false })
      .where(eq(demandRegistrations.email, "ann@example.be"));
    expect(await matchDemandAlerts(bench.db, [nextDay.id], deps())).toEqual({ listings: 1, alerts: 2 });
    // The server's scheduled step, on a short schedule: it runs the current slot at once.
    const logged: string[] = [];
    const logger = {
      info: (_: object, message: string) => logged.push(message),
      warn: () => {},
      error: (_: object, message: string) => logged.push(message),
    };
    const scheduler = startDigestScheduler({
      db: bench.db,
      deps: deps(),
      logger,
      intervalMs: 60 * 60_000,
      offsetMs: 0,
    });
    try {
      await expect
        .poll(
          async () =>
            (await bench.db.select().from(demandDigestRuns)).filter((run) => run.finishedAt && run.digests === 1)
              .length,
          { timeout: 10_000 },
        )
        .toBe(1);
    } finally {
      await scheduler.stop();
    }
    const mails = await deliverToDouble(bench.db, bench.smtp);
    // Piet (instant) got his at matching; Marie's digest holds the one new listing.
    expect(mails.map((mail) => mail.envelopeTo).sort()).toEqual([["marie@example.be"], ["piet@example.be"]]);
    const fr = mailTo(mails, "marie@example.be");
    expect(fr.header("subject")).toBe("Nouveau bien correspondant à votre recherche – Maison du lendemain");
    expect(fr.text).not.toContain("Maison neuve avec jardin");
    expect(logged).not.toContain("demand digests failed");
  });
});
