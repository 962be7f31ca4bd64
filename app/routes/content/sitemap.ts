import type { Route } from "./+types/sitemap";
import { sitemapEntries, sitemapXml } from "#app/services/seo/sitemap.server.ts";

/** `/sitemap.xml`: every indexable page in every language with its alternates. */
export async function loader({ context }: Route.LoaderArgs) {
  const entries = await sitemapEntries(context.content, context.db, context.catalogue);
  return new Response(sitemapXml(context.content, context.config.siteUrl, entries), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=0, s-maxage=3600, stale-while-revalidate=86400",
    },
  });
}
