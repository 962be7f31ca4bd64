/**
 * A synthetic catalogue for the search benchmark (bench/search.ts): N listings shaped like the
 * provider's feed after import — goals sale, rent and holiday homes, a few hundred cities (many
 * with accents), types with WebIDs lists, prices (some not published), marquees, EPC labels of the
 * three regions, bedrooms, coordinates, 1 to 12 pictures each, some listings withdrawn or
 * unpublished, creation dates spread over four years. Deterministic: the same size gives the same
 * catalogue, so runs and before/after figures compare like with like.
 */
import { sql } from "drizzle-orm";
import type { Database } from "#db/client.server.ts";
import { cities, listingMedia, properties, propertyTypes, syncRuns, type PropertyTexts } from "#db/schema.ts";
import { epcLabelRank } from "#app/lib/epc.ts";
import { searchKey } from "#app/lib/search-key.ts";

type Locale = "nl" | "fr" | "en" | "de";
const LOCALES: readonly Locale[] = ["nl", "fr", "en", "de"];

/** mulberry32: small, fast and seedable, so the catalogue is the same on every run. */
export function randomSource(seed: number) {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const chance = (p: number): boolean => next() < p;
  return { next, int, pick, chance };
}
export type RandomSource = ReturnType<typeof randomSource>;

/** The sample feed's ten types (data/sample/feed/GetWebIDList.*.json), with how common each is. */
export const TYPES = [
  { id: 1, webId: 1, name: { nl: "Huis", fr: "Maison", en: "House", de: "Haus" }, share: 30 },
  { id: 2, webId: 1, name: { nl: "Appartement", fr: "Appartement", en: "Apartment", de: "Wohnung" }, share: 28 },
  { id: 3, webId: 1, name: { nl: "Studio", fr: "Studio", en: "Studio", de: "Studio" }, share: 6 },
  { id: 4, webId: 4, name: { nl: "Grond", fr: "Terrain", en: "Land", de: "Grundstück" }, share: 7 },
  {
    id: 5,
    webId: 1,
    name: { nl: "Opbrengsteigendom", fr: "Immeuble de rapport", en: "Investment property", de: "Renditeobjekt" },
    share: 3,
  },
  { id: 6, webId: 6, name: { nl: "Commercieel", fr: "Commerce", en: "Commercial", de: "Gewerbe" }, share: 6 },
  { id: 7, webId: 3, name: { nl: "Industrieel", fr: "Industriel", en: "Industrial", de: "Industrie" }, share: 3 },
  { id: 8, webId: 5, name: { nl: "Kantoren", fr: "Bureaux", en: "Offices", de: "Büros" }, share: 5 },
  {
    id: 9,
    webId: 2,
    name: { nl: "Garage/Parking", fr: "Garage/Parking", en: "Garage/Parking", de: "Garage/Stellplatz" },
    share: 7,
  },
  {
    id: 10,
    webId: 1,
    name: { nl: "Vakantiewoningen", fr: "Maisons de vacances", en: "Holiday homes", de: "Ferienhäuser" },
    share: 0,
  },
] as const;
const HOLIDAY_TYPE_ID = 10;

/** Real municipalities (name, zip, rough centre): Flanders, Brussels, Wallonia and the German-speaking east. */
const BASE_CITIES: [string, string, number, number][] = [
  ["Antwerpen", "2000", 51.22, 4.4],
  ["Gent", "9000", 51.05, 3.72],
  ["Brugge", "8000", 51.21, 3.22],
  ["Leuven", "3000", 50.88, 4.7],
  ["Mechelen", "2800", 51.03, 4.48],
  ["Aalst", "9300", 50.94, 4.04],
  ["Dendermonde", "9200", 51.03, 4.1],
  ["Lebbeke", "9280", 50.99, 4.13],
  ["Buggenhout", "9255", 51.01, 4.2],
  ["Hasselt", "3500", 50.93, 5.34],
  ["Genk", "3600", 50.97, 5.5],
  ["Kortrijk", "8500", 50.83, 3.26],
  ["Oostende", "8400", 51.23, 2.92],
  ["Knokke-Heist", "8300", 51.35, 3.29],
  ["De Panne", "8660", 51.1, 2.59],
  ["Koksijde-Oostduinkerke", "8670", 51.12, 2.65],
  ["Nieuwpoort", "8620", 51.13, 2.75],
  ["Middelkerke", "8430", 51.19, 2.82],
  ["Blankenberge", "8370", 51.31, 3.13],
  ["De Haan", "8420", 51.27, 3.03],
  ["Sint-Niklaas", "9100", 51.16, 4.14],
  ["Lokeren", "9160", 51.1, 3.99],
  ["Zottegem", "9620", 50.87, 3.81],
  ["Ninove", "9400", 50.83, 4.02],
  ["Geraardsbergen", "9500", 50.77, 3.88],
  ["Oudenaarde", "9700", 50.85, 3.6],
  ["Ronse", "9600", 50.75, 3.6],
  ["Tienen", "3300", 50.81, 4.94],
  ["Diest", "3290", 50.99, 5.05],
  ["Aarschot", "3200", 50.98, 4.84],
  ["Turnhout", "2300", 51.32, 4.94],
  ["Geel", "2440", 51.16, 4.99],
  ["Mol", "2400", 51.19, 5.12],
  ["Lier", "2500", 51.13, 4.57],
  ["Herentals", "2200", 51.18, 4.83],
  ["Brasschaat", "2930", 51.29, 4.49],
  ["Schoten", "2900", 51.25, 4.5],
  ["Tongeren", "3700", 50.78, 5.46],
  ["Sint-Truiden", "3800", 50.82, 5.19],
  ["Bilzen", "3740", 50.87, 5.52],
  ["Maaseik", "3680", 51.1, 5.79],
  ["Lommel", "3920", 51.23, 5.31],
  ["Ieper", "8900", 50.85, 2.89],
  ["Poperinge", "8970", 50.85, 2.73],
  ["Roeselare", "8800", 50.95, 3.12],
  ["Tielt", "8700", 51.0, 3.33],
  ["Waregem", "8790", 50.89, 3.43],
  ["Deinze", "9800", 50.98, 3.53],
  ["Eeklo", "9900", 51.19, 3.56],
  ["Sint-Genesius-Rode", "1640", 50.75, 4.36],
  ["Overijse", "3090", 50.77, 4.53],
  ["Zaventem", "1930", 50.88, 4.47],
  ["Bruxelles", "1000", 50.85, 4.35],
  ["Anderlecht", "1070", 50.84, 4.31],
  ["Ixelles", "1050", 50.83, 4.37],
  ["Etterbeek", "1040", 50.84, 4.39],
  ["Schaerbeek", "1030", 50.87, 4.37],
  ["Uccle", "1180", 50.8, 4.34],
  ["Forest", "1190", 50.81, 4.32],
  ["Woluwe-Saint-Lambert", "1200", 50.84, 4.43],
  ["Saint-Gilles", "1060", 50.83, 4.34],
  ["Molenbeek-Saint-Jean", "1080", 50.86, 4.32],
  ["Koekelberg", "1081", 50.86, 4.33],
  ["Jette", "1090", 50.88, 4.32],
  ["Evere", "1140", 50.87, 4.4],
  ["Auderghem", "1160", 50.81, 4.43],
  ["Watermael-Boitsfort", "1170", 50.8, 4.41],
  ["Berchem-Sainte-Agathe", "1082", 50.86, 4.29],
  ["Wavre", "1300", 50.72, 4.6],
  ["Ottignies-Louvain-la-Neuve", "1340", 50.67, 4.58],
  ["Nivelles", "1400", 50.6, 4.33],
  ["Waterloo", "1410", 50.72, 4.4],
  ["Braine-l'Alleud", "1420", 50.68, 4.37],
  ["Jodoigne", "1370", 50.72, 4.87],
  ["Tubize", "1480", 50.69, 4.2],
  ["Genappe", "1470", 50.61, 4.45],
  ["Liège", "4000", 50.63, 5.58],
  ["Chênée", "4032", 50.61, 5.62],
  ["Fléron", "4620", 50.62, 5.68],
  ["Huy", "4500", 50.52, 5.24],
  ["Héron", "4217", 50.55, 5.1],
  ["Seraing", "4100", 50.58, 5.5],
  ["Herstal", "4040", 50.66, 5.63],
  ["Visé", "4600", 50.73, 5.69],
  ["Waremme", "4300", 50.7, 5.25],
  ["Hannut", "4280", 50.67, 5.08],
  ["Esneux", "4130", 50.53, 5.57],
  ["Aywaille", "4920", 50.47, 5.68],
  ["Chaudfontaine", "4050", 50.58, 5.65],
  ["Grâce-Hollogne", "4460", 50.64, 5.48],
  ["Flémalle", "4400", 50.6, 5.46],
  ["Blégny", "4670", 50.67, 5.72],
  ["Spa", "4900", 50.49, 5.86],
  ["Theux", "4910", 50.53, 5.81],
  ["Verviers", "4800", 50.59, 5.86],
  ["Malmedy", "4960", 50.43, 6.03],
  ["Stavelot", "4970", 50.39, 5.93],
  ["Trois-Ponts", "4980", 50.37, 5.87],
  ["Waimes", "4950", 50.41, 6.11],
  ["Jalhay", "4845", 50.56, 5.97],
  ["Eupen", "4700", 50.63, 6.04],
  ["Sankt Vith", "4780", 50.28, 6.13],
  ["Bütgenbach", "4750", 50.43, 6.2],
  ["Büllingen", "4760", 50.41, 6.26],
  ["Kelmis", "4720", 50.72, 6.01],
  ["Raeren", "4730", 50.67, 6.12],
  ["Namur", "5000", 50.47, 4.87],
  ["Jambes", "5100", 50.46, 4.87],
  ["Gembloux", "5030", 50.56, 4.69],
  ["Andenne", "5300", 50.49, 5.1],
  ["Éghezée", "5310", 50.59, 4.91],
  ["Dinant", "5500", 50.26, 4.91],
  ["Ciney", "5590", 50.29, 5.1],
  ["Rochefort", "5580", 50.16, 5.22],
  ["Beauraing", "5570", 50.11, 4.96],
  ["Vresse-sur-Semois", "5550", 49.87, 4.93],
  ["Hastière", "5540", 50.22, 4.83],
  ["Profondeville", "5170", 50.38, 4.87],
  ["Philippeville", "5600", 50.2, 4.54],
  ["Couvin", "5660", 50.05, 4.49],
  ["Charleroi", "6000", 50.41, 4.44],
  ["Châtelet", "6200", 50.4, 4.52],
  ["Fleurus", "6220", 50.48, 4.55],
  ["Thuin", "6530", 50.34, 4.29],
  ["Chimay", "6460", 50.05, 4.32],
  ["Arlon", "6700", 49.68, 5.82],
  ["Virton", "6760", 49.57, 5.53],
  ["Bastogne", "6600", 50.0, 5.72],
  ["Houffalize", "6660", 50.13, 5.79],
  ["Vielsalm", "6690", 50.28, 5.92],
  ["Gouvy", "6670", 50.19, 5.94],
  ["Libramont-Chevigny", "6800", 49.92, 5.38],
  ["Neufchâteau", "6840", 49.84, 5.44],
  ["Florenville", "6820", 49.7, 5.31],
  ["Bouillon", "6830", 49.79, 5.07],
  ["Marche-en-Famenne", "6900", 50.23, 5.34],
  ["Durbuy", "6940", 50.35, 5.46],
  ["Hotton", "6990", 50.27, 5.45],
  ["La Roche-en-Ardenne", "6980", 50.18, 5.58],
  ["Beffe", "6987", 50.25, 5.53],
  ["Érezée", "6997", 50.29, 5.56],
  ["Manhay", "6960", 50.29, 5.68],
  ["Mons", "7000", 50.45, 3.95],
  ["La Louvière", "7100", 50.48, 4.19],
  ["Binche", "7130", 50.41, 4.17],
  ["Soignies", "7060", 50.58, 4.07],
  ["Écaussinnes", "7190", 50.56, 4.18],
  ["Ath", "7800", 50.63, 3.78],
  ["Enghien", "7850", 50.69, 4.04],
  ["Lessines", "7860", 50.71, 3.83],
  ["Tournai", "7500", 50.61, 3.39],
  ["Péruwelz", "7600", 50.51, 3.59],
  ["Mouscron", "7700", 50.74, 3.21],
  ["Comines-Warneton", "7780", 50.77, 3.0],
];
/** Villages made up per municipality (deelgemeenten, sections), so the catalogue has a few hundred places. */
const VILLAGE_START = ["Sint-", "Saint-", "Notre-Dame-", "Hoog-", "Neder-", "Petit-", "Grand-", "Oost-", "West-", ""];
const VILLAGE_STEM = [
  "Amand",
  "Rémy",
  "Géry",
  "Ghislain",
  "Hubert",
  "Séverin",
  "Lièvin",
  "Maur",
  "Denis",
  "Aubin",
  "Mëtten",
  "Brûly",
  "Hérinnes",
  "Vièrves",
  "Hèvre",
  "Crupet",
  "Wèpion",
];
const VILLAGE_END = [
  "",
  "-sur-Meuse",
  "-lez-Bois",
  "-en-Ardenne",
  "-Waas",
  "-Kerk",
  "-Dorp",
  "-à-la-Chênée",
  "-sur-Ourthe",
];

type City = { name: string; zip: string; lat: number; lng: number; weight: number };

function makeCities(random: RandomSource): City[] {
  const list: City[] = [];
  const seen = new Set<string>();
  BASE_CITIES.forEach(([name, zip, lat, lng], index) => {
    // Zipf-like popularity: big towns first in the list hold more listings.
    list.push({ name, zip, lat, lng, weight: 1 / (1 + index * 0.08) });
    seen.add(`${zip}|${name}`);
    const villages = random.int(0, 3);
    for (let v = 1; v <= villages; v++) {
      const village = `${random.pick(VILLAGE_START)}${random.pick(VILLAGE_STEM)}${random.pick(VILLAGE_END)}`;
      const villageZip = String(Number(zip) + v);
      if (seen.has(`${villageZip}|${village}`)) continue;
      seen.add(`${villageZip}|${village}`);
      list.push({
        name: village,
        zip: villageZip,
        lat: lat + (random.next() - 0.5) * 0.08,
        lng: lng + (random.next() - 0.5) * 0.08,
        weight: 0.15 / (1 + index * 0.08),
      });
    }
  });
  return list;
}

function weightedPicker<T extends { weight: number }>(items: readonly T[], random: RandomSource): () => T {
  const cumulative: number[] = [];
  let total = 0;
  for (const item of items) cumulative.push((total += item.weight));
  return () => {
    const target = random.next() * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle]! < target) low = middle + 1;
      else high = middle;
    }
    return items[low]!;
  };
}

type Region = "flanders" | "brussels" | "wallonia";
function regionOfZip(zip: string): Region {
  const n = Number(zip);
  if (n >= 1000 && n < 1300) return "brussels";
  if ((n >= 1300 && n < 1500) || (n >= 4000 && n < 8000)) return "wallonia";
  return "flanders";
}
const EPC_BY_REGION: Record<Region, readonly string[]> = {
  flanders: ["A+", "A", "A", "B", "B", "C", "C", "C", "D", "D", "E", "F"],
  brussels: ["A", "B+", "B", "B-", "C+", "C", "C-", "D+", "D", "E", "F", "G"],
  wallonia: ["A++", "A+", "A", "B", "C", "C", "D", "D", "E", "E", "F", "G"],
};

const WORDS: Record<Locale, readonly string[]> = {
  nl: [
    "ruime",
    "woning",
    "met",
    "tuin",
    "zonnige",
    "leefruimte",
    "keuken",
    "volledig",
    "uitgeruste",
    "badkamer",
    "slaapkamers",
    "rustig",
    "gelegen",
    "nabij",
    "centrum",
    "scholen",
    "winkels",
    "openbaar",
    "vervoer",
    "gerenoveerd",
    "energiezuinig",
    "dubbele",
    "beglazing",
    "zolder",
    "kelder",
    "garage",
    "terras",
    "instapklaar",
    "lichtrijke",
    "living",
  ],
  fr: [
    "spacieuse",
    "maison",
    "avec",
    "jardin",
    "ensoleillé",
    "séjour",
    "cuisine",
    "entièrement",
    "équipée",
    "salle",
    "de",
    "bains",
    "chambres",
    "calme",
    "située",
    "proche",
    "du",
    "centre",
    "écoles",
    "commerces",
    "transports",
    "rénovée",
    "économe",
    "double",
    "vitrage",
    "grenier",
    "cave",
    "garage",
    "terrasse",
    "lumineuse",
  ],
  en: [
    "spacious",
    "house",
    "with",
    "garden",
    "sunny",
    "living",
    "room",
    "kitchen",
    "fully",
    "equipped",
    "bathroom",
    "bedrooms",
    "quiet",
    "located",
    "near",
    "centre",
    "schools",
    "shops",
    "public",
    "transport",
    "renovated",
    "energy",
    "efficient",
    "double",
    "glazing",
    "attic",
    "cellar",
    "garage",
    "terrace",
    "bright",
  ],
  de: [
    "geräumiges",
    "Haus",
    "mit",
    "Garten",
    "sonnigem",
    "Wohnzimmer",
    "Küche",
    "voll",
    "ausgestattet",
    "Badezimmer",
    "Schlafzimmer",
    "ruhig",
    "gelegen",
    "nahe",
    "Zentrum",
    "Schulen",
    "Geschäfte",
    "öffentliche",
    "Verkehrsmittel",
    "renoviert",
    "energieeffizient",
    "Doppelverglasung",
    "Dachboden",
    "Keller",
    "Garage",
    "Terrasse",
    "hell",
    "bezugsfertig",
    "großzügig",
    "modern",
  ],
};
const PRICE_UNIT_TEXT: Record<Locale, string> = { nl: "/maand", fr: "/mois", en: "/month", de: "/Monat" };
const HOLIDAY_UNIT_TEXT: Record<Locale, string> = { nl: "/week", fr: "/semaine", en: "/week", de: "/Woche" };
const MARQUEES = [
  { marquee: 1, name: { nl: "Nieuw", fr: "Nouveau", en: "New", de: "Neu" } },
  { marquee: 2, name: { nl: "Optie", fr: "Option", en: "Option", de: "Option" } },
  { marquee: 3, name: { nl: "Prijsdaling", fr: "Prix réduit", en: "Price reduced", de: "Preissenkung" } },
  { marquee: 4, name: { nl: "Verkocht", fr: "Vendu", en: "Sold", de: "Verkauft" } },
  { marquee: 5, name: { nl: "Verhuurd", fr: "Loué", en: "Rented", de: "Vermietet" } },
];

function words(random: RandomSource, locale: Locale, count: number): string {
  const list = WORDS[locale];
  const out: string[] = [];
  for (let i = 0; i < count; i++) out.push(list[Math.floor(random.next() * list.length)]!);
  const text = out.join(" ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export type SyntheticCatalogue = {
  size: number;
  cities: City[];
  /** Ids of every listing, in insertion order. */
  ids: number[];
  /** Published listings per list, to check the service's totals against. */
  published: { sale: number; rent: number; holiday: number };
  pictures: number;
};

type PropertyInsert = typeof properties.$inferInsert;
type MediaInsert = typeof listingMedia.$inferInsert;

/** Rows per INSERT: below PostgreSQL's 65 535 bind parameters with every column the generator sets. */
const PROPERTY_BATCH = 500;
const MEDIA_BATCH = 4_000;
const FIRST_ID = 5_000_001;
const NOW = Date.parse("2026-11-23T08:00:00Z");
const FOUR_YEARS = 4 * 365 * 24 * 3600 * 1000;

/**
 * Fills an empty, migrated database with `size` listings (and their types, cities, pictures and
 * a successful sync), then VACUUM ANALYZE, which autovacuum would do on PostgreSQL after such a
 * load, so the planner has statistics and index-only scans find an up-to-date visibility map.
 */
export async function fillCatalogue(
  db: Database,
  size: number,
  onProgress: (done: number) => void,
): Promise<SyntheticCatalogue> {
  // The places are the same at every size; the listings differ with the size.
  const cityList = makeCities(randomSource(0xc17e));
  const random = randomSource(0x5eed ^ size);
  const pickCity = weightedPicker(cityList, random);
  const pickType = weightedPicker(
    TYPES.filter((t) => t.share > 0).map((t) => ({ ...t, weight: t.share })),
    random,
  );

  await db.insert(propertyTypes).values(
    TYPES.map((t) => ({
      id: t.id,
      webId: t.webId,
      name: t.name,
      showOrder: t.id,
      sale: true,
      rent: true,
      isHoliday: t.id === HOLIDAY_TYPE_ID,
    })),
  );
  for (let i = 0; i < cityList.length; i += PROPERTY_BATCH) {
    await db.insert(cities).values(
      cityList.slice(i, i + PROPERTY_BATCH).map((c) => ({
        name: c.name,
        zip: c.zip,
        searchKey: searchKey(c.name),
        countryId: 10,
        countryName: "België",
        lat: c.lat,
        lng: c.lng,
      })),
    );
  }

  const ids: number[] = [];
  const published = { sale: 0, rent: 0, holiday: 0 };
  let pictures = 0;
  let batch: PropertyInsert[] = [];
  let media: MediaInsert[] = [];
  const flush = async () => {
    if (batch.length) await db.insert(properties).values(batch);
    batch = [];
    if (media.length >= MEDIA_BATCH) await flushMedia();
  };
  const flushMedia = async () => {
    for (let i = 0; i < media.length; i += MEDIA_BATCH)
      await db.insert(listingMedia).values(media.slice(i, i + MEDIA_BATCH));
    media = [];
  };

  for (let i = 0; i < size; i++) {
    // Ids mostly follow creation order, as a provider numbers its listings, with some shuffling.
    const id = FIRST_ID + i * 3 + random.int(0, 2);
    const city = pickCity();
    const region = regionOfZip(city.zip);
    const roll = random.next();
    const goalKind = roll < 0.55 ? "sale" : roll < 0.85 ? "rent" : "holiday";
    const type = goalKind === "holiday" ? TYPES[9] : pickType();
    const webIds: number[] = [type.id];
    if (goalKind === "holiday") webIds.push(random.pick([1, 2, 2, 3]));
    else if (type.id === 2 && random.chance(0.15)) webIds.push(3);
    else if (type.id === 1 && random.chance(0.05)) webIds.push(5);
    else if (type.id === 6 && random.chance(0.2)) webIds.push(8);
    const goal = goalKind === "sale" ? 0 : random.chance(0.9) ? 1 : 2;
    const residential = [1, 2, 3, 5, 10].includes(type.id);
    const bedrooms = !residential
      ? null
      : type.id === 3
        ? 0
        : type.id === 2
          ? random.int(1, 3)
          : type.id === 10
            ? random.int(1, 6)
            : random.int(2, 5);
    const price = random.chance(0.02)
      ? null
      : goalKind === "sale"
        ? Math.round((60_000 + random.next() ** 2 * 1_200_000) / 5_000) * 5_000
        : goalKind === "rent"
          ? Math.round((450 + random.next() ** 2 * 3_000) / 5) * 5
          : Math.round((95 + random.next() * 2_400) / 5) * 5;
    const marquee = random.chance(0.82)
      ? null
      : random.pick(MARQUEES.filter((m) => (goalKind === "sale" ? m.marquee !== 5 : m.marquee !== 4)));
    const epcLabel = random.chance(0.1) || !residential ? null : random.pick(EPC_BY_REGION[region]);
    const status = random.next();
    const isPublished = status >= 0.08;
    const createdAt = new Date(NOW - Math.floor(random.next() * FOUR_YEARS));
    const texts: Partial<Record<Locale, PropertyTexts>> = {};
    for (const locale of LOCALES) {
      // Some listings come without an English or German text: the card falls back to the default language.
      if ((locale === "en" || locale === "de") && random.chance(0.1)) continue;
      texts[locale] = {
        title: `${words(random, locale, random.int(3, 7))} ${city.name}`,
        description: words(random, locale, random.int(60, 140)),
        descriptionShort: words(random, locale, random.int(12, 25)),
        typeDescription: type.name[locale],
        mainTypeName: type.name[locale],
        countryName:
          locale === "fr" ? "Belgique" : locale === "de" ? "Belgien" : locale === "en" ? "Belgium" : "België",
        ...(marquee ? { marqueeName: marquee.name[locale] } : {}),
        ...(goalKind === "rent"
          ? { priceUnitText: PRICE_UNIT_TEXT[locale] }
          : goalKind === "holiday"
            ? { priceUnitText: HOLIDAY_UNIT_TEXT[locale] }
            : {}),
      };
    }
    batch.push({
      id,
      reference: `REF-${id}`,
      goal,
      availability: marquee?.marquee === 4 ? "sold" : marquee?.marquee === 5 ? "rented" : "available",
      published: isPublished,
      withdrawnAt: status < 0.05 ? new Date(createdAt.getTime() + 30 * 24 * 3600 * 1000) : null,
      marquee: marquee?.marquee ?? 0,
      webId: type.id,
      webIds,
      typeId: type.id,
      isHoliday: goalKind === "holiday",
      texts,
      publishAddress: random.chance(0.85),
      street: `${random.pick(["Kerkstraat", "Rue de la Station", "Stationsstraat", "Rue du Moulin", "Dorpsstraat", "Chaussée de Liège"])}`,
      houseNumber: String(random.int(1, 250)),
      zip: city.zip,
      city: city.name,
      citySearchKey: searchKey(city.name),
      countryId: 10,
      lat: random.chance(0.95) ? city.lat + (random.next() - 0.5) * 0.05 : null,
      lng: random.chance(0.95) ? city.lng + (random.next() - 0.5) * 0.05 : null,
      publishPrice: random.chance(0.92),
      price,
      priceUnit: goalKind === "sale" ? (random.chance(0.02) ? 7 : null) : 2,
      surfaceLiving: residential ? random.int(25, 320) : null,
      surfaceGround: type.id === 1 || type.id === 4 ? random.int(80, 3_000) : null,
      constructionYear: residential ? random.int(1880, 2025) : null,
      bedrooms,
      bathrooms: residential ? random.int(1, 3) : null,
      garages: random.int(0, 2),
      hasGarden: residential ? random.chance(0.6) : null,
      hasTerrace: residential ? random.chance(0.5) : null,
      floodScoreP: region === "flanders" && residential ? random.pick(["A", "A", "A", "B", "C", "D"]) : null,
      floodScoreG: region === "flanders" && residential ? random.pick(["A", "A", "B", "C", "D"]) : null,
      energyPerformance: epcLabel ? random.int(0, 600) : null,
      epcLabel,
      epcRank: epcLabelRank(epcLabel),
      epcCertificateNumber: epcLabel ? `EPC-${id}` : null,
      providerCreatedAt: createdAt,
      providerUpdatedAt: new Date(createdAt.getTime() + random.int(0, 90) * 24 * 3600 * 1000),
    });
    ids.push(id);
    if (isPublished) published[goalKind]++;
    const count = random.int(1, 12);
    for (let position = 0; position < count; position++) {
      media.push({
        propertyId: id,
        position,
        url: `/bench/pictures/${id}-${position + 1}.jpg`,
        width: 1024,
        height: 768,
      });
    }
    pictures += count;
    if (batch.length === PROPERTY_BATCH) {
      await flush();
      onProgress(i + 1);
    }
  }
  const tail = batch.length;
  await flush();
  await flushMedia();
  if (tail > 0) onProgress(size);
  await db
    .insert(syncRuns)
    .values({ provider: "bench", mode: "full", status: "ok", finishedAt: new Date(), added: size });
  await db.execute(sql`vacuum analyze`);
  return {
    size,
    cities: cityList,
    ids,
    published: { sale: published.sale, rent: published.rent + published.holiday, holiday: published.holiday },
    pictures,
  };
}
