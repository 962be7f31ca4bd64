import { Link } from "react-router";
import { ConsoleTableBox } from "../console-table-box.tsx";
import type { ContentIndexView } from "#app/services/content/content-overrides-view.ts";
import { useConsole } from "#app/components/admin/use-console.ts";

/** The editable sections in three tables (whole site, pages, articles): what is published over the files, and drafts waiting. */
export function ContentSectionList({ groups }: ContentIndexView) {
  const { t } = useConsole();
  return (
    <div className="console-content-list">
      {groups.map((group) => (
        <ConsoleTableBox label={group.title} key={group.id}>
          <table className="console-table">
            <caption className="console-content-list__caption">{group.title}</caption>
            <thead>
              <tr>
                <th scope="col">{t("content.column.section")}</th>
                <th scope="col">{t("content.column.state")}</th>
                <th scope="col">{t("content.column.published")}</th>
                <th scope="col">{t("content.column.draft")}</th>
              </tr>
            </thead>
            <tbody>
              {group.rows.map((row) => (
                <tr key={row.id}>
                  <th scope="row" className="console-table__wrap">
                    <Link to={row.href}>{row.name}</Link>
                  </th>
                  <td>
                    <span className={`console-badge${row.overridden > 0 ? " console-badge--in_progress" : ""}`}>
                      {row.overridden > 0
                        ? t("content.state.overridden", { count: row.overridden })
                        : t("content.state.files")}
                    </span>{" "}
                    {row.draft ? (
                      <span className="console-badge console-badge--new">{t("content.state.draft")}</span>
                    ) : null}
                  </td>
                  <td>{row.published ?? "–"}</td>
                  <td>{row.draft ?? "–"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ConsoleTableBox>
      ))}
    </div>
  );
}
