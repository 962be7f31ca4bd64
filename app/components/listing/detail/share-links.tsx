import { useId, useState } from "react";
import { useT } from "#app/components/layout/use-shell.ts";
import { useHydrated } from "./use-hydrated.ts";

/**
 * Sharing a listing: the page's send-to-a-friend form, e-mail, WhatsApp and Facebook as plain links
 * (they work without JavaScript), plus copy-link and print buttons, which need it and so appear
 * once the page runs in the browser: last, so that no link moves under a visitor's finger then.
 * The copy result is announced in a polite live region.
 */
export function ShareLinks({
  url,
  title,
  emailSubject,
  sendToFriendHref,
}: {
  url: string;
  title: string;
  /** The e-mail's subject, worded; "have a look at this property" by default. */
  emailSubject?: string;
  /** The page's send-to-a-friend form, when it has one. */
  sendToFriendHref?: string;
}) {
  const t = useT();
  const hydrated = useHydrated();
  const headingId = useId();
  const [status, setStatus] = useState<"idle" | "copied" | "failed">("idle");
  const newTab = <span className="visually-hidden"> {t("shell.opensInNewTab")}</span>;

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(url);
      setStatus("copied");
    } catch {
      setStatus("failed");
    }
  }

  const mail = `mailto:?subject=${encodeURIComponent(emailSubject ?? t("listing.share.emailSubject", { title }))}&body=${encodeURIComponent(`${title}\n${url}`)}`;
  const whatsapp = `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`;
  const facebook = `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`;

  return (
    <section className="property-share" aria-labelledby={headingId}>
      <h2 id={headingId} className="property-share__title">
        {t("listing.share.title")}
      </h2>
      <ul className="property-share__list">
        {sendToFriendHref ? (
          <li>
            <a className="button button--ghost property-share__button" href={sendToFriendHref}>
              {t("listing.share.sendToFriend")}
            </a>
          </li>
        ) : null}
        <li>
          <a className="button button--ghost property-share__button" href={mail}>
            {t("listing.share.shareByEmail")}
          </a>
        </li>
        <li>
          <a
            className="button button--ghost property-share__button"
            href={whatsapp}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t("listing.share.whatsapp")}
            {newTab}
          </a>
        </li>
        <li>
          <a
            className="button button--ghost property-share__button"
            href={facebook}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t("listing.share.facebook")}
            {newTab}
          </a>
        </li>
        {hydrated ? (
          <li>
            <button type="button" className="button button--ghost property-share__button" onClick={copyLink}>
              {t("listing.share.copyLink")}
            </button>
          </li>
        ) : null}
        {hydrated ? (
          <li>
            <button
              type="button"
              className="button button--ghost property-share__button"
              onClick={() => window.print()}
            >
              {t("listing.print")}
            </button>
          </li>
        ) : null}
      </ul>
      <p className="property-share__status" role="status">
        {status === "copied" ? t("listing.share.linkCopied") : status === "failed" ? t("listing.share.copyFailed") : ""}
      </p>
    </section>
  );
}
