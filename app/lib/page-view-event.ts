import { UTM_PARAMETERS, utmParameters, type UtmParameters } from "./traffic-source.ts";

/** Google's event parameter for each campaign parameter (GA4 `campaign_*`). */
const CAMPAIGN_FIELDS: Readonly<Record<(typeof UTM_PARAMETERS)[number], string>> = {
  utm_source: "campaign_source",
  utm_medium: "campaign_medium",
  utm_campaign: "campaign_name",
  utm_term: "campaign_term",
  utm_content: "campaign_content",
  utm_id: "campaign_id",
};

/** The parameters of a page-view event (spec §7): the page's address, where the visitor came from, and the saved campaign. */
export type PageViewEvent = { page_location: string; page_referrer: string } & Partial<Record<string, string>>;

export function pageViewEvent({
  location,
  referrer,
  utm,
}: {
  location: string;
  referrer: string;
  utm: UtmParameters;
}): PageViewEvent {
  const event: PageViewEvent = { page_location: location, page_referrer: referrer };
  for (const name of UTM_PARAMETERS) {
    const value = utm[name];
    if (value) event[CAMPAIGN_FIELDS[name]] = value;
  }
  return event;
}

/**
 * The campaign of the visit (`utm_parameters` in session storage, spec §3): the landing URL's
 * parameters when it has any (a new campaign link replaces the old one), else what was saved.
 */
export function visitUtm(search: string, saved: string | null | undefined): UtmParameters {
  const fromUrl = utmParameters(search);
  if (Object.keys(fromUrl).length > 0) return fromUrl;
  if (!saved) return {};
  try {
    const parsed: unknown = JSON.parse(saved);
    if (typeof parsed !== "object" || parsed === null) return {};
    const kept: UtmParameters = {};
    for (const name of UTM_PARAMETERS) {
      const value = (parsed as Record<string, unknown>)[name];
      if (typeof value === "string" && value !== "") kept[name] = value.slice(0, 100);
    }
    return kept;
  } catch {
    return {};
  }
}
