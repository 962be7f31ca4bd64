import type { ContentSectionView } from "#app/services/content/content-overrides-view.ts";
import { ConsoleForm } from "#app/components/admin/console-form.tsx";
import { useConsole } from "#app/components/admin/use-console.ts";

/**
 * Where a section stands and what can be done with it: what is published over the files, the draft
 * with its previews (a new tab per language), publishing or discarding it, and going back to the
 * files' values. Each action is a form of its own, so each works without JavaScript.
 */
export function ContentSectionStatus({
  view,
  busy,
}: {
  view: Pick<ContentSectionView, "href" | "published" | "draft" | "previews">;
  busy: boolean;
}) {
  const { t } = useConsole();
  const { href, published, draft, previews } = view;
  return (
    <section className="console-panel console-content-status" aria-labelledby="content-status">
      <h2 id="content-status">{t("content.status")}</h2>
      <dl className="console-definitions">
        <dt>{t("content.column.published")}</dt>
        <dd>
          {published
            ? t("content.status.published", { count: published.count, when: published.when, who: published.who })
            : t("content.status.files")}
        </dd>
        <dt>{t("content.column.draft")}</dt>
        <dd>{draft ? t("content.status.draft", { when: draft.when, who: draft.who }) : t("content.status.noDraft")}</dd>
      </dl>
      <h3 className="console-content-status__heading">{t("content.preview")}</h3>
      <p className="console-field__hint">{t("content.previewHint")}</p>
      <ul className="console-content-status__previews">
        {previews.map((preview) => (
          <li key={preview.lang}>
            <a href={preview.href} target="_blank" rel="noopener" hrefLang={preview.lang}>
              {preview.label}
            </a>
          </li>
        ))}
      </ul>
      <div className="console-content-status__actions">
        {draft ? (
          <>
            <ConsoleForm action={href}>
              <input type="hidden" name="intent" value="publish" />
              <button type="submit" className="button" disabled={busy}>
                {t("content.publish")}
              </button>
            </ConsoleForm>
            <ConsoleForm action={href}>
              <input type="hidden" name="intent" value="discard" />
              <button type="submit" className="button button--ghost" disabled={busy}>
                {t("content.discard")}
              </button>
            </ConsoleForm>
          </>
        ) : null}
        {published || draft ? (
          <ConsoleForm action={href}>
            <input type="hidden" name="intent" value="reset" />
            <button
              type="submit"
              className="button button--ghost"
              disabled={busy}
              aria-describedby="content-reset-hint"
            >
              {t("content.reset")}
            </button>
            <p className="console-field__hint" id="content-reset-hint">
              {t("content.resetHint")}
            </p>
          </ConsoleForm>
        ) : null}
      </div>
    </section>
  );
}
