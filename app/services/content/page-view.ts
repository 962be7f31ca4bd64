// The view types of a configured page (content/pages.json) and its modules: built on the server by
// ./page-view.server.ts, rendered by the page frame and the page modules, so they live in a plain
// module a component may import (a component never imports a .server module, not even for types).
import type { Locale } from "#app/i18n/locales.ts";
import type { Page, PageModule } from "#app/domain/content.ts";
import type { ListingCard, ProjectCard } from "#app/services/listings/listing-views.ts";

/** A text in the page's language, or in the default language with that language marked (`lang`). */
export type LocalizedHtml = { value: string; lang: Locale | null };

export type CategoryItem = {
  id: number;
  title: string;
  description: string;
  href: string | null;
  image: string;
  children: CategoryItem[];
};

export type ModuleBody =
  | { type: "article"; title: string; html: LocalizedHtml | null; description: string }
  | { type: "category"; items: CategoryItem[] }
  | { type: "property-list"; cards: ListingCard[]; moreHref: string | null }
  | { type: "project-list"; cards: ProjectCard[] }
  | {
      type: "contact";
      name: string;
      address: string;
      phone: string;
      phoneHref: string;
      email: string;
      openingHours: { days: string[]; opens: string; closes: string }[];
      openingHoursNote: string;
      mapHref: string;
    }
  | { type: "external"; url: string; host: string; newTab: boolean };

/** A page module, resolved for one language (spec §3 Module; every field has its effect). */
export type ModuleView = {
  id: number;
  title: string;
  /** The page's one h1 is the first module titled h1; every other title is an h2. */
  heading: "h1" | "h2";
  description: string;
  description2: string;
  col: PageModule["col"];
  span: number;
  view: PageModule["view"];
  className: string;
  background: { type: PageModule["backgroundType"]; color: string; image: string; images: string[] };
  perRow: number;
  body: ModuleBody;
};

export type PageView = {
  routeKey: string;
  title: string;
  description: string;
  /** The page's own h1 when no module and no banner carries it. */
  showTitle: boolean;
  content: LocalizedHtml | null;
  banner: { title: string; description: string; image: string } | null;
  showBreadcrumb: boolean;
  css: string;
  modules: ModuleView[];
  page: Page;
};
