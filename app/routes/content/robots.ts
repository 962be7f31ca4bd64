import type { Route } from "./+types/robots";

/** `/robots.txt`: everything public may be crawled except the JSON API and the agency console (owner and console pages carry noindex); the sitemap's address. */
export function loader({ context }: Route.LoaderArgs) {
  const noindex = context.content.settings.robots.startsWith("noindex");
  const body = [
    "User-agent: *",
    ...(noindex ? ["Disallow: /"] : ["Disallow: /api/", "Disallow: /admin/"]),
    "",
    `Sitemap: ${context.config.siteUrl}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
