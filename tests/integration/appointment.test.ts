import { and, count, eq, gte, lt, ne } from "drizzle-orm";
import pino from "pino";
import type { AppLoadContext } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { appointmentSlots, leads, outbox, properties } from "#db/schema.ts";
import type { SiteContent } from "#app/services/content/load-content.server.ts";
import { deliverDue } from "#app/services/leads/outbox.server.ts";
import { action, loader } from "#app/routes/forms/appointment.tsx";
import type { FormFailure } from "#app/services/leads/lead-form.server.ts";
import { emptyTables, formPost, routeAnswer, useLeadFormBench } from "#tests/setup/route-harness.ts";

/**
 * Booking a visit online against a real database (PGlite and PostgreSQL) and a real SMTP server on
 * loopback: the page's slots come from settings.appointments; a booking takes its place and stores
 * the lead with its two mails in one transaction; the last place booked twice at the same moment
 * is confirmed once and "no longer free" once; "full" only when no slot at all is left. The clock is fixed at Monday 30 November 2026, 09:00 in
 * Brussels (the shipped settings: 24 hours' notice, 28 days, 30-minute slots, one place each).
 *
 * Listings of the regions fixture: 4200003 (Gent, for sale), 4200005 (Brussels, for rent),
 * 4200001 and 4200002 (for sale).
 */
const SITE = "https://agency.example";
const AGENCY = "kantoor@agency.test";
const NOW = new Date("2026-11-30T08:00:00Z");
const SALE = 4200003;
const RENT = 4200005;

const bench = useLeadFormBench({
  feed: "tests/fixtures/feed-regions",
  transport: { siteUrl: SITE, agencyEmail: AGENCY },
});
beforeEach(async () => {
  vi.useFakeTimers({ toFake: ["Date"], now: NOW });
  bench.smtp.received.length = 0;
  await emptyTables(bench.db, outbox, leads, appointmentSlots);
});
afterEach(() => {
  vi.useRealTimers();
});

function context(overrides: { content?: SiteContent; agencyEmail?: string } = {}): AppLoadContext {
  return {
    db: bench.db,
    content: overrides.content ?? bench.content,
    config: { siteUrl: SITE, mode: "production", agencyEmail: overrides.agencyEmail ?? AGENCY, dataDir: bench.dataDir },
    logger: pino({ level: "silent" }),
  } as unknown as AppLoadContext;
}

type Page = {
  days: { date: string; label: string; slots: { id: number; label: string }[] }[];
  listing: { title: string };
  seo: { robots: string; canonical: string; alternates: { hreflang: string; href: string }[] };
};

const pageUrl = (id: number | string, lang: "nl" | "fr" = "nl") =>
  `${SITE}/${lang}/${lang === "nl" ? "afspraak" : "rendez-vous"}/${id}/`;

async function page(id: number | string, lang: "nl" | "fr" = "nl", ctx = context()) {
  return routeAnswer<Page>(loader as never, new Request(pageUrl(id, lang)), { id: String(id) }, ctx);
}

async function book(id: number, fields: Record<string, string>, lang: "nl" | "fr" = "nl", ctx = context()) {
  return routeAnswer<FormFailure>(
    action as never,
    formPost(pageUrl(id, lang), { form: "appointment", ...fields }),
    { id: String(id) },
    ctx,
  );
}

const person = (first: string, last: string) => ({
  title: "ms",
  firstName: first,
  lastName: last,
  email: `${first.toLowerCase()}.${last.toLowerCase()}@example.be`,
  phone: "0477 12 34 56",
  privacyConsent: "on",
});

async function booked(slotId: number) {
  const [row] = await bench.db
    .select({ booked: appointmentSlots.booked, capacity: appointmentSlots.capacity })
    .from(appointmentSlots)
    .where(eq(appointmentSlots.id, slotId));
  return row!;
}

const deliver = () => deliverDue(bench.db, bench.transport, { now: new Date(Date.now() + 60_000) });
const mailTo = (address: string) => bench.smtp.received.find((mail) => mail.envelopeTo.includes(address));

describe("the booking page", () => {
  it("offers the free slots of the settings, grouped by day in the visitor's language: from tomorrow 09:30 (24 hours' notice), no Sundays, 28 days", async () => {
    const nl = await page(SALE);
    expect(nl.status).toBe(200);
    expect(nl.headers.get("Cache-Control")).toBe("private, no-store");
    const { days } = nl.data;
    expect(days[0]!.label).toBe("dinsdag 1 december 2026");
    expect(days[0]!.slots.map((slot) => slot.label).slice(0, 3)).toEqual(["09:30–10:00", "10:00–10:30", "10:30–11:00"]);
    expect(days[0]!.slots).toHaveLength(5 + 8); // 09:30–12:00 and 14:00–18:00
    expect(days.at(-1)!.label).toBe("zaterdag 26 december 2026");
    expect(days).toHaveLength(23); // 1 to 26 December without the three Sundays
    expect(days.some((day) => day.label.startsWith("zondag"))).toBe(false);
    // Wednesday's afternoon runs to 19:00 in the shipped settings
    expect(days.find((day) => day.date === "2026-12-02")!.slots.at(-1)!.label).toBe("18:30–19:00");

    const fr = await page(SALE, "fr");
    expect(fr.data.days[0]!.label).toBe("mardi 1 décembre 2026");
    expect(fr.data.days[0]!.slots.map((slot) => slot.id)).toEqual(days[0]!.slots.map((slot) => slot.id));
  });

  it("is not for search engines, and says where the other languages' pages are", async () => {
    const { seo } = (await page(SALE)).data;
    expect(seo.robots).toBe("noindex, follow");
    expect(seo.canonical).toBe(`${SITE}/nl/afspraak/${SALE}/`);
    expect(seo.alternates.find((a) => a.hreflang === "fr")?.href).toBe(`${SITE}/fr/rendez-vous/${SALE}/`);
  });

  it("makes the slots once: showing the page again, several times at once, adds no row", async () => {
    const first = await page(SALE);
    const offered = first.data.days.flatMap((day) => day.slots).length;
    await Promise.all([page(SALE), page(SALE), page(SALE, "fr")]);
    const [rows] = await bench.db
      .select({ n: count() })
      .from(appointmentSlots)
      .where(eq(appointmentSlots.propertyId, SALE));
    expect(rows!.n).toBe(offered);
    // the next day the horizon moves on by a day: that day's slots are added, nothing twice
    vi.setSystemTime(new Date("2026-12-01T08:00:00Z"));
    const next = await page(SALE);
    expect(next.data.days.at(-1)!.label).toBe("maandag 28 december 2026");
    const [after] = await bench.db
      .select({ n: count() })
      .from(appointmentSlots)
      .where(eq(appointmentSlots.propertyId, SALE));
    expect(after!.n).toBe(offered + 13);
  });

  it("slots past by more than a day are removed when the horizon moves on, unless someone booked them", async () => {
    const days = (await page(SALE)).data.days;
    const bookedSlot = days[0]!.slots[0]!;
    expect((await book(SALE, { ...person("Ann", "Peeters"), slot: String(bookedSlot.id) })).status).toBe(303);
    vi.setSystemTime(new Date("2026-12-10T08:00:00Z"));
    await page(SALE);
    const early = await bench.db
      .select({ id: appointmentSlots.id, booked: appointmentSlots.booked })
      .from(appointmentSlots)
      .where(and(eq(appointmentSlots.propertyId, SALE), lt(appointmentSlots.endsAt, new Date("2026-12-09T08:00:00Z"))));
    expect(early).toEqual([{ id: bookedSlot.id, booked: 1 }]);
    // the slots of the day before yesterday on are still there
    const [kept] = await bench.db
      .select({ n: count() })
      .from(appointmentSlots)
      .where(
        and(eq(appointmentSlots.propertyId, SALE), gte(appointmentSlots.startsAt, new Date("2026-12-09T00:00:00Z"))),
      );
    expect(kept!.n).toBeGreaterThan(0);
  });

  it("an unknown id, a malformed id or a listing no longer available is the 'property not found or sold' page (404)", async () => {
    expect((await page(9999999)).status).toBe(404);
    expect((await page("abc")).status).toBe(404);
    await bench.db.update(properties).set({ availability: "rented" }).where(eq(properties.id, 4200002));
    try {
      const rented = await page(4200002);
      expect(rented.status).toBe(404);
      expect(rented.data).toMatchObject({ intro: "Bekijk ons actuele aanbod" });
      expect((await book(4200002, { ...person("Ann", "Peeters"), slot: "1" })).status).toBe(404);
    } finally {
      await bench.db.update(properties).set({ availability: "available" }).where(eq(properties.id, 4200002));
    }
  });
});

describe("booking a visit", () => {
  it("nl: the place is taken, the lead stored with its two mails; the agency's mail has every field, the visitor's the date and time in Dutch", async () => {
    const slot = (await page(SALE)).data.days[0]!.slots[0]!;
    const answer = await book(SALE, {
      ...person("Ann", "Peeters"),
      slot: String(slot.id),
      message: "Ik kom met de fiets.",
    });
    expect(answer).toMatchObject({ status: 303, location: "/nl/bedankt/afspraak/" });

    expect(await booked(slot.id)).toEqual({ booked: 1, capacity: 1 });
    const [lead] = await bench.db.select().from(leads);
    expect(lead).toMatchObject({ kind: "appointment", locale: "nl", propertyId: SALE });
    expect(lead!.payload).toMatchObject({
      slotId: slot.id,
      startsAt: "2026-12-01T08:30:00.000Z",
      endsAt: "2026-12-01T09:00:00.000Z",
      message: "Ik kom met de fiets.",
    });
    // a booked-out slot is no longer offered
    const after = (await page(SALE)).data.days[0]!.slots;
    expect(after.map((s) => s.id)).not.toContain(slot.id);
    expect(after[0]!.label).toBe("10:00–10:30");

    expect(await deliver()).toEqual({ delivered: 2, retried: 0, failed: 0 });
    const title = (await page(SALE)).data.listing.title;
    const agency = mailTo(AGENCY)!;
    expect(agency.header("subject")).toBe(
      `Nieuwe afspraak voor een bezoek aan ref. ${SALE} – dinsdag 1 december 2026 09:30 – ${title}`,
    );
    expect(agency.header("reply-to")).toBe("ann.peeters@example.be");
    for (const line of [
      "Naam: Mevr. Ann Peeters",
      "E-mailadres: ann.peeters@example.be",
      "Telefoonnummer: 0477 12 34 56",
      `Referentie: ${SALE}\nPand: ${title}`,
      "Datum: dinsdag 1 december 2026",
      "Uur: tussen 09:30 en 10:00",
      "Vraag of opmerking: Ik kom met de fiets.",
      "Wil de nieuwsbrief ontvangen: nee",
    ]) {
      expect(agency.text).toContain(line);
    }
    const visitor = mailTo("ann.peeters@example.be")!;
    expect(visitor.header("subject")).toBe("Bevestiging van uw afspraak");
    expect(visitor.text).toContain("Beste Ann Peeters,");
    expect(visitor.text).toContain(
      `Uw bezoek aan ${title} is bevestigd op dinsdag 1 december 2026, tussen 09:30 en 10:00.`,
    );
    expect(visitor.text).toContain(`${SITE}/nl/te-koop/gent/`);
    expect(visitor.text).not.toContain("huurwaarborg"); // for sale
  });

  it("fr, a rental: the confirmation in French names the deposit of settings.rental.depositMonths, the first month's rent and the charges", async () => {
    const slot = (await page(RENT, "fr")).data.days[2]!.slots[1]!;
    const answer = await book(RENT, { ...person("Marie", "Dubois"), slot: String(slot.id), newsletter: "on" }, "fr");
    expect(answer).toMatchObject({ status: 303, location: "/fr/merci/rendez-vous/" });
    await deliver();
    const visitor = mailTo("marie.dubois@example.be")!;
    expect(visitor.header("subject")).toBe("Confirmation de votre rendez-vous");
    expect(visitor.text).toContain("Bonjour Marie Dubois");
    expect(visitor.text).toContain("est confirmée le jeudi 3 décembre 2026, entre 10:00 et 10:30.");
    expect(visitor.text).toContain("Heure\u00a0: entre 10:00 et 10:30");
    expect(visitor.text).toMatch(/Loyer\u00a0: € [\d.]+/);
    expect(visitor.text).toContain(
      "nous demandons une garantie locative de 3\u00a0mois, le premier mois de loyer et les charges.",
    );
    // subscribed: the confirmation carries the one-click unsubscribe link
    expect(visitor.header("list-unsubscribe")).toMatch(/^<https:\/\/agency\.example\/fr\//);
    const agency = mailTo(AGENCY)!;
    expect(agency.text).toContain("Datum: donderdag 3 december 2026");
    expect(agency.text).toMatch(/Huurprijs: € [\d.]+/);
    expect(agency.text).toContain("Wil de nieuwsbrief ontvangen: ja");
  });

  it("the deposit follows the settings", async () => {
    const twoMonths = {
      ...bench.content,
      settings: { ...bench.content.settings, rental: { ...bench.content.settings.rental, depositMonths: 2 } },
    };
    const slot = (await page(RENT, "nl", context({ content: twoMonths }))).data.days[0]!.slots[0]!;
    expect(
      (await book(RENT, { ...person("Jan", "Claes"), slot: String(slot.id) }, "nl", context({ content: twoMonths })))
        .status,
    ).toBe(303);
    await deliver();
    expect(mailTo("jan.claes@example.be")!.text).toContain(
      "vragen we 2 maanden huurwaarborg, de eerste maand huur en de lasten.",
    );
  });

  it("an incomplete post answers 400 with each error in the visitor's language; nothing is stored or booked", async () => {
    const slot = (await page(SALE)).data.days[0]!.slots[0]!;
    const answer = await book(SALE, { firstName: "Ann", email: "ann@" });
    expect(answer.status).toBe(400);
    expect(answer.data.errors).toMatchObject({
      slot: "Kies een tijdstip voor uw bezoek",
      lastName: "Vul uw familienaam in",
      email: "Vul een geldig e-mailadres in",
      privacyConsent: "U moet akkoord gaan met de privacyverklaring",
    });
    expect(answer.data.values).toMatchObject({ firstName: "Ann", email: "ann@" });
    const fr = await book(SALE, { ...person("Marie", "Dubois"), privacyConsent: "" }, "fr");
    expect(fr.data.errors).toMatchObject({ slot: "Choisissez un moment pour votre visite" });
    expect(await bench.db.select().from(leads)).toHaveLength(0);
    expect(await booked(slot.id)).toEqual({ booked: 0, capacity: 1 });
  });

  it("a slot of another listing is refused (400) and takes nothing", async () => {
    const other = (await page(4200001)).data.days[0]!.slots[0]!;
    await page(SALE);
    const answer = await book(SALE, { ...person("Ann", "Peeters"), slot: String(other.id) });
    expect(answer.status).toBe(400);
    expect(answer.data.errors.slot).toBe("Kies een tijdstip voor uw bezoek");
    expect(await booked(other.id)).toEqual({ booked: 0, capacity: 1 });
  });

  it("when the lead cannot be stored, the visitor is asked to try again (503) and the place is given back", async () => {
    const slot = (await page(SALE)).data.days[0]!.slots[0]!;
    // An agency address the outbox refuses: the lead's transaction fails after the place was taken.
    const answer = await book(
      SALE,
      { ...person("Ann", "Peeters"), slot: String(slot.id) },
      "nl",
      context({ agencyEmail: "" }),
    );
    expect(answer.status).toBe(503);
    expect(answer.data.errors[""]).toBe("Bericht niet verzonden, probeer het opnieuw");
    expect(await booked(slot.id)).toEqual({ booked: 0, capacity: 1 });
    expect(await bench.db.select().from(leads)).toHaveLength(0);
    expect((await page(SALE)).data.days[0]!.slots[0]!.id).toBe(slot.id);
  });
});

describe("a slot taken in between (another booking won it)", () => {
  it("the second booking of a slot gets 409 'this time is no longer free', keeps what was typed, and the page offers the current slots without it", async () => {
    const before = (await page(SALE)).data.days;
    const slot = before[0]!.slots[2]!;
    expect(
      (await book(SALE, { ...person("Ann", "Peeters"), slot: String(slot.id), day: before[0]!.date })).status,
    ).toBe(303);

    const late = await book(SALE, {
      ...person("Marie", "Dubois"),
      slot: String(slot.id),
      day: before[0]!.date,
      message: "Liefst in de voormiddag",
    });
    expect(late.status).toBe(409);
    expect(late.data.errors).toEqual({ slot: "Dit tijdstip is niet meer vrij: kies een ander tijdstip" });
    expect(late.data.values).toMatchObject({
      lastName: "Dubois",
      email: "marie.dubois@example.be",
      message: "Liefst in de voormiddag",
      day: before[0]!.date,
    });
    expect(await booked(slot.id)).toEqual({ booked: 1, capacity: 1 });
    expect(await bench.db.select().from(leads)).toHaveLength(1);

    // The page shown again with the answer: the same day, one time less, every other slot still there.
    const after = (await page(SALE)).data.days;
    expect(after[0]!.date).toBe(before[0]!.date);
    expect(after[0]!.slots.map((s) => s.id)).toEqual(before[0]!.slots.map((s) => s.id).filter((id) => id !== slot.id));
    expect(after.flatMap((day) => day.slots)).toHaveLength(before.flatMap((day) => day.slots).length - 1);
  });

  it("fr: the same answer in French", async () => {
    const slot = (await page(SALE, "fr")).data.days[1]!.slots[0]!;
    expect((await book(SALE, { ...person("Ann", "Peeters"), slot: String(slot.id) }, "fr")).status).toBe(303);
    const late = await book(SALE, { ...person("Marie", "Dubois"), slot: String(slot.id) }, "fr");
    expect(late.status).toBe(409);
    expect(late.data.errors).toEqual({ slot: "Ce créneau n'est plus libre\u00a0: choisissez-en un autre" });
  });

  it("'all appointments are full' only when the taken slot was the last free one: the page then offers no day and no form", async () => {
    const days = (await page(SALE)).data.days;
    const last = days.at(-1)!.slots.at(-1)!;
    // Every other slot of the listing is booked out.
    await bench.db
      .update(appointmentSlots)
      .set({ booked: 1 })
      .where(and(eq(appointmentSlots.propertyId, SALE), ne(appointmentSlots.id, last.id)));
    expect((await page(SALE)).data.days.flatMap((day) => day.slots.map((s) => s.id))).toEqual([last.id]);

    expect((await book(SALE, { ...person("Ann", "Peeters"), slot: String(last.id) })).status).toBe(303);
    const late = await book(SALE, { ...person("Marie", "Dubois"), slot: String(last.id) });
    expect(late.status).toBe(409);
    expect(late.data.errors).toEqual({ slot: "Alle afspraken zijn volzet" });
    const fr = await book(SALE, { ...person("Marie", "Dubois"), slot: String(last.id) }, "fr");
    expect(fr.data.errors).toEqual({ slot: "Tous les rendez-vous sont complets" });
    expect((await page(SALE)).data.days).toEqual([]);
  });
});

describe("the last place, booked twice at the same moment", () => {
  it("one visitor is confirmed, the other told 'this time is no longer free' (409) with the form refilled; the slot is gone from the page", async () => {
    const slot = (await page(SALE)).data.days[1]!.slots[0]!;
    const [ann, marie] = await Promise.all([
      book(SALE, { ...person("Ann", "Peeters"), slot: String(slot.id) }),
      book(SALE, { ...person("Marie", "Dubois"), slot: String(slot.id) }),
    ]);
    const answers = [ann!, marie!];
    expect(answers.map((a) => a.status).sort()).toEqual([303, 409]);
    const full = answers.find((a) => a.status === 409)!;
    expect(full.data.errors).toEqual({ slot: "Dit tijdstip is niet meer vrij: kies een ander tijdstip" });
    expect(full.data.values).toMatchObject({
      slot: String(slot.id),
      lastName: expect.stringMatching(/Peeters|Dubois/),
    });

    expect(await booked(slot.id)).toEqual({ booked: 1, capacity: 1 });
    const stored = await bench.db.select().from(leads);
    expect(stored).toHaveLength(1);
    const winner = (stored[0]!.payload as { contact: { lastName: string } }).contact.lastName;
    expect(full.data.values.lastName).not.toBe(winner);
    expect(await bench.db.select().from(outbox)).toHaveLength(2);
    expect((await page(SALE)).data.days[1]!.slots.map((s) => s.id)).not.toContain(slot.id);
  });

  it("a slot of three places booked five times at once: exactly three confirmed, two told it is no longer free", async () => {
    const slot = (await page(SALE)).data.days[2]!.slots[0]!;
    await bench.db.update(appointmentSlots).set({ capacity: 3 }).where(eq(appointmentSlots.id, slot.id));
    const names = ["Ann", "Bart", "Chloe", "Dirk", "Els"];
    const answers = await Promise.all(
      names.map((name) => book(SALE, { ...person(name, "Test"), slot: String(slot.id) })),
    );
    expect(answers.filter((a) => a.status === 303)).toHaveLength(3);
    expect(answers.filter((a) => a.status === 409).map((a) => a.data.errors.slot)).toEqual([
      "Dit tijdstip is niet meer vrij: kies een ander tijdstip",
      "Dit tijdstip is niet meer vrij: kies een ander tijdstip",
    ]);
    expect(await booked(slot.id)).toEqual({ booked: 3, capacity: 3 });
    const [leadCount] = await bench.db
      .select({ n: count() })
      .from(leads)
      .where(and(eq(leads.kind, "appointment"), eq(leads.propertyId, SALE)));
    expect(leadCount!.n).toBe(3);
  });
});
