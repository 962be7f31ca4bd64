import { describe, expect, it } from "vitest";
import { LeadForwardingError, providerCallFor, type StoredLead } from "./provider-forwarding.ts";

const contact = {
  title: "ms",
  firstName: "Ann",
  lastName: "Peeters",
  email: "ann.peeters@example.be",
  phone: "0470 12 34 56",
};
const person = {
  title: "ms",
  firstName: "Ann",
  lastName: "Peeters",
  email: "ann.peeters@example.be",
  phone: "0470 12 34 56",
};

function lead(
  kind: string,
  payload: Record<string, unknown> = {},
  ids: { propertyId?: number; projectId?: number } = {},
): StoredLead {
  return {
    kind,
    locale: "fr",
    propertyId: ids.propertyId ?? null,
    projectId: ids.projectId ?? null,
    payload: { contact, ...payload },
  };
}

describe("providerCallFor: lead kind → provider call", () => {
  it.each([
    [
      "info-request",
      lead("info-request", { message: "Is de tuin zuidgericht?" }, { propertyId: 4100001 }),
      { call: "contactProperty", locale: "fr", person, propertyId: 4100001, message: "Is de tuin zuidgericht?" },
    ],
    [
      "documents-request",
      lead("documents-request", {}, { propertyId: 4100002 }),
      { call: "contactProperty", locale: "fr", person, propertyId: 4100002 },
    ],
    [
      "visit-request",
      lead("visit-request", { message: "Zaterdag?" }, { propertyId: 4100003 }),
      { call: "contactProperty", locale: "fr", person, propertyId: 4100003, message: "Zaterdag?", topic: "visit" },
    ],
    [
      "project-enquiry",
      lead("project-enquiry", { message: "Prijslijst?" }, { projectId: 5100001 }),
      { call: "contactProject", locale: "fr", person, projectId: 5100001, message: "Prijslijst?" },
    ],
    [
      "demand-register",
      lead("demand-register", {
        goal: "sale",
        typeIds: [1, 2],
        zips: ["9200", "9255"],
        priceMin: 200000,
        priceMax: 350000,
        bedroomsMin: 2,
      }),
      {
        call: "registerDemand",
        locale: "fr",
        person,
        goal: "sale",
        typeIds: [1, 2],
        zips: ["9200", "9255"],
        priceMin: 200000,
        priceMax: 350000,
        bedroomsMin: 2,
      },
    ],
    [
      "demand-register with the provider's goal number, string ids and empty bounds",
      lead("demand-register", {
        goal: 1,
        typeIds: ["3"],
        zips: [9280],
        priceMin: null,
        priceMax: null,
        bedroomsMin: null,
      }),
      { call: "registerDemand", locale: "fr", person, goal: "rent", typeIds: [3], zips: ["9280"] },
    ],
    [
      "free-valuation",
      lead("free-valuation", {
        address: { street: "Kerkstraat", houseNumber: "12", zip: "9200", city: "Dendermonde" },
        message: "Rijwoning",
      }),
      {
        call: "registerPerson",
        locale: "fr",
        person,
        message: "Rijwoning",
        address: { street: "Kerkstraat", houseNumber: "12", zip: "9200", city: "Dendermonde" },
      },
    ],
    [
      "site-contact",
      lead("site-contact", { message: "Bel mij" }),
      { call: "registerPerson", locale: "fr", person, message: "Bel mij" },
    ],
    ["newsletter", lead("newsletter"), { call: "registerPerson", locale: "fr", person }],
    [
      "appointment",
      lead("appointment", { startsAt: "2026-12-05T10:00:00+01:00" }, { propertyId: 4100001 }),
      { call: "addVisit", locale: "fr", person, propertyId: 4100001, startsAt: "2026-12-05T10:00:00+01:00" },
    ],
    [
      "purchase-offer: its terms, labelled in the visitor's language, before the buyer's remark",
      lead(
        "purchase-offer",
        {
          amount: 285000,
          amountInWords: "deux cent quatre-vingt-cinq mille euros",
          secondBuyer: { firstName: "Jan", lastName: "Peeters", email: null, phone: null },
          startDate: "2026-12-01",
          endDate: "2026-12-15",
          place: "Dendermonde",
          signDate: "2026-11-30",
          conditions: "Sous réserve d'un prêt",
          message: "Merci",
        },
        { propertyId: 4100001 },
      ),
      {
        call: "contactProperty",
        locale: "fr",
        person,
        propertyId: 4100001,
        topic: "offer",
        message: [
          "Offre (en chiffres) : € 285.000",
          "Offre (en toutes lettres) : deux cent quatre-vingt-cinq mille euros",
          "Acheteur 2 : Jan Peeters",
          "Valable à partir du : 1-12-2026",
          "Valable jusqu'au : 15-12-2026",
          "Fait à : Dendermonde",
          "Date de signature : 30-11-2026",
          "Conditions suspensives : Sous réserve d'un prêt",
          "",
          "Merci",
        ].join("\n"),
      },
    ],
    [
      "rental-application: household, move and incomes",
      lead(
        "rental-application",
        {
          adults: 2,
          children: 1,
          childAges: [7],
          pets: null,
          movingDate: "2027-01-15",
          movingReason: null,
          income1: 2800,
          income2: null,
          message: null,
        },
        { propertyId: 4100009 },
      ),
      {
        call: "contactProperty",
        locale: "fr",
        person,
        propertyId: 4100009,
        topic: "application",
        message: [
          "Nombre d'adultes : 2",
          "Nombre d'enfants : 1",
          "Âge des enfants : 7",
          "Date d'emménagement souhaitée : 15-1-2027",
          "Revenu mensuel net de la personne 1 : € 2.800",
        ].join("\n"),
      },
    ],
    [
      "stay-request: dates, nights, guests and pets before the message",
      lead(
        "stay-request",
        {
          arrival: "2026-12-20",
          departure: "2026-12-27",
          nights: 7,
          adults: 2,
          children: 1,
          pets: 1,
          message: "Arrivée tardive",
        },
        { propertyId: 4100006 },
      ),
      {
        call: "contactProperty",
        locale: "fr",
        person,
        propertyId: 4100006,
        topic: "stay",
        message: [
          "Arrivée\u00a0: 20-12-2026",
          "Départ\u00a0: 27-12-2026",
          "Nombre de nuits\u00a0: 7",
          "Nombre d'adultes\u00a0: 2",
          "Nombre d'enfants\u00a0: 1",
          "Nombre d'animaux\u00a0: 1",
          "",
          "Arrivée tardive",
        ].join("\n"),
      },
    ],
    [
      "stay-request without a property",
      lead("stay-request", {
        arrival: "2026-12-20",
        departure: "2026-12-21",
        nights: 1,
        adults: 1,
        children: 0,
        pets: 0,
      }),
      { call: "registerPerson", locale: "fr", person, message: expect.stringContaining("Nombre de nuits\u00a0: 1") },
    ],
    // A listing call without its listing: the person still reaches the CRM.
    [
      "info-request without a property",
      lead("info-request", { message: "Vraag" }),
      { call: "registerPerson", locale: "fr", person, message: "Vraag" },
    ],
    ["project-enquiry without a project", lead("project-enquiry"), { call: "registerPerson", locale: "fr", person }],
    [
      "appointment without a property",
      lead("appointment", { startsAt: "2026-12-05T10:00:00+01:00" }),
      { call: "registerPerson", locale: "fr", person, message: "2026-12-05T10:00:00+01:00" },
    ],
  ])("%s", (_name, input, expected) => {
    expect(providerCallFor(input)).toEqual(expected);
  });

  it.each(["send-to-friend", "testimonial", "unsubscribe", "something-new"])("%s is not forwarded", (kind) => {
    expect(providerCallFor(lead(kind, {}, { propertyId: 4100001 }))).toBeNull();
  });

  it("leaves out a blank phone and message", () => {
    const call = providerCallFor(lead("site-contact", { contact: { ...contact, phone: " " }, message: "  " }));
    expect(call).toEqual({
      call: "registerPerson",
      locale: "fr",
      person: { title: "ms", firstName: "Ann", lastName: "Peeters", email: "ann.peeters@example.be" },
    });
  });

  it.each([
    [
      "a payload without contact",
      lead("info-request", { contact: undefined }, { propertyId: 1 }),
      /info-request cannot be forwarded: contact/,
    ],
    [
      "an unknown title",
      lead("site-contact", { contact: { ...contact, title: "dr" } }),
      /site-contact cannot be forwarded: person\.title/,
    ],
    [
      "a demand without zips",
      lead("demand-register", { goal: "sale", typeIds: [1] }),
      /demand-register cannot be forwarded: zips/,
    ],
    [
      "an appointment without its time",
      lead("appointment", {}, { propertyId: 1 }),
      /appointment cannot be forwarded: startsAt/,
    ],
    [
      "a stay request without its dates",
      lead("stay-request", { adults: 2, children: 0, nights: 3 }, { propertyId: 1 }),
      /stay-request cannot be forwarded: arrival, departure/,
    ],
    [
      "an appointment at no real time",
      lead("appointment", { startsAt: "tomorrow" }, { propertyId: 1 }),
      /appointment cannot be forwarded: startsAt/,
    ],
    ["an unknown language", { ...lead("newsletter"), locale: "es" }, /newsletter cannot be forwarded: locale/],
  ])("refuses %s, naming the fields and never their values", (_name, input, message) => {
    expect(() => providerCallFor(input)).toThrow(LeadForwardingError);
    expect(() => providerCallFor(input)).toThrow(message);
    try {
      providerCallFor(input);
    } catch (error) {
      expect((error as Error).message).not.toContain("Peeters");
      expect((error as Error).message).not.toContain("example.be");
    }
  });
});
