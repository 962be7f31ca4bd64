import type { Locale } from "#app/i18n/locales.ts";
import { routePath } from "#app/i18n/route-map.ts";
import { pickLocalizedText, type LocalizedContentText, type MenuEntry } from "#app/domain/content.ts";
import type { SiteContent } from "./load-content.server.ts";
import { defaultLocale, enabledLocales } from "./languages.ts";
import { formatPhone, phoneHref } from "#app/lib/phone.ts";
import { isExternalLink } from "#app/lib/external-link.ts";
import { labelled } from "#app/lib/typography.ts";
import { pathInLanguage } from "#app/lib/localized-path.ts";
import { getMessages } from "#app/i18n/translate.ts";
import type { LanguageLink, NavLink, ShellData } from "./shell-view.ts";

/** Text in the visitor's language, else the upper-case key, else the default language (spec §3). */
export function localized(content: SiteContent, text: LocalizedContentText | undefined, locale: Locale): string {
  return pickLocalizedText(text, locale, defaultLocale(content))?.value ?? "";
}

function samePage(a: string, b: string): boolean {
  return a.toLowerCase().replace(/\/?$/, "/") === b.toLowerCase().replace(/\/?$/, "/");
}

function menuLink(
  content: SiteContent,
  entry: MenuEntry,
  locale: Locale,
  pathname: string,
  parentHref?: string,
): NavLink {
  const href = entry.params.redirect
    ? entry.params.redirectUrl
    : routePath(content.routes.routes, entry.routeKey, locale);
  const children = entry.childMenus
    .filter((child) => child.status === "Published")
    .sort((a, b) => a.sort - b.sort)
    .map((child) => menuLink(content, child, locale, pathname, href));
  void parentHref;
  return {
    id: `menu-${entry.id}`,
    label: localized(content, entry.params.title, locale),
    href,
    newTab: entry.params.redirect || isExternalLink(href, content.settings.externalHosts),
    current: !entry.params.redirect && samePage(href, pathname),
    children,
  };
}

const LEGAL_ROUTES = ["disclaimer", "privacy-statement", "cookie-policy", "useful-links"] as const;

/** The frame of every page (spec §1 shell, §2 menu, §3 header and footer configuration). */
export function buildShell(content: SiteContent, locale: Locale, pathname: string): ShellData {
  const routes = content.routes.routes;
  const messages = getMessages(locale);
  const { siteInfo, header, footer, settings } = content;
  const homeHref = routePath(routes, "home", locale);
  const enabled = enabledLocales(content);

  const languages: LanguageLink[] =
    header.languageSwitcher && enabled.length > 1
      ? enabled.map((other) => ({
          locale: other,
          label: messages[`shell.lang.${other}`],
          href: other === locale ? pathname : pathInLanguage(routes, pathname, other),
          current: other === locale,
        }))
      : [];

  const menu = content.menu.items
    .filter((entry) => entry.status === "Published")
    .sort((a, b) => a.sort - b.sort)
    .map((entry) => menuLink(content, entry, locale, pathname));

  const freeValuationHref = routePath(routes, "free-valuation", locale);
  const freeValuation: NavLink | null = settings.freeEvaluation
    ? {
        id: "free-valuation",
        label: messages.FREE_EVALUATION,
        href: freeValuationHref,
        newTab: false,
        current: samePage(freeValuationHref, pathname),
        children: [],
      }
    : null;

  const menuHrefs = new Set([...menu, ...(freeValuation ? [freeValuation] : [])].map((link) => link.href));
  const topBar = header.topBarShow
    ? header.headerLinks.map((link) => {
        const href = "routeKey" in link.link ? routePath(routes, link.link.routeKey, locale) : link.link.url;
        return {
          id: `top-${link.id}`,
          label: localized(content, link.title, locale),
          href,
          newTab: isExternalLink(href, settings.externalHosts),
          current: samePage(href, pathname),
          children: [],
          inMenu: menuHrefs.has(href),
        };
      })
    : [];

  const phone = siteInfo.phone;
  const year = String(new Date().getFullYear());
  const address = `${siteInfo.address.street} ${siteInfo.address.number}${siteInfo.address.box ? ` bus ${siteInfo.address.box}` : ""}, ${siteInfo.address.zip} ${siteInfo.address.city}`;
  const defaultLang = defaultLocale(content);

  return {
    locale,
    homeHref,
    privacyHref: routePath(routes, "privacy-statement", locale),
    saved: {
      favouritesHref: routePath(routes, "favourites", locale),
      compareHref: routePath(routes, "compare", locale),
    },
    isHome: samePage(pathname, homeHref),
    languages,
    menu,
    topBar,
    topBarVisible: header.topBarShow,
    freeValuation,
    quickSearch:
      header.propertySearch && !samePage(pathname, homeHref) ? { action: routePath(routes, "for-sale", locale) } : null,
    header: {
      ...header.appBar,
      logo: header.logo,
      drawerBelowPx: header.menuMobile.drawerBelowPx,
      menuAlign: header.menu.align,
      menuUppercase: header.menu.uppercase,
      mobileShowPhone: header.menuMobile.showPhone,
      mobileShowEmail: header.menuMobile.showEmail,
    },
    contact: {
      phone: formatPhone(phone),
      phoneHref: phoneHref(phone),
      email: siteInfo.email,
      emailHref: `mailto:${siteInfo.email}`,
    },
    footer: {
      bgColor: footer.bgColor,
      textColor: footer.textColor,
      maxWidth: footer.maxWidth,
      columns: footer.bottom.map((column) => {
        const html = column.content.public ? pickLocalizedText(column.content, locale, defaultLang) : null;
        return {
          id: column.id,
          title: localized(content, column.title, locale),
          intro: localized(content, column.intro, locale),
          html: html?.value ?? null,
          htmlLang: html && html.locale !== locale ? html.locale : null,
          image: column.image ?? null,
        };
      }),
      copyright: localized(content, footer.copyright, locale).replaceAll("{YEAR}", year),
      legalLinks: LEGAL_ROUTES.map((key) => {
        const href = routePath(routes, key, locale);
        const label = routes.find((r) => r.key === key)?.breadcrumb?.[locale] ?? key;
        return { id: `legal-${key}`, label, href, newTab: false, current: samePage(href, pathname), children: [] };
      }),
      social: siteInfo.social,
    },
    agency: {
      name: siteInfo.name,
      legalName: siteInfo.legalName,
      address,
      professionalTitle: localized(content, siteInfo.professionalTitle, locale),
      bivNumber: siteInfo.bivNumber,
      enterpriseNumber: siteInfo.enterpriseNumber,
      vatNumber: siteInfo.vatNumber,
      legalEntitiesRegister: localized(content, siteInfo.legalEntitiesRegister, locale),
      thirdPartyAccount: `${siteInfo.thirdPartyAccount.iban} (${siteInfo.thirdPartyAccount.bank}, ${siteInfo.thirdPartyAccount.bic})`,
      insurance: labelled(
        locale,
        localized(content, siteInfo.professionalInsurance.coverage, locale),
        `${siteInfo.professionalInsurance.insurer}, ${siteInfo.professionalInsurance.policyNumber}`,
      ),
      supervisingAuthority: {
        name: localized(content, siteInfo.supervisingAuthority.name, locale),
        address: localized(content, siteInfo.supervisingAuthority.address, locale),
        website: siteInfo.supervisingAuthority.website,
      },
      codeOfEthics: localized(content, siteInfo.codeOfEthics, locale),
    },
    brandColor: siteInfo.brandColor,
    accentColor: siteInfo.accentColor,
  };
}
