import { data } from "react-router";
import type { Route } from "./+types/thank-you";
import { headersFromLoader } from "#app/routes/route-exports.ts";
import { Breadcrumb } from "#app/components/layout/breadcrumb.tsx";
import { seoMetaTags } from "#app/lib/seo-meta.ts";
import { pageRoute } from "#app/i18n/page-route.server.ts";
import { getMessages, isMessageKey, translate } from "#app/i18n/translate.ts";
import { routePath } from "#app/i18n/route-map.ts";
import { pageSeo } from "#app/services/content/seo.server.ts";
import { OFFER_PARAM, purchaseOfferSummary } from "#app/services/leads/purchase-offer.server.ts";

/**
 * The thank-you page shown after a form (spec §2 `/feedback/{kind}` at `/nl/bedankt/…`), with the
 * breadcrumb Bedankt / Merci / Thank you. Not indexed: it only makes sense after a form.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { pathname, locale, routeKey, entry } = pageRoute(context, request);
  if (entry.type !== "feedback") throw data(null, { status: 404 });
  const kind = routeKey.slice("feedback.".length);
  const titleKey = `feedback.${kind}.title`;
  const textKey = `feedback.${kind}.text`;
  if (!isMessageKey(titleKey) || !isMessageKey(textKey)) throw data(null, { status: 404 });
  const messages = getMessages(locale);
  const title = translate(messages, titleKey);
  const routes = context.content.routes.routes;
  const breadcrumb = [
    { name: messages["shell.home"], path: routePath(routes, "home", locale) },
    { name: entry.breadcrumb?.[locale] ?? messages["shell.thankYou"], path: pathname },
  ];
  const seo = pageSeo({
    content: context.content,
    siteUrl: context.config.siteUrl,
    locale,
    routeKey,
    title,
    description: translate(messages, textKey),
    indexable: false,
  });
  // After a purchase offer: its amount in figures and words (written by the server, also without JavaScript).
  const detail =
    kind === "purchase-offer"
      ? await purchaseOfferSummary(context.db, url.searchParams.get(OFFER_PARAM), locale)
      : null;
  const page = {
    title,
    text: translate(messages, textKey),
    detail,
    breadcrumb,
    homeHref: routePath(routes, "home", locale),
    backLabel: messages["feedback.backToSite"],
    seo,
  };
  // A page naming one visitor's offer is theirs alone: no shared cache keeps it.
  return data(page, detail ? { headers: { "Cache-Control": "private, no-store" } } : {});
}

export const headers = headersFromLoader;

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? seoMetaTags(loaderData.seo) : [];
}

export default function ThankYou({ loaderData }: Route.ComponentProps) {
  const { title, text, detail, breadcrumb, homeHref, backLabel } = loaderData;
  return (
    <main className="page page--thank-you">
      <Breadcrumb items={breadcrumb} />
      <div className="thank-you" role="status">
        <h1 className="page__title">{title}</h1>
        <p className="thank-you__text">{text}</p>
        {detail ? <p className="thank-you__detail">{detail}</p> : null}
        <p>
          <a className="button" href={homeHref}>
            {backLabel}
          </a>
        </p>
      </div>
    </main>
  );
}
