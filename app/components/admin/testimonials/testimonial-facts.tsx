import type { ConsoleKey } from "#app/i18n/console/texts.ts";
import { useConsole } from "#app/components/admin/use-console.ts";
import { LanguageName, StatusBadge } from "./testimonial-bits.tsx";

type Facts = {
  status: string;
  locale: string;
  received: string;
  date: string;
  rejectionReason: string | null;
  leadHref: string | null;
  photoHref: string | null;
};

/** Status, dates, language, the public address, the reason of a rejection, the sender's lead and the photo. */
export function TestimonialFacts({ testimonial, url }: { testimonial: Facts; url: string }) {
  const { t } = useConsole();
  return (
    <section className="console-panel" aria-labelledby="testimonial-details">
      <h2 id="testimonial-details">{t("testimonials.details")}</h2>
      <dl className="console-definitions">
        <dt>{t("testimonials.column.status")}</dt>
        <dd>
          <StatusBadge status={testimonial.status} />
        </dd>
        {testimonial.rejectionReason ? (
          <>
            <dt>{t("testimonials.reason")}</dt>
            <dd>{testimonial.rejectionReason}</dd>
          </>
        ) : null}
        <dt>{t("testimonials.received")}</dt>
        <dd>{testimonial.received}</dd>
        <dt>{t("testimonials.date")}</dt>
        <dd>{testimonial.date}</dd>
        <dt>{t("testimonials.column.language")}</dt>
        <dd>
          <LanguageName locale={testimonial.locale} />
        </dd>
        <dt>{t("testimonials.address")}</dt>
        <dd>
          {testimonial.status === "published" ? (
            <a href={url}>{url}</a>
          ) : (
            <>
              {url} ({t("testimonials.notOnline")})
            </>
          )}
        </dd>
        {testimonial.leadHref ? (
          <>
            <dt>{t("testimonials.sender")}</dt>
            <dd>
              <a href={testimonial.leadHref}>{t("testimonials.senderLink")}</a>
            </dd>
          </>
        ) : null}
        {testimonial.photoHref ? (
          <>
            <dt>{t("testimonials.photo")}</dt>
            <dd>
              <a href={testimonial.photoHref} target="_blank" rel="noopener">
                {t("testimonials.photoOpen")}
              </a>
            </dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}

const ACTIONS: Record<string, ConsoleKey> = {
  "testimonial.publish": "testimonials.history.publish",
  "testimonial.edit": "testimonials.history.edit",
  "testimonial.reject": "testimonials.history.reject",
};

const FIELDS: Record<string, ConsoleKey> = {
  name: "testimonials.field.name",
  about: "testimonials.field.about",
  comment: "testimonials.field.comment",
  slug: "testimonials.address",
};

type Entry = { id: number; at: string; who: string; action: string; fields: string[]; reason: string | null };

/** What the staff did to the testimonial, newest first (the audit log's rows about it). */
export function TestimonialHistory({ entries }: { entries: readonly Entry[] }) {
  const { t } = useConsole();
  return (
    <section className="console-panel" aria-labelledby="testimonial-history">
      <h2 id="testimonial-history">{t("testimonials.history")}</h2>
      {entries.length === 0 ? (
        <p>{t("testimonials.history.empty")}</p>
      ) : (
        <ol className="console-testimonial__history">
          {entries.map((entry) => (
            <li key={entry.id}>
              <strong>{ACTIONS[entry.action] ? t(ACTIONS[entry.action]!) : entry.action}</strong>
              {entry.fields.length > 0
                ? ` (${entry.fields.map((name) => (FIELDS[name] ? t(FIELDS[name]!) : name).toLowerCase()).join(", ")})`
                : null}
              <br />
              <span className="console-field__hint">
                {entry.at} · {entry.who}
              </span>
              {entry.reason ? <q className="console-testimonial__reason">{entry.reason}</q> : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
