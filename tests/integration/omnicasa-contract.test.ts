import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ProviderError, type ListingProvider, type ProviderLeadCall } from "#app/providers/listing-provider.ts";
import { createOmnicasaProvider } from "#app/providers/omnicasa/omnicasa-provider.server.ts";
import { OmnicasaDouble, startOmnicasaDouble } from "#tests/doubles/omnicasa-api.ts";

/**
 * The Omnicasa adapter against a loopback double that speaks the provider's protocol (envelope,
 * 1-based inclusive paging, one request per language, comma-joined ids, deleted ids, lead methods)
 * with recorded-shape fixtures (tests/fixtures/omnicasa/): what it sends and how it reads the answers.
 */
let double: OmnicasaDouble;
let provider: ListingProvider;

function omnicasa(overrides: Partial<Parameters<typeof createOmnicasaProvider>[0]> = {}): ListingProvider {
  return createOmnicasaProvider({
    baseUrl: double.baseUrl,
    customerName: double.customerName,
    customerPassword: double.customerPassword,
    officeId: 12,
    timeoutMs: 2_000,
    locales: ["nl", "fr"],
    ...overrides,
  });
}

beforeAll(async () => {
  double = await startOmnicasaDouble();
});
afterAll(async () => {
  await double.stop();
});
beforeEach(async () => {
  await double.start();
  double.reset();
  provider = omnicasa();
});

describe("the request", () => {
  it("carries the credentials, the office, the language and the 1-based inclusive row range", async () => {
    await provider.listProperties(0, 4);
    await provider.listProperties(2, 4);
    const main = double.callsOf("GetPropertyList").filter((c) => c.params.LanguageId === 1);
    expect(main.map((c) => [c.params.Limit1, c.params.Limit2])).toEqual([
      [1, 4],
      [9, 12],
    ]);
    expect(main[0]!.params).toMatchObject({
      CustomerName: "agence-test",
      CustomerPassword: "Pw-7c1f-secret",
      OfficeID: 12,
      LanguageId: 1,
      DescriptionLanguageId: 1,
      Status: "1,2,4",
    });
    expect(main[0]!.params).not.toHaveProperty("ChangeSince");
  });

  it("asks every other language for exactly the IDs of the main language's page, comma-joined", async () => {
    const page = await provider.listProperties(0, 4);
    const fr = double.callsOf("GetPropertyList").filter((c) => c.params.LanguageId === 2);
    expect(fr).toHaveLength(1);
    expect(fr[0]!.params).toMatchObject({
      IDs: "4100001,4100002,4100003,4100004",
      DescriptionLanguageId: 2,
      Limit1: 1,
      Limit2: 4,
    });
    expect(page.items.map((p) => p.id)).toEqual([4100001, 4100002, 4100003, 4100004]);
  });

  it("sends ChangeSince in Belgian time for an incremental page", async () => {
    await provider.listProperties(0, 50, { changedSince: new Date("2026-11-20T08:15:00Z") });
    expect(double.callsOf("GetPropertyList")[0]!.params.ChangeSince).toBe("2026-11-20 09:15:00");
  });

  it("leaves OfficeID out of GetWebIDList, which refuses it", async () => {
    const types = await provider.listPropertyTypes();
    expect(types).toHaveLength(10);
    expect(double.callsOf("GetWebIDList").every((c) => !("OfficeID" in c.params))).toBe(true);
    expect(types.find((t) => t.id === 1)?.name).toEqual({ nl: "Huis", fr: "Maison" });
  });
});

describe("reading the answers", () => {
  it("pages through RowsCount and merges each listing's languages", async () => {
    const first = await provider.listProperties(0, 4);
    expect(first.total).toBe(11);
    const house = first.items.find((p) => p.id === 4100001)!;
    expect(house.texts.nl?.title).toBe("Gerenoveerde rijwoning met zonnige tuin in hartje Buggenhout");
    expect(house.texts.fr?.title).toBe("Maison mitoyenne rénovée avec jardin ensoleillé au cœur de Buggenhout");
    const last = await provider.listProperties(2, 4);
    expect(last.items.map((p) => p.id)).toEqual([4100201, 4100202]);
    expect(last.skipped.map((s) => s.id)).toEqual(["4100099"]);
  });

  it("coerces the live shapes: string numbers, comma decimals, /Date()/ dates, 0/1 flags", async () => {
    const { items } = await provider.listProperties(0, 4);
    const house = items.find((p) => p.id === 4100001)!;
    expect(house).toMatchObject({
      price: 339000,
      zip: "9255",
      webId: 1,
      surfaceLiving: 165,
      publishPrice: true,
      publishAddress: true,
    });
    // "/Date(1761639164000+0100)/": the instant of 2026-10-28 09:12:44 in Brussels (winter time)
    expect(house.providerCreatedAt?.toISOString()).toBe("2026-10-28T08:12:44.000Z");
    const hidden = items.find((p) => p.id === 4100002)!;
    expect(hidden).toMatchObject({ publishPrice: false, publishAddress: false });
    expect(house.pictures[0]!.url).toBe(`${double.picturesUrl}/4100001-1.jpg`);
  });

  it("skips a malformed record with a reason and reads the rest", async () => {
    const pages = [
      await provider.listProperties(0, 4),
      await provider.listProperties(1, 4),
      await provider.listProperties(2, 4),
    ];
    const items = pages.flatMap((p) => p.items);
    const skipped = pages.flatMap((p) => p.skipped);
    expect(items).toHaveLength(9);
    expect(skipped.map((s) => s.id).sort()).toEqual(["4100098", "4100099"]);
    expect(skipped.find((s) => s.id === "4100098")!.reason).toMatch(/^nl: .*XLargePictureItems/);
    expect(skipped.find((s) => s.id === "4100099")!.reason).toBe("missing Zip");
  });

  it("answers an empty page when there is nothing (more) to read", async () => {
    const beyond = await provider.listProperties(5, 4);
    expect(beyond).toEqual({ items: [], skipped: [], total: 11 });
    const none = await provider.listProperties(0, 50, { changedSince: new Date(Date.now() + 3_600_000) });
    expect(none).toEqual({ items: [], skipped: [], total: 0 });
    // no request for the other languages when the main one has nothing
    expect(double.callsOf("GetPropertyList").filter((c) => c.params.LanguageId === 2)).toHaveLength(0);
  });

  it("reads one property in every language (GetPropertiesByIDs), or null", async () => {
    const one = await provider.getProperty(4100003);
    expect(one?.id).toBe(4100003);
    expect(Object.keys(one!.texts)).toEqual(["nl", "fr"]);
    expect(double.callsOf("GetPropertiesByIDs").map((c) => [c.params.IDs, c.params.LanguageId])).toEqual([
      ["4100003", 1],
      ["4100003", 2],
    ]);
    expect(await provider.getProperty(4999999)).toBeNull();
  });

  it("reads the deleted ids", async () => {
    expect(await provider.listDeletedPropertyIds()).toEqual([]);
    double.removeProperty(4100005);
    expect(await provider.listDeletedPropertyIds()).toEqual([4100005]);
  });

  it("reads the project with its units (the properties linked by ProjectID)", async () => {
    const { items, skipped } = await provider.listProjects();
    expect(skipped).toEqual([]);
    expect(items).toHaveLength(1);
    const project = items[0]!;
    expect(project.name).toEqual({ nl: "Residentie De Schelde", fr: expect.stringContaining("De Schelde") });
    expect(project.units.map((u) => [u.id, u.status, u.price])).toEqual([
      [4100201, "available", 249000],
      [4100202, "sold", 325000],
    ]);
    expect(double.callsOf("GetPropertyList").find((c) => c.params.ProjectID === 5100001)).toBeDefined();
  });

  it("reads the cities of each goal", async () => {
    const sale = await provider.listCities("sale");
    const rent = await provider.listCities("rent");
    expect(sale.map((c) => c.name).sort()).toEqual(["Buggenhout", "Dendermonde", "Lebbeke"]);
    expect(rent.length).toBe(3);
    expect(double.callsOf("GetCityListOfObjects").map((c) => c.params.Goal)).toEqual([0, 1]);
  });
});

describe("failures become ProviderErrors that never show the credentials", () => {
  async function failure(promise: Promise<unknown>): Promise<ProviderError> {
    const error = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ProviderError);
    const message = (error as ProviderError).message;
    expect(message).not.toContain(double.customerPassword);
    return error as ProviderError;
  }

  it("a 500", async () => {
    double.fail("GetPropertyList", { status: 500 });
    const error = await failure(provider.listProperties(0, 4));
    expect(error).toMatchObject({ kind: "http", status: 500, message: "GetPropertyList: HTTP 500" });
  });

  it("a timeout", async () => {
    double.fail("GetPropertyList", { hang: true });
    const started = Date.now();
    const error = await failure(omnicasa({ timeoutMs: 300 }).listProperties(0, 4));
    expect(error).toMatchObject({ kind: "timeout", message: "GetPropertyList: no answer within 0.3 s" });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("a Success:false envelope, with the provider's message", async () => {
    double.fail("GetProjectList", { successFalse: "Database busy", code: 500 });
    const error = await failure(provider.listProjects());
    expect(error).toMatchObject({
      kind: "refused",
      message: "GetProjectList: Success false (code 500): Database busy",
    });
  });

  it("wrong credentials (Success:false, code 600)", async () => {
    const error = await failure(omnicasa({ customerPassword: "wrong-password" }).listPropertyTypes());
    expect(error).toMatchObject({ kind: "refused", message: "GetWebIDList: Success false (code 600): Error" });
  });

  it("a provider message that repeats the credentials is blanked", async () => {
    double.fail("GetWebIDList", {
      successFalse: `Customer agence-test with password ${double.customerPassword} is locked`,
    });
    const error = await failure(provider.listPropertyTypes());
    expect(error.message).toBe("GetWebIDList: Success false (code 600): Customer *** with password *** is locked");
  });

  it("an answer that is not JSON", async () => {
    double.fail("GetCityListOfObjects", { notJson: true });
    expect(await failure(provider.listCities("sale"))).toMatchObject({ kind: "malformed" });
  });

  it("a provider that is down", async () => {
    await double.stop();
    const error = await failure(provider.listProperties(0, 4));
    expect(error.kind).toBe("network");
    // refused, or a kept-alive connection found closed
    expect(error.message).toMatch(/^GetPropertyList: network error \((connection refused|connection closed)\)$/);
  });
});

describe("lead calls", () => {
  const person = {
    title: "mr",
    firstName: "Jan",
    lastName: "Claes",
    email: "jan.claes@example.be",
    phone: "0478 11 22 33",
  } as const;

  it.each<[string, ProviderLeadCall, string, Record<string, unknown>]>([
    [
      "contactProperty → ContactOnMe",
      { call: "contactProperty", propertyId: 4100001, locale: "nl", person, message: "Nog beschikbaar?" },
      "ContactOnMe",
      {
        ObjectID: 4100001,
        Content: "Nog beschikbaar?\n\nRef. lead-1:provider",
        Name: "Claes",
        FirstName: "Jan",
        AddressTitle: 1,
        LanguageIdFromParameter: 1,
      },
    ],
    [
      "contactProject → ContactOnMeProject",
      { call: "contactProject", projectId: 5100001, locale: "fr", person },
      "ContactOnMeProject",
      { ProjectIDs: "5100001", LanguageIdFromParameter: 2, Content: "Ref. lead-1:provider" },
    ],
    [
      "registerDemand → DemandRegister",
      {
        call: "registerDemand",
        locale: "nl",
        person,
        goal: "sale",
        typeIds: [1, 2],
        zips: ["9200", "9255"],
        priceMax: 400000,
      },
      "DemandRegister",
      { Goal: 0, WebIDs: "1,2", Zips: "9200,9255", PriceMax: 400000, Comment: "Ref. lead-1:provider" },
    ],
    [
      "registerPerson → RegisterPerson",
      {
        call: "registerPerson",
        locale: "en",
        person,
        address: { street: "Kerkstraat", houseNumber: "1", zip: "9200", city: "Dendermonde" },
      },
      "RegisterPerson",
      { Address: "Kerkstraat 1", Zip: "9200", City: "Dendermonde", LanguageId: 3, Reference: "lead-1:provider" },
    ],
    [
      "addVisit → ContactOnMe with the visit time",
      { call: "addVisit", propertyId: 4100003, locale: "nl", person, startsAt: "2026-12-05T13:30:00Z" },
      "ContactOnMe",
      { ObjectID: 4100003, AgendaComment: "2026-12-05 14:30:00" },
    ],
  ])("%s", async (_name, call, method, fields) => {
    await provider.sendLead(call, { idempotencyKey: "lead-1:provider" });
    const sent = double.callsOf(method);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.params).toMatchObject({
      CustomerName: "agence-test",
      Email: "jan.claes@example.be",
      SourceId: 5,
      ...fields,
    });
  });

  it("a lead the provider refuses is an error (the outbox tries again)", async () => {
    double.fail("ContactOnMe", { successFalse: "Invalid email" });
    await expect(
      provider.sendLead(
        { call: "contactProperty", propertyId: 4100001, locale: "nl", person },
        { idempotencyKey: "k" },
      ),
    ).rejects.toMatchObject({ kind: "refused" });
  });
});
