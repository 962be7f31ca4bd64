import { useEffect } from "react";
import { data, useNavigate } from "react-router";
import type { Route } from "./+types/compare";
import { headersFromLoader } from "#app/routes/route-exports.ts";
import { PageFrame } from "#app/components/layout/page-frame.tsx";
import { useT } from "#app/components/layout/use-shell.ts";
import { useSaved } from "#app/components/saved/saved-store.ts";
import { CompareTable } from "#app/components/saved/compare-table.tsx";
import { idsHref, MAX_COMPARED, parseListingIds } from "#app/lib/listing-ids.ts";
import { seoMetaTags } from "#app/lib/seo-meta.ts";
import { publicCacheHeaders } from "#app/services/http/cache.server.ts";
import { formPage } from "#app/routes/forms/form-page.server.ts";
import styles from "#app/styles/compare.css?url";

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
      {columns.length === 0 ? (
        <p>{t("listing.compare.empty")}</p>
      ) : (
        <CompareTable columns={columns} path={path} ids={loaderData.ids} locale={loaderData.locale} />
      )}
    </PageFrame>
  );
}
