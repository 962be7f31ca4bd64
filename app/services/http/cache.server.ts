/**
 * Cache headers of anonymous pages (ARCHITECTURE performance budgets): a shared cache may keep a
 * page for a minute and serve it stale for a day while it refreshes; browsers revalidate.
 */
export function publicCacheHeaders(): HeadersInit {
  return { "Cache-Control": "public, max-age=0, s-maxage=60, stale-while-revalidate=86400" };
}
