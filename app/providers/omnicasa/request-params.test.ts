import { describe, expect, it } from "vitest";
import type { ProviderLeadCall } from "../listing-provider.ts";
import { LANGUAGE_IDS, leadRequest, pageLimits, requestUrl, serializeParams } from "./request-params.ts";

describe("pageLimits: a 0-based page as the 1-based, inclusive Limit1/Limit2 range", () => {
  it.each([
    [0, 50, 1, 50],
    [1, 50, 51, 100],
    [2, 25, 51, 75],
    [0, 1, 1, 1],
    [9, 10, 91, 100],
  ])("page %i of %i → %i..%i", (page, size, limit1, limit2) => {
    expect(pageLimits(page, size)).toEqual({ Limit1: limit1, Limit2: limit2 });
  });

  it.each([
    [-1, 50],
    [0.5, 50],
    [0, 0],
    [0, 2.5],
  ])("refuses page %s of %s", (page, size) => {
    expect(() => pageLimits(page, size)).toThrow(RangeError);
  });
});

describe("LANGUAGE_IDS", () => {
  it("are Omnicasa's LanguageId values", () => expect(LANGUAGE_IDS).toEqual({ nl: 1, fr: 2, en: 3, de: 4 }));
});

describe("serializeParams", () => {
  it("joins arrays with commas, writes dates in Belgian time and leaves out unset values", () => {
    expect(
      serializeParams({
        WebIDs: [1, 2],
        Zips: ["9200", "9255"],
        Status: [1, 2, 4],
        ChangeSince: new Date("2026-11-20T08:15:00Z"),
        Goal: 0,
        IsMainTypeRecursive: false,
        Keyword: "",
        PriceMin: undefined,
        PriceMax: null,
      }),
    ).toEqual({
      WebIDs: "1,2",
      Zips: "9200,9255",
      Status: "1,2,4",
      ChangeSince: "2026-11-20 09:15:00",
      Goal: 0,
      IsMainTypeRecursive: false,
      Keyword: "",
    });
  });
});

describe("requestUrl", () => {
  it.each([
    [
      "https://newapi.omnicasa.com/1.12/OmnicasaService.svc/",
      "https://newapi.omnicasa.com/1.12/OmnicasaService.svc/GetPropertyListJson?json=",
    ],
    [
      "https://newapi.omnicasa.com/1.12/OmnicasaService.svc",
      "https://newapi.omnicasa.com/1.12/OmnicasaService.svc/GetPropertyListJson?json=",
    ],
  ])("is {base}{Method}Json?json={encoded JSON} (%s)", (base, prefix) => {
    const url = requestUrl(base, "GetPropertyList", { CustomerName: "agence & co", LanguageId: 2, Zips: "9200,9255" });
    expect(url.startsWith(prefix)).toBe(true);
    expect(JSON.parse(new URL(url).searchParams.get("json")!)).toEqual({
      CustomerName: "agence & co",
      LanguageId: 2,
      Zips: "9200,9255",
    });
    // Encoded: no raw space, brace, quote or ampersand that would end or break the parameter.
    expect(url.split("?json=")[1]).not.toMatch(/[ {}"&]/);
  });
});

const ann = {
  title: "ms",
  firstName: "Ann",
  lastName: "Peeters",
  email: "ann@example.be",
  phone: "0470123456",
} as const;
const annFields = {
  Name: "Peeters",
  FirstName: "Ann",
  AddressTitle: 2,
  Email: "ann@example.be",
  PhoneNumber: "0470123456",
  SourceId: 5,
};

describe("leadRequest: lead call → Omnicasa method and fields", () => {
  it.each<[string, ProviderLeadCall, string, Record<string, unknown>]>([
    [
      "contactProperty",
      { call: "contactProperty", propertyId: 4100001, locale: "nl", person: ann, message: "Is de tuin zuidgericht?" },
      "ContactOnMe",
      {
        ...annFields,
        LanguageId: 1,
        LanguageIdFromParameter: 1,
        ObjectID: 4100001,
        Subject: "Informatieaanvraag via de website",
        Content: "Is de tuin zuidgericht?\n\nRef. 42:provider",
      },
    ],
    [
      "contactProperty, visit requested",
      {
        call: "contactProperty",
        propertyId: 4100001,
        locale: "fr",
        person: { ...ann, title: "mr", phone: undefined },
        topic: "visit",
      },
      "ContactOnMe",
      {
        ...annFields,
        AddressTitle: 1,
        PhoneNumber: undefined,
        LanguageId: 2,
        LanguageIdFromParameter: 2,
        ObjectID: 4100001,
        Subject: "Demande de visite via le site",
        Content: "Ref. 42:provider",
      },
    ],
    [
      "contactProperty, a stay in a holiday home",
      {
        call: "contactProperty",
        propertyId: 4100006,
        locale: "nl",
        person: ann,
        topic: "stay",
        message: "Aankomst: 20-12-2026",
      },
      "ContactOnMe",
      {
        ...annFields,
        LanguageId: 1,
        LanguageIdFromParameter: 1,
        ObjectID: 4100006,
        Subject: "Verblijfsaanvraag via de website",
        Content: "Aankomst: 20-12-2026\n\nRef. 42:provider",
      },
    ],
    [
      "contactProject",
      { call: "contactProject", projectId: 5100001, locale: "en", person: ann, message: "Price list?" },
      "ContactOnMeProject",
      {
        ...annFields,
        LanguageId: 3,
        LanguageIdFromParameter: 3,
        ProjectIDs: [5100001],
        Subject: "Project enquiry from the website",
        Content: "Price list?\n\nRef. 42:provider",
      },
    ],
    [
      "registerDemand",
      {
        call: "registerDemand",
        locale: "nl",
        person: ann,
        goal: "rent",
        typeIds: [1, 2],
        zips: ["9200"],
        priceMin: 700,
        priceMax: 1200,
        bedroomsMin: 2,
      },
      "DemandRegister",
      {
        ...annFields,
        LanguageId: 1,
        LanguageIdFromParameter: 1,
        Goal: 1,
        WebIDs: [1, 2],
        Zips: ["9200"],
        PriceMin: 700,
        PriceMax: 1200,
        MinRooms: 2,
        Comment: "Ref. 42:provider",
      },
    ],
    [
      "registerPerson with an address",
      {
        call: "registerPerson",
        locale: "de",
        person: { ...ann, title: "miss" },
        address: { street: "Kerkstraat", houseNumber: "12", zip: "9200", city: "Dendermonde" },
      },
      "RegisterPerson",
      {
        ...annFields,
        AddressTitle: 3,
        LanguageId: 4,
        LanguageIdFromParameter: 4,
        Reference: "42:provider",
        Address: "Kerkstraat 12",
        Zip: "9200",
        City: "Dendermonde",
      },
    ],
    [
      "addVisit",
      { call: "addVisit", propertyId: 4100003, locale: "nl", person: ann, startsAt: "2026-12-05T09:00:00Z" },
      "ContactOnMe",
      {
        ...annFields,
        LanguageId: 1,
        LanguageIdFromParameter: 1,
        ObjectID: 4100003,
        Subject: "Bezoekaanvraag via de website",
        AgendaComment: "2026-12-05 10:00:00",
        Content: "Ref. 42:provider",
      },
    ],
  ])("%s", (_name, call, method, params) => {
    const request = leadRequest(call, "42:provider");
    expect(request.method).toBe(method);
    expect(request.params).toEqual(params);
  });

  it("sends the demand's lists comma-joined", () => {
    const { params } = leadRequest(
      { call: "registerDemand", locale: "nl", person: ann, goal: "sale", typeIds: [1, 4], zips: ["9200", "9255"] },
      "42:provider",
    );
    expect(serializeParams(params)).toMatchObject({ Goal: 0, WebIDs: "1,4", Zips: "9200,9255" });
    expect(serializeParams(params)).not.toHaveProperty("PriceMin");
  });
});
