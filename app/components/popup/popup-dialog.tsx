import { useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import type { PopupView } from "#app/services/content/popup-view.ts";
import { useT } from "#app/components/layout/use-shell.ts";

/**
 * The popup's dialog: a native modal <dialog> (focus moves in and is kept inside, Escape closes it,
 * focus returns where it was), also closed by its close button, a click beside it, or its link.
 */
export default function PopupDialog({
  popup,
  onClose,
  closedHere,
}: {
  popup: PopupView;
  onClose: () => void;
  closedHere: () => boolean;
}) {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const location = useLocation();
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);
  // A page whose URL closes it (browsing back to the form it advertises, a `modal-clicked` link).
  useEffect(() => {
    if (closedHere()) dialog.current?.close();
  }, [location, closedHere]);
  const close = () => dialog.current?.close();

  return (
    <dialog
      ref={dialog}
      className="popup"
      aria-labelledby={popup.title ? "popup-title" : undefined}
      aria-label={popup.title ? undefined : t("popup.label")}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) close();
      }}
    >
      <button type="button" className="popup__close" onClick={close} aria-label={t("popup.close")}>
        <span aria-hidden="true">×</span>
      </button>
      {popup.image ? <img className="popup__image" src={popup.image} alt="" width={600} height={400} /> : null}
      <div className="popup__body">
        {popup.title ? (
          <h2 id="popup-title" className="popup__title">
            {popup.title}
          </h2>
        ) : null}
        {popup.description ? <p>{popup.description}</p> : null}
        {popup.link ? (
          popup.link.newTab ? (
            <a className="button" href={popup.link.href} target="_blank" rel="noopener noreferrer" onClick={close}>
              {t("popup.moreInfo")}
              <span className="visually-hidden"> {t("shell.opensInNewTab")}</span>
            </a>
          ) : (
            <Link className="button" to={popup.link.href} onClick={close}>
              {t("popup.moreInfo")}
            </Link>
          )
        ) : null}
      </div>
    </dialog>
  );
}
