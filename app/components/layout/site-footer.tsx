import type { CSSProperties } from "react";
import type { ShellData } from "#app/services/content/shell-view.ts";
import { NavLinkItem } from "./nav-link-item.tsx";
import { useT } from "./use-shell.ts";
import { useImageUrls } from "#app/components/layout/use-shell.ts";
import { ConsentSettingsButton } from "#app/components/consent/consent-settings-button.tsx";

/**
 * The footer (spec §2, §3 Footer): configurable columns — title, intro, and the full text only when
 * marked public —, lazy images, the agency's legal mentions required in Belgium (BIV number, code
 * of ethics, supervising authority, third-party account, insurance; Royal Decree of 2018 and the
 * Code of Economic Law, see belgian-market-facts.md), legal links and the copyright line.
 */
export function SiteFooter({ shell }: { shell: ShellData }) {
  const { imageUrl } = useImageUrls();
  const t = useT();
  const { footer, agency } = shell;
  const style = {
    "--footer-bg": footer.bgColor,
    "--footer-fg": footer.textColor,
    "--footer-max": `${footer.maxWidth}px`,
  } as CSSProperties;
  return (
    <footer className="site-footer" style={style}>
      <div className="site-footer__inner">
        <div className="site-footer__columns">
          {footer.columns.map((column) => (
            <div key={column.id} className="site-footer__column">
              <h2 className="site-footer__title">{column.title}</h2>
              {column.image ? (
                <img
                  className="site-footer__image"
                  src={imageUrl(column.image.src, 400)}
                  alt={column.image.alt}
                  width={column.image.width}
                  height={column.image.height}
                  loading="lazy"
                  decoding="async"
                />
              ) : null}
              {column.intro ? <p className="site-footer__intro">{column.intro}</p> : null}
              {column.html ? (
                <div
                  className="site-footer__text rich-text"
                  lang={column.htmlLang ?? undefined}
                  dangerouslySetInnerHTML={{ __html: column.html }}
                />
              ) : null}
            </div>
          ))}
        </div>

        <section className="legal-mentions" aria-labelledby="legal-mentions-title">
          <h2 id="legal-mentions-title" className="site-footer__title">
            {t("shell.footer.legal")}
          </h2>
          <p>
            <strong>{agency.legalName}</strong> · {agency.address}
          </p>
          <ul className="legal-mentions__list">
            <li>
              {agency.professionalTitle} · {t("shell.legal.biv", { number: agency.bivNumber })}
            </li>
            <li>{agency.codeOfEthics}</li>
            <li>
              {agency.supervisingAuthority.name}, {agency.supervisingAuthority.address} ·{" "}
              <a href={agency.supervisingAuthority.website} target="_blank" rel="noopener noreferrer">
                {agency.supervisingAuthority.website.replace(/^https?:\/\/(www\.)?/, "")}
                <span className="visually-hidden"> {t("shell.opensInNewTab")}</span>
              </a>
            </li>
            <li>{t("shell.legal.thirdPartyAccount", { account: agency.thirdPartyAccount })}</li>
            <li>{t("shell.legal.insurance", { policy: agency.insurance })}</li>
            <li>
              {t("shell.legal.enterprise", { number: agency.enterpriseNumber })} · {agency.legalEntitiesRegister} ·{" "}
              {t("shell.legal.vat", { number: agency.vatNumber })}
            </li>
          </ul>
        </section>

        <div className="site-footer__bottom">
          <nav aria-label={t("shell.footer.legal")}>
            <ul className="site-footer__legal-links">
              {footer.legalLinks.map((link) => (
                <li key={link.id}>
                  <NavLinkItem link={link} />
                </li>
              ))}
              <li>
                <ConsentSettingsButton />
              </li>
            </ul>
          </nav>
          {footer.social.length > 0 ? (
            <ul className="site-footer__social" aria-label={t("shell.footer.followUs")}>
              {footer.social.map((item) => (
                <li key={item.network}>
                  <a href={item.url} target="_blank" rel="noopener noreferrer">
                    {item.network.charAt(0).toUpperCase() + item.network.slice(1)}
                    <span className="visually-hidden"> {t("shell.opensInNewTab")}</span>
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
          <p className="site-footer__copyright">{footer.copyright}</p>
        </div>
      </div>
    </footer>
  );
}
