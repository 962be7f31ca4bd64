import { data, Link, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/testimonial";
import { consolePaths } from "#app/lib/console-paths.ts";
import { ConsoleNotice, ConsolePage } from "#app/components/admin/console-page.tsx";
import { useConsole } from "#app/components/admin/use-console.ts";
import { EditPanel, PublishPanel, RejectPanel } from "#app/components/admin/testimonials/moderation-panels.tsx";
import { PublicTestimonialPreview } from "#app/components/admin/testimonials/public-testimonial-preview.tsx";
import { TestimonialFacts, TestimonialHistory } from "#app/components/admin/testimonials/testimonial-facts.tsx";
import { languageName } from "#app/components/admin/testimonials/testimonial-bits.tsx";
import { CONSOLE_HEADERS, requireStaff, requireStaffChange } from "../console.server.ts";
import { moderate, testimonialOfPage, testimonialPage } from "./moderation.server.ts";
import testimonialStyles from "#app/styles/console-testimonials.css?url";

/**
 * One testimonial in the console (decision 0051): a preview as its public page will show it to
 * visitors of its language, its details and history, and the agency's decisions: publish, correct
 * the text, reject with a reason (kept internal). A published one is on its page, the list and the
 * sitemap on the next request: those pages read the database each time.
 */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: testimonialStyles }];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireStaff(context, request, "testimonials");
  const row = await testimonialOfPage(context, params.id);
  return data(await testimonialPage(context, user, row, new URL(request.url)), { headers: CONSOLE_HEADERS });
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user, form } = await requireStaffChange(context, request, "testimonials");
  const row = await testimonialOfPage(context, params.id);
  return moderate(context, user, row, form);
}

export default function TestimonialPage() {
  const { testimonial, preview, history, done, next } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useConsole();
  return (
    <ConsolePage
      title={t("testimonials.detailTitle", { name: testimonial.name })}
      actions={
        <Link className="button button--ghost" to={consolePaths.testimonials}>
          {t("testimonials.back")}
        </Link>
      }
    >
      {done ? (
        <ConsoleNotice>
          {t(`testimonials.done.${done}`)}
          {next ? (
            <>
              {" "}
              <Link to={next}>{t("testimonials.next")}</Link>
            </>
          ) : null}
        </ConsoleNotice>
      ) : null}
      <div className="console-testimonial">
        <section className="console-testimonial__preview-box" aria-labelledby="testimonial-preview">
          <h2 id="testimonial-preview">{t("testimonials.preview")}</h2>
          <p className="console-field__hint">
            {t("testimonials.previewHint", { language: languageName(t, preview.lang) })}
          </p>
          <div className="console-testimonial__preview">
            <PublicTestimonialPreview preview={preview} />
          </div>
        </section>
        <div className="console-testimonial__side">
          <PublishPanel testimonial={testimonial} url={preview.url} />
          <TestimonialFacts testimonial={testimonial} url={preview.url} />
          <EditPanel
            key={`edit-${testimonial.version}`}
            testimonial={testimonial}
            result={result?.section === "edit" ? result : undefined}
          />
          <RejectPanel
            key={`reject-${testimonial.version}`}
            testimonial={testimonial}
            result={result?.section === "reject" ? result : undefined}
          />
          <TestimonialHistory entries={history} />
        </div>
      </div>
    </ConsolePage>
  );
}
