import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { demandRegistrations, leads, newsletterSubscriptions, outbox, properties, testimonials } from "#db/schema.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { searchKey } from "#app/lib/search-key.ts";
import * as appointmentPage from "#app/routes/forms/appointment.tsx";
import * as contactPage from "#app/routes/content/content-page.tsx";
import * as demandPage from "#app/routes/forms/demand-register.tsx";
import * as valuationPage from "#app/routes/forms/free-valuation.tsx";
import * as projectPage from "#app/routes/listings/project-detail.tsx";
import * as propertyPage from "#app/routes/listings/property-detail.tsx";
import * as offerPage from "#app/routes/forms/purchase-offer.tsx";
import * as rentalPage from "#app/routes/forms/rental-application.tsx";
import * as testimonialPage from "#app/routes/forms/testimonial-form.tsx";
import type { ReceivedMail } from "#tests/doubles/smtp-server.ts";
import {
  AGENCY_EMAIL,
  SITE,
  deliverToDouble,
  emptyTables,
  formContext,
  load,
  mailTo,
  post,
  useLeadFormBench,
} from "#tests/setup/route-harness.ts";

/**
 * The mails to the agency (decision 0034), as an agent receives them from the SMTP server: a
 * French-speaking visitor posts each form of the site on its French page while the agency reads
 * Dutch (AGENCY_LANGUAGE=nl). Every mail is in Dutch, addressed to the agent (a heading per lead
 * kind, no "your …" labels), names the visitor's language, gives the phone by the §5 rule, the
 * listing's reference, title and link for a listing's lead, and replies to the visitor. No mail to
 * anyone asks to run a command.
 */
const bench = useLeadFormBench();
/** A rent listing that is not a holiday home (the sample's rent listings all are). */
const RENTAL = 4190001;

beforeAll(async () => {
  await bench.db.insert(properties).values({
    id: RENTAL,
    goal: 1,
    isHoliday: false,
    typeId: 2,
    zip: "9200",
    city: "Dendermonde",
    citySearchKey: searchKey("Dendermonde"),
    price: 850,
    texts: { nl: { title: "Appartement met terras" }, fr: { title: "Appartement avec terrasse" } },
  });
});
beforeEach(async () => {
  bench.smtp.received.length = 0;
  await emptyTables(bench.db, outbox, demandRegistrations, newsletterSubscriptions, testimonials, leads);
});

const context = (agencyLanguage: Locale | undefined = "nl"): AppLoadContext => {
  const base = formContext(bench.db, bench.content);
  return { ...base, config: { ...base.config, ...(agencyLanguage ? { agencyLanguage } : {}) } } as AppLoadContext;
};

/** Marie writes in French and types her phone the international way: the agent reads it by §5. */
const MARIE = {
  title: "ms",
  firstName: "Marie",
  lastName: "Dubois",
  email: "marie.dubois@example.be",
  phone: "+32 52 33.44.55",
  privacyConsent: "on",
};
const PHONE = "052 33 44 55";

const HOUSE = {
  id: 4100001,
  path: "/fr/a-vendre/buggenhout/maison-mitoyenne-renovee-avec-jardin-ensoleille-au-coeur-de-buggenhout/4100001/",
};
const PROJECT = { id: 5100001, path: "/fr/projets/dendermonde/residentie-de-schelde/5100001/" };
/** The listings as the Dutch-reading agent gets them: their Dutch title and page (the visitor posted on the French one). */
const HOUSE_NL = {
  id: HOUSE.id,
  title: "Gerenoveerde rijwoning met zonnige tuin in hartje Buggenhout",
  path: "/nl/te-koop/buggenhout/gerenoveerde-rijwoning-met-zonnige-tuin-in-hartje-buggenhout/4100001/",
};
const PROJECT_NL = {
  id: PROJECT.id,
  title: "Residentie De Schelde",
  path: "/nl/projecten/dendermonde/residentie-de-schelde/5100001/",
};

/** The first free slot the French appointment page of a listing offers. */
async function firstSlot(id: number): Promise<string> {
  const page = await load(appointmentPage.loader, `/fr/rendez-vous/${id}/`, context(), { id: String(id) });
  const days = (page.data as { days: { slots: { id: number }[] }[] }).days;
  const slot = days.flatMap((day) => day.slots)[0];
  if (!slot) throw new Error(`no free slot for ${id}`);
  return String(slot.id);
}

/** A listing's title and page in a language, as its rental or offer page shows them. */
async function formListing(
  page: typeof offerPage | typeof rentalPage,
  path: string,
  id: number,
): Promise<{ title: string; path: string }> {
  const answer = await load(page.loader, path, context(), { id: String(id) });
  return (answer.data as { listing: { title: string; path: string } }).listing;
}

type Case = {
  kind: string;
  /** The Dutch heading the mail opens with, also the start of its subject. */
  heading: string;
  post: () => Promise<{ status: number }>;
  /** For a listing's lead: its reference, and how to find its title and page. */
  listing?: () => Promise<{ id: number; title: string; path: string }>;
  /** Texts of the form's own rows, as the agent reads them (and visitor-facing words that must not appear). */
  contains?: string[];
};

const propertyTitle = async () => HOUSE_NL;

const CASES: Case[] = [
  {
    kind: "site-contact",
    heading: "Nieuw bericht via het contactformulier",
    post: () =>
      post(
        contactPage.action,
        "/fr/contact/",
        { form: "site-contact", ...MARIE, message: "Êtes-vous ouverts le samedi ?" },
        context(),
      ),
    contains: ["Bericht: Êtes-vous ouverts le samedi ?"],
  },
  {
    kind: "info-request",
    heading: `Nieuwe infovraag voor ref. ${HOUSE.id}`,
    post: () =>
      post(
        propertyPage.action,
        HOUSE.path,
        { form: "property-contact", request: "info", contactDevice: "email", ...MARIE },
        context(),
        { id: String(HOUSE.id) },
      ),
    listing: propertyTitle,
    contains: ["Vraag: Meer informatie", "Contact bij voorkeur: Via e-mail"],
  },
  {
    kind: "visit-request",
    heading: `Nieuwe bezoekaanvraag voor ref. ${HOUSE.id}`,
    post: () =>
      post(
        propertyPage.action,
        HOUSE.path,
        {
          form: "property-contact",
          request: "visit",
          timeSlots: ["10:00-13:00"],
          contactDevice: "phone",
          message: "Samedi ?",
          ...MARIE,
        },
        context(),
        {
          id: String(HOUSE.id),
        },
      ),
    listing: propertyTitle,
    contains: [
      "Vraag: Een bezoek",
      "Wanneer bellen: 10:00-13:00",
      "Contact bij voorkeur: Telefonisch",
      "Vraag of opmerking: Samedi ?",
    ],
  },
  {
    kind: "appointment",
    heading: `Nieuwe afspraak voor een bezoek aan ref. ${HOUSE.id}`,
    post: async () => {
      const slot = await firstSlot(HOUSE.id);
      return post(
        appointmentPage.action,
        `/fr/rendez-vous/${HOUSE.id}/`,
        { form: "appointment", slot, ...MARIE },
        context(),
        { id: String(HOUSE.id) },
      );
    },
    listing: propertyTitle,
    contains: ["Datum: ", "Uur: "],
  },
  {
    kind: "purchase-offer",
    heading: `Nieuw bod op ref. ${HOUSE.id}`,
    post: () =>
      post(
        offerPage.action,
        `/fr/offre-d-achat/${HOUSE.id}/`,
        {
          form: "purchase-offer",
          ...MARIE,
          amount: "325.000",
          startDate: "2030-12-01",
          endDate: "2030-12-15",
          place: "Buggenhout",
          signDate: "2030-11-30",
          conditions: "Sous réserve de prêt",
        },
        context(),
        { id: String(HOUSE.id) },
      ),
    listing: propertyTitle,
    contains: [
      "Bod (in letters): driehonderdvijfentwintigduizend euro",
      "Opschortende voorwaarden: Sous réserve de prêt",
    ],
  },
  {
    kind: "rental-application",
    heading: `Nieuwe huurkandidatuur voor ref. ${RENTAL}`,
    post: () =>
      post(
        rentalPage.action,
        `/fr/candidature-location/${RENTAL}/`,
        {
          form: "rental-application",
          ...MARIE,
          adults: "2",
          children: "0",
          childAges: ["", "", "", "", ""],
          movingDate: "2030-01-15",
          income1: "4.000",
          income2: "3.000",
        },
        context(),
        { id: String(RENTAL) },
      ),
    listing: async () => ({ id: RENTAL, ...(await formListing(rentalPage, `/nl/huuraanvraag/${RENTAL}/`, RENTAL)) }),
    contains: ["Aantal volwassenen: 2"],
  },
  {
    kind: "documents-request",
    heading: `Documenten gevraagd voor ref. ${HOUSE.id}`,
    post: () =>
      post(propertyPage.action, HOUSE.path, { form: "documents-request", ...MARIE }, context(), {
        id: String(HOUSE.id),
      }),
    listing: propertyTitle,
    // Named in the agency's language, not the visitor's (Certificat PEB).
    contains: ["Documenten:\nEPC-certificaat\nAsbestattest"],
  },
  {
    kind: "send-to-friend",
    heading: `Ref. ${HOUSE.id} doorgestuurd naar een vriend`,
    post: () =>
      post(
        propertyPage.action,
        HOUSE.path,
        {
          form: "send-to-friend",
          ...MARIE,
          friendFirstName: "Jan",
          friendLastName: "Claes",
          friendEmail: "jan.claes@example.be",
          message: "Regarde celle-ci",
        },
        context(),
        { id: String(HOUSE.id) },
      ),
    listing: propertyTitle,
    contains: ["Vriend (ontvanger): Jan Claes <jan.claes@example.be>", "Bericht aan de vriend: Regarde celle-ci"],
  },
  {
    kind: "project-enquiry",
    heading: `Nieuwe vraag over project ref. ${PROJECT.id}`,
    post: () =>
      post(
        projectPage.action,
        PROJECT.path,
        { form: "project-enquiry", ...MARIE, message: "Reste-t-il un penthouse ?" },
        context(),
        { id: String(PROJECT.id) },
      ),
    listing: async () => PROJECT_NL,
    contains: ["Project: Residentie De Schelde", "Vraag of opmerking: Reste-t-il un penthouse ?"],
  },
  {
    kind: "free-valuation",
    heading: "Nieuwe aanvraag voor een gratis schatting",
    post: () =>
      post(
        valuationPage.action,
        "/fr/estimation-gratuite/",
        {
          form: "free-valuation",
          ...MARIE,
          street: "Rue Haute",
          houseNumber: "3",
          zip: "4000",
          city: "Liège",
          propertyType: "2",
        },
        context(),
      ),
    contains: ["Adres van het pand: Rue Haute 3, 4000 Liège", "Gewest: "],
  },
  {
    kind: "demand-register",
    heading: "Nieuwe zoekopdracht geregistreerd",
    post: () =>
      post(
        demandPage.action,
        "/fr/restez-informe/",
        { form: "demand-register", goal: "rent", types: "10", zones: "6987", priceMax: "1500", ...MARIE },
        context(),
      ),
    contains: ["Wil: Huren", "Meldingen: "],
  },
  {
    kind: "testimonial",
    heading: "Nieuwe getuigenis ontvangen",
    post: () =>
      post(
        testimonialPage.action,
        "/fr/laisser-un-temoignage/",
        {
          form: "testimonial",
          ...MARIE,
          name: "Marie D.",
          about: "Acheteuse à Lebbeke",
          poster: "buyer",
          comment: "Un service impeccable du début à la fin.",
        },
        context(),
      ),
    contains: [
      "Naam bij de getuigenis: Marie D.",
      "Over de schrijver: Acheteuse à Lebbeke",
      "Rol: Koper",
      "Getuigenis: Un service impeccable",
      "Status: Wacht op goedkeuring",
      // Its page in the console, where the agent publishes it (decision 0051).
      `Nakijken en publiceren in het beheer: ${SITE}/admin/testimonials/`,
    ],
  },
];

/** Words of the visitor's side of a form that an agent's mail must not use. */
const VISITOR_WORDING = [
  /\buw\b/i,
  /\bvotre\b/i,
  /\byour\b/i,
  /\bmijn\b/i,
  /\bIk wil\b/,
  /\bJe souhaite\b/,
  /via de website:/,
];

async function agencyMailOf(
  run: () => Promise<{ status: number }>,
): Promise<{ agency: ReceivedMail; all: ReceivedMail[] }> {
  const answer = await run();
  expect(answer.status).toBe(303);
  const all = await deliverToDouble(bench.db, bench.smtp);
  return { agency: mailTo(all, AGENCY_EMAIL), all };
}

describe("a French visitor's lead, mailed to a Dutch-reading agency", () => {
  it.each(CASES.map((c) => [c.kind, c] as const))(
    "%s: in Dutch, to the agent, with the visitor's language, the §5 phone and Reply-To the visitor",
    async (_kind, c) => {
      const { agency } = await agencyMailOf(c.post);
      const text = agency.text ?? "";
      if (process.env.PRINT_AGENCY_MAILS)
        console.log(`Subject: ${agency.header("subject")}\nReply-To: ${agency.header("reply-to")}\n\n${text}`);
      expect(agency.header("reply-to")).toBe(MARIE.email);
      expect(agency.header("subject")).toMatch(new RegExp(`^${c.heading.replace(/[.()]/g, "\\$&")}( – .+)?$`));
      expect(text.startsWith(`${c.heading}\n\nVia de website ontvangen op `)).toBe(true);
      expect(text).toContain("Klik op Beantwoorden om Marie Dubois rechtstreeks te schrijven.");
      for (const row of [
        "Naam: Mevr. Marie Dubois",
        `E-mailadres: ${MARIE.email}`,
        `Telefoonnummer: ${PHONE}`,
        "Taal van de bezoeker: Frans",
        ...(c.contains ?? []),
      ]) {
        expect(text).toContain(row);
      }
      for (const wording of VISITOR_WORDING) expect(text).not.toMatch(wording);
      if (c.listing) {
        const listing = await c.listing();
        expect(listing.title).toMatch(c.kind === "rental-application" ? /^Appartement met terras$/ : /\w/);
        expect(agency.header("subject")).toMatch(new RegExp(` – ${listing.title}$`));
        expect(text).toContain(
          `Referentie: ${listing.id}\n${c.kind === "project-enquiry" ? "Project" : "Pand"}: ${listing.title}`,
        );
        expect(text).toContain(`Bekijk op de website: ${SITE}${listing.path}`);
        expect(agency.html).toContain(`<a href="${SITE}${listing.path}">Bekijk op de website</a>`);
      } else {
        expect(text).not.toContain("Referentie:");
      }
    },
  );

  it("in the language AGENCY_LANGUAGE names: English, the visitor's language named in English", async () => {
    const { agency } = await agencyMailOf(() =>
      post(
        propertyPage.action,
        HOUSE.path,
        { form: "property-contact", request: "visit", contactDevice: "phone", ...MARIE },
        context("en"),
        { id: String(HOUSE.id) },
      ),
    );
    expect(agency.header("subject")).toMatch(new RegExp(`^New viewing request for ref ${HOUSE.id} – `));
    expect(agency.text).toContain("Visitor's language: French");
    expect(agency.text).toContain("Request: A viewing");
    expect(agency.text).toContain(`Phone number: ${PHONE}`);
    expect(agency.text).toMatch(new RegExp(`View on the website: ${SITE}/en/[^\\s]+/4100001/`));
  });

  it("an agency language the site does not offer: the listing's title and page as the visitor saw them", async () => {
    const withoutGerman = {
      ...bench.content,
      languages: {
        ...bench.content.languages,
        languageUse: bench.content.languages.languageUse.map((l) => ({ ...l, use: l.code !== "de" })),
      },
    };
    const ctx = { ...context("de"), content: withoutGerman } as AppLoadContext;
    const { agency } = await agencyMailOf(() =>
      post(
        propertyPage.action,
        HOUSE.path,
        { form: "property-contact", request: "info", contactDevice: "email", ...MARIE },
        ctx,
        { id: String(HOUSE.id) },
      ),
    );
    expect(agency.text).toContain("Sprache des Besuchers: Französisch");
    expect(agency.text).toContain(`${SITE}${HOUSE.path}`);
  });

  it("a context without the setting (scripts, older callers): Dutch, the setting's default", async () => {
    const { agency } = await agencyMailOf(() =>
      post(
        contactPage.action,
        "/fr/contact/",
        { form: "site-contact", ...MARIE, message: "Bonjour" },
        context(undefined),
      ),
    );
    expect(agency.header("subject")).toBe("Nieuw bericht via het contactformulier – Marie Dubois");
  });
});

describe("no mail asks anyone to run a command", () => {
  it.each(["nl", "fr", "en", "de"] as const)(
    "agency in %s: the testimonial mails (pending and published) and the visitor's copies say what happens next in words",
    async (lang) => {
      const autoPublish = { ...bench.content, settings: { ...bench.content.settings, testimonialAutoPublish: true } };
      const fields = {
        form: "testimonial",
        ...MARIE,
        name: "Marie D.",
        comment: "Un service impeccable du début à la fin.",
      };
      await post(testimonialPage.action, "/fr/laisser-un-temoignage/", fields, context(lang));
      const published = { ...context(lang), content: autoPublish } as AppLoadContext;
      await post(
        testimonialPage.action,
        "/fr/laisser-un-temoignage/",
        { ...fields, email: "marie.d@example.be" },
        published,
      );
      const mails = await deliverToDouble(bench.db, bench.smtp);
      expect(mails).toHaveLength(4);
      for (const mail of mails) {
        expect(mail.text).not.toMatch(/npm run|npx |--\s*publish/);
        expect(mail.html).not.toMatch(/npm run|npx /);
      }
      const [pending] = await bench.db.select().from(testimonials).where(eq(testimonials.status, "pending"));
      expect(pending).toBeDefined();
    },
  );
});
