import type { AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";
import routeTable from "#content/routes.json" with { type: "json" };
import { routeTableSchema } from "#app/domain/route-table.ts";
import { pageLocale, pageRoute, requestPage } from "./page-route.server.ts";

const routes = routeTableSchema.parse(routeTable).routes;
/** The part of the request context the resolution reads: the site's route table. */
const context = { content: { routes: { routes } } } as unknown as AppLoadContext;
const request = (path: string) => new Request(`https://agency.example${path}`);

/** What a thrown `data(null, { status, headers })` says. */
function thrown(call: () => unknown): { status: number | undefined; headers: Headers } {
  try {
    call();
  } catch (error) {
    const init = (error as { init?: ResponseInit }).init;
    return { status: init?.status, headers: new Headers(init?.headers) };
  }
  throw new Error("nothing was thrown");
}

describe("requestPage", () => {
  it.each([
    ["/nl/", "nl", "home", {}],
    ["/fr/a-vendre/", "fr", "for-sale", {}],
    ["/nl/te-koop/gent/villa/4100001/", "nl", "property.sale", { city: "gent", slug: "villa", id: "4100001" }],
    ["/nl/getuigenissen/jan/", "nl", "testimonial", { slug: "jan" }],
    ["/nl/bedankt/contacteer-mij/", "nl", "feedback.contact-me", {}],
    ["/NL/Te-Koop/", "nl", "for-sale", {}],
  ])("%s → %s, %s", (path, locale, routeKey, params) => {
    const page = requestPage(context, request(path));
    expect(page.locale).toBe(locale);
    expect(page.route).toMatchObject({ locale, routeKey, params, pathname: path });
  });

  it.each([
    ["/nl/bestaat-niet/", "nl"],
    ["/xx/te-koop/", null],
    ["/embed/map/", null],
  ])("%s → language %s, no route", (path, locale) => {
    const page = requestPage(context, request(path));
    expect(page.locale).toBe(locale);
    expect(page.route).toBeNull();
  });

  it("resolves a Request once, and another Request or route table anew", () => {
    const first = request("/nl/te-koop/");
    const page = requestPage(context, first);
    expect(requestPage(context, first)).toBe(page);
    expect(requestPage(context, request("/nl/te-koop/"))).not.toBe(page);
    const other = { content: { routes: { routes: [...routes] } } } as unknown as AppLoadContext;
    expect(requestPage(other, first)).not.toBe(page);
    expect(requestPage(other, first)).toEqual(page);
  });
});

describe("pageLocale", () => {
  it("gives the path's language, on a page the table does not know too", () => {
    expect(pageLocale(context, request("/fr/a-vendre/"))).toBe("fr");
    expect(pageLocale(context, request("/de/unbekannt/"))).toBe("de");
  });

  it("answers 404 without a language, with the headers given", () => {
    expect(thrown(() => pageLocale(context, request("/xx/")))).toMatchObject({ status: 404 });
    const answer = thrown(() => pageLocale(context, request("/xx/"), { headers: { "Cache-Control": "private" } }));
    expect(answer.headers.get("Cache-Control")).toBe("private");
  });
});

describe("pageRoute", () => {
  it("gives the route, of the key asked for", () => {
    expect(pageRoute(context, request("/nl/afmelden/"), "logout")).toMatchObject({ locale: "nl", routeKey: "logout" });
    expect(pageRoute(context, request("/fr/a-vendre/")).routeKey).toBe("for-sale");
  });

  it.each([
    ["/nl/bestaat-niet/", undefined],
    ["/xx/te-koop/", undefined],
    ["/nl/te-koop/", "logout"],
  ])("%s (key %s) → 404", (path, routeKey) => {
    expect(thrown(() => pageRoute(context, request(path), routeKey)).status).toBe(404);
  });

  it("answers its 404 with the headers given (a private page stays private)", () => {
    const answer = thrown(() =>
      pageRoute(context, request("/nl/te-koop/"), "logout", { headers: { "Cache-Control": "private, no-store" } }),
    );
    expect(answer).toMatchObject({ status: 404 });
    expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
  });
});
