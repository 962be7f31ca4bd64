import type { Route } from "./+types/robots";

/** `/robots.txt`: everything public may be crawled except the JSON API (owner pages carry noindex); the sitemap's address. */
export function loader({ context }: Route.LoaderArgs) {
  const noindex = context.content.settings.robots.startsWith("noindex");
  const body = [
    "User-agent: *",
    noindex ? "Disallow: /" : "Disallow: /api/",
    "",
    `Sitemap: ${context.config.siteUrl}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
