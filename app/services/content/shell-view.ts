// The shell's view types: the root loader builds them on the server (./shell.server.ts) and the
// header, footer and language switcher render them, so they live in a plain module that a
// component may import (a component never imports a .server module, not even for types).
import type { Locale } from "#app/i18n/locales.ts";
import type { Content } from "#app/domain/content.ts";

/** A link of the menu, the top bar or the footer, ready to render. */
export type NavLink = {
  id: string;
  label: string;
  href: string;
  /** Opens in a new tab (spec §5 external-link rule, or a menu entry's redirect URL). */
  newTab: boolean;
  /** The page the visitor is on (aria-current). */
  current: boolean;
  children: NavLink[];
};

export type LanguageLink = { locale: Locale; label: string; href: string; current: boolean };

/** Everything the header, drawer and footer need, computed once per request on the server. */
export type ShellData = {
  locale: Locale;
  homeHref: string;
  /** The privacy statement, linked from every form's consent box. */
  privacyHref: string;
  /** The favourites and compare pages (decision 0020), linked from the header with their counts. */
  saved: { favouritesHref: string; compareHref: string };
  isHome: boolean;
  /** Empty when one language only or the switcher is off (spec §4). */
  languages: LanguageLink[];
  menu: NavLink[];
  /** `inMenu`: the menu bar links to the same page, so on wide screens the top bar leaves it out. */
  topBar: (NavLink & { inMenu: boolean })[];
  /** The top bar shows (header.topBarShow): its links, the contact buttons and the languages. */
  topBarVisible: boolean;
  freeValuation: NavLink | null;
  /** The header's quick search box (header.propertySearch); not on the home page, whose banner has one. */
  quickSearch: { action: string } | null;
  header: Content["header"]["appBar"] & {
    logo: Content["header"]["logo"];
    drawerBelowPx: number;
    menuAlign: "left" | "center" | "right";
    menuUppercase: boolean;
    mobileShowPhone: boolean;
    mobileShowEmail: boolean;
  };
  contact: { phone: string; phoneHref: string; email: string; emailHref: string };
  footer: {
    bgColor: string;
    textColor: string;
    maxWidth: number;
    columns: {
      id: number;
      title: string;
      intro: string;
      html: string | null;
      htmlLang: Locale | null;
      image: Content["footer"]["bottom"][number]["image"] | null;
    }[];
    copyright: string;
    legalLinks: NavLink[];
    social: Content["siteInfo"]["social"];
  };
  agency: {
    name: string;
    legalName: string;
    address: string;
    professionalTitle: string;
    bivNumber: string;
    enterpriseNumber: string;
    vatNumber: string;
    legalEntitiesRegister: string;
    thirdPartyAccount: string;
    insurance: string;
    supervisingAuthority: { name: string; address: string; website: string };
    codeOfEthics: string;
  };
  brandColor: string;
  accentColor: string;
};
