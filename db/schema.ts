import { sql, type AnyColumn, type SQL } from "drizzle-orm";
import { PERIOD_ORDER, periodPattern, WEEKS_PER_PERIOD } from "../app/lib/price-period.ts";
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

/**
 * One PostgreSQL schema for PGlite and for a PostgreSQL server. No extension is used (PGlite has
 * none by default): accent-free, lower-cased search keys are computed in TypeScript and stored.
 *
 * Texts that exist per language are jsonb objects keyed by language code ({nl, fr, en, de});
 * what we filter, sort or count on has a typed column and an index.
 */

type Localized = Partial<Record<"nl" | "fr" | "en" | "de", string>>;

/** Per-language text fields of a property, as the provider sends them in each language. */
export type PropertyTexts = {
  title?: string;
  description?: string;
  descriptionShort?: string;
  typeDescription?: string;
  marqueeName?: string;
  priceUnitText?: string;
  condition?: string;
  roof?: string;
  heating?: string;
  kitchen?: string;
  glazing?: string;
  frame?: string;
  orientation?: string;
  planningInformation?: string;
  availability?: string;
  contractType?: string;
  inventory?: string;
  asbestosType?: string;
  countryName?: string;
  mainTypeName?: string;
};

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

export const propertyTypes = pgTable("property_types", {
  id: integer("id").primaryKey(),
  /** Icon class (spec §3): 1 residential, 2 commercial/default, 3 industrial, 4 land, 5/7 office, 6 retail. */
  webId: integer("web_id").notNull(),
  name: jsonb("name").$type<Localized>().notNull(),
  showOrder: integer("show_order").notNull().default(0),
  sale: boolean("sale").notNull().default(true),
  rent: boolean("rent").notNull().default(true),
  /** The holiday-homes type: its rent listings make the holiday-homes list. */
  isHoliday: boolean("is_holiday").notNull().default(false),
});

export const cities = pgTable(
  "cities",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    zip: text("zip").notNull(),
    /** Lower-cased, accent-free name for search ("Liège" → "liege"). */
    searchKey: text("search_key").notNull(),
    countryId: integer("country_id"),
    countryName: text("country_name"),
    lat: doublePrecision("lat"),
    lng: doublePrecision("lng"),
  },
  (t) => [uniqueIndex("cities_zip_name_uq").on(t.zip, t.name), index("cities_search_key_idx").on(t.searchKey)],
);

export const projects = pgTable(
  "projects",
  {
    id: integer("id").primaryKey(),
    goal: integer("goal").notNull().default(0),
    name: jsonb("name").$type<Localized>().notNull(),
    description: jsonb("description").$type<Localized>().notNull().default({}),
    pricesAndPlanning: jsonb("prices_and_planning").$type<Localized>().notNull().default({}),
    delivery: jsonb("delivery").$type<Localized>().notNull().default({}),
    webId: integer("web_id"),
    webIdName: text("web_id_name"),
    projectWebId: integer("project_web_id"),
    externalWeb: text("external_web"),
    publicAddress: boolean("public_address").notNull().default(true),
    street: text("street"),
    houseNumber: text("house_number"),
    boxNr: text("box_nr"),
    zip: text("zip").notNull(),
    city: text("city").notNull(),
    citySearchKey: text("city_search_key").notNull(),
    countryId: integer("country_id"),
    countryName: text("country_name"),
    lat: doublePrecision("lat"),
    lng: doublePrecision("lng"),
    priceFrom: integer("price_from"),
    priceTo: integer("price_to"),
    /** Construction phases: name, description, date. */
    constructions: jsonb("constructions")
      .$type<{ name: Localized; description: Localized; date: string | null }[]>()
      .notNull()
      .default([]),
    published: boolean("published").notNull().default(true),
    /** Set when the provider no longer lists the project: its URL answers 410. */
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
    providerUpdatedAt: timestamp("provider_updated_at", { withTimezone: true }),
    /** Hash of what the sync last wrote (row, units, media): an unchanged project is not written again (decision 0033). */
    contentHash: text("content_hash"),
    ...timestamps,
  },
  (t) => [index("projects_published_idx").on(t.published, t.id)],
);

/**
 * The expressions the list indexes of `properties` are built on. The search service
 * (app/services/listings/search.server.ts) writes its queries with these same functions: the
 * planner uses an expression index only for the very same expression.
 */
type ListingColumns = {
  goal: AnyColumn;
  isHoliday: AnyColumn;
  availability: AnyColumn;
  publishPrice: AnyColumn;
  price: AnyColumn;
  texts: AnyColumn;
};

/** The list a listing is on: 0 for sale (Goal 0), 1 for rent, 2 for a holiday home (rent of the holiday type). */
export function listingListKey(t: Pick<ListingColumns, "goal" | "isHoliday">): SQL {
  return sql`(case when ${t.goal} = 0 then 0 when ${t.isHoliday} then 2 else 1 end)`;
}

/**
 * The price sorts' first term: 0 for a listing one can still buy or rent, 1 for a sold or rented
 * one, which come after every available listing (docs/decisions/0043-price-sorts-per-week-sold-last.md).
 */
export function listingSoldLast(t: Pick<ListingColumns, "availability">): SQL {
  return sql`(case when ${t.availability} = 'available' then 0 else 1 end)`;
}

/**
 * A listing's price as the price sorts see it: per week when its unit text names a night, a month
 * or a year (app/lib/price-period.ts, the same rule, decision 0043), so that "€ 145 / nacht" sorts
 * as € 1 015 a week; none when the price is not published, so it sorts last. The unit text is read
 * in every language the listing has (one of them is enough); the patterns and factors are written
 * into the SQL, not bound, so that the expression equals its indexes'.
 */
export function listingSortPrice(t: Pick<ListingColumns, "publishPrice" | "price" | "texts">): SQL {
  const unit = sql.join(
    TYPE_SORT_LOCALES.map((code) => sql`coalesce(${t.texts} -> ${sql.raw(`'${code}'`)} ->> 'priceUnitText', '')`),
    sql` || ' ' || `,
  );
  const perWeek = PERIOD_ORDER.filter((period) => WEEKS_PER_PERIOD[period] !== 1).map(
    (period) =>
      sql`when (${unit}) ~* ${sql.raw(`'${periodPattern(period)}'`)} then ${t.price}::numeric * ${sql.raw(weeksFactor(period))}`,
  );
  return sql`(case when ${t.publishPrice} then (case ${sql.join(perWeek, sql` `)} else ${t.price}::numeric end) end)`;
}

/** A period's weeks as exact SQL arithmetic (12 / 52.0, not a rounded decimal). */
function weeksFactor(period: (typeof PERIOD_ORDER)[number]): string {
  switch (period) {
    case "night":
      return "7";
    case "week":
      return "1";
    case "month":
      return "12 / 52.0";
    case "year":
      return "1 / 52.0";
  }
}

/** The languages a type-sort index exists for, and the site's default language their text falls back to. */
export const TYPE_SORT_LOCALES = ["nl", "fr", "en", "de"] as const;
export const TYPE_SORT_FALLBACK = "nl";

/**
 * The type description a card shows in `locale` (else in `fallback`), lower-cased: the type sort.
 * The languages are written into the SQL, not bound, so that the expression equals an index's.
 */
export function listingTypeText(t: Pick<ListingColumns, "texts">, locale: string, fallback: string): SQL {
  const literal = (code: string) => {
    if (!/^[a-z]{2}$/.test(code)) throw new Error(`not a language code: ${code}`);
    return sql.raw(`'${code}'`);
  };
  return sql`lower(coalesce(${t.texts} -> ${literal(locale)} ->> 'typeDescription', ${t.texts} -> ${literal(fallback)} ->> 'typeDescription'))`;
}

export const properties = pgTable(
  "properties",
  {
    // identity and status
    id: integer("id").primaryKey(),
    reference: text("reference"),
    /** Provider Goal: 0 sale, anything else rent. */
    goal: integer("goal").notNull(),
    /** available | sold | rented */
    availability: text("availability").notNull().default("available"),
    published: boolean("published").notNull().default(true),
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
    marquee: integer("marquee").notNull().default(0),
    webId: integer("web_id"),
    /** Type ids the listing belongs to (the provider's comma list `WebIDs`). */
    webIds: integer("web_ids")
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    typeId: integer("type_id").references(() => propertyTypes.id),
    isHoliday: boolean("is_holiday").notNull().default(false),
    recordFile: text("record_file"),
    projectId: integer("project_id").references(() => projects.id),
    texts: jsonb("texts").$type<Partial<Record<"nl" | "fr" | "en" | "de", PropertyTexts>>>().notNull().default({}),
    virtualTourUrl: text("virtual_tour_url"),
    videoUrl: text("video_url"),
    // address
    publishAddress: boolean("publish_address").notNull().default(true),
    street: text("street"),
    houseNumber: text("house_number"),
    boxNr: text("box_nr"),
    zip: text("zip").notNull(),
    city: text("city").notNull(),
    citySearchKey: text("city_search_key").notNull(),
    countryId: integer("country_id"),
    lat: doublePrecision("lat"),
    lng: doublePrecision("lng"),
    // price
    publishPrice: boolean("publish_price").notNull().default(true),
    price: integer("price"),
    startPrice: integer("start_price"),
    priceUnit: integer("price_unit"),
    // surfaces (m²), widths (m), years
    surfaceTotal: doublePrecision("surface_total"),
    surfaceLiving: doublePrecision("surface_living"),
    surfaceGround: doublePrecision("surface_ground"),
    surfaceTerrace: doublePrecision("surface_terrace"),
    surfaceGarden: doublePrecision("surface_garden"),
    frontWidth: doublePrecision("front_width"),
    plotWidth: doublePrecision("plot_width"),
    constructionYear: integer("construction_year"),
    renovationYear: integer("renovation_year"),
    // rooms
    bedrooms: integer("bedrooms"),
    bathrooms: integer("bathrooms"),
    showerRooms: integer("shower_rooms"),
    toilets: integer("toilets"),
    garages: integer("garages"),
    parkings: integer("parkings"),
    externalParkings: integer("external_parkings"),
    floors: integer("floors"),
    extraRooms: integer("extra_rooms"),
    facades: integer("facades"),
    floor: integer("floor"),
    // comfort
    hasGas: boolean("has_gas"),
    hasWater: boolean("has_water"),
    hasLift: boolean("has_lift"),
    hasCellar: boolean("has_cellar"),
    hasTerrace: boolean("has_terrace"),
    hasGarden: boolean("has_garden"),
    hasAttic: boolean("has_attic"),
    furnished: boolean("furnished"),
    hasElectricity: boolean("has_electricity"),
    hasSewerConnection: boolean("has_sewer_connection"),
    // legal and urban planning
    hasBuildingPermit: boolean("has_building_permit"),
    hasSummons: boolean("has_summons"),
    hasPreemptiveRight: boolean("has_preemptive_right"),
    hasJudicialDecision: boolean("has_judicial_decision"),
    hasParcellingPermit: boolean("has_parcelling_permit"),
    isInFloodZone: boolean("is_in_flood_zone"),
    isInRiverbankZone: boolean("is_in_riverbank_zone"),
    floodScoreG: text("flood_score_g"),
    floodScoreP: text("flood_score_p"),
    // energy
    energyPerformance: doublePrecision("energy_performance"),
    epcLabel: text("epc_label"),
    /** Rank of the EPC label for filtering on a worst accepted label (A++ = 0 … G = 8). */
    epcRank: integer("epc_rank"),
    energyTotal: doublePrecision("energy_total"),
    co2Emission: doublePrecision("co2_emission"),
    epcCertificateNumber: text("epc_certificate_number"),
    epcValidUntil: date("epc_valid_until"),
    eLevel: integer("e_level"),
    asbestosCertificateDate: date("asbestos_certificate_date"),
    // financial
    chargesOwner: doublePrecision("charges_owner"),
    chargesRenter: doublePrecision("charges_renter"),
    notaryFeeInclVat: doublePrecision("notary_fee_incl_vat"),
    notaryFeeExclVat: doublePrecision("notary_fee_excl_vat"),
    registeredRight: doublePrecision("registered_right"),
    vat: doublePrecision("vat"),
    realEstateTax: doublePrecision("real_estate_tax"),
    cadastralIncome: doublePrecision("cadastral_income"),
    deposit: doublePrecision("deposit"),
    agencyCost: doublePrecision("agency_cost"),
    availableFrom: date("available_from"),
    providerCreatedAt: timestamp("provider_created_at", { withTimezone: true }),
    providerUpdatedAt: timestamp("provider_updated_at", { withTimezone: true }),
    /** Hash of what the sync last wrote (row, pictures, documents): an unchanged listing is not written again, nor counted as updated (decision 0033). */
    contentHash: text("content_hash"),
    ...timestamps,
  },
  (t) => [
    // list pages: published listings of a goal, newest first, filtered by city, price, bedrooms, EPC
    index("properties_list_idx").on(t.published, t.goal, t.providerCreatedAt),
    index("properties_holiday_idx").on(t.published, t.isHoliday, t.providerCreatedAt),
    index("properties_price_idx").on(t.published, t.goal, t.price),
    index("properties_zip_idx").on(t.zip),
    index("properties_city_key_idx").on(t.citySearchKey),
    index("properties_web_ids_idx").using("gin", t.webIds),
    index("properties_project_idx").on(t.projectId),
    // The search (app/services/listings/search.server.ts): one index per sort, led by the list
    // (sale, rent, holiday home) of the published listings, so that each list is a range read in
    // the order of the sort and a page stops after its rows; rent, which holds the holiday homes,
    // merges two ranges. Each index also carries the columns its queries read (those of the list
    // key and of the sort), so that a page's ids come from the index alone (an index-only scan),
    // however deep the page; narrow, since a deep page or a count reads many of their entries. Not
    // partial (`where published`): the planner keeps statistics of an indexed expression only for a
    // whole index, and without them it takes every list for a handful of rows.
    // Newest first, the default sort, with the city filter's columns: the most common filter.
    index("properties_search_newest_idx").on(
      t.published,
      listingListKey(t),
      t.providerCreatedAt,
      t.id,
      ...listKeyColumns(t),
      t.zip,
      t.citySearchKey,
    ),
    // Available listings first, then the price per week (decision 0043), with the price filters' columns.
    index("properties_search_price_asc_idx").on(
      t.published,
      listingListKey(t),
      listingSoldLast(t),
      sql`${listingSortPrice(t)} asc nulls last`,
      t.id,
      ...listKeyColumns(t),
      ...priceFilterColumns(t),
    ),
    index("properties_search_price_desc_idx").on(
      t.published,
      listingListKey(t),
      listingSoldLast(t),
      sql`${listingSortPrice(t)} desc nulls last`,
      t.id,
      ...listKeyColumns(t),
      ...priceFilterColumns(t),
    ),
    // Also the city counts of the filters and the quick search's "has listings in this list" (by name).
    index("properties_search_city_idx").on(
      t.published,
      listingListKey(t),
      t.citySearchKey,
      t.zip,
      t.id,
      ...listKeyColumns(t),
      t.city,
    ),
    // The type sort reads the listing's texts, which no index can hold: these give the order, and a
    // page reads only its own listings. One per language, with the default language as fallback.
    ...TYPE_SORT_LOCALES.map((locale) =>
      index(`properties_search_type_${locale}_idx`).on(
        t.published,
        listingListKey(t),
        sql`${listingTypeText(t, locale, TYPE_SORT_FALLBACK)} asc nulls last`,
        t.citySearchKey,
        t.id,
      ),
    ),
    // The number of listings of a list: a small index (its equal keys are stored once); and with
    // the type ids, the number of a type (the type filter, the counts of the filters).
    index("properties_search_count_idx").on(t.published, listingListKey(t), ...listKeyColumns(t)),
    index("properties_search_type_count_idx").on(t.published, listingListKey(t), ...listKeyColumns(t), t.webIds),
  ],
);

/**
 * The columns the list key is computed from: an index-only scan needs every column a query reads,
 * those inside an indexed expression included.
 */
function listKeyColumns<C>(t: Record<"goal" | "isHoliday", C>): C[] {
  return [t.goal, t.isHoliday];
}

/**
 * The columns the price filters read (filterCondition in app/services/listings/search.server.ts),
 * and the availability the price sorts read first.
 */
function priceFilterColumns<C>(t: Record<"availability" | "publishPrice" | "price" | "bedrooms" | "epcRank", C>): C[] {
  return [t.availability, t.publishPrice, t.price, t.bedrooms, t.epcRank];
}

/** Photos, videos and tours of a property or a project, in display order. */
export const listingMedia = pgTable(
  "listing_media",
  {
    id: serial("id").primaryKey(),
    propertyId: integer("property_id").references(() => properties.id, { onDelete: "cascade" }),
    projectId: integer("project_id").references(() => projects.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    url: text("url").notNull(),
    width: integer("width"),
    height: integer("height"),
    caption: jsonb("caption").$type<Localized>().notNull().default({}),
  },
  (t) => [
    index("listing_media_property_idx").on(t.propertyId, t.position),
    index("listing_media_project_idx").on(t.projectId, t.position),
    check("listing_media_owner_ck", sql`(${t.propertyId} is null) <> (${t.projectId} is null)`),
  ],
);

/** Documents (EPC certificate, asbestos certificate, price list…) mailed on request. */
export const listingDocuments = pgTable(
  "listing_documents",
  {
    id: serial("id").primaryKey(),
    propertyId: integer("property_id").references(() => properties.id, { onDelete: "cascade" }),
    projectId: integer("project_id").references(() => projects.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    name: jsonb("name").$type<Localized>().notNull(),
    url: text("url").notNull(),
  },
  (t) => [
    index("listing_documents_property_idx").on(t.propertyId),
    index("listing_documents_project_idx").on(t.projectId),
    check("listing_documents_owner_ck", sql`(${t.propertyId} is null) <> (${t.projectId} is null)`),
  ],
);

export const projectUnits = pgTable(
  "project_units",
  {
    id: integer("id").primaryKey(),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    floor: integer("floor"),
    bedrooms: integer("bedrooms"),
    surfaceLiving: doublePrecision("surface_living"),
    price: integer("price"),
    /** available | option | sold */
    status: text("status").notNull().default("available"),
  },
  (t) => [index("project_units_project_idx").on(t.projectId)],
);

/** Price changes kept by the sync, for "price lowered" badges and demand alerts. */
export const priceHistory = pgTable(
  "price_history",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    propertyId: integer("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    price: integer("price"),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("price_history_property_idx").on(t.propertyId, t.changedAt)],
);

/** Every visitor form lands here first, with a typed payload per kind, before any delivery. */
export const leads = pgTable(
  "leads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").notNull(),
    /** received | delivered | failed */
    status: text("status").notNull().default("received"),
    locale: text("locale").notNull(),
    propertyId: integer("property_id"),
    projectId: integer("project_id"),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    /** The agency's handling of the lead in the console: new | in_progress | done. */
    handling: text("handling").notNull().default("new"),
    /** The member of staff who handles it. */
    assigneeId: integer("assignee_id").references((): AnyPgColumn => staff.id, { onDelete: "set null" }),
    /** Set when the lead was erased on the person's request: the payload then holds no personal data. */
    anonymisedAt: timestamp("anonymised_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index("leads_created_idx").on(t.createdAt),
    index("leads_handling_idx").on(t.handling, t.createdAt),
    index("leads_property_idx").on(t.propertyId, t.createdAt),
    index("leads_project_idx").on(t.projectId, t.createdAt),
    index("leads_kind_idx").on(t.kind, t.createdAt),
  ],
);

/** Messages to deliver (mail, provider call), written in the lead's transaction. */
export const outbox = pgTable(
  "outbox",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    leadId: uuid("lead_id").references(() => leads.id, { onDelete: "set null" }),
    /** mail | provider */
    channel: text("channel").notNull(),
    /** Delivered at most once per key. */
    idempotencyKey: text("idempotency_key").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    /** pending | delivered | failed | cancelled (by the agency, in the console; only pending rows are ever sent) */
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("outbox_idempotency_uq").on(t.idempotencyKey),
    index("outbox_due_idx").on(t.status, t.nextAttemptAt),
  ],
);

export const owners = pgTable(
  "owners",
  {
    id: serial("id").primaryKey(),
    /** Stored lower-cased. */
    email: text("email").notNull(),
    name: text("name").notNull(),
    locale: text("locale").notNull().default("nl"),
    passwordHash: text("password_hash"),
    /** Set by the agency (console): the account can no longer log in. */
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [uniqueIndex("owners_email_uq").on(t.email)],
);

export const ownerProperties = pgTable(
  "owner_properties",
  {
    ownerId: integer("owner_id")
      .notNull()
      .references(() => owners.id, { onDelete: "cascade" }),
    propertyId: integer("property_id").notNull(),
  },
  (t) => [primaryKey({ columns: [t.ownerId, t.propertyId] }), index("owner_properties_property_idx").on(t.propertyId)],
);

/** Owner sessions: the cookie holds a random id; this row holds its SHA-256. */
export const sessions = pgTable(
  "sessions",
  {
    idHash: text("id_hash").primaryKey(),
    ownerId: integer("owner_id")
      .notNull()
      .references(() => owners.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("sessions_owner_idx").on(t.ownerId), index("sessions_expires_idx").on(t.expiresAt)],
);

/**
 * Password reset links mailed to owners: only the token's SHA-256 is stored; a link works once
 * (used_at) and for one hour (expires_at).
 */
export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    ownerId: integer("owner_id")
      .notNull()
      .references(() => owners.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("password_reset_tokens_owner_idx").on(t.ownerId)],
);

/** First-party page views of listings: counts per listing, day and source; no personal data. */
export const pageViews = pgTable(
  "page_views",
  {
    /** property | project */
    listingKind: text("listing_kind").notNull(),
    listingId: integer("listing_id").notNull(),
    day: date("day").notNull(),
    /** direct | search | social | referral | campaign */
    source: text("source").notNull(),
    views: integer("views").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.listingKind, t.listingId, t.day, t.source] })],
);

/** "Keep me informed": a search profile that gets alerts for new matching listings. */
export const demandRegistrations = pgTable(
  "demand_registrations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id").references(() => leads.id, { onDelete: "set null" }),
    email: text("email").notNull(),
    locale: text("locale").notNull(),
    goal: integer("goal").notNull(),
    typeIds: integer("type_ids").array().notNull(),
    zips: text("zips").array().notNull(),
    priceMin: integer("price_min"),
    priceMax: integer("price_max"),
    /** The visitor's budget (demand register form): the price limit when no maximum price is given. */
    budget: integer("budget"),
    bedroomsMin: integer("bedrooms_min"),
    bedroomsMax: integer("bedrooms_max"),
    bathroomsMin: integer("bathrooms_min"),
    garagesMin: integer("garages_min"),
    parking: boolean("parking"),
    garden: boolean("garden"),
    terrace: boolean("terrace"),
    /** instant | daily */
    alertFrequency: text("alert_frequency").notNull().default("instant"),
    /** SHA-256 of the unsubscribe token mailed to the visitor. */
    unsubscribeTokenHash: text("unsubscribe_token_hash").notNull(),
    active: boolean("active").notNull().default(true),
    ...timestamps,
  },
  (t) => [
    index("demand_registrations_active_idx").on(t.active, t.goal),
    uniqueIndex("demand_unsubscribe_uq").on(t.unsubscribeTokenHash),
  ],
);

/** A listing is alerted at most once per demand. */
export const demandAlerts = pgTable(
  "demand_alerts",
  {
    demandId: uuid("demand_id")
      .notNull()
      .references(() => demandRegistrations.id, { onDelete: "cascade" }),
    propertyId: integer("property_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the listing was mailed to the demand: at once for an "instant" demand (with its alert's
     * outbox row); for a "daily" demand null until the day's digest takes it.
     */
    mailedAt: timestamp("mailed_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.demandId, t.propertyId] }),
    index("demand_alerts_unmailed_idx")
      .on(t.demandId)
      .where(sql`${t.mailedAt} is null`),
  ],
);

/**
 * One row per daily-digest slot of the demand alerts (server/workers/demand-digest-scheduler.ts):
 * the primary key lets exactly one of several server processes send a day's digests.
 */
export const demandDigestRuns = pgTable("demand_digest_runs", {
  slot: timestamp("slot", { withTimezone: true }).primaryKey(),
  startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp("finished_at", { withTimezone: true }),
  /** Digests queued in the outbox by this run. */
  digests: integer("digests").notNull().default(0),
});

export const testimonials = pgTable(
  "testimonials",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    about: text("about"),
    website: text("website"),
    imageUrl: text("image_url"),
    comment: text("comment").notNull(),
    locale: text("locale").notNull(),
    rating: integer("rating"),
    /** seller | buyer | tenant | landlord */
    poster: text("poster"),
    date: date("date").notNull(),
    /** pending | published | rejected */
    status: text("status").notNull().default("pending"),
    /** Why the agency did not publish it (console), kept for the record. */
    rejectionReason: text("rejection_reason"),
    leadId: uuid("lead_id").references(() => leads.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [uniqueIndex("testimonials_slug_uq").on(t.slug), index("testimonials_status_idx").on(t.status, t.date)],
);

/**
 * Visit slots of a listing, made from settings.appointments (app/lib/appointment-slots.ts) when its
 * booking page is first shown; a booking takes one place in one statement. One row per listing and
 * start, so making the slots again adds nothing twice.
 */
export const appointmentSlots = pgTable(
  "appointment_slots",
  {
    id: serial("id").primaryKey(),
    propertyId: integer("property_id").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    capacity: integer("capacity").notNull().default(1),
    booked: integer("booked").notNull().default(0),
  },
  (t) => [
    uniqueIndex("appointment_slots_property_start_uq").on(t.propertyId, t.startsAt),
    check("appointment_slots_capacity_ck", sql`${t.booked} >= 0 and ${t.booked} <= ${t.capacity}`),
    check("appointment_slots_order_ck", sql`${t.startsAt} < ${t.endsAt}`),
  ],
);

/** One row per import of the provider feed; /healthz reports the last good one. */
export const syncRuns = pgTable(
  "sync_runs",
  {
    id: serial("id").primaryKey(),
    provider: text("provider").notNull(),
    /** full | incremental */
    mode: text("mode").notNull(),
    /** running | ok | failed */
    status: text("status").notNull().default("running"),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    added: integer("added").notNull().default(0),
    updated: integer("updated").notNull().default(0),
    unpublished: integer("unpublished").notNull().default(0),
    skipped: jsonb("skipped").$type<{ id: string; reason: string }[]>().notNull().default([]),
    message: text("message"),
    // --- provider sync (scheduled runs) ---
    /**
     * The schedule slot a scheduled run was started for (its start time); unique, so each slot
     * is synced by exactly one of several server processes. Null for runs started by hand.
     */
    slot: timestamp("slot", { withTimezone: true }),
  },
  (t) => [index("sync_runs_status_idx").on(t.status, t.finishedAt), uniqueIndex("sync_runs_slot_uq").on(t.slot)],
);

/**
 * The catalogue's version: one row whose number goes up with every statement that changes a table
 * the listing pages read (a trigger on each, migration 0011), whoever writes: the sync, the sample
 * import, a script. Servers keep what they built from the catalogue (a detail page's data) with
 * the version it was built at and use it while the version is unchanged
 * (app/services/listings/catalogue-cache.server.ts): exact, and shared by every process.
 */
export const catalogueVersion = pgTable(
  "catalogue_version",
  {
    id: integer("id").primaryKey().default(1),
    version: bigint("version", { mode: "number" }).notNull().default(0),
  },
  (t) => [check("catalogue_version_one_row_ck", sql`${t.id} = 1`)],
);

/**
 * Rate-limit counters (server/rate-limit.ts): hits of one client against one limit in the current
 * window. In the database so that every worker process counts the same hits. The client is a
 * salted hash of its address, never the address.
 */
export const rateLimitCounters = pgTable(
  "rate_limit_counters",
  {
    /** `{limit}:{hash of the client's address with the day's salt}`, e.g. `api:Zk3…`. */
    key: text("key").primaryKey(),
    hits: integer("hits").notNull(),
    resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limit_counters_reset_idx").on(t.resetAt)],
);

/**
 * One random salt per day for the rate limits' address hashes, shared by every process; removed
 * after two days, after which a stored hash can no longer be tied to an address.
 */
export const rateLimitSalts = pgTable("rate_limit_salts", {
  day: text("day").primaryKey(),
  salt: text("salt").notNull(),
});

/**
 * Secrets the server processes share and keep across restarts (the captcha's signing key): made
 * by the first process that needs one, read by the others.
 */
export const appSecrets = pgTable("app_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Newsletter subscribers: from the newsletter form and the opt-in box of every other form. One row
 * per address; unsubscribing keeps the row (inactive) as the record of the choice.
 */
export const newsletterSubscriptions = pgTable(
  "newsletter_subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Stored lower-cased. */
    email: text("email").notNull(),
    locale: text("locale").notNull(),
    leadId: uuid("lead_id").references(() => leads.id, { onDelete: "set null" }),
    /** SHA-256 of the unsubscribe token mailed to the subscriber. */
    unsubscribeTokenHash: text("unsubscribe_token_hash").notNull(),
    active: boolean("active").notNull().default(true),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("newsletter_email_uq").on(t.email),
    uniqueIndex("newsletter_unsubscribe_uq").on(t.unsubscribeTokenHash),
  ],
);

// ── Cookie consent (decision 0008) ─────────────────────────────────────────────────────────────────

/**
 * Proof of consent (Belgian data protection authority checklist): one row per choice a visitor
 * saved in the cookie dialog — the browser's random consent id, the five categories, the policy
 * version shown and the time. No address, no browser string, nothing else about the visitor.
 */
export const consentRecords = pgTable(
  "consent_records",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** Random id made by the browser and kept with its choice (localStorage `consent`). */
    consentId: uuid("consent_id").notNull(),
    /** agree | decline | partly */
    answer: text("answer").notNull(),
    necessary: boolean("necessary").notNull(),
    analytical: boolean("analytical").notNull(),
    marketing: boolean("marketing").notNull(),
    socialMedia: boolean("social_media").notNull(),
    unclassified: boolean("unclassified").notNull(),
    policyVersion: text("policy_version").notNull(),
    recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("consent_records_consent_id_idx").on(t.consentId, t.recordedAt)],
);

// ── Agency console (decision 0051) ─────────────────────────────────────────────────────────────────

/**
 * The agency's staff: managers (everything, including staff and content) and agents (leads,
 * testimonials, owners, demands). Accounts are made by a manager's invitation or, for the first
 * manager, on the command line (`npm run staff`); there is no sign-up.
 */
export const staff = pgTable(
  "staff",
  {
    id: serial("id").primaryKey(),
    /** Stored lower-cased. */
    email: text("email").notNull(),
    name: text("name").notNull(),
    /** manager | agent */
    role: text("role").notNull(),
    /** The console's language for this person: nl | fr | en. */
    locale: text("locale").notNull().default("nl"),
    passwordHash: text("password_hash"),
    /** The TOTP secret (base32), set when the person scanned it and proved it with a code. */
    totpSecret: text("totp_secret"),
    /** A TOTP secret shown at enrolment, kept until the person proves it with a code. */
    totpPendingSecret: text("totp_pending_secret"),
    /** The last TOTP time step accepted: a code is never accepted twice. */
    totpLastStep: bigint("totp_last_step", { mode: "number" }),
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [uniqueIndex("staff_email_uq").on(t.email), check("staff_role_ck", sql`${t.role} in ('manager', 'agent')`)],
);

/**
 * Staff sessions, apart from the owners' (another cookie, another table): the cookie holds a
 * random id, this row its SHA-256. `secondFactorAt` is set once the person gave their TOTP or a
 * recovery code; until then the session opens only the second-factor pages.
 */
export const staffSessions = pgTable(
  "staff_sessions",
  {
    idHash: text("id_hash").primaryKey(),
    staffId: integer("staff_id")
      .notNull()
      .references(() => staff.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    secondFactorAt: timestamp("second_factor_at", { withTimezone: true }),
  },
  (t) => [index("staff_sessions_staff_idx").on(t.staffId), index("staff_sessions_expires_idx").on(t.expiresAt)],
);

/** One-hour links to choose a password (an invitation or a reset): only the token's SHA-256 is stored; each works once. */
export const staffTokens = pgTable(
  "staff_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    staffId: integer("staff_id")
      .notNull()
      .references(() => staff.id, { onDelete: "cascade" }),
    /** invitation | reset */
    purpose: text("purpose").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("staff_tokens_staff_idx").on(t.staffId)],
);

/** Recovery codes of a person's second factor: SHA-256 of each, each used once. */
export const staffRecoveryCodes = pgTable(
  "staff_recovery_codes",
  {
    codeHash: text("code_hash").primaryKey(),
    staffId: integer("staff_id")
      .notNull()
      .references(() => staff.id, { onDelete: "cascade" }),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("staff_recovery_codes_staff_idx").on(t.staffId)],
);

/**
 * Every change made in the console (and by the staff command): who, when, what, and the record
 * before and after. Kept when the person's account goes (their e-mail is copied).
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** Null: the command line. */
    staffId: integer("staff_id").references(() => staff.id, { onDelete: "set null" }),
    staffEmail: text("staff_email").notNull(),
    /** What was done, e.g. `lead.status`, `testimonial.publish`, `staff.invite`. */
    action: text("action").notNull(),
    /** What it was done to, e.g. `lead:…`, `testimonial:12`. */
    subject: text("subject").notNull(),
    before: jsonb("before").$type<unknown>(),
    after: jsonb("after").$type<unknown>(),
  },
  (t) => [index("audit_log_at_idx").on(t.at), index("audit_log_subject_idx").on(t.subject, t.at)],
);

/** Internal notes on a lead, written by the staff. */
export const leadNotes = pgTable(
  "lead_notes",
  {
    id: serial("id").primaryKey(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    staffId: integer("staff_id").references(() => staff.id, { onDelete: "set null" }),
    staffName: text("staff_name").notNull(),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("lead_notes_lead_idx").on(t.leadId, t.createdAt)],
);

/**
 * What a manager changed in the console over the content files (decision 0052): one row per
 * section of content (`popup`, `banner`, `footer`, `menu`, `site-info`, `page-{id}`,
 * `article-{key}`), each value a patch of the section's editable fields (field key → value) that
 * differ from the file. `published` is what visitors see; `draft` what only a manager's preview
 * shows until it is published. No row, or a null `published`: the files' values.
 */
export const contentOverrides = pgTable("content_overrides", {
  section: text("section").primaryKey(),
  published: jsonb("published").$type<Record<string, unknown>>(),
  publishedAt: timestamp("published_at", { withTimezone: true }),
  /** The e-mail of who published (kept when the account goes, as in the audit log). */
  publishedBy: text("published_by"),
  draft: jsonb("draft").$type<Record<string, unknown>>(),
  draftAt: timestamp("draft_at", { withTimezone: true }),
  draftBy: text("draft_by"),
});

/**
 * The content's version: one row whose number goes up with every statement that changes
 * `content_overrides` (a trigger, migration 0015). Each server process reads it once per request
 * and rebuilds its content (files + published overrides, validated) only when it moved
 * (app/services/content/content-store.server.ts), so a change is seen by every process at its next request.
 */
export const contentVersion = pgTable(
  "content_version",
  {
    id: integer("id").primaryKey().default(1),
    version: bigint("version", { mode: "number" }).notNull().default(0),
  },
  (t) => [check("content_version_one_row_ck", sql`${t.id} = 1`)],
);

/**
 * Binary data (PostgreSQL `bytea`): node-postgres reads it as a Buffer, PGlite as a Uint8Array;
 * both are handed out as a Buffer over the same memory.
 */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) =>
    Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * Files visitors sent, as the site re-encoded them (decision 0053): the testimonials' photos, WebP
 * of at most 1600 px, a few hundred kB each. In the database so that every process and machine
 * serves what any of them received, and a database backup holds them. `path` is the part after
 * `/uploads/` of the site path a record keeps (`testimonials/{name}-{random}.webp`); the content
 * hash (SHA-256, hex) names the picture's rendered variants and their ETag (server/images.ts).
 */
export const uploads = pgTable(
  "uploads",
  {
    path: text("path").primaryKey(),
    bytes: bytea("bytes").notNull(),
    contentType: text("content_type").notNull(),
    byteSize: integer("byte_size").notNull(),
    contentHash: text("content_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("uploads_byte_size_ck", sql`${t.byteSize} = octet_length(${t.bytes})`)],
);
