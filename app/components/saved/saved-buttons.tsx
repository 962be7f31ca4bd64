import { useT } from "#app/components/layout/use-shell.ts";
import { HeartIcon } from "./saved-icons.tsx";
import { announce, toggleSaved, useSaved } from "./saved-store.ts";

/**
 * The heart (favourite) and the compare toggle of a listing: real toggle buttons (aria-pressed)
 * named with the listing's title, said in the live region when they change. They exist only once
 * the page runs in the browser (the store is unknown before): without JavaScript there is no
 * control that does nothing. Where they appear they cover the card's picture or sit in a slot of
 * fixed size, so nothing moves when they do.
 */
export function FavouriteButton({ id, title, className = "" }: { id: number; title: string; className?: string }) {
  const t = useT();
  const saved = useSaved("favourites");
  if (saved === null) return null;
  const pressed = saved.includes(id);
  return (
    <button
      type="button"
      className={`favourite-button ${className}`}
      aria-pressed={pressed}
      aria-label={t("saved.favourite", { title })}
      onClick={() => {
        const { added } = toggleSaved("favourites", id);
        announce(t(added ? "saved.added" : "saved.removed", { title }));
      }}
    >
      <HeartIcon className="favourite-button__icon" />
    </button>
  );
}

function CompareButton({ id, title, className = "" }: { id: number; title: string; className?: string }) {
  const t = useT();
  const chosen = useSaved("compare");
  if (chosen === null) return null;
  const pressed = chosen.includes(id);
  return (
    <button
      type="button"
      className={`compare-button ${className}`}
      aria-pressed={pressed}
      aria-label={t("saved.compare", { title })}
      onClick={() => {
        const { added, full, count } = toggleSaved("compare", id);
        announce(
          full
            ? t("saved.compareFull")
            : added
              ? t("saved.compareAdded", { title, count })
              : t("saved.compareRemoved", { title }),
        );
      }}
    >
      <span className="compare-button__box" aria-hidden="true" />
      {t("saved.compareShort")}
    </button>
  );
}

/** Both toggles over a card's picture. */
export function CardSavedActions({ id, title }: { id: number; title: string }) {
  return (
    <div className="saved-actions">
      <FavouriteButton id={id} title={title} />
      <CompareButton id={id} title={title} />
    </div>
  );
}
