import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { demandAlerts, demandRegistrations, outbox, properties } from "#db/schema.ts";
import { demandAlertsHook, matchDemandAlerts } from "#app/services/leads/demand-alerts.server.ts";
import { tokenHash } from "#app/services/leads/store-lead.server.ts";
import { searchKey } from "#app/lib/search-key.ts";
import { action } from "#app/routes/forms/demand-register.tsx";
import { newHouseInBuggenhout } from "#tests/setup/listing-rows.ts";
import { SITE, deliverToDouble, formContext, post, useLeadFormBench } from "#tests/setup/route-harness.ts";

/**
 * Demand alerts end to end: demands registered through the form, new listings written to the
 * catalogue, the matcher run (twice, as a sync may), and the alerts delivered over SMTP: one mail
 * per demand and listing, in the demand's language, with the listing and the demand's unsubscribe
 * link; nothing for a listing that does not match or a demand that was ended.
 */
const bench = useLeadFormBench();

/** A new house for sale in Buggenhout (9255): 3 bedrooms, a garden, € 420.000. */
const newHouse = newHouseInBuggenhout({ id: 4300001 });
/** The same house in Dendermonde (9200): a zone nobody asked for. */
const elsewhere = {
  ...newHouse,
  id: 4300002,
  zip: "9200",
  city: "Dendermonde",
  citySearchKey: searchKey("Dendermonde"),
  texts: { nl: { title: "Woning in Dendermonde" } },
};
/** In Buggenhout but above every budget. */
const tooDear = { ...newHouse, id: 4300003, price: 950000, texts: { nl: { title: "Villa in Buggenhout" } } };

const deps = () => ({ content: bench.content, siteUrl: SITE });

beforeAll(async () => {
  const person = { title: "ms", phone: "0477 12 34 56", privacyConsent: "on" };
  const context = formContext(bench.db, bench.content);
  // Two demands for a house in Buggenhout up to € 500.000: one in French, one in Dutch.
  const wish = {
    form: "demand-register",
    goal: "buy",
    types: "1",
    zones: ["9255", "9280"],
    priceMax: "500000",
    bedroomsMin: "2",
  };
  expect(
    (
      await post(
        action,
        "/fr/restez-informe/",
        { ...wish, ...person, firstName: "Marie", lastName: "Dubois", email: "marie@example.be" },
        context,
      )
    ).status,
  ).toBe(303);
  expect(
    (
      await post(
        action,
        "/nl/blijf-op-de-hoogte/",
        { ...wish, ...person, firstName: "Ann", lastName: "Peeters", email: "ann@example.be" },
        context,
      )
    ).status,
  ).toBe(303);
  // Someone renting in Buggenhout: never a sale listing.
  expect(
    (
      await post(
        action,
        "/nl/blijf-op-de-hoogte/",
        { ...wish, goal: "rent", ...person, firstName: "Piet", lastName: "Maes", email: "piet@example.be" },
        context,
      )
    ).status,
  ).toBe(303);
  // The confirmations are delivered first: what follows are alerts only.
  await deliverToDouble(bench.db, bench.smtp);
  await bench.db.insert(properties).values([newHouse, elsewhere, tooDear]);
});

describe("demand alerts", () => {
  it("one alert per matching demand, however often the matcher runs, each in its demand's language with its unsubscribe link", async () => {
    const first = await matchDemandAlerts(bench.db, [newHouse.id], deps());
    const second = await matchDemandAlerts(bench.db, [newHouse.id, newHouse.id], deps());
    expect(first).toEqual({ listings: 1, alerts: 2 });
    expect(second).toEqual({ listings: 1, alerts: 0 });

    const mails = await deliverToDouble(bench.db, bench.smtp);
    expect(mails.map((mail) => mail.envelopeTo).sort()).toEqual([["ann@example.be"], ["marie@example.be"]]);
    const demands = await bench.db.select().from(demandRegistrations);

    const fr = mails.find((mail) => mail.envelopeTo.includes("marie@example.be"))!;
    expect(fr.header("subject")).toBe("Nouveau bien correspondant à votre recherche – Maison neuve avec jardin");
    expect(fr.text).toContain("Bonjour Marie Dubois,");
    expect(fr.text).toContain("Un nouveau bien correspondant à votre recherche est disponible.");
    expect(fr.text).toContain("Maison neuve avec jardin");
    expect(fr.text).toContain("€ 420.000");
    expect(fr.text).toContain("9255 Buggenhout");
    expect(fr.text).toContain(`${SITE}/fr/a-vendre/buggenhout/maison-neuve-avec-jardin/4300001/`);
    const frToken = /^<https:\/\/agency\.example\/fr\/desinscription\/([A-Za-z0-9_-]+)\/>$/.exec(
      fr.header("list-unsubscribe") ?? "",
    )?.[1];
    expect(frToken).toBeDefined();
    expect(tokenHash(frToken!)).toBe(demands.find((d) => d.email === "marie@example.be")!.unsubscribeTokenHash);
    expect(fr.header("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    expect(fr.text).toContain(
      `Vous ne souhaitez plus d'alertes pour cette recherche\u00a0? Désinscrivez-vous ici\u00a0: ${SITE}/fr/desinscription/${frToken}/`,
    );

    const nl = mails.find((mail) => mail.envelopeTo.includes("ann@example.be"))!;
    expect(nl.header("subject")).toBe("Nieuw pand dat past bij uw zoekopdracht – Nieuwbouwwoning met tuin");
    expect(nl.text).toContain("Beste Ann Peeters,");
    expect(nl.text).toContain(`Bekijk het pand: ${SITE}/nl/te-koop/buggenhout/nieuwbouwwoning-met-tuin/4300001/`);
    const nlToken = /\/nl\/uitschrijven\/([A-Za-z0-9_-]+)\/>$/.exec(nl.header("list-unsubscribe") ?? "")?.[1];
    expect(tokenHash(nlToken!)).toBe(demands.find((d) => d.email === "ann@example.be")!.unsubscribeTokenHash);

    // The alerts are recorded: at most once per demand and listing.
    expect(await bench.db.select().from(demandAlerts).where(eq(demandAlerts.propertyId, newHouse.id))).toHaveLength(2);
  });

  it("a listing in another zone, or above the price asked, alerts nobody", async () => {
    expect(await matchDemandAlerts(bench.db, [elsewhere.id, tooDear.id], deps())).toEqual({ listings: 2, alerts: 0 });
    expect(await deliverToDouble(bench.db, bench.smtp)).toEqual([]);
  });

  it("a sold or unpublished listing alerts nobody; an ended demand gets nothing", async () => {
    const sold = { ...newHouse, id: 4300004, availability: "sold", texts: { nl: { title: "Verkocht" } } };
    const hidden = { ...newHouse, id: 4300005, published: false, texts: { nl: { title: "Verborgen" } } };
    const later = { ...newHouse, id: 4300006, texts: { nl: { title: "Nog een woning" } } };
    await bench.db.insert(properties).values([sold, hidden, later]);
    expect(await matchDemandAlerts(bench.db, [sold.id, hidden.id], deps())).toEqual({ listings: 0, alerts: 0 });

    await bench.db
      .update(demandRegistrations)
      .set({ active: false })
      .where(eq(demandRegistrations.email, "ann@example.be"));
    // The sync's hook: the listings a run added.
    const listingsAdded = demandAlertsHook(bench.db, deps());
    expect(await listingsAdded([later.id])).toEqual({ listings: 1, alerts: 1 });
    const mails = await deliverToDouble(bench.db, bench.smtp);
    expect(mails.map((mail) => mail.envelopeTo)).toEqual([["marie@example.be"]]);
    // No French title: the alert names it in the site's default language.
    expect(mails[0]!.header("subject")).toBe("Nouveau bien correspondant à votre recherche – Nog een woning");
  });

  it("nothing to match: no query, no mail", async () => {
    const before = await bench.db.select({ id: outbox.id }).from(outbox);
    expect(await matchDemandAlerts(bench.db, [], deps())).toEqual({ listings: 0, alerts: 0 });
    expect(await bench.db.select({ id: outbox.id }).from(outbox)).toEqual(before);
  });
});
