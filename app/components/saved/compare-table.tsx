import { useT } from "#app/components/layout/use-shell.ts";
import { readSaved, replaceSaved } from "#app/components/saved/saved-store.ts";
import type { Locale } from "#app/i18n/locales.ts";
import type { MessageKey } from "#app/i18n/interpolate.ts";
import { idsHref } from "#app/lib/listing-ids.ts";
import { numberFormat } from "#app/lib/intl-formats.ts";
import { colon } from "#app/lib/typography.ts";
import type { CompareColumn } from "#app/services/listings/listing-views.ts";

type Column = CompareColumn;

/** The comparison table of the chosen listings, with a link to remove each and the link to share. */
export function CompareTable({
  columns,
  path,
  ids,
  locale,
}: {
  columns: readonly Column[];
  path: string;
  ids: readonly number[];
  locale: Locale;
}) {
  const t = useT();
  const numbers = numberFormat(`${locale}-BE`, {
    maximumFractionDigits: 2,
  });
  const euros = numberFormat("nl-BE", {
    maximumFractionDigits: 0,
    useGrouping: "always",
  });
  const notStated = <span className="compare-table__none">{t("compare.notStated")}</span>;
  const withUnit = (value: number | null, unit: MessageKey) =>
    value === null ? notStated : `${numbers.format(value)} ${t(unit)}`;
  const plain = (value: string | number | null) => (value === null || value === "" ? notStated : String(value));
  const rows: { label: string; cell: (column: Column) => React.ReactNode }[] = [
    { label: t("detail.price"), cell: (c) => plain(c.card.price) },
    {
      label: t("compare.pricePerM2"),
      cell: (c) => (c.pricePerM2 === null ? notStated : `€ ${euros.format(c.pricePerM2)}`),
    },
    {
      label: t("detail.surfaceLiving"),
      cell: (c) => withUnit(c.surfaceLiving, "unit.m2"),
    },
    {
      label: t("detail.surfaceGround"),
      cell: (c) => withUnit(c.surfaceGround, "unit.m2"),
    },
    { label: t("detail.bedrooms"), cell: (c) => plain(c.bedrooms) },
    { label: t("detail.bathrooms"), cell: (c) => plain(c.bathrooms) },
    { label: t("detail.epcLabel"), cell: (c) => plain(c.epcLabel) },
    {
      label: t("detail.epcSpecific"),
      cell: (c) => withUnit(c.epcScore, "unit.kwhM2Year"),
    },
    { label: t("detail.floodScoreP"), cell: (c) => plain(c.floodScoreP) },
    { label: t("detail.floodScoreG"), cell: (c) => plain(c.floodScoreG) },
    {
      label: t("detail.constructionYear"),
      cell: (c) => plain(c.constructionYear),
    },
    {
      label: t("compare.location"),
      cell: (c) => `${c.card.zip} ${c.card.city}`,
    },
  ];
  const shareHref = idsHref(path, ids);
  return (
    <>
      {/* Narrow screens scroll the table sideways; the region can be reached and scrolled by keyboard. */}
      <div className="compare-scroll" role="region" aria-labelledby="compare-caption" tabIndex={0}>
        <table className="compare-table">
          <caption id="compare-caption">{t("compare.caption", { count: columns.length })}</caption>
          <thead>
            <tr>
              <td />
              {columns.map((column) => (
                <th key={column.card.id} scope="col">
                  <a href={column.card.href} lang={column.card.titleLang ?? undefined}>
                    {column.card.title}
                  </a>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                {columns.map((column) => (
                  <td key={column.card.id}>{row.cell(column)}</td>
                ))}
              </tr>
            ))}
            <tr>
              <td />
              {columns.map((column) => (
                <td key={column.card.id}>
                  <div className="compare-table__actions">
                    <a className="button" href={column.card.href}>
                      {t("compare.view")}
                      <span className="visually-hidden">: {column.card.title}</span>
                    </a>
                    <a
                      className="compare-table__remove"
                      href={idsHref(
                        path,
                        ids.filter((id) => id !== column.card.id),
                      )}
                      onClick={() => {
                        // The choice kept in the browser follows, when this comparison is that choice.
                        const kept = readSaved("compare");
                        if (kept.includes(column.card.id))
                          replaceSaved(
                            "compare",
                            kept.filter((id) => id !== column.card.id),
                          );
                      }}
                    >
                      {t("compare.remove")}
                      <span className="visually-hidden">: {column.card.title}</span>
                    </a>
                  </div>
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
      <p className="compare-share">
        {t("listing.compare.shareLink")}
        {colon(locale)}
        <a href={shareHref} className="compare-share__link">
          {shareHref}
        </a>
      </p>
    </>
  );
}
