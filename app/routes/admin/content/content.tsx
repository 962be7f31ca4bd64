import { data, useLoaderData } from "react-router";
import type { Route } from "./+types/content";
import { overrideRows } from "#app/services/content/content-overrides.server.ts";
import { contentIndexView } from "#app/services/content/content-overrides-page.server.ts";
import { ConsolePage } from "#app/components/admin/console-page.tsx";
import { useConsole } from "#app/components/admin/use-console.ts";
import { ContentSectionList } from "#app/components/admin/content/content-section-list.tsx";
import { CONSOLE_HEADERS, requireStaff } from "../console.server.ts";
import contentStyles from "#app/styles/console-content.css?url";

/**
 * The content a manager edits without a deploy (decision 0052): every section (popup, banner, menu,
 * footer, the agency's details, each page and article), with what is published over the files, when
 * and by whom, and the drafts waiting.
 */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: contentStyles }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireStaff(context, request, "content");
  const rows = await overrideRows(context.db);
  return data(contentIndexView(context.contentStore.files, rows, user.t, user.locale), { headers: CONSOLE_HEADERS });
}

export default function ContentPage() {
  const view = useLoaderData<typeof loader>();
  const { t } = useConsole();
  return (
    <ConsolePage title={t("content.title")}>
      <p className="console-content__intro">{t("content.intro")}</p>
      <ContentSectionList groups={view.groups} />
    </ConsolePage>
  );
}
