import { useT } from "#app/components/layout/use-shell.ts";
import { CompareIcon, HeartIcon } from "#app/components/ui/icons.tsx";
import { idsHref } from "#app/lib/listing-ids.ts";
import { useAnnouncement, useSaved } from "./saved-store.ts";

/**
 * The header's links to the favourites and the comparison, with how many each holds, and the
 * polite live region the hearts and compare toggles speak through. The links are plain links
 * (they work without JavaScript: the pages explain what they need); the counts fill in in the
 * browser, in a badge whose width is kept, so the header does not move.
 */
export function SavedLinks({ favouritesHref, compareHref }: { favouritesHref: string; compareHref: string }) {
  const t = useT();
  const favourites = useSaved("favourites");
  const compare = useSaved("compare");
  const said = useAnnouncement();
  return (
    <div className="saved-links">
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
          <li>
            <a className="saved-links__link" href={compare && compare.length > 0 ? idsHref(compareHref, compare) : compareHref}>
              <CompareIcon className="icon" />
              <span className="saved-links__text">{t("saved.compareLink")}</span>
              <span className="saved-links__count" data-count={compare?.length ?? 0}>
                {compare && compare.length > 0 ? compare.length : ""}
              </span>
            </a>
          </li>
        </ul>
      </nav>
      <p className="visually-hidden" role="status" aria-live="polite">
        {said}
      </p>
    </div>
  );
}
