import type { AppLoadContext } from "react-router";
import { data, redirect } from "react-router";
import type { Locale } from "#app/i18n/locales.ts";
import { routePath } from "#app/i18n/route-map.ts";
import { pickLocalizedText, type Page } from "#app/domain/content.ts";
import { buildCategoryTree } from "#app/lib/category-tree.ts";
import { slugPath } from "#app/lib/slug.ts";
import { isExternalLink } from "#app/lib/external-link.ts";
import { formatPhone, phoneHref } from "#app/lib/phone.ts";
import { defaultLocale } from "./languages.ts";
import { localized } from "./shell.server.ts";
import type { CategoryItem, LocalizedHtml, ModuleBody, ModuleView, PageView } from "./page-view.ts";

function localizedHtml(
  text: Parameters<typeof pickLocalizedText>[0],
  locale: Locale,
  fallback: Locale,
): LocalizedHtml | null {
  const found = pickLocalizedText(text, locale, fallback);
  return found ? { value: found.value, lang: found.locale === locale ? null : found.locale } : null;
}

/** The page of a route key as configured in content/pages.json; Unpublished or missing → 404. */
export function publishedPage(context: AppLoadContext, routeKey: string): Page {
  const page = context.content.pages.pages.find((p) => p.routeKey === routeKey);
  if (!page || page.status !== "Published") throw data(null, { status: 404 });
  // A page configured as a redirect (spec §3 Page.params.redirect) sends its visitors to that URL;
  // 302, because the configuration may change back.
  if (page.params.redirect && page.params.redirectUrl) throw redirect(page.params.redirectUrl, 302);
  return page;
}

/** Resolves a configured page and its modules for one language, loading the listings it shows. */
export async function loadPageView(context: AppLoadContext, routeKey: string, locale: Locale): Promise<PageView> {
  const { content } = context;
  const page = publishedPage(context, routeKey);
  const fallback = defaultLocale(content);
  const text = (value: Parameters<typeof localized>[1]) => localized(content, value, locale);
  const routes = content.routes.routes;

  const published = page.params.modules
    .filter((m) => m.status === "Published")
    .sort((a, b) => a.contentRow - b.contentRow || a.sort - b.sort);
  const banner = page.params.showPageBanner
    ? {
        title: text(page.params.bannerTitle),
        description: text(page.params.bannerDescription),
        image: page.params.image,
      }
    : null;
  const h1Module = banner?.title ? undefined : published.find((m) => m.titleSize === "h1" && text(m.title) !== "");

  const modules = await Promise.all(
    published.map(async (module): Promise<ModuleView> => {
      const relation = module.relations;
      let body: ModuleBody;
      switch (relation.type) {
        case "article": {
          const article = content.articles[relation.id];
          body = {
            type: "article",
            title: text(article?.title),
            html: localizedHtml(article?.body, locale, fallback),
            description: text(article?.description),
          };
          break;
        }
        case "category":
          body = {
            type: "category",
            items: categoryItems(context, relation.id, locale, module.maxItems, module.isHasSubcategories),
          };
          break;
        case "property-list": {
          const limit = module.maxItems > 0 ? module.maxItems : content.settings.listPageSize;
          const listKey = { all: null, sale: "for-sale", rent: "for-rent", holiday: "holiday-homes" }[relation.id];
          // On its own list page the module's place is taken by the page's search results
          // (listing-list.tsx): its cards would be loaded for nothing.
          const cards =
            listKey === routeKey
              ? []
              : await context.catalogue.listingModule(
                  { id: module.id, ids: relation.ids, list: relation.id, limit },
                  locale,
                );
          body = {
            type: "property-list",
            cards,
            moreHref: listKey && listKey !== routeKey ? routePath(routes, listKey, locale) : null,
          };
          break;
        }
        case "project-list": {
          const limit = module.maxItems > 0 ? module.maxItems : content.settings.listPageSize;
          // On the projects page the module's place is taken by the page's own results (project-list.tsx).
          const cards =
            routeKey === "projects"
              ? []
              : await context.catalogue.projectModule({ id: module.id, ids: relation.ids, limit }, locale);
          body = { type: "project-list", cards };
          break;
        }
        case "contact": {
          const { siteInfo } = content;
          const address = `${siteInfo.address.street} ${siteInfo.address.number}, ${siteInfo.address.zip} ${siteInfo.address.city}`;
          body = {
            type: "contact",
            name: siteInfo.legalName,
            address,
            phone: formatPhone(siteInfo.phone),
            phoneHref: phoneHref(siteInfo.phone),
            email: siteInfo.email,
            openingHours: siteInfo.openingHours.map((slot) => ({
              days: slot.days,
              opens: slot.opens,
              closes: slot.closes,
            })),
            openingHoursNote: text(siteInfo.openingHoursNote),
            mapHref: `https://www.openstreetmap.org/?mlat=${siteInfo.geo.lat}&mlon=${siteInfo.geo.lng}#map=17/${siteInfo.geo.lat}/${siteInfo.geo.lng}`,
          };
          break;
        }
        case "external":
          body = {
            type: "external",
            url: relation.url,
            host: new URL(relation.url).host.replace(/^www\./, ""),
            newTab: isExternalLink(relation.url, content.settings.externalHosts, new URL(context.config.siteUrl).host),
          };
          break;
      }
      return {
        id: module.id,
        title: text(module.title),
        heading: module === h1Module ? "h1" : "h2",
        description: text(module.description),
        description2: text(module.description2),
        col: module.col,
        span: module.span,
        view: module.view,
        className: module.class,
        background: {
          type: module.backgroundType,
          color: module.colorBackground,
          image: module.image,
          images: module.images,
        },
        perRow: module.numberItemOfRow,
        body,
      };
    }),
  );

  return {
    routeKey,
    title: text(page.params.title),
    description: text(page.params.description),
    showTitle: !banner?.title && !h1Module,
    content: localizedHtml(page.params.content, locale, fallback),
    banner,
    showBreadcrumb: page.params.showBreadCrumb,
    css: page.params.css,
    modules,
    page,
  };
}

/**
 * The children of a category (spec §3 category tree), each linking to its article at the path
 * built by the slug rule from the category names (`/nl/onze-diensten/verkopen/`) when that path is
 * a route of the site.
 */
function categoryItems(
  context: AppLoadContext,
  parentId: number,
  locale: Locale,
  maxItems: number,
  withSubcategories: boolean,
): CategoryItem[] {
  const { content } = context;
  const fallback = defaultLocale(content);
  const items = content.categories.items;
  const tree = buildCategoryTree(
    items.map((item) => ({
      ID: item.ID,
      ParentID: item.ParentID === 0 ? null : item.ParentID,
      Name: localized(content, item.Name, locale),
      WebID: item.WebID,
    })),
    "WebID",
  );
  const find = (nodes: typeof tree, id: number): (typeof tree)[number] | undefined => {
    for (const node of nodes) {
      if (node.id === id) return node;
      const inner = find(node.children, id);
      if (inner) return inner;
    }
    return undefined;
  };
  const parent = find(tree, parentId);
  if (!parent) return [];
  const routes = content.routes.routes;
  const toItem = (node: (typeof tree)[number], trail: string[]): CategoryItem => {
    const category = items.find((c) => c.ID === node.id)!;
    const article = category.articleKey ? content.articles[category.articleKey] : undefined;
    const segments = [...trail, node.label];
    const candidate = `/${locale}/${slugPath(segments)}`;
    const href = routes.some((r) => `/${locale}/${r.paths[locale]}` === candidate)
      ? candidate
      : category.articleKey && routes.some((r) => r.key === category.articleKey)
        ? routePath(routes, category.articleKey, locale)
        : null;
    return {
      id: node.id,
      title: node.label,
      description: pickLocalizedText(article?.description, locale, fallback)?.value ?? "",
      href,
      image: category.image || article?.image || "",
      children: withSubcategories ? node.children.map((child) => toItem(child, segments)) : [],
    };
  };
  const children = parent.children.map((child) => toItem(child, [parent.label]));
  return maxItems > 0 ? children.slice(0, maxItems) : children;
}
