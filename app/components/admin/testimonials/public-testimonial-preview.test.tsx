import path from "node:path";
import { createElement } from "react";
import { describe, expect, it } from "vitest";
import Testimonial from "#app/routes/content/testimonial.tsx";
import { loadContent } from "#app/services/content/load-content.server.ts";
import { moderationPreview, type ModeratedTestimonial } from "#app/services/content/testimonial-moderation.server.ts";
import { renderWithTexts } from "#tests/setup/render-page.tsx";
import { PublicTestimonialPreview } from "./public-testimonial-preview.tsx";

const row: ModeratedTestimonial = {
  id: 7,
  slug: "marie-d",
  name: "Marie D.",
  about: "Locataire à Alost",
  website: "https://www.dubois.be/",
  imageUrl: "/uploads/testimonials/marie-d-0123456789ab.webp",
  comment: "Une équipe à l'écoute, une location trouvée en deux semaines.",
  locale: "fr",
  rating: 4,
  poster: "tenant",
  date: "2026-11-20",
  status: "pending",
  rejectionReason: null,
  leadId: null,
  createdAt: new Date("2026-11-20T09:00:00Z"),
  updatedAt: new Date("2026-11-20T09:00:00Z"),
};

/**
 * The console's preview is the public testimonial page's content, drawn with the testimonial's
 * language's texts whatever the console's: rendered beside the public page itself, the two give
 * the same markup (but for the page's own main landmark and heading level), so a change to the
 * public card that the preview does not follow fails here.
 */
describe("the console's preview of a testimonial", () => {
  it("is the public page's markup, in the testimonial's language, for a person whose console speaks Dutch", async () => {
    const content = await loadContent(path.resolve(import.meta.dirname, "../../../../content"));
    const preview = moderationPreview(content, "https://agency.example", row);
    const inConsole = await renderWithTexts(createElement(PublicTestimonialPreview, { preview }), "nl");
    const loaderData = { testimonial: preview.view, breadcrumb: preview.breadcrumb, listHref: preview.listHref };
    const onSite = await renderWithTexts(createElement(Testimonial as never, { loaderData } as never), "fr");
    const publicContent = /<main class="page page--testimonial">([\s\S]*)<\/main>/.exec(onSite)![1]!;
    const previewContent = /<div class="page page--testimonial" lang="fr">([\s\S]*)<\/div>/.exec(inConsole)![1]!;
    expect(previewContent).toBe(publicContent.replace(/<(\/?)h1/g, "<$1h2"));
    // French texts around the testimonial, none of the console's Dutch ones.
    for (const text of ["Tous les témoignages", "Locataire", "4 sur 5", 'href="/fr/temoignages/"'])
      expect(previewContent).toContain(text);
    for (const text of ["Alle getuigenissen", "Huurder", "op 5"]) expect(previewContent).not.toContain(text);
  });
});
