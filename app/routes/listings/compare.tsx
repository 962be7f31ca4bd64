import { useEffect } from "react";
import { data, useLoaderData, useNavigate } from "react-router";
import type { Route } from "./+types/compare";
import { headersFromLoader } from "#app/routes/route-exports.ts";
import { PageFrame } from "#app/components/layout/page-frame.tsx";
import { useT } from "#app/components/layout/use-shell.ts";
import { readSaved, replaceSaved, useSaved } from "#app/components/saved/saved-store.ts";
import { idsHref, MAX_COMPARED, parseListingIds } from "#app/lib/listing-ids.ts";
import { seoMetaTags } from "#app/lib/seo-meta.ts";
import type { MessageKey } from "#app/i18n/interpolate.ts";
import { publicCacheHeaders } from "#app/services/http/cache.server.ts";
import type { CompareColumn } from "#app/services/listings/saved-listings.server.ts";
import { formPage } from "#app/routes/forms/form-page.server.ts";
import styles from "#app/styles/compare.css?url";
import { numberFormat } from "#app/lib/intl-formats.ts";
import { colon } from "#app/lib/typography.ts";

/**
 * Compare up to three listings side by side (route key `compare`, decision 0020): price, price per m²,
 * surfaces, rooms, EPC label and score, flood scores, year, place, and a link to each. The choice
 * is the URL (`?ids=a,b,c`), so a comparison can be shared and works without JavaScript; more than
 * three ids show the first three with a notice, unknown or withdrawn ids are named, never an error.
 * Without ids, the visitor's choice kept in the browser (the compare toggles) is opened.
 */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = await formPage(context, request, "compare");
  const url = new URL(request.url);
  const { ids, invalid, overLimit } = parseListingIds(url.searchParams.get("ids"), MAX_COMPARED);
  const { columns, missing } = await context.catalogue.compare(ids, page.locale);
  return data(
    {
      ...page,
      path: url.pathname,
      requested: url.searchParams.has("ids"),
      ids: columns.map((column) => column.card.id),
      columns,
      missing,
      invalid: invalid > 0,
      tooMany: overLimit > 0,
    },
    { headers: publicCacheHeaders() },
  );
}

export const headers = headersFromLoader;

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? seoMetaTags(loaderData.seo) : [];
}

export default function ComparePage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { view, breadcrumb, path, requested, columns, missing, invalid, tooMany } = loaderData;
  const navigate = useNavigate();
  const chosen = useSaved("compare");
  // Without ids in the URL, the choice kept in this browser is opened as its shareable URL.
  useEffect(() => {
    if (!requested && chosen && chosen.length > 0) void navigate(idsHref(path, chosen), { replace: true });
  }, [requested, chosen, navigate, path]);

  return (
    <PageFrame view={view} breadcrumb={breadcrumb} className="page--saved">
      {tooMany ? <p className="notice">{t("compare.tooMany")}</p> : null}
      {invalid ? <p className="notice">{t("compare.invalid")}</p> : null}
      {missing.length > 0 ? <p className="notice">{t("compare.unknown", { ids: missing.join(", ") })}</p> : null}
      {columns.length === 0 ? <p>{t("listing.compare.empty")}</p> : <CompareTable />}
    </PageFrame>
  );
}

type Column = CompareColumn;

function CompareTable() {
  const t = useT();
  const { columns, path, ids, locale } = useLoaderData<typeof loader>();
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
