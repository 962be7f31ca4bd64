import path from "node:path";
import { count } from "drizzle-orm";
import type { ActionFunctionArgs, AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client.server.ts";
import { leads } from "#db/schema.ts";
import { createSampleProvider } from "#app/providers/sample/sample-provider.server.ts";
import { importCatalogue } from "#app/services/listings/import-catalogue.server.ts";
import { loadContent, type SiteContent } from "#app/services/content/load-content.server.ts";
import { getMessages } from "#app/i18n/translate.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { action as propertyAction } from "#app/routes/property-detail.tsx";
import { action as contentPageAction } from "#app/routes/content-page.tsx";
import { action as freeValuationAction } from "#app/routes/free-valuation.tsx";
import { action as demandRegisterAction } from "#app/routes/demand-register.tsx";
import { action as newsletterAction } from "#app/routes/newsletter.tsx";
import { createTestDatabase } from "#tests/setup/test-database.ts";

/**
 * Hostile and random posts against every visitor form, through the forms' actions on a real
 * database: missing and extra fields, huge strings, lists where one value is expected, markup, SQL
 * quotes, odd Unicode, wrong content types and broken bodies. Whatever comes in: no 5xx, nothing
 * stored unless the post was accepted, and every error message is a text of the page's language.
 *
 * The random bodies come from a seeded generator: a failure names its seed and can be replayed.
 */
const root = path.resolve(import.meta.dirname, "../..");
const SITE = "https://agency.test";
/** 5 forms × 2 languages × 110 = 1 100 posts. */
const POSTS_PER_FORM_AND_LANGUAGE = 110;

type Action = (args: ActionFunctionArgs<AppLoadContext>) => Promise<unknown>;
type FormTarget = {
  name: string;
  action: Action;
  paths: Record<"nl" | "fr", string>;
  params: Record<string, string>;
  /** A complete, valid post: mutations start from it. */
  valid: Record<string, string | string[]>;
};

const PERSON = { title: "ms", firstName: "Ann", lastName: "Peeters", email: "ann@example.be", phone: "0477123456", privacyConsent: "on" };

/** The forms under test; each new form adds its row. */
const TARGETS: FormTarget[] = [
  {
    name: "property contact",
    action: propertyAction as Action,
    paths: {
      nl: "/nl/te-koop/buggenhout/gerenoveerde-rijwoning-met-zonnige-tuin-in-hartje-buggenhout/4100001/",
      fr: "/fr/a-vendre/buggenhout/maison-mitoyenne-renovee-avec-jardin-ensoleille-au-coeur-de-buggenhout/4100001/",
    },
    params: { id: "4100001" },
    valid: { form: "property-contact", request: "visit", ...PERSON, timeSlots: ["10:00-13:00"], contactDevice: "phone", message: "Graag" },
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
    valid: { form: "free-valuation", ...PERSON, street: "Kerkstraat", houseNumber: "12", zip: "9200", city: "Dendermonde", propertyType: "2", remark: "Gerenoveerd" },
  },
  {
    name: "demand register",
    action: demandRegisterAction as Action,
    paths: { nl: "/nl/blijf-op-de-hoogte/", fr: "/fr/restez-informe/" },
    params: {},
    valid: { form: "demand-register", ...PERSON, goal: "buy", types: ["1", "2"], zones: ["9255", "9280"], priceMin: "250000", priceMax: "400000", bedroomsMin: "3", garden: "on" },
  },
  {
    name: "newsletter",
    action: newsletterAction as Action,
    paths: { nl: "/nl/nieuwsbrief/", fr: "/fr/newsletter/" },
    params: {},
    valid: { form: "newsletter", email: "ann@example.be", firstName: "Ann", lastName: "Peeters", privacyConsent: "on" },
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
  const pick = <T,>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  return { next, pick };
}

const HOSTILE_VALUES = [
  "",
  " ",
  "x".repeat(100_000),
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "'; drop table leads; --",
  "\" or 1=1 --",
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
  "{\"$gt\":\"\"}",
  "ann@example.be\r\nBcc: victim@example.com",
  "%00%0d%0a",
];

type Post = { body: BodyInit | null; contentType: string | null };

function randomPost(target: FormTarget, random: ReturnType<typeof generator>): Post {
  const fields: Array<[string, string]> = [];
  const names = [...Object.keys(target.valid), "extra", "__proto__", "constructor", "homepage", "altcha", "form"];
  const mode = random.next();
  if (mode > 0.95) {
    // now and then the untouched valid post: the forms still accept it
    const body = new URLSearchParams();
    for (const [name, value] of Object.entries(target.valid)) for (const one of [value].flat()) body.append(name, one);
    return { body, contentType: null };
  }
  if (mode < 0.1) {
    // wrong content types and broken bodies
    return random.pick<Post>([
      { body: JSON.stringify(target.valid), contentType: "application/json" },
      { body: "form=property-contact&title=ms", contentType: "text/plain" },
      { body: "--x\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\nb", contentType: "multipart/form-data; boundary=x" },
      { body: "%E0%A4%A", contentType: "application/x-www-form-urlencoded" },
      { body: null, contentType: null },
      { body: "<xml/>", contentType: "application/xml" },
    ]);
  }
  for (const [name, value] of Object.entries(target.valid)) {
    const roll = random.next();
    if (roll < 0.15) continue; // missing
    if (roll < 0.55) fields.push([name, random.pick(HOSTILE_VALUES)]);
    else for (const one of [value].flat()) fields.push([name, one]);
    if (random.next() < 0.1) fields.push([name, random.pick(HOSTILE_VALUES)]); // posted twice
  }
  for (let extra = Math.floor(random.next() * 3); extra > 0; extra--) fields.push([random.pick(names), random.pick(HOSTILE_VALUES)]);
  if (!fields.some(([name]) => name === "form") && random.next() < 0.8) fields.push(["form", String(target.valid.form)]);
  const body = new URLSearchParams();
  for (const [name, value] of fields) body.append(name, value);
  return { body, contentType: null };
}

/** True when `message` is one of the language's texts (placeholders filled with anything). */
function isTextOf(locale: Locale, message: string): boolean {
  return Object.values(getMessages(locale)).some((template) => {
    if (!template.includes("{")) return template === message;
    const pattern = template.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\\?\{\w+\\?\}|\{\w+\}/g, ".+");
    return new RegExp(`^${pattern}$`, "s").test(message);
  });
}

let database: DatabaseHandle;
let content: SiteContent;

beforeAll(async () => {
  content = await loadContent(path.join(root, "content"));
  database = await createTestDatabase();
  await importCatalogue(database.db, createSampleProvider(path.join(root, "data/sample/feed")));
});
afterAll(() => database.close());

async function storedLeads(): Promise<number> {
  const [row] = await database.db.select({ n: count() }).from(leads);
  return row!.n;
}

describe.each(TARGETS)("$name", (target) => {
  it.each(["nl", "fr"] as const)(`%s: ${POSTS_PER_FORM_AND_LANGUAGE} random and hostile posts, no 5xx, nothing stored when refused, every message localized`, async (lang) => {
    const seed = lang === "nl" ? 20261123 : 20261124;
    const random = generator(seed);
    const context = {
      db: database.db,
      content,
      config: { siteUrl: SITE, mode: "test", agencyEmail: "kantoor@agency.test", dataDir: "" },
      formGuard: { rateLimited: false, retryAfterSeconds: 0, postsInWindow: 0 },
    } as unknown as AppLoadContext;
    let accepted = 0;
    for (let n = 0; n < POSTS_PER_FORM_AND_LANGUAGE; n++) {
      const post = randomPost(target, random);
      const before = await storedLeads();
      const request = new Request(`${SITE}${target.paths[lang]}`, {
        method: "POST",
        body: post.body,
        ...(post.contentType ? { headers: { "content-type": post.contentType } } : {}),
      });
      let status: number;
      let errors: Record<string, string> = {};
      try {
        const result = (await target.action({ request, params: target.params, context } as unknown as ActionFunctionArgs<AppLoadContext>)) as
          | Response
          | { data: { errors: Record<string, string> } | null; init: ResponseInit | null };
        if (result instanceof Response) status = result.status;
        else {
          status = result.init?.status ?? 200;
          errors = result.data?.errors ?? {};
        }
      } catch (thrown) {
        // A thrown response (404 page…) is an answer; anything else is a crash.
        if (thrown instanceof Response) status = thrown.status;
        else if (thrown && typeof thrown === "object" && "init" in thrown) status = (thrown as { init?: ResponseInit }).init?.status ?? 500;
        else throw new Error(`seed ${seed}, post ${n}: ${String(thrown)}`);
      }
      const after = await storedLeads();
      expect(status, `seed ${seed}, post ${n}`).toBeLessThan(500);
      if (status === 303) {
        accepted += after - before;
      } else {
        expect(after, `seed ${seed}, post ${n}: refused (${status}) but stored`).toBe(before);
        for (const message of Object.values(errors)) expect(isTextOf(lang, message), `seed ${seed}, post ${n}: ${message}`).toBe(true);
      }
    }
    // The untouched valid posts among them were accepted.
    expect(accepted).toBeGreaterThan(0);
  });
});
