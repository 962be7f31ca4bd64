import { data, Link, redirect, useActionData, useLoaderData, useNavigation, useSearchParams } from "react-router";
import type { Route } from "./+types/content-section";
import { consolePaths } from "#app/lib/console-paths.ts";
import type { ConsoleKey } from "#app/i18n/console/texts.ts";
import { contentSection } from "#app/services/content/content-overrides-sections.ts";
import {
  discardDraft,
  overrideRow,
  publishDraft,
  resetSection,
  saveDraft,
} from "#app/services/content/content-overrides.server.ts";
import {
  contentSectionView,
  readSectionForm,
  typedValues,
} from "#app/services/content/content-overrides-page.server.ts";
import { ConsoleNotice, ConsolePage } from "#app/components/admin/console-page.tsx";
import { useConsole } from "#app/components/admin/use-console.ts";
import { ContentSectionForm } from "#app/components/admin/content/content-section-form.tsx";
import { ContentSectionStatus } from "#app/components/admin/content/content-section-status.tsx";
import { CONSOLE_HEADERS, field, requireStaff, requireStaffChange, type ConsoleUser } from "../console.server.ts";
import contentStyles from "#app/styles/console-content.css?url";

/**
 * One section of the content (decision 0052): its fields in every language the site uses, saved
 * as a draft, previewed, published; or its draft discarded, or the section taken back to the
 * files' values. A value the files' schema refuses is shown with its field's message (400) and
 * nothing is stored.
 */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: contentStyles }];

const DONE: Record<string, ConsoleKey> = {
  draft: "content.done.draft",
  published: "content.done.published",
  discarded: "content.done.discarded",
  reset: "content.done.reset",
  "no-draft": "content.noDraft",
};

function sectionOf(files: Parameters<typeof contentSection>[0], id: string | undefined) {
  const section = id ? contentSection(files, id) : null;
  if (!section) throw data({ reason: "not-found" }, { status: 404, headers: CONSOLE_HEADERS });
  return section;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireStaff(context, request, "content");
  const { files } = context.contentStore;
  const section = sectionOf(files, params.section);
  const row = await overrideRow(context.db, section.id);
  return data(contentSectionView(files, section, row, user.t, user.locale), { headers: CONSOLE_HEADERS });
}

type Refused = { errors: Record<string, string>; values?: Record<string, string> };

const refused = (user: ConsoleUser, errors: Record<string, ConsoleKey>, values?: Record<string, string>) =>
  data<Refused>(
    {
      errors: Object.fromEntries(Object.entries(errors).map(([key, text]) => [key, user.t(text)])),
      ...(values ? { values } : {}),
    },
    { status: 400, headers: CONSOLE_HEADERS },
  );

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user, form } = await requireStaffChange(context, request, "content");
  const { files } = context.contentStore;
  const section = sectionOf(files, params.section);
  const done = (what: string) =>
    redirect(`${consolePaths.contentSection(section.id)}?done=${what}`, { status: 303, headers: CONSOLE_HEADERS });
  switch (field(form, "intent")) {
    case "draft": {
      const read = readSectionForm(files, section, form);
      if (!read.ok) return refused(user, read.errors, read.values);
      const saved = await saveDraft(context.db, user.actor, files, section, read.patch);
      return saved.kind === "saved" ? done("draft") : refused(user, saved.errors, typedValues(section, form));
    }
    case "publish": {
      const published = await publishDraft(context.db, user.actor, files, section);
      return published.kind === "refused" ? refused(user, published.errors) : done(published.kind);
    }
    case "discard":
      return done((await discardDraft(context.db, user.actor, files, section)).kind);
    case "reset":
      await resetSection(context.db, user.actor, files, section);
      return done("reset");
    default:
      throw data({ reason: "invalid-request" }, { status: 400, headers: CONSOLE_HEADERS });
  }
}

export default function ContentSectionPage() {
  const view = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const [search] = useSearchParams();
  const { t } = useConsole();
  const busy = useNavigation().state === "submitting";
  const done = DONE[search.get("done") ?? ""];
  const errors = result?.errors ?? {};
  return (
    <ConsolePage
      title={view.title}
      actions={
        <Link className="button button--ghost" to={consolePaths.content}>
          {t("content.back")}
        </Link>
      }
    >
      {result ? <ConsoleNotice tone="error">{t("content.refused")}</ConsoleNotice> : null}
      {!result && done ? <ConsoleNotice>{t(done)}</ConsoleNotice> : null}
      <div className="console-content">
        <ContentSectionStatus view={view} busy={busy} />
        <ContentSectionForm
          key={view.revision}
          action={view.href}
          groups={view.groups}
          values={result?.values ?? view.values}
          errors={errors}
          busy={busy}
        />
      </div>
    </ConsolePage>
  );
}
