import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cities, properties, propertyTypes } from "#db/schema.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { routePath } from "#app/i18n/route-map.ts";
import { weeklyPrice } from "#app/lib/price-period.ts";
import { searchKey } from "#app/lib/search-key.ts";
import { matchCities, matchPropertiesById } from "#app/lib/search-match.ts";
import { cardOptionsFor, type CardOptions } from "#app/services/listings/listing-cards.server.ts";
import { cleanListingSearch, parseListingQuery, type ListingQuery } from "#app/services/listings/search-query.ts";
import {
  idPrefixRanges,
  quickSearchTarget,
  suggest,
  type QuickSearchList,
} from "#app/services/listings/suggest.server.ts";
import { filterOptions, searchListings } from "#app/services/listings/search.server.ts";
import { createCatalogue } from "#app/services/listings/catalogue.server.ts";
import { openSampleCatalogue, type SampleCatalogue } from "#tests/setup/sample-catalogue.ts";

/**
 * Search over the sample catalogue: 3 listings for sale in Flanders, 8 holiday homes in
 * Wallonia and on the coast (rent). Filters, sorts, paging, the filter options and the quick search
 * box, on the real database engine of the run.
 */
let sample: SampleCatalogue;
beforeAll(async () => {
  sample = await openSampleCatalogue();
});
afterAll(() => sample.close());

const options = (locale: Locale = "nl"): CardOptions => cardOptionsFor(sample.content, locale);
const queryOf = (search: string, pageSize = 12): ListingQuery =>
  parseListingQuery(new URLSearchParams(search), { pageSizeDefault: pageSize }).query;
const search = (queryString: string, pageSize?: number, locale?: Locale) =>
  searchListings(sample.database.db, queryOf(queryString, pageSize), options(locale));
const ids = (cards: { id: number }[]) => cards.map((card) => card.id);

describe("reading the parameters", () => {
  it("no parameters: every listing, newest first, page 1 of the configured size", () => {
    expect(parseListingQuery(new URLSearchParams(""), { pageSizeDefault: 12 })).toEqual({
      query: {
        goal: null,
        city: null,
        type: null,
        minPrice: null,
        maxPrice: null,
        bedrooms: null,
        maxEpc: null,
        bbox: null,
        minArea: null,
        maxFlood: null,
        newOnly: false,
        text: null,
        sort: "newest",
        page: 1,
        pageSize: 12,
        lang: null,
      },
      errors: [],
    });
  });

  it("empty fields of a submitted form count as absent", () => {
    const { query, errors } = parseListingQuery(
      new URLSearchParams("city=&type=&minPrice=&maxPrice=&bedrooms=&maxEpc=&sort=&page="),
      { pageSizeDefault: 12 },
    );
    expect(errors).toEqual([]);
    expect(query).toMatchObject({ city: null, type: null, minPrice: null, sort: "newest", page: 1 });
  });

  it("each bad value is named and left out; the others still apply", () => {
    const { query, errors } = parseListingQuery(
      new URLSearchParams("minPrice=abc&page=0&goal=x&city=9200&sort=cheapest&maxEpc=Z&type=-1&lang=es"),
      { pageSizeDefault: 12 },
    );
    expect(errors.map((e) => e.parameter)).toEqual(["goal", "type", "minPrice", "maxEpc", "sort", "page", "lang"]);
    expect(errors.every((e) => e.message.length > 0)).toBe(true);
    expect(query).toMatchObject({
      goal: null,
      city: { zip: "9200", key: null },
      type: null,
      minPrice: null,
      maxEpc: null,
      sort: "newest",
      page: 1,
      lang: null,
    });
  });

  it("page=abc reads as page 1", () => {
    const { query, errors } = parseListingQuery(new URLSearchParams("page=abc"), { pageSizeDefault: 12 });
    expect(query.page).toBe(1);
    expect(errors).toEqual([{ parameter: "page", message: "must be a whole number" }]);
  });

  it("a maximum price below the minimum is refused", () => {
    const { query, errors } = parseListingQuery(new URLSearchParams("minPrice=500000&maxPrice=100000"), {
      pageSizeDefault: 12,
    });
    expect(errors).toEqual([{ parameter: "maxPrice", message: "must not be below minPrice" }]);
    expect(query).toMatchObject({ minPrice: 500000, maxPrice: null });
  });

  it.each([
    ["9200", { key: null, keys: [], zip: "9200" }],
    ["Dendermonde", { key: "dendermonde", keys: ["dendermonde", "termonde"], zip: null }],
    ["Dendermonde|9200", { key: "dendermonde", keys: ["dendermonde", "termonde"], zip: "9200" }],
    ["koksijde-OOSTDUINKERKE", { key: "koksijde oostduinkerke", keys: ["koksijde oostduinkerke"], zip: null }],
    ["Liège|4000", { key: "liege", keys: ["liege", "luik", "luttich"], zip: "4000" }],
  ])("city=%s is a name, a zip or Name|Zip", (value, expected) => {
    expect(queryOf(`city=${encodeURIComponent(value)}`).city).toEqual({ ...expected, value });
  });

  it("the EPC label is read as the scales rank it (a Brussels sub-class counts as its letter)", () => {
    expect(queryOf("maxEpc=b-").maxEpc).toBe("B");
    expect(queryOf("maxEpc=a%2B%2B").maxEpc).toBe("A++");
  });

  it("the clean query string drops empty, bad and repeated listing parameters and keeps the others", () => {
    const raw = new URLSearchParams("city=&type=2&page=abc&utm_source=mail&type=3&view=map&goal=rent");
    const { errors } = parseListingQuery(raw, { pageSizeDefault: 12 });
    expect(cleanListingSearch(raw, errors, ["goal"]).toString()).toBe("type=2&utm_source=mail&view=map");
    const already = new URLSearchParams("type=2&sort=price-asc");
    expect(cleanListingSearch(already, []).toString()).toBe(already.toString());
  });
});

describe("which listings a list holds (holiday homes apart from rent)", () => {
  it("sale is Goal 0: the 3 listings in Flanders", async () => {
    const result = await search("goal=sale");
    expect(result.total).toBe(3);
    expect(result.cards.every((card) => card.goal === "sale")).toBe(true);
  });

  it("rent is every other Goal, holiday homes included: 8", async () => {
    expect((await search("goal=rent")).total).toBe(8);
  });

  it("holiday is only the holiday homes: 8, each linking to the holiday-homes pages", async () => {
    const result = await search("goal=holiday");
    expect(result.total).toBe(8);
    expect(result.cards.every((card) => card.goal === "holiday" && card.href.startsWith("/nl/vakantiewoningen/"))).toBe(
      true,
    );
  });

  it("without a goal: every published listing", async () => {
    expect((await search("")).total).toBe(11);
  });

  it("an unpublished (withdrawn) listing is in no list", async () => {
    await sample.database.db.update(properties).set({ published: false }).where(eq(properties.id, 4100001));
    try {
      expect(ids((await search("goal=sale")).cards)).not.toContain(4100001);
      expect((await search("goal=sale")).total).toBe(2);
    } finally {
      await sample.database.db.update(properties).set({ published: true }).where(eq(properties.id, 4100001));
    }
  });
});

describe("filters", () => {
  it("city=Termonde (Dendermonde's French name) finds the listing in Dendermonde", async () => {
    expect(ids((await search("city=Termonde")).cards)).toEqual([4100002]);
    expect(ids((await search("city=Malines")).cards)).toEqual([]);
  });

  it("city=9200 finds only Dendermonde", async () => {
    const result = await search("city=9200");
    expect(result.total).toBe(1);
    expect(result.cards[0]).toMatchObject({ city: "Dendermonde", zip: "9200" });
  });

  it("a city by name, in any case and without its hyphen, or by Name|Zip", async () => {
    expect(ids((await search("city=KOKSIJDE%20oostduinkerke")).cards)).toEqual([4100009]);
    expect((await search("city=Spa%7C4900")).total).toBe(2);
    expect((await search("city=Spa%7C9200")).total).toBe(0);
  });

  it("a type matches any of a listing's type ids (WebIDs)", async () => {
    // 4100011 is a holiday home that is also an apartment (WebIDs 10,2)
    expect(ids((await search("goal=rent&type=2")).cards)).toEqual([4100011]);
    expect((await search("goal=holiday&type=10")).total).toBe(8);
    expect(ids((await search("goal=sale&type=2")).cards)).toEqual([4100002]);
  });

  it("a price range keeps only listings whose price is published and within it", async () => {
    const result = await search("goal=holiday&minPrice=600&maxPrice=1700");
    expect(ids(result.cards).sort()).toEqual([4100004, 4100005, 4100009]);
    // 4100011 (price 690, not published) is never found by price: that would give its price away
    expect(ids((await search("goal=holiday&minPrice=0")).cards)).not.toContain(4100011);
  });

  it("bedrooms is a minimum", async () => {
    const result = await search("bedrooms=5");
    expect(result.cards.every((card) => (card.bedrooms ?? 0) >= 5)).toBe(true);
    expect(ids(result.cards).sort()).toEqual([4100005, 4100007, 4100010]);
  });

  it("maxEpc keeps the listings labelled that label or better", async () => {
    const result = await search("maxEpc=B");
    expect(result.cards.map((card) => card.epcLabel).sort()).toEqual(["A", "A", "A+", "B", "B"]);
  });

  it("minArea is a minimum habitable surface: a listing without one is left out", async () => {
    const all = (await search("", 50)).cards;
    const expected = all.filter((card) => (card.surfaceLiving ?? -1) >= 150).map((card) => card.id);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(all.length);
    expect(ids((await search("minArea=150", 50)).cards)).toEqual(expected);
    expect(parseListingQuery(new URLSearchParams("minArea=big"), { pageSizeDefault: 12 }).errors).toEqual([
      { parameter: "minArea", message: "must be a whole number" },
    ]);
  });

  it("maxFlood keeps listings whose P and G flood scores are both known and at most that score", async () => {
    const all = (await search("", 50)).cards;
    const within = (worst: string) =>
      all
        .filter((card) => [card.floodScoreP, card.floodScoreG].every((score) => score !== null && score <= worst))
        .map((card) => card.id);
    expect(within("A").length).toBeGreaterThan(0);
    expect(within("A").length).toBeLessThan(within("D").length);
    for (const worst of ["A", "B", "C", "D"])
      expect(ids((await search(`maxFlood=${worst}`, 50)).cards)).toEqual(within(worst));
    expect(parseListingQuery(new URLSearchParams("maxFlood=E"), { pageSizeDefault: 12 }).errors).toMatchObject([
      { parameter: "maxFlood" },
    ]);
  });

  it("new=1 keeps the listings the provider published within the last 14 days", async () => {
    const { db } = sample.database;
    const [fresh, old] = [4100002, 4100005];
    const before = await db.select({ id: properties.id, at: properties.providerCreatedAt }).from(properties);
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
    try {
      await db.update(properties).set({ providerCreatedAt: daysAgo(40) });
      await db
        .update(properties)
        .set({ providerCreatedAt: daysAgo(2) })
        .where(eq(properties.id, fresh));
      await db
        .update(properties)
        .set({ providerCreatedAt: daysAgo(15) })
        .where(eq(properties.id, old));
      expect(ids((await search("new=1")).cards)).toEqual([fresh]);
      expect((await search("new=1&goal=rent")).cards).toEqual([]);
    } finally {
      for (const row of before)
        await db.update(properties).set({ providerCreatedAt: row.at }).where(eq(properties.id, row.id));
    }
  });
});

describe("sorting", () => {
  it("newest first by default", async () => {
    expect(ids((await search("goal=sale")).cards)).toEqual([4100001, 4100003, 4100002]);
  });

  it("price up, per week (a night counts 7 times), listings without a published price last", async () => {
    const cards = (await search("goal=rent&sort=price-asc")).cards;
    // € 95 / nacht is € 665 a week, € 145 / nacht € 1 015: never "€ 145 / nacht" before "€ 895 / week".
    expect(cards.map((card) => [card.amount, card.price])).toEqual([
      [95, "€ 95 / nacht"],
      [895, "€ 895 / week"],
      [145, "€ 145 / nacht"],
      [1390, "€ 1.390 / week"],
      [1650, "€ 1.650 / week"],
      [1790, "€ 1.790 / week"],
      [2450, "€ 2.450 / week"],
      [null, "Prijs op aanvraag"],
    ]);
    expect(cards.at(-1)?.id).toBe(4100011);
  });

  it("price down, per week, listings without a published price still last", async () => {
    const cards = (await search("goal=rent&sort=price-desc")).cards;
    expect(cards.map((card) => card.amount)).toEqual([2450, 1790, 1650, 1390, 145, 895, 95, null]);
  });

  it("a sold listing comes after the available ones in both price sorts", async () => {
    // 4100002 is sold at € 289 000, the cheapest of the three.
    expect(ids((await search("goal=sale&sort=price-asc")).cards)).toEqual([4100001, 4100003, 4100002]);
    expect(ids((await search("goal=sale&sort=price-desc")).cards)).toEqual([4100003, 4100001, 4100002]);
  });

  it("by city name, then zip", async () => {
    expect((await search("sort=city")).cards.map((card) => card.city)).toEqual([
      "Beffe",
      "Beffe",
      "Beffe",
      "Beffe",
      "Beffe",
      "Buggenhout",
      "Dendermonde",
      "Koksijde-Oostduinkerke",
      "Lebbeke",
      "Spa",
      "Spa",
    ]);
  });

  it("by type description in the page's language", async () => {
    expect((await search("goal=sale&sort=type")).cards.map((card) => card.type)).toEqual([
      "Appartement",
      "Huis",
      "Huis",
    ]);
    expect((await search("goal=sale&sort=type", 12, "fr")).cards.map((card) => card.type)).toEqual([
      "Appartement",
      "Maison",
      "Maison",
    ]);
  });
});

describe("paging", () => {
  it("3 per page over the 8 rent listings: pages of 3, 3 and 2, each listing once", async () => {
    const pages = await Promise.all([1, 2, 3].map((page) => search(`goal=rent&page=${page}`, 3)));
    expect(pages.map((p) => [p.page, p.pages, p.total, p.cards.length])).toEqual([
      [1, 3, 8, 3],
      [2, 3, 8, 3],
      [3, 3, 8, 2],
    ]);
    const seen = pages.flatMap((p) => ids(p.cards));
    expect(new Set(seen).size).toBe(8);
    expect(seen).toEqual(ids((await search("goal=rent")).cards));
  });

  it("a page past the last one has no cards but still the total", async () => {
    expect(await search("goal=rent&page=9", 3)).toMatchObject({ cards: [], total: 8, page: 9, pages: 3 });
  });

  it("no result is still page 1 of 1", async () => {
    expect(await search("city=1000")).toMatchObject({ cards: [], total: 0, page: 1, pages: 1 });
  });
});

describe("cards", () => {
  it("a card carries its region's coloured EPC label for its score, with the label's text", async () => {
    const cards = (await search("", 50)).cards;
    const sale = (await search("goal=sale")).cards;
    expect(sale.every((card) => card.epcImage?.src.startsWith("/images/epc/flanders/"))).toBe(true);
    for (const card of cards.filter((c) => c.epcImage))
      expect(card.epcImage!.src).toMatch(/^\/images\/epc\/(flanders|wallonia|brussels)\/[a-z_]+\.svg$/);
    expect(cards.filter((c) => c.epcImage).length).toBeGreaterThan(sale.length);
  });

  it("an unpublished price has no amount and reads 'price on request'", async () => {
    const card = (await search("city=Spa%7C4900&type=2")).cards[0]!;
    expect(card).toMatchObject({ id: 4100011, amount: null, price: "Prijs op aanvraag" });
  });

  it("a hidden address is placed at its city's centre, never at its own coordinates", async () => {
    const cards = (await search("goal=sale")).cards;
    const lebbeke = cards.find((card) => card.id === 4100003)!; // PublishAddress false
    const [centre] = await sample.database.db.select().from(cities).where(eq(cities.zip, "9280"));
    const [own] = await sample.database.db.select().from(properties).where(eq(properties.id, 4100003));
    expect(lebbeke.position).toEqual({ lat: centre!.lat, lng: centre!.lng });
    expect(lebbeke.position).not.toEqual({ lat: own!.lat, lng: own!.lng });
    const buggenhout = cards.find((card) => card.id === 4100001)!;
    expect(buggenhout.position).toEqual({ lat: 51.01402, lng: 4.20487 });
  });
});

describe("filter options (countSaleProperty / countRentProperty)", () => {
  it("types in ShowOrder with their icon and the number of listings of the goal", async () => {
    const { types } = await filterOptions(sample.database.db, "sale", "nl");
    expect(types.map((t) => t.name)).toEqual([
      "Huis",
      "Appartement",
      "Studio",
      "Grond",
      "Opbrengsteigendom",
      "Commercieel",
      "Industrieel",
      "Kantoren",
      "Garage/Parking",
      "Vakantiewoningen",
    ]);
    expect(types.filter((t) => t.count > 0).map((t) => [t.name, t.count])).toEqual([
      ["Huis", 2],
      ["Appartement", 1],
    ]);
    expect(Object.fromEntries(types.map((t) => [t.name, t.icon]))).toMatchObject({
      Huis: "residential",
      Grond: "land",
      Industrieel: "industrial",
      Kantoren: "office",
      Commercieel: "retail",
      "Garage/Parking": "commercial",
    });
  });

  it("separate city lists for sale and rent, with their counts", async () => {
    const sale = await filterOptions(sample.database.db, "sale", "fr");
    const rent = await filterOptions(sample.database.db, "rent", "fr");
    expect(sale.cities.map((c) => [c.value, c.count])).toEqual([
      ["Buggenhout|9255", 1],
      ["Dendermonde|9200", 1],
      ["Lebbeke|9280", 1],
    ]);
    expect(rent.cities.map((c) => [c.name, c.count])).toEqual([
      ["Beffe", 5],
      ["Koksijde-Oostduinkerke", 1],
      ["Spa", 2],
    ]);
    expect(rent.types.find((t) => t.id === 10)).toMatchObject({ name: "Maisons de vacances", count: 8 });
  });
});

describe("counts follow the catalogue", () => {
  it("the catalogue's filter counts are kept while the catalogue is unchanged and follow every write at once (decision 0023)", async () => {
    const db = sample.database.db;
    const catalogue = createCatalogue(db, sample.content);
    const saleCities = async () => (await catalogue.filters("sale", "nl")).cities.map((c) => c.name);
    expect(await saleCities()).toEqual(["Buggenhout", "Dendermonde", "Lebbeke"]);
    await db.update(properties).set({ published: false }).where(eq(properties.id, 4100003));
    try {
      // no sync: a write to the catalogue is enough, as it is for every page the catalogue keeps
      expect(await saleCities()).toEqual(["Buggenhout", "Dendermonde"]);
      expect((await catalogue.suggest("lebbeke", "nl")).cities).toEqual([]);
    } finally {
      await db.update(properties).set({ published: true }).where(eq(properties.id, 4100003));
    }
    expect(await saleCities()).toEqual(["Buggenhout", "Dendermonde", "Lebbeke"]);
  });
});

describe("quick search suggestions (spec §5)", () => {
  const suggestNl = (q: string) => suggest(sample.database.db, q, options("nl"));

  it("'dender' finds Dendermonde, linking to the sale list filtered on it", async () => {
    expect((await suggestNl("dender")).cities).toEqual([
      { name: "Dendermonde", zip: "9200", url: "/nl/te-koop/?city=Dendermonde%7C9200" },
    ]);
  });

  it("a zip or the start of any word of the name finds the city; the middle of a word does not", async () => {
    expect((await suggestNl("92")).cities.map((c) => c.name)).toEqual(["Buggenhout", "Dendermonde", "Lebbeke"]);
    expect((await suggestNl("oostd")).cities).toEqual([
      { name: "Koksijde-Oostduinkerke", zip: "8670", url: "/nl/vakantiewoningen/?city=Koksijde-Oostduinkerke%7C8670" },
    ]);
    expect((await suggestNl("ksijde")).cities).toEqual([]);
  });

  it("matches cities exactly as matchCities (app/lib/search-match.ts) does", async () => {
    const known = await sample.database.db
      .selectDistinct({ name: properties.city, zip: properties.zip })
      .from(properties);
    for (const q of [
      "d",
      "De",
      "dender",
      "9",
      "92",
      "920",
      "9200",
      "spa",
      "s",
      "b",
      "beffe 6987",
      "koksijde o",
      "KOKSIJDE-OOST",
      "oostduinkerke",
      "ksijde",
      "x",
      "4900",
      "dendermonde 92",
      " spa ",
    ]) {
      const expected = matchCities(q, known)
        .map((c) => c.name)
        .sort();
      const found = (await suggestNl(q)).cities.map((c) => c.name).sort();
      expect(found, `query "${q}"`).toEqual(expected.slice(0, 5));
    }
  });

  it("a municipality's name in another language finds its cities (app/lib/municipalities.ts)", async () => {
    const suggestFr = (q: string) => suggest(sample.database.db, q, options("fr"));
    // Termonde is Dendermonde's French name; "term" starts it
    expect((await suggestFr("Termonde")).cities).toEqual([
      { name: "Dendermonde", zip: "9200", url: "/fr/a-vendre/?city=Dendermonde%7C9200" },
    ]);
    expect((await suggestFr("term")).cities.map((c) => c.name)).toEqual(["Dendermonde"]);
    // Beffe is a place of the municipality of Rendeux (same postal code)
    expect((await suggestNl("rendeux")).cities.map((c) => c.name)).toEqual(["Beffe"]);
    // two letters name no municipality: only the cities' own names count
    expect((await suggestFr("te")).cities).toEqual([]);
  });

  it("a property by its full ID or the start of it, never by its title", async () => {
    expect((await suggestNl("4100001")).properties).toEqual([
      {
        id: 4100001,
        title: "Gerenoveerde rijwoning met zonnige tuin in hartje Buggenhout",
        url: "/nl/te-koop/buggenhout/gerenoveerde-rijwoning-met-zonnige-tuin-in-hartje-buggenhout/4100001/",
        image: "/img/60/sample/pictures/4100001-1.jpg",
      },
    ]);
    expect((await suggestNl("41000")).properties.map((p) => p.id)).toEqual([
      4100001, 4100002, 4100003, 4100004, 4100005,
    ]);
    expect((await suggestNl("4100010")).properties.map((p) => p.id)).toEqual([4100010]);
    expect((await suggestNl("rijwoning")).properties).toEqual([]);
    expect((await suggestNl("041")).properties).toEqual([]);
  });

  it("the id ranges find exactly the ids matchPropertiesById finds", () => {
    const candidates = [
      1, 4, 41, 409, 410, 419, 420, 4100, 4199, 4100001, 4100011, 41000000, 410000000, 2_147_483_647, 999_999_999,
    ].map((id) => ({ id }));
    for (const q of ["4", "41", "410", "4100", "41000", "4100001", "2147483647", "21474836470", "9", "0", "041"]) {
      const inRanges = candidates.filter(({ id }) => idPrefixRanges(q).some(([low, high]) => id >= low && id <= high));
      expect(inRanges, `reference "${q}"`).toEqual(matchPropertiesById(q, candidates));
    }
  });

  it("types by the start of their name, without accents, linking to a list that has them", async () => {
    expect((await suggestNl("app")).types).toEqual([
      { id: 2, name: "Appartement", icon: "residential", url: "/nl/te-koop/?type=2" },
    ]);
    expect((await suggestNl("VAK")).types).toEqual([
      { id: 10, name: "Vakantiewoningen", icon: "residential", url: "/nl/vakantiewoningen/?type=10" },
    ]);
    expect((await suggest(sample.database.db, "maisons de", options("fr"))).types).toEqual([
      { id: 10, name: "Maisons de vacances", icon: "residential", url: "/fr/maisons-de-vacances/?type=10" },
    ]);
    // Grond has no listing: suggesting it would lead to an empty list
    expect((await suggestNl("grond")).types).toEqual([]);
  });

  it("every type it proposes, in every language, leads to a list with listings of that type", async () => {
    const types = await sample.database.db.select().from(propertyTypes);
    for (const locale of ["nl", "fr", "en", "de"] as const) {
      const names = types.map((type) => type.name[locale] ?? "").filter((name) => name.length >= 3);
      expect(names.length).toBeGreaterThan(0);
      for (const name of names) {
        for (const suggested of (await suggest(sample.database.db, name.slice(0, 3), options(locale))).types) {
          const url = new URL(suggested.url, "http://site");
          const lists = { "for-sale": "sale", "for-rent": "rent", "holiday-homes": "holiday" } as const;
          const list = Object.entries(lists).find(
            ([key]) => routePath(options(locale).routes, key, locale) === url.pathname,
          )?.[1];
          expect(list, suggested.url).toBeDefined();
          const found = await searchListings(
            sample.database.db,
            { ...queryOf(url.search.slice(1)), goal: list ?? null },
            options(locale),
          );
          expect(found.total, `${locale} "${name.slice(0, 3)}" → ${suggested.url}`).toBeGreaterThan(0);
        }
      }
    }
  });

  it("a type name is cut at 100 characters (spec §9)", async () => {
    const long = `Appartement ${"met een heel lange omschrijving ".repeat(6)}`;
    const [before] = await sample.database.db.select().from(propertyTypes).where(eq(propertyTypes.id, 2));
    await sample.database.db
      .update(propertyTypes)
      .set({ name: { ...before!.name, nl: long } })
      .where(eq(propertyTypes.id, 2));
    try {
      const [type] = (await suggestNl("appartement")).types;
      expect(type!.name).toBe(long.slice(0, 100));
    } finally {
      await sample.database.db.update(propertyTypes).set({ name: before!.name }).where(eq(propertyTypes.id, 2));
    }
  });

  it("an empty or blank query clears everything", async () => {
    for (const q of ["", "   ", "-"]) expect(await suggestNl(q)).toEqual({ types: [], cities: [], properties: [] });
  });

  it("at most 5 of each", async () => {
    const all = await suggestNl("4");
    expect(all.properties).toHaveLength(5);
  });
});

describe("quick search on Enter (decision 0048)", () => {
  const enter = (q: string, list: QuickSearchList = "for-sale", locale: Locale = "nl") =>
    quickSearchTarget(sample.database.db, q, list, options(locale));

  it.each([
    // a reference: the listing's page
    ["4100002", "for-sale", "nl", "/nl/te-koop/dendermonde/"],
    [" 4100006 ", "for-sale", "fr", "/fr/maisons-de-vacances/"],
    // a type, in any language, singular or plural: the list that has it
    ["huis", "for-sale", "nl", "/nl/te-koop/?type=1"],
    ["Maison", "for-sale", "nl", "/nl/te-koop/?type=1"],
    ["maisons", "for-sale", "fr", "/fr/a-vendre/?type=1"],
    ["appartementen", "for-sale", "nl", "/nl/te-koop/?type=2"],
    ["vakantiewoning", "for-sale", "nl", "/nl/vakantiewoningen/?type=10"],
    ["huis", "holiday-homes", "nl", "/nl/vakantiewoningen/?type=1"],
    // a type without listings: filtered anyway, the list says 0
    ["grond", "for-sale", "nl", "/nl/te-koop/?type=4"],
    // a type and a city
    ["huis buggenhout", "for-sale", "nl", "/nl/te-koop/?type=1&city=Buggenhout"],
    // a city: by name, any language, zip, or the start of its name
    ["Termonde", "for-sale", "fr", "/fr/a-vendre/?city=Dendermonde"],
    ["dendermonde", "for-sale", "nl", "/nl/te-koop/?city=Dendermonde"],
    ["9200", "for-sale", "nl", "/nl/te-koop/?city=9200"],
    ["spa", "for-sale", "nl", "/nl/vakantiewoningen/?city=Spa"],
    ["spa", "for-rent", "nl", "/nl/te-huur/?city=Spa"],
    ["oostduin", "for-sale", "nl", "/nl/vakantiewoningen/?city=Koksijde-Oostduinkerke"],
    // nothing typed: the list itself
    ["  ", "for-rent", "nl", "/nl/te-huur/"],
  ] as const)("%j from %s (%s) → %s", async (q, list, locale, expected) => {
    const target = await enter(q, list, locale);
    expect(target?.startsWith(expected), `${target}`).toBe(true);
  });

  it.each(["zonnige tuin", "xyz", "h"])("%j is a text search: null (the list shows it)", async (q) => {
    expect(await enter(q)).toBeNull();
  });

  it("q searches titles and descriptions, every word, in any language, accents aside", async () => {
    // 4100001: "Gerenoveerde rijwoning met zonnige tuin in hartje Buggenhout"
    expect(ids((await search("goal=sale&q=zonnige+TUIN")).cards)).toEqual([4100001]);
    expect(ids((await search("goal=sale&q=zonnige+zwembad")).cards)).toEqual([]);
    const [title] = (await search("goal=rent&q=beffe", 12, "fr")).cards.map((card) => card.title);
    expect(title).toBeDefined();
    expect(queryOf("q=%C3%89t%C3%A9+2026").text).toEqual(["ete", "2026"]);
    expect(parseListingQuery(new URLSearchParams("q=--"), { pageSizeDefault: 12 }).errors).toEqual([
      { parameter: "q", message: "must hold a letter or a digit" },
    ]);
  });
});

describe("an accented city (extra fixture: Liège)", () => {
  let extra: SampleCatalogue;
  beforeAll(async () => {
    extra = await openSampleCatalogue();
    await extra.database.db.insert(cities).values([
      { name: "Liège", zip: "4000", searchKey: searchKey("Liège"), countryId: 10, lat: 50.6326, lng: 5.5797 },
      // a namesake in another zip, without listings
      { name: "Spa", zip: "9999", searchKey: "spa", countryId: 10, lat: null, lng: null },
    ]);
    await extra.database.db.insert(properties).values({
      id: 4190001,
      goal: 1,
      zip: "4000",
      city: "Liège",
      citySearchKey: searchKey("Liège"),
      webId: 2,
      webIds: [2],
      typeId: 2,
      price: 850,
      providerCreatedAt: new Date("2026-11-01T10:00:00Z"),
      texts: {
        fr: { title: "Appartement au centre de Liège", typeDescription: "Appartement" },
        nl: { title: "Appartement in het centrum van Luik", typeDescription: "Appartement" },
      },
    });
  });
  afterAll(() => extra.close());

  it("'liege' suggests Liège, linking to the rent list", async () => {
    const found = await suggest(extra.database.db, "liege", cardOptionsFor(extra.content, "fr"));
    expect(found.cities).toEqual([{ name: "Liège", zip: "4000", url: "/fr/a-louer/?city=Li%C3%A8ge%7C4000" }]);
  });

  it("a city is suggested only where it has listings: name and zip together", async () => {
    const found = await suggest(extra.database.db, "spa", cardOptionsFor(extra.content, "nl"));
    expect(found.cities).toEqual([{ name: "Spa", zip: "4900", url: "/nl/vakantiewoningen/?city=Spa%7C4900" }]);
  });

  it("city=liege and city=Liège|4000 filter on it", async () => {
    const db = extra.database.db;
    const run = (q: string) =>
      searchListings(
        db,
        parseListingQuery(new URLSearchParams(q), { pageSizeDefault: 12 }).query,
        cardOptionsFor(extra.content, "fr"),
      );
    expect(ids((await run("city=liege")).cards)).toEqual([4190001]);
    // Liège by its Dutch and German names (app/lib/municipalities.ts)
    expect(ids((await run("city=Luik")).cards)).toEqual([4190001]);
    expect(ids((await run(`city=${encodeURIComponent("Lüttich")}`)).cards)).toEqual([4190001]);
    expect(ids((await run(`city=${encodeURIComponent("Liège|4000")}`)).cards)).toEqual([4190001]);
    expect((await run("goal=rent")).total).toBe(9);
  });
});

describe("price sorts compare one unit (decision 0043; extra fixture: unit texts in other languages, a rented home)", () => {
  let extra: SampleCatalogue;
  // Rent listings whose unit text is only in French, German or English; each one's price per week
  // in the comment. 4190014 is rented: after every available listing, however cheap.
  const rows = [
    { id: 4190011, price: 150, texts: { fr: { title: "Studio", priceUnitText: "/ nuit" } } }, // 1 050
    { id: 4190012, price: 1000, texts: { de: { title: "Haus", priceUnitText: "/ Woche" } } }, // 1 000
    { id: 4190013, price: 4000, texts: { en: { title: "Flat", priceUnitText: "€/month" } } }, // 923
    { id: 4190014, price: 10, texts: { nl: { title: "Verhuurd", priceUnitText: "/ nacht" } }, availability: "rented" },
    { id: 4190015, price: 52_520, texts: { fr: { title: "Villa", priceUnitText: "€/an" } } }, // 1 010
  ];
  beforeAll(async () => {
    extra = await openSampleCatalogue();
    await extra.database.db.insert(properties).values(
      rows.map((row) => ({
        goal: 1,
        zip: "4000",
        city: "Liège",
        citySearchKey: "liege",
        webIds: [2],
        providerCreatedAt: new Date("2026-11-01T10:00:00Z"),
        ...row,
      })),
    );
  });
  afterAll(() => extra.close());

  const sorted = async (sort: string) =>
    ids(
      (
        await searchListings(
          extra.database.db,
          parseListingQuery(new URLSearchParams(`goal=rent&city=liege&sort=${sort}`), { pageSizeDefault: 12 }).query,
          cardOptionsFor(extra.content, "nl"),
        )
      ).cards,
    );

  it("per week whatever the language of the unit text; the rented one last", async () => {
    expect(await sorted("price-asc")).toEqual([4190013, 4190012, 4190015, 4190011, 4190014]);
    expect(await sorted("price-desc")).toEqual([4190011, 4190015, 4190012, 4190013, 4190014]);
  });

  it("the database's order is app/lib/price-period.ts's weeklyPrice order", async () => {
    const available = rows.filter((row) => row.availability === undefined);
    const unit = (row: (typeof rows)[number]) => Object.values(row.texts)[0]?.priceUnitText;
    const expected = [...available].sort((a, b) => weeklyPrice(a.price, unit(a)) - weeklyPrice(b.price, unit(b)));
    expect((await sorted("price-asc")).slice(0, available.length)).toEqual(expected.map((row) => row.id));
  });
});
