import { useConsole } from "#app/components/admin/use-console.ts";
import type { ConsoleKey, ConsoleTranslator } from "#app/i18n/console/texts.ts";

const LANGUAGES: Record<string, ConsoleKey> = {
  nl: "testimonials.language.nl",
  fr: "testimonials.language.fr",
  en: "testimonials.language.en",
  de: "testimonials.language.de",
};

const STATUSES: Record<string, ConsoleKey> = {
  pending: "testimonials.status.pending",
  published: "testimonials.status.published",
  rejected: "testimonials.status.rejected",
};

/** The name of the language a testimonial is written in, in the console's language. */
export function languageName(t: ConsoleTranslator, locale: string): string {
  const key = LANGUAGES[locale];
  return key ? t(key) : locale;
}

export function LanguageName({ locale }: { locale: string }) {
  const { t } = useConsole();
  return <>{languageName(t, locale)}</>;
}

/** A testimonial's status as a badge: waiting stands out, published reads as done, rejected as ended. */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useConsole();
  const key = STATUSES[status];
  const tone = status === "pending" ? "new" : status === "published" ? "done" : "rejected";
  return <span className={`console-badge console-badge--${tone}`}>{key ? t(key) : status}</span>;
}

/** Stars out of five, read out as "4 out of 5"; a dash read out as "no rating" when there is none. */
export function Rating({ rating }: { rating: number | null }) {
  const { t } = useConsole();
  if (!rating)
    return (
      <>
        <span aria-hidden="true">–</span>
        <span className="visually-hidden">{t("testimonials.noRating")}</span>
      </>
    );
  return (
    <span className="console-testimonials__stars" role="img" aria-label={t("testimonials.rating", { rating })}>
      {"★".repeat(rating)}
      {"☆".repeat(Math.max(0, 5 - rating))}
    </span>
  );
}
