import { useT } from "#app/components/layout/use-shell.ts";
import { CompareIcon, HeartIcon } from "./saved-icons.tsx";
import { idsHref } from "#app/lib/listing-ids.ts";
import { useAnnouncement, useSaved } from "./saved-store.ts";

/**
 * The header's links to the favourites and the comparison, with how many each holds. With a top
 * bar they sit in it on wide screens (the menu bar is full), else in the menu bar next to the
 * drawer's button; only one of the two shows at a time. The links are plain links
 * (they work without JavaScript: the pages explain what they need); the counts fill in in the
 * browser, in a badge whose width is kept, so the header does not move.
 */
export function SavedLinks({
  favouritesHref,
  compareHref,
  className,
}: {
  favouritesHref: string;
  compareHref: string;
  className: string;
}) {
  const t = useT();
  const favourites = useSaved("favourites");
  const compare = useSaved("compare");
  return (
    <div className={`saved-links ${className}`}>
      <nav aria-label={t("saved.links")}>
        <ul className="saved-links__list">
          <li>
            <a className="saved-links__link" href={favouritesHref}>
              <HeartIcon className="icon" />
              <span className="saved-links__text">{t("saved.favouritesLink")}</span>
              <span className="saved-links__count" data-count={favourites?.length ?? 0}>
                {favourites && favourites.length > 0 ? favourites.length : ""}
              </span>
            </a>
          </li>
          <li className="saved-links__compare">
            <a
              className="saved-links__link"
              href={compare && compare.length > 0 ? idsHref(compareHref, compare) : compareHref}
            >
              <CompareIcon className="icon" />
              <span className="saved-links__text">{t("saved.compareLink")}</span>
              <span className="saved-links__count" data-count={compare?.length ?? 0}>
                {compare && compare.length > 0 ? compare.length : ""}
              </span>
            </a>
          </li>
        </ul>
      </nav>
    </div>
  );
}

/** The one polite live region of the page that says what a heart or a compare toggle did. */
export function SavedAnnouncer() {
  const said = useAnnouncement();
  return (
    <p className="visually-hidden saved-announcer" role="status" aria-live="polite">
      {said}
    </p>
  );
}
