import { data } from "react-router";
import type { Route } from "./+types/free-valuation";
import { headersFromLoader, keepPageAfterPost } from "#app/routes/route-exports.ts";
import { PageFrame } from "#app/components/layout/page-frame.tsx";
import { FREE_VALUATION_FORM, FreeValuationForm } from "#app/components/forms/free-valuation-form.tsx";
import { freeValuationSchema } from "#app/domain/forms/free-valuation.ts";
import { seoMetaTags } from "#app/lib/seo-meta.ts";
import { FORM_FIELD } from "#app/lib/form-fields.ts";
import { formValues } from "#app/lib/form-submission.ts";
import { defaultLocale } from "#app/services/content/languages.ts";
import { publicCacheHeaders } from "#app/services/http/cache.server.ts";
import {
  databaseDown,
  errorForLog,
  readForm,
  receiveLeadForm,
  unknownForm,
} from "#app/services/leads/lead-form.server.ts";
import {
  acceptFreeValuation,
  propertyTypeOptions,
  type PropertyTypeOption,
} from "#app/services/leads/free-valuation.server.ts";
import { pageRoute } from "#app/i18n/page-route.server.ts";
import { formPage } from "#app/routes/forms/form-page.server.ts";
import formStyles from "#app/styles/forms.css?url";

/**
 * The free valuation page (spec §2 /contact-demand/, Dutch /nl/gratis-schatting/): the page's
 * title and description from content/pages.json, then the form. The property types come from the
 * catalogue; when the database cannot give them the form is still shown (without types) and a
 * post answers "mail not sent, try again" (503) with the form filled in.
 */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: formStyles }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = await formPage(context, request, "free-valuation");
  let types: PropertyTypeOption[] = [];
  try {
    types = await propertyTypeOptions(context.db, page.locale, defaultLocale(context.content));
  } catch (error) {
    context.logger?.error({ error: errorForLog(error) }, "property types not readable for the free valuation form");
  }
  return data(
    { ...page, types },
    { headers: types.length > 0 ? publicCacheHeaders() : { "Cache-Control": "no-store" } },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const { locale } = pageRoute(context, request, "free-valuation");
  const formData = await readForm(request);
  if (formData?.get(FORM_FIELD) !== FREE_VALUATION_FORM) return unknownForm(locale);
  let types: { agency: PropertyTypeOption[]; visitor: PropertyTypeOption[] };
  try {
    const agencyLocale = defaultLocale(context.content);
    const [agency, visitor] = await Promise.all([
      propertyTypeOptions(context.db, agencyLocale, agencyLocale),
      propertyTypeOptions(context.db, locale, agencyLocale),
    ]);
    types = { agency, visitor };
  } catch (error) {
    context.logger?.error({ error: errorForLog(error) }, "property types not readable for a free valuation post");
    return databaseDown(FREE_VALUATION_FORM, locale, formValues(formData));
  }
  return receiveLeadForm({
    request,
    context,
    locale,
    form: FREE_VALUATION_FORM,
    feedback: "contact-demand",
    schema: freeValuationSchema(types.visitor.map((type) => type.id)),
    formData,
    accept: (value) => acceptFreeValuation(context, locale, value, types),
  });
}

export const shouldRevalidate = keepPageAfterPost;

export const headers = headersFromLoader;

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? seoMetaTags(loaderData.seo) : [];
}

export default function FreeValuationPage({ loaderData }: Route.ComponentProps) {
  const { view, breadcrumb, types } = loaderData;
  return (
    <PageFrame view={view} breadcrumb={breadcrumb} className="page--form">
      {view.description ? <p className="page__lead">{view.description}</p> : null}
      <FreeValuationForm types={types} />
    </PageFrame>
  );
}
