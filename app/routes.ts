import fs from "node:fs";
import path from "node:path";
import { type RouteConfig, index, route } from "@react-router/dev/routes";

/**
 * Routes come from the localized route table (content/routes.json): each route key with a page
 * module is mounted once per enabled language at that language's path, with its own id
 * (`home.nl`, `for-sale.fr`…). Families (`feedback.*`) share one module. A key without a module
 * here is not served yet and answers 404.
 */
const ROUTE_MODULES: Record<string, string> = {
  home: "routes/home.tsx",
  "for-sale": "routes/listing-list.tsx",
  "for-rent": "routes/listing-list.tsx",
  "holiday-homes": "routes/listing-list.tsx",
  projects: "routes/project-list.tsx",
  contact: "routes/content-page.tsx",
  services: "routes/content-page.tsx",
  "free-valuation": "routes/free-valuation.tsx",
  "demand-register": "routes/demand-register.tsx",
  disclaimer: "routes/content-page.tsx",
  "cookie-policy": "routes/content-page.tsx",
  "privacy-statement": "routes/content-page.tsx",
  "useful-links": "routes/content-page.tsx",
  login: "routes/owner-login.tsx",
  "owner-dashboard": "routes/owner-dashboard.tsx",
  logout: "routes/owner-logout.tsx",
  "password-reset-request": "routes/owner-password-forgot.tsx",
  "password-reset": "routes/owner-password-reset.tsx",
  "home-home": "routes/article.tsx",
  "article.sell": "routes/article.tsx",
  "article.rent": "routes/article.tsx",
  "article.valuation": "routes/article.tsx",
  testimonials: "routes/testimonials.tsx",
  testimonial: "routes/testimonial.tsx",
  "testimonial-form": "routes/testimonial-form.tsx",
  "property.sale": "routes/property-detail.tsx",
  "property.rent": "routes/property-detail.tsx",
  "property.holiday": "routes/property-detail.tsx",
  appointment: "routes/appointment.tsx",
  project: "routes/project-detail.tsx",
  "purchase-offer": "routes/purchase-offer.tsx",
  "rental-application": "routes/rental-application.tsx",
  "stay-request": "routes/stay-request.tsx",
  newsletter: "routes/newsletter.tsx",
  unsubscribe: "routes/unsubscribe.tsx",
  favourites: "routes/favourites.tsx",
  compare: "routes/compare.tsx",
};
const FAMILY_MODULES: Record<string, string> = {
  feedback: "routes/thank-you.tsx",
};

type RouteTable = { routes: { key: string; paths: Record<string, string> }[] };
const table = JSON.parse(
  fs.readFileSync(path.resolve(import.meta.dirname, "../content/routes.json"), "utf8"),
) as RouteTable;
const languages = JSON.parse(
  fs.readFileSync(path.resolve(import.meta.dirname, "../content/languages.json"), "utf8"),
) as {
  languageUse: { code: string; use: boolean }[];
};
const enabled = languages.languageUse.filter((l) => l.use).map((l) => l.code);

const localized = table.routes.flatMap((entry) => {
  const file = ROUTE_MODULES[entry.key] ?? FAMILY_MODULES[entry.key.split(".")[0] ?? ""];
  if (!file) return [];
  return enabled.map((lang) => route(`${lang}/${entry.paths[lang] ?? ""}`, file, { id: `${entry.key}.${lang}` }));
});

export default [
  index("routes/language-redirect.tsx"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("embed/map/", "routes/map-frame.tsx"),
  route("api/properties", "routes/api.properties.ts"),
  route("api/properties/:id", "routes/api.property.ts"),
  route("api/suggest", "routes/api.suggest.ts"),
  route("api/captcha", "routes/api.captcha.ts"),
  route("api/consent", "routes/api.consent.ts"),
  route("api/owner/properties/:id", "routes/api.owner-property.ts"),
  // The spec's unprefixed detail path: 301 to the listing's canonical URL in the visitor's language.
  route("property/:id/", "routes/property-redirect.tsx", { id: "property-redirect" }),
  // The same for projects, with the banner's `/project/?id={id}` form (spec §2).
  route("project/:id/", "routes/project-redirect.tsx", { id: "project-redirect" }),
  route("project/", "routes/project-redirect.tsx", { id: "project-redirect-query" }),
  ...localized,
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
