import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader as home } from "#app/routes/content/home.tsx";
import { action as contentPost, loader as contentPage } from "#app/routes/content/content-page.tsx";
import { loader as article } from "#app/routes/content/article.tsx";
import { loader as testimonials } from "#app/routes/content/testimonials.tsx";
import { loader as testimonial } from "#app/routes/content/testimonial.tsx";
import { loader as thankYou } from "#app/routes/forms/thank-you.tsx";
import { action as valuationPost, loader as valuation } from "#app/routes/forms/free-valuation.tsx";
import { action as newsletterPost, loader as newsletter } from "#app/routes/forms/newsletter.tsx";
import { loader as unsubscribe } from "#app/routes/forms/unsubscribe.tsx";
import { action as demandPost, loader as demand } from "#app/routes/forms/demand-register.tsx";
import { action as testimonialPost, loader as testimonialForm } from "#app/routes/forms/testimonial-form.tsx";
import { action as appointmentPost, loader as appointment } from "#app/routes/forms/appointment.tsx";
import { loader as purchaseOffer } from "#app/routes/forms/purchase-offer.tsx";
import { loader as listingList } from "#app/routes/listings/listing-list.tsx";
import { loader as projectList } from "#app/routes/listings/project-list.tsx";
import { action as propertyPost, loader as property } from "#app/routes/listings/property-detail.tsx";
import { action as projectPost, loader as project } from "#app/routes/listings/project-detail.tsx";
import { action as loginPost } from "#app/routes/owner/owner-login.tsx";
import { action as logoutPost, loader as logout } from "#app/routes/owner/owner-logout.tsx";
import { loader as dashboard } from "#app/routes/owner/owner-dashboard.tsx";
import { action as forgotPost, loader as forgot } from "#app/routes/owner/owner-password-forgot.tsx";
import { loader as reset } from "#app/routes/owner/owner-password-reset.tsx";
import { openSampleCatalogue, SITE_URL, type SampleCatalogue } from "#tests/setup/sample-catalogue.ts";
import { formPost, routeAnswer } from "#tests/setup/route-harness.ts";

/**
 * Every page reads its language and route key from the one resolution of its request
 * (app/i18n/page-route.server.ts, docs/decisions/0038). What a path that is not one of the page's
 * answers stays as it was: 404 (private on the owner portal; the "property not found" page, in the
 * path's language or else the default one, on a listing's pages), and a page of the right key
 * answers in its path's language.
 */
let sample: SampleCatalogue;
beforeAll(async () => {
  sample = await openSampleCatalogue();
});
afterAll(async () => {
  await sample?.close();
});

type RouteFunction = Parameters<typeof routeAnswer>[0];
const PRIVATE = "private, no-store";

function call(fn: unknown, path: string, params: Record<string, string> = {}, post = false) {
  const request = post ? formPost(`${SITE_URL}${path}`, { form: "x" }) : new Request(`${SITE_URL}${path}`);
  return routeAnswer<Record<string, unknown>>(fn as RouteFunction, request, params, sample.context());
}

describe("a path that is not one of the page's answers 404", () => {
  it.each([
    ["home", "/xx/", home, {}],
    ["content page", "/nl/bestaat-niet/", contentPage, {}],
    ["content page", "/xx/contact/", contentPage, {}],
    ["content page post", "/nl/bestaat-niet/", contentPost, {}],
    ["article", "/nl/contact/", article, {}],
    ["article", "/nl/bestaat-niet/", article, {}],
    ["testimonials", "/xx/getuigenissen/", testimonials, {}],
    ["testimonial", "/xx/getuigenissen/jan/", testimonial, { slug: "jan" }],
    ["thank-you", "/nl/contact/", thankYou, {}],
    ["thank-you", "/nl/bestaat-niet/", thankYou, {}],
    ["free valuation", "/nl/nieuwsbrief/", valuation, {}],
    ["free valuation post", "/nl/nieuwsbrief/", valuationPost, {}],
    ["newsletter", "/nl/gratis-schatting/", newsletter, {}],
    ["newsletter post", "/xx/nieuwsbrief/", newsletterPost, {}],
    ["unsubscribe", "/nl/wachtwoord-herstellen/abc/", unsubscribe, { token: "abc" }],
    ["demand register", "/xx/blijf-op-de-hoogte/", demand, {}],
    ["demand register post", "/xx/blijf-op-de-hoogte/", demandPost, {}],
    ["testimonial form", "/xx/schrijf-een-getuigenis/", testimonialForm, {}],
    ["testimonial form post", "/xx/schrijf-een-getuigenis/", testimonialPost, {}],
    ["for-sale list", "/nl/contact/", listingList, {}],
    ["for-sale list", "/nl/projecten/", listingList, {}],
    ["projects list", "/nl/te-koop/", projectList, {}],
    ["property post", "/xx/te-koop/gent/villa/4100001/", propertyPost, { id: "4100001" }],
    ["project post", "/xx/projecten/gent/hof/5100001/", projectPost, { id: "5100001" }],
    ["owner login post", "/nl/contact/", loginPost, {}],
  ])("%s at %s", async (_, path, fn, params) => {
    const answer = await call(fn, path, params, String(_).endsWith("post"));
    expect(answer.status).toBe(404);
  });

  it.each([
    ["logout", "/nl/login/", logout, {}, false],
    ["logout post", "/xx/afmelden/", logoutPost, {}, true],
    ["dashboard", "/nl/contact/", dashboard, {}, false],
    ["password forgotten", "/nl/afmelden/", forgot, {}, false],
    ["password forgotten post", "/nl/login/", forgotPost, {}, true],
    ["password reset", "/nl/uitschrijven/abc/", reset, { token: "abc" }, false],
  ])("owner portal, %s at %s: 404, private", async (_, path, fn, params, post) => {
    const answer = await call(fn, path, params, post);
    expect(answer.status).toBe(404);
    expect(answer.headers.get("Cache-Control")).toBe(PRIVATE);
  });

  it.each([
    ["property", "/xx/te-koop/gent/villa/4100001/", property, { id: "4100001" }, "/nl/te-koop/"],
    ["property", "/fr/nexiste/pas/4100001/", property, { id: "4100001" }, "/fr/a-vendre/"],
    ["project", "/xx/projecten/gent/hof/5100001/", project, { id: "5100001" }, "/nl/projecten/"],
    ["appointment", "/xx/afspraak/4100001/", appointment, { id: "4100001" }, "/nl/te-koop/"],
    ["appointment post", "/xx/afspraak/4100001/", appointmentPost, { id: "4100001" }, "/nl/te-koop/"],
    ["purchase offer", "/xx/bod/4100001/", purchaseOffer, { id: "4100001" }, "/nl/te-koop/"],
    ["purchase offer", "/fr/offre-d-achat/4100001/", purchaseOffer, { id: "abc" }, "/fr/a-vendre/"],
  ])(
    "%s at %s: the not-found page, its links in the path's language or the default one",
    async (name, path, fn, params, list) => {
      const answer = await call(fn, path, params, name.endsWith("post"));
      expect(answer.status).toBe(404);
      const links = (answer.data as { links?: { href: string }[] } | null)?.links ?? [];
      expect(links[0]?.href).toBe(list);
    },
  );
});

describe("a page of its key answers in its path's language", () => {
  it.each([
    ["home", "/fr/", home],
    ["content page", "/fr/contact/", contentPage],
    ["article", "/fr/nos-services/vendre/", article],
    ["testimonials", "/fr/temoignages/", testimonials],
    ["thank-you", "/fr/merci/contactez-moi/", thankYou],
    ["free valuation", "/fr/estimation-gratuite/", valuation],
    ["newsletter", "/fr/newsletter/", newsletter],
    ["demand register", "/fr/restez-informe/", demand],
    ["testimonial form", "/fr/laisser-un-temoignage/", testimonialForm],
    ["for-rent list", "/fr/a-louer/", listingList],
    ["projects list", "/fr/projets/", projectList],
    ["password forgotten", "/fr/mot-de-passe-oublie/", forgot],
  ])("%s at %s", async (_, path, fn) => {
    const answer = await call(fn, path);
    expect(answer.status).toBe(200);
    expect((answer.data.seo as { canonical: string }).canonical).toBe(`${SITE_URL}${path}`);
  });
});
