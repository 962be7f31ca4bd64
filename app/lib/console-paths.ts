/**
 * The console's addresses (decision 0051), in one place: they sit outside the language folders
 * and the route table (the console is not part of the public site), under /admin/.
 */
export const CONSOLE_ROOT = "/admin/";

export const consolePaths = {
  home: `${CONSOLE_ROOT}overview/`,
  login: `${CONSOLE_ROOT}login/`,
  secondFactor: `${CONSOLE_ROOT}login/code/`,
  logout: `${CONSOLE_ROOT}logout/`,
  /** A password link; with the person's language, the page opens in it (server/console-guard.ts keeps it). */
  password: (token: string, lang?: string) =>
    `${CONSOLE_ROOT}password/${encodeURIComponent(token)}/${lang ? `?lang=${encodeURIComponent(lang)}` : ""}`,
  account: `${CONSOLE_ROOT}account/`,
  enrol: `${CONSOLE_ROOT}account/two-factor/`,
  leads: `${CONSOLE_ROOT}leads/`,
  leadsCsv: `${CONSOLE_ROOT}leads/export.csv`,
  lead: (id: string) => `${CONSOLE_ROOT}leads/${encodeURIComponent(id)}/`,
  testimonials: `${CONSOLE_ROOT}testimonials/`,
  testimonial: (id: number) => `${CONSOLE_ROOT}testimonials/${id}/`,
  owners: `${CONSOLE_ROOT}owners/`,
  owner: (id: number) => `${CONSOLE_ROOT}owners/${id}/`,
  ownerView: (id: number) => `${CONSOLE_ROOT}owners/${id}/dashboard/`,
  demands: `${CONSOLE_ROOT}demands/`,
  subscribers: `${CONSOLE_ROOT}demands/newsletter/`,
  privacy: `${CONSOLE_ROOT}privacy/`,
  privacyExport: `${CONSOLE_ROOT}privacy/export.json`,
  operations: `${CONSOLE_ROOT}operations/`,
  content: `${CONSOLE_ROOT}content/`,
  contentSection: (section: string) => `${CONSOLE_ROOT}content/${encodeURIComponent(section)}/`,
  staff: `${CONSOLE_ROOT}staff/`,
  staffMember: (id: number) => `${CONSOLE_ROOT}staff/${id}/`,
  audit: `${CONSOLE_ROOT}audit/`,
} as const;

/** What every console answer carries: never stored by a cache, never indexed. */
export const CONSOLE_HEADERS = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" } as const;

/** Whether a path is the console's (in any case: the router matches `/ADMIN/` too). */
export function isConsolePath(pathname: string): boolean {
  const path = pathname.toLowerCase();
  return path === "/admin" || path.startsWith(CONSOLE_ROOT);
}
