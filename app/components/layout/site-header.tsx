import { lazy, Suspense, type CSSProperties } from "react";
import type { ShellData } from "#app/services/content/shell-view.ts";
import { NavLinkItem } from "./nav-link-item.tsx";
import { useT } from "./use-shell.ts";
import { PhoneIcon, MailIcon, MenuIcon, CloseIcon } from "#app/components/ui/icons.tsx";

/**
 * The header's quick search comes in its own chunk, out of every page's first-visit JavaScript:
 * the server renders the box (a GET form that works without JavaScript) and React hydrates it
 * when the chunk has arrived, which is long before a visitor has typed two letters. The language
 * switcher (plain links; its script only remembers the choice in a cookie) likewise.
 */
const LanguageSwitcher = lazy(() =>
  import("./language-switcher.tsx").then((module) => ({ default: module.LanguageSwitcher })),
);
const QuickSearch = lazy(() =>
  import("#app/components/search/quick-search.tsx").then((module) => ({ default: module.QuickSearch })),
);
/** The favourites and compare links (plain links; their counts are read in the browser) and their live region, likewise. */
const SavedLinks = lazy(() =>
  import("#app/components/saved/saved-links.tsx").then((module) => ({ default: module.SavedLinks })),
);
const SavedAnnouncer = lazy(() =>
  import("#app/components/saved/saved-links.tsx").then((module) => ({ default: module.SavedAnnouncer })),
);

/**
 * The fixed header (spec §2): optional top bar, logo, menu, language switcher, phone and e-mail
 * buttons. Below the drawer breakpoint the menu becomes a drawer toggled by a checkbox, so it
 * opens without JavaScript (spec §2 "Mobile menu is a drawer toggled by a checkbox").
 * `data-compact` is set by the scroll watcher once the page is scrolled more than 30 px.
 */
export function SiteHeader({ shell, agencyName }: { shell: ShellData; agencyName: string }) {
  const t = useT();
  const { header } = shell;
  const style = {
    "--header-bg": header.backgroundColor,
    "--header-fg": header.textColor,
    "--logo-height": `${header.logo.height}px`,
    "--logo-compact-height": `${header.logo.compactHeight}px`,
  } as CSSProperties;
  const transparent = shell.isHome && header.transparentOnHome;
  const menu = [...shell.menu, ...(shell.freeValuation ? [shell.freeValuation] : [])];
  // On wide screens the phone, e-mail and language links sit in the top bar when there is one;
  // in the drawer they follow the menu.
  const hasTopBar = shell.topBarVisible;
  const drawerTopBar = shell.topBar.filter((link) => !link.inMenu);

  return (
    <header
      className={`site-header${hasTopBar ? " site-header--with-top-bar" : ""}`}
      data-transparent={transparent ? "true" : undefined}
      data-compact-after={header.compactAfterScrollPx}
      style={style}
    >
      {hasTopBar ? (
        <div className="top-bar">
          <div className="top-bar__inner">
            <ContactButtons shell={shell} className="top-bar__contact" />
            {shell.quickSearch ? (
              <Suspense fallback={null}>
                <QuickSearch action={shell.quickSearch.action} lang={shell.locale} />
              </Suspense>
            ) : null}
            {shell.topBar.length > 0 ? (
              <nav aria-label={t("shell.topBar")}>
                <ul className="top-bar__list">
                  {shell.topBar.map((link) => (
                    <li key={link.id} className={link.inMenu ? "top-bar__item--in-menu" : undefined}>
                      <NavLinkItem link={link} className="top-bar__link" />
                    </li>
                  ))}
                </ul>
              </nav>
            ) : null}
            <Suspense fallback={null}>
              <SavedLinks
                favouritesHref={shell.saved.favouritesHref}
                compareHref={shell.saved.compareHref}
                className="saved-links--top"
              />
              <LanguageSwitcher languages={shell.languages} className="top-bar__languages" />
            </Suspense>
          </div>
        </div>
      ) : null}
      <Suspense fallback={null}>
        <SavedAnnouncer />
      </Suspense>
      <div className="site-header__bar">
        <a className="site-header__logo" href={shell.homeHref} aria-label={t("shell.homeLink", { agency: agencyName })}>
          <img
            src={header.logo.src}
            alt={t("shell.logoAlt", { agency: agencyName })}
            width={header.logo.width}
            height={header.logo.height}
          />
        </a>

        <Suspense fallback={null}>
          <SavedLinks
            favouritesHref={shell.saved.favouritesHref}
            compareHref={shell.saved.compareHref}
            className={hasTopBar ? "saved-links--bar saved-links--drawer-only" : "saved-links--bar"}
          />
        </Suspense>

        {/* The checkbox drives the drawer with CSS alone; its label is the visible toggle button. */}
        <input type="checkbox" id="drawer-toggle" className="drawer-toggle visually-hidden" aria-controls="site-nav" />
        <label htmlFor="drawer-toggle" className="site-header__menu-button">
          <MenuIcon className="icon icon--open" />
          <CloseIcon className="icon icon--close" />
          <span className="visually-hidden">{t("shell.openMenu")}</span>
        </label>

        <nav
          id="site-nav"
          className={`site-nav site-nav--${header.menuAlign}`}
          aria-label={t("shell.mainNav")}
          data-uppercase={header.menuUppercase ? "true" : undefined}
        >
          <ul className="site-nav__list">
            {menu.map((link) => (
              <li
                key={link.id}
                className={link.id === "free-valuation" ? "site-nav__item site-nav__item--cta" : "site-nav__item"}
              >
                <NavLinkItem link={link} className="site-nav__link" />
                {link.children.length > 0 ? (
                  <ul className="site-nav__sub">
                    {link.children.map((child) => (
                      <li key={child.id}>
                        <NavLinkItem link={child} className="site-nav__link" />
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
            {/* The top bar's links again, shown in the phone's drawer only (drawer.css): there the top bar has no room. */}
            {drawerTopBar.map((link) => (
              <li key={link.id} className="site-nav__item site-nav__item--secondary">
                <NavLinkItem link={link} className="site-nav__link" />
              </li>
            ))}
          </ul>
          {shell.quickSearch ? (
            <div className="site-nav__search">
              <Suspense fallback={null}>
                <QuickSearch action={shell.quickSearch.action} lang={shell.locale} />
              </Suspense>
            </div>
          ) : null}
          <div className="site-nav__extras">
            <ContactButtons shell={shell} className="site-nav__contact" mobile />
            <Suspense fallback={null}>
              <LanguageSwitcher languages={shell.languages} />
            </Suspense>
          </div>
        </nav>
      </div>
    </header>
  );
}

/** The phone (formatted by the spec's rule) and e-mail shortcut buttons of spec §1. */
function ContactButtons({
  shell,
  className,
  mobile = false,
}: {
  shell: ShellData;
  className: string;
  mobile?: boolean;
}) {
  const t = useT();
  const { header } = shell;
  const showPhone = mobile ? header.mobileShowPhone : header.showPhone;
  const showEmail = mobile ? header.mobileShowEmail : header.showEmail;
  if (!showPhone && !showEmail) return null;
  return (
    <div className={className}>
      {showPhone ? (
        <a className="contact-button contact-button--phone" href={shell.contact.phoneHref}>
          <PhoneIcon className="icon" />
          <span className="visually-hidden">{t("shell.callUs")} </span>
          <span className="contact-button__text">{shell.contact.phone}</span>
        </a>
      ) : null}
      {showEmail ? (
        <a className="contact-button contact-button--email" href={shell.contact.emailHref}>
          <MailIcon className="icon" />
          <span className="visually-hidden">{t("shell.emailUs")} </span>
          <span className="contact-button__text">{shell.contact.email}</span>
        </a>
      ) : null}
    </div>
  );
}
