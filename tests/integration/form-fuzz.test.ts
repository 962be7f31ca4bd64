import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { ActionFunctionArgs, AppLoadContext } from "react-router";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client.server.ts";
import {
  appointmentSlots,
  demandRegistrations,
  leads,
  newsletterSubscriptions,
  outbox,
  properties,
  testimonials,
  uploads,
} from "#db/schema.ts";
import { createSampleProvider } from "#app/providers/sample/sample-provider.server.ts";
import { importCatalogue } from "#app/services/listings/sync-catalogue.server.ts";
import { loadContent, type SiteContent } from "#app/services/content/load-content.server.ts";
import { ensureSlots, freeSlots } from "#app/services/appointments/appointment-slots.server.ts";
import { newToken } from "#app/services/leads/store-lead.server.ts";
import { getMessages } from "#app/i18n/translate.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { searchKey } from "#app/lib/search-key.ts";
import { action as propertyAction } from "#app/routes/listings/property-detail.tsx";
import { action as projectAction } from "#app/routes/listings/project-detail.tsx";
import { action as contentPageAction } from "#app/routes/content/content-page.tsx";
import { action as freeValuationAction } from "#app/routes/forms/free-valuation.tsx";
import { action as demandRegisterAction } from "#app/routes/forms/demand-register.tsx";
import { action as newsletterAction } from "#app/routes/forms/newsletter.tsx";
import { action as appointmentAction } from "#app/routes/forms/appointment.tsx";
import { action as purchaseOfferAction } from "#app/routes/forms/purchase-offer.tsx";
import { action as rentalApplicationAction } from "#app/routes/forms/rental-application.tsx";
import { action as testimonialAction } from "#app/routes/forms/testimonial-form.tsx";
import { action as unsubscribeAction } from "#app/routes/forms/unsubscribe.tsx";
import { createTestDatabase } from "#tests/setup/test-database.ts";
import { formContext } from "#tests/setup/route-harness.ts";

/**
 * Hostile and random posts against every visitor form, through the forms' actions on a real
 * database: missing and extra fields, huge strings, lists where one value is expected, markup, SQL
 * quotes, odd Unicode, wrong content types and broken bodies; for the testimonial's photo, files
 * that are no picture, truncated pictures and a body that declares a huge size. Whatever comes in:
 * no 5xx, nothing stored unless the post was accepted (leads, outbox, testimonials and their
 * photos, demand registrations, newsletter subscriptions, booked appointment places), and every
 * error message is a text of the page's language.
 *
 * The random bodies come from a seeded generator: a failure names its seed and can be replayed.
 */
const root = path.resolve(import.meta.dirname, "../..");
const SITE = "https://agency.test";
/** 13 forms × 2 languages × 44 = 1 144 posts. */
const POSTS_PER_FORM_AND_LANGUAGE = 44;

type Action = (args: ActionFunctionArgs<AppLoadContext>) => Promise<unknown>;
type Values = Record<string, string | string[]>;
type FormTarget = {
  name: string;
  action: Action;
  paths: Record<"nl" | "fr", string>;
  params: Record<string, string>;
  /** A complete, valid post: mutations start from it. */
  valid: Values;
  /** Values of the valid post that must be fresh for each post (a free appointment slot), and state to restore before it. */
  prepare?: () => Promise<Values>;
  /** A file field (the post is multipart): the valid file, and hostile ones posted in its place. */
  file?: { name: string; valid: () => File; hostile: Array<() => File> };
  /** A success answered otherwise than by the 303 to the thank-you page (RFC 8058 one-click: 200). */
  succeeded?: (status: number, data: unknown) => boolean;
};

const PERSON = {
  title: "ms",
  firstName: "Ann",
  lastName: "Peeters",
  email: "ann@example.be",
  phone: "0477123456",
  privacyConsent: "on",
};
const HOUSE = "4100001";
const PROJECT = "5100001";
/** A rent listing that is not a holiday home (the sample's rent listings all are): added below. */
const FLAT_FOR_RENT = 4190001;
/** The unsubscribe link's token, of a subscription made active again before each post. */
const UNSUBSCRIBE = newToken();

const HOUSE_PATHS = {
  nl: `/nl/te-koop/buggenhout/gerenoveerde-rijwoning-met-zonnige-tuin-in-hartje-buggenhout/${HOUSE}/`,
  fr: `/fr/a-vendre/buggenhout/maison-mitoyenne-renovee-avec-jardin-ensoleille-au-coeur-de-buggenhout/${HOUSE}/`,
};

let photo: Buffer;
const picture = (bytes: Buffer, name: string, type: string) => () => new File([new Uint8Array(bytes)], name, { type });

/** The forms under test; each new form adds its row. */
const TARGETS: FormTarget[] = [
  {
    name: "property contact (ask for info or a visit)",
    action: propertyAction as Action,
    paths: HOUSE_PATHS,
    params: { id: HOUSE },
    valid: {
      form: "property-contact",
      request: "visit",
      ...PERSON,
      timeSlots: ["10:00-13:00"],
      contactDevice: "phone",
      message: "Graag",
    },
  },
  {
    name: "documents request",
    action: propertyAction as Action,
    paths: HOUSE_PATHS,
    params: { id: HOUSE },
    valid: { form: "documents-request", ...PERSON },
  },
  {
    name: "send to a friend",
    action: propertyAction as Action,
    paths: HOUSE_PATHS,
    params: { id: HOUSE },
    valid: {
      form: "send-to-friend",
      ...PERSON,
      friendFirstName: "Jan",
      friendLastName: "Claes",
      friendEmail: "jan.claes@example.be",
      message: "Iets voor jullie?",
    },
  },
  {
    name: "project enquiry",
    action: projectAction as Action,
    paths: {
      nl: `/nl/projecten/dendermonde/residentie-de-schelde/${PROJECT}/`,
      fr: `/fr/projets/dendermonde/residentie-de-schelde/${PROJECT}/`,
    },
    params: { id: PROJECT },
    valid: { form: "project-enquiry", ...PERSON, message: "Is er nog een penthouse vrij?" },
  },
  {
    name: "site contact",
    action: contentPageAction as Action,
    paths: { nl: "/nl/contact/", fr: "/fr/contact/" },
    params: {},
    valid: { form: "site-contact", ...PERSON, message: "Is het kantoor open op zaterdag?" },
  },
  {
    name: "free valuation",
    action: freeValuationAction as Action,
    paths: { nl: "/nl/gratis-schatting/", fr: "/fr/estimation-gratuite/" },
    params: {},
    valid: {
      form: "free-valuation",
      ...PERSON,
      street: "Kerkstraat",
      houseNumber: "12",
      zip: "9200",
      city: "Dendermonde",
      propertyType: "2",
      remark: "Gerenoveerd",
    },
  },
  {
    name: "demand register",
    action: demandRegisterAction as Action,
    paths: { nl: "/nl/blijf-op-de-hoogte/", fr: "/fr/restez-informe/" },
    params: {},
    valid: {
      form: "demand-register",
      ...PERSON,
      goal: "buy",
      types: ["1", "2"],
      zones: ["9255", "9280"],
      priceMin: "250000",
      priceMax: "400000",
      bedroomsMin: "3",
      garden: "on",
    },
  },
  {
    name: "newsletter",
    action: newsletterAction as Action,
    paths: { nl: "/nl/nieuwsbrief/", fr: "/fr/newsletter/" },
    params: {},
    valid: { form: "newsletter", email: "ann@example.be", firstName: "Ann", lastName: "Peeters", privacyConsent: "on" },
  },
  {
    name: "appointment booking",
    action: appointmentAction as Action,
    paths: { nl: `/nl/afspraak/${HOUSE}/`, fr: `/fr/rendez-vous/${HOUSE}/` },
    params: { id: HOUSE },
    valid: { form: "appointment", ...PERSON, slot: "", message: "Ik kom met de fiets." },
    // Each accepted booking takes its slot: the valid post asks for one still free.
    prepare: async () => {
      const [slot] = await freeSlots(database.db, Number(HOUSE), content.settings.appointments, new Date());
      return { slot: String(slot!.id) };
    },
  },
  {
    name: "purchase offer",
    action: purchaseOfferAction as Action,
    paths: { nl: `/nl/bod/${HOUSE}/`, fr: `/fr/offre-d-achat/${HOUSE}/` },
    params: { id: HOUSE },
    valid: {
      form: "purchase-offer",
      ...PERSON,
      amount: "325.000",
      startDate: "2026-12-01",
      endDate: "2026-12-15",
      place: "Buggenhout",
      signDate: "2026-11-30",
      conditions: "Onder voorbehoud van het verkrijgen van een lening.",
    },
  },
  {
    name: "rental application",
    action: rentalApplicationAction as Action,
    paths: { nl: `/nl/huuraanvraag/${FLAT_FOR_RENT}/`, fr: `/fr/candidature-location/${FLAT_FOR_RENT}/` },
    params: { id: String(FLAT_FOR_RENT) },
    valid: {
      form: "rental-application",
      ...PERSON,
      adults: "2",
      children: "1",
      childAges: ["7", "", "", "", ""],
      pets: "één kat",
      movingDate: "2030-01-15",
      movingReason: "Dichter bij het werk",
      income1: "1.800",
      income2: "900",
    },
  },
  {
    name: "testimonial",
    action: testimonialAction as Action,
    paths: { nl: "/nl/schrijf-een-getuigenis/", fr: "/fr/laisser-un-temoignage/" },
    params: {},
    valid: {
      form: "testimonial",
      ...PERSON,
      name: "Familie Peeters",
      about: "Verkopers in Lebbeke",
      website: "www.peeters.be",
      poster: "seller",
      comment: "Op zes weken verkocht.",
    },
    file: {
      name: "image",
      valid: () => picture(photo, "IMG_0001.JPG", "image/jpeg")(),
      hostile: [
        // a type the form does not take, or no picture at all under a picture's name and type
        () => picture(Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;", "latin1"), "photo.gif", "image/gif")(),
        () =>
          picture(
            Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
            "logo.svg",
            "image/svg+xml",
          )(),
        () => picture(Buffer.from("'; drop table testimonials; --"), "photo.jpg", "image/jpeg")(),
        () => picture(Buffer.from("MZ\x90\x00"), "setup.exe", "application/octet-stream")(),
        // a real picture cut short, and one under a name that claims another type
        () => picture(photo.subarray(0, Math.floor(photo.length / 2)), "cut.jpg", "image/jpeg")(),
        () => picture(photo, "../../etc/passwd.png", "text/plain")(),
        // a picture signature followed by too many bytes, and an empty file (no photo chosen)
        () =>
          picture(
            Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(5 * 1024 * 1024 + 1)]),
            "huge.jpg",
            "image/jpeg",
          )(),
        () => picture(Buffer.alloc(0), "", "application/octet-stream")(),
      ],
    },
  },
  {
    name: "unsubscribe",
    action: unsubscribeAction as Action,
    paths: { nl: `/nl/uitschrijven/${UNSUBSCRIBE.token}/`, fr: `/fr/desinscription/${UNSUBSCRIBE.token}/` },
    params: { token: UNSUBSCRIBE.token },
    valid: { form: "unsubscribe" },
    // Subscribed again before each post: a refused post must leave the subscription active.
    prepare: async () => {
      await database.db
        .insert(newsletterSubscriptions)
        .values({ email: "unsubscribe@example.be", locale: "nl", unsubscribeTokenHash: UNSUBSCRIBE.hash })
        .onConflictDoUpdate({ target: newsletterSubscriptions.email, set: { active: true, unsubscribedAt: null } });
      return {};
    },
    succeeded: (status, data) =>
      status === 303 || (status === 200 && (data as { outcome?: string } | null)?.outcome === "done"),
  },
];

/** mulberry32: small, fast, seeded. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  return { next, pick };
}

const HOSTILE_VALUES = [
  "",
  " ",
  "x".repeat(100_000),
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "'; drop table leads; --",
  '" or 1=1 --',
  "\u0000",
  "\u202e\u202d",
  "👩‍👩‍👧‍👦".repeat(50),
  "Zoë Ünal-Çelik",
  "ﷺ".repeat(1000),
  "-1",
  "1e309",
  "NaN",
  "999999999999999999999999",
  "2026-02-30",
  "../../etc/passwd",
  "on",
  "true",
  "null",
  '{"$gt":""}',
  "ann@example.be\r\nBcc: victim@example.com",
  "%00%0d%0a",
  "One-Click",
];

type Post = { body: BodyInit | null; headers: Record<string, string> };

/** The form's fields as a browser posts them: urlencoded, or multipart when the form has a file. */
function encode(target: FormTarget, fields: Array<[string, string]>, file: File | null): BodyInit {
  if (!target.file) return new URLSearchParams(fields);
  const body = new FormData();
  for (const [name, value] of fields) body.append(name, value);
  if (file) body.append(target.file.name, file);
  return body;
}

function validPost(target: FormTarget, valid: Values): Post {
  const fields = Object.entries(valid).flatMap(([name, value]) =>
    [value].flat().map((one): [string, string] => [name, one]),
  );
  return { body: encode(target, fields, target.file?.valid() ?? null), headers: {} };
}

function randomPost(target: FormTarget, valid: Values, random: ReturnType<typeof generator>): Post {
  const fields: Array<[string, string]> = [];
  const names = [
    ...Object.keys(valid),
    "extra",
    "__proto__",
    "constructor",
    "homepage",
    "altcha",
    "form",
    "List-Unsubscribe",
  ];
  const mode = random.next();
  // now and then the untouched valid post: the forms still accept it
  if (mode > 0.95) return validPost(target, valid);
  if (target.file && mode > 0.7) {
    // every field right but the file: the photo check itself meets the hostile files
    const fields = Object.entries(valid).flatMap(([name, value]) =>
      [value].flat().map((one): [string, string] => [name, one]),
    );
    return { body: encode(target, fields, random.pick(target.file.hostile)()), headers: {} };
  }
  if (mode < 0.1) {
    // wrong content types and broken bodies
    return random.pick<Post>([
      { body: JSON.stringify(valid), headers: { "content-type": "application/json" } },
      { body: "form=property-contact&title=ms", headers: { "content-type": "text/plain" } },
      {
        body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb',
        headers: { "content-type": "multipart/form-data; boundary=x" },
      },
      {
        body: '--x\r\nContent-Disposition: form-data; name="image"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n\xff\xd8',
        headers: { "content-type": "multipart/form-data; boundary=x" },
      },
      { body: "%E0%A4%A", headers: { "content-type": "application/x-www-form-urlencoded" } },
      { body: null, headers: {} },
      { body: "<xml/>", headers: { "content-type": "application/xml" } },
    ]);
  }
  for (const [name, value] of Object.entries(valid)) {
    const roll = random.next();
    if (roll < 0.15) continue; // missing
    if (roll < 0.55) fields.push([name, random.pick(HOSTILE_VALUES)]);
    else for (const one of [value].flat()) fields.push([name, one]);
    if (random.next() < 0.1) fields.push([name, random.pick(HOSTILE_VALUES)]); // posted twice
  }
  for (let extra = Math.floor(random.next() * 3); extra > 0; extra--)
    fields.push([random.pick(names), random.pick(HOSTILE_VALUES)]);
  if (!fields.some(([name]) => name === "form") && random.next() < 0.8) fields.push(["form", String(valid.form)]);
  if (!target.file) return { body: encode(target, fields, null), headers: {} };
  // The photo: none, the good one, or a hostile one; now and then a body that says it is huge.
  const roll = random.next();
  const file = roll < 0.15 ? null : roll < 0.4 ? target.file.valid() : random.pick(target.file.hostile)();
  const headers: Record<string, string> =
    random.next() < 0.08 ? { "content-length": String(random.pick([20 * 1024 * 1024, 2 ** 53, 1e12])) } : {};
  return { body: encode(target, fields, file), headers };
}

/** True when `message` is one of the language's texts (placeholders filled with anything). */
function isTextOf(locale: Locale, message: string): boolean {
  return Object.values(getMessages(locale)).some((template) => {
    if (!template.includes("{")) return template === message;
    // A count's plural forms (decision 0035) stand for any one of them, as a placeholder does.
    const pattern = template
      .replace(/\{\w+, plural,(?: (?:=\d+|zero|one|two|few|many|other) \{[^{}]*(?:\{\w+\}[^{}]*)*\})+\}/g, "{count}")
      .replace(/[.*+?^$()|[\]\\]/g, "\\$&")
      .replace(/\\?\{\w+\\?\}|\{\w+\}/g, ".+");
    return new RegExp(`^${pattern}$`, "s").test(message);
  });
}

let database: DatabaseHandle;
let content: SiteContent;
let dataDir: string;

beforeAll(async () => {
  content = await loadContent(path.join(root, "content"));
  database = await createTestDatabase();
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "agency-form-fuzz-"));
  await importCatalogue(database.db, createSampleProvider(path.join(root, "data/sample/feed")));
  await database.db.insert(properties).values({
    id: FLAT_FOR_RENT,
    goal: 1,
    isHoliday: false,
    typeId: 2,
    zip: "9200",
    city: "Dendermonde",
    citySearchKey: searchKey("Dendermonde"),
    price: 850,
    texts: { nl: { title: "Appartement met terras" }, fr: { title: "Appartement avec terrasse" } },
  });
  await ensureSlots(database.db, Number(HOUSE), content.settings.appointments, new Date());
  photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg()
    .toBuffer();
});
afterAll(async () => {
  await database?.close();
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});
// Each run starts empty: a documents request is "already requested" after the first of the day.
beforeEach(async () => {
  const { db } = database;
  await db.delete(outbox);
  await db.delete(newsletterSubscriptions);
  await db.delete(demandRegistrations);
  await db.delete(testimonials);
  await db.delete(uploads);
  await db.delete(leads);
});

/** Everything a post could store, read in one statement. */
async function stored(): Promise<Record<string, number>> {
  const [row] = await database.db
    .select({
      booked: sql<number>`coalesce(sum(${appointmentSlots.booked}), 0)::int`,
      leads: sql<number>`(select count(*) from ${leads})::int`,
      outbox: sql<number>`(select count(*) from ${outbox})::int`,
      testimonials: sql<number>`(select count(*) from ${testimonials})::int`,
      demands: sql<number>`(select count(*) from ${demandRegistrations})::int`,
      subscriptions: sql<number>`(select count(*) from ${newsletterSubscriptions})::int`,
      activeSubscriptions: sql<number>`(select count(*) from ${newsletterSubscriptions} where ${newsletterSubscriptions.active})::int`,
      photos: sql<number>`(select count(*) from ${uploads})::int`,
    })
    .from(appointmentSlots);
  return row!;
}

type ActionResult =
  Response | { data: { errors?: Record<string, string>; message?: unknown } | null; init: ResponseInit | null };

describe.each(TARGETS)("$name", (target) => {
  it.each(["nl", "fr"] as const)(
    `%s: ${POSTS_PER_FORM_AND_LANGUAGE} random and hostile posts, no 5xx, nothing stored when refused, every message localized`,
    async (lang) => {
      const seed = lang === "nl" ? 20261123 : 20261124;
      const random = generator(seed);
      // The harness's context: the pages read listings through the catalogue it carries.
      const context = formContext(database.db, content, {
        config: { siteUrl: SITE, mode: "test", agencyEmail: "kantoor@agency.test", dataDir, cdnHost: null },
        formGuard: { rateLimited: false, retryAfterSeconds: 0, postsInWindow: 0 },
      });
      const succeeded = target.succeeded ?? ((status: number) => status === 303);
      let accepted = 0;
      for (let n = 0; n < POSTS_PER_FORM_AND_LANGUAGE; n++) {
        const valid = { ...target.valid, ...(await target.prepare?.()) };
        // The first post is the untouched valid one: each run shows the form still takes it.
        const post = n === 0 ? validPost(target, valid) : randomPost(target, valid, random);
        const before = await stored();
        const request = new Request(`${SITE}${target.paths[lang]}`, {
          method: "POST",
          body: post.body,
          headers: post.headers,
        });
        let status: number;
        let data: unknown = null;
        try {
          const result = (await target.action({
            request,
            params: target.params,
            context,
          } as unknown as ActionFunctionArgs<AppLoadContext>)) as ActionResult;
          if (result instanceof Response) status = result.status;
          else {
            status = result.init?.status ?? 200;
            data = result.data;
          }
        } catch (thrown) {
          // A thrown response (404 page…) is an answer; anything else is a crash.
          if (thrown instanceof Response) status = thrown.status;
          else if (thrown && typeof thrown === "object" && "init" in thrown)
            status = (thrown as { init?: ResponseInit }).init?.status ?? 500;
          else throw new Error(`seed ${seed}, post ${n}: ${String(thrown)}`);
        }
        const after = await stored();
        expect(status, `seed ${seed}, post ${n}`).toBeLessThan(500);
        if (succeeded(status, data)) {
          accepted++;
        } else {
          expect(after, `seed ${seed}, post ${n}: refused (${status}) but stored`).toEqual(before);
          const answer = data as { errors?: Record<string, string>; message?: unknown } | null;
          const messages = [
            ...Object.values(answer?.errors ?? {}),
            ...(typeof answer?.message === "string" ? [answer.message] : []),
          ];
          for (const message of messages)
            expect(isTextOf(lang, message), `seed ${seed}, post ${n}: ${message}`).toBe(true);
        }
      }
      // The untouched valid posts among them were accepted.
      expect(accepted).toBeGreaterThan(0);
    },
  );
});
