import fs from "node:fs";
import path from "node:path";
import { type RouteConfig, index, prefix, route } from "@react-router/dev/routes";
import type { RouteEntry } from "./domain/route-table.ts";
import { nestMenuChildren, type MenuNode } from "./lib/menu-paths.ts";

/**
 * Routes come from the localized route table (content/routes.json): each route key with a page
 * module is mounted once per enabled language at that language's path, with its own id
 * (`home.nl`, `for-sale.fr`…). Families (`feedback.*`) share one module. A key without a module
 * here is not served yet and answers 404.
 */
const ROUTE_MODULES: Record<string, string> = {
  home: "routes/content/home.tsx",
  "for-sale": "routes/listings/listing-list.tsx",
  "for-rent": "routes/listings/listing-list.tsx",
  "holiday-homes": "routes/listings/listing-list.tsx",
  projects: "routes/listings/project-list.tsx",
  contact: "routes/content/content-page.tsx",
  services: "routes/content/content-page.tsx",
  "free-valuation": "routes/forms/free-valuation.tsx",
  "demand-register": "routes/forms/demand-register.tsx",
  disclaimer: "routes/content/content-page.tsx",
  "cookie-policy": "routes/content/content-page.tsx",
  "privacy-statement": "routes/content/content-page.tsx",
  "useful-links": "routes/content/content-page.tsx",
  login: "routes/owner/owner-login.tsx",
  "owner-dashboard": "routes/owner/owner-dashboard.tsx",
  logout: "routes/owner/owner-logout.tsx",
  "password-reset-request": "routes/owner/owner-password-forgot.tsx",
  "password-reset": "routes/owner/owner-password-reset.tsx",
  "home-home": "routes/content/article.tsx",
  "article.sell": "routes/content/article.tsx",
  "article.rent": "routes/content/article.tsx",
  "article.valuation": "routes/content/article.tsx",
  testimonials: "routes/content/testimonials.tsx",
  testimonial: "routes/content/testimonial.tsx",
  "testimonial-form": "routes/forms/testimonial-form.tsx",
  "property.sale": "routes/listings/property-detail.tsx",
  "property.rent": "routes/listings/property-detail.tsx",
  "property.holiday": "routes/listings/property-detail.tsx",
  appointment: "routes/forms/appointment.tsx",
  project: "routes/listings/project-detail.tsx",
  "purchase-offer": "routes/forms/purchase-offer.tsx",
  "rental-application": "routes/forms/rental-application.tsx",
  "stay-request": "routes/forms/stay-request.tsx",
  newsletter: "routes/forms/newsletter.tsx",
  unsubscribe: "routes/forms/unsubscribe.tsx",
  favourites: "routes/listings/favourites.tsx",
  compare: "routes/listings/compare.tsx",
};
const FAMILY_MODULES: Record<string, string> = {
  feedback: "routes/forms/thank-you.tsx",
};

const contentFile = (name: string): unknown =>
  JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, "../content", name), "utf8"));
const menu = contentFile("menu.json") as { items: MenuNode[] };
const table = { routes: nestMenuChildren((contentFile("routes.json") as { routes: RouteEntry[] }).routes, menu.items) };
const languages = JSON.parse(
  fs.readFileSync(path.resolve(import.meta.dirname, "../content/languages.json"), "utf8"),
) as {
  languageUse: { code: string; use: boolean }[];
};
const enabled = languages.languageUse.filter((l) => l.use).map((l) => l.code as keyof RouteEntry["paths"]);

const localized = table.routes.flatMap((entry) => {
  const file = ROUTE_MODULES[entry.key] ?? FAMILY_MODULES[entry.key.split(".")[0] ?? ""];
  if (!file) return [];
  return enabled.map((lang) => route(`${lang}/${entry.paths[lang] ?? ""}`, file, { id: `${entry.key}.${lang}` }));
});

export default [
  index("routes/content/language-redirect.tsx"),
  route("sitemap.xml", "routes/content/sitemap.ts"),
  route("robots.txt", "routes/content/robots.ts"),
  route("embed/map/", "routes/listings/map-frame.tsx"),
  route("api/properties", "routes/api/properties.ts"),
  route("api/properties/:id", "routes/api/property.ts"),
  route("api/suggest", "routes/api/suggest.ts"),
  route("api/captcha", "routes/api/captcha.ts"),
  route("api/consent", "routes/api/consent.ts"),
  route("api/owner/properties/:id", "routes/api/owner-property.ts"),
  // The spec's unprefixed detail path: 301 to the listing's canonical URL in the visitor's language.
  route("property/:id/", "routes/listings/property-redirect.tsx", { id: "property-redirect" }),
  // The same for projects, with the banner's `/project/?id={id}` form (spec §2).
  route("project/:id/", "routes/listings/project-redirect.tsx", { id: "project-redirect" }),
  route("project/", "routes/listings/project-redirect.tsx", { id: "project-redirect-query" }),
  // The agency console (decision 0051): outside the language folders and the route table.
  route("admin", "routes/admin/console-layout.tsx", { id: "console" }, [
    // The overview is not the index: React Router fetches an index's data at /admin.data, outside the
    // staff cookie's Path=/admin/ (decision 0051); /admin/ only sends the browser on.
    index("routes/admin/console-index.tsx", { id: "console.index" }),
    route("overview/", "routes/admin/dashboard.tsx", { id: "console.dashboard" }),
    ...prefix("login", [
      index("routes/admin/login.tsx", { id: "console.login" }),
      route("code/", "routes/admin/second-factor.tsx", { id: "console.second-factor" }),
    ]),
    route("logout/", "routes/admin/logout.tsx", { id: "console.logout" }),
    route("password/:token/", "routes/admin/password.tsx", { id: "console.password" }),
    route("account/", "routes/admin/account.tsx", { id: "console.account" }),
    route("account/two-factor/", "routes/admin/enrol.tsx", { id: "console.enrol" }),
    route("leads/", "routes/admin/leads/leads.tsx", { id: "console.leads" }),
    route("leads/export.csv", "routes/admin/leads/leads-export.ts", { id: "console.leads-export" }),
    route("leads/:id/", "routes/admin/leads/lead.tsx", { id: "console.lead" }),
    route("testimonials/", "routes/admin/testimonials/testimonials.tsx", { id: "console.testimonials" }),
    route("testimonials/:id/", "routes/admin/testimonials/testimonial.tsx", { id: "console.testimonial" }),
    route("owners/", "routes/admin/owners/owners.tsx", { id: "console.owners" }),
    route("owners/:id/", "routes/admin/owners/owner.tsx", { id: "console.owner" }),
    route("owners/:id/dashboard/", "routes/admin/owners/owner-view.tsx", { id: "console.owner-view" }),
    route("demands/", "routes/admin/demands/demands.tsx", { id: "console.demands" }),
    route("demands/newsletter/", "routes/admin/demands/subscribers.tsx", { id: "console.subscribers" }),
    route("privacy/", "routes/admin/privacy/privacy.tsx", { id: "console.privacy" }),
    route("privacy/export.json", "routes/admin/privacy/privacy-export.ts", { id: "console.privacy-export" }),
    route("operations/", "routes/admin/operations/operations.tsx", { id: "console.operations" }),
    route("content/", "routes/admin/content/content.tsx", { id: "console.content" }),
    route("content/:section/", "routes/admin/content/content-section.tsx", { id: "console.content-section" }),
    route("staff/", "routes/admin/staff/staff.tsx", { id: "console.staff" }),
    route("staff/:id/", "routes/admin/staff/staff-member.tsx", { id: "console.staff-member" }),
    route("audit/", "routes/admin/audit/audit.tsx", { id: "console.audit" }),
    route("*", "routes/admin/not-found.tsx", { id: "console.not-found" }),
  ]),
  ...localized,
  route("*", "routes/content/not-found.tsx"),
] satisfies RouteConfig;
