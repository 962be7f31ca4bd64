import { Link } from "react-router";
import { ConsoleTableBox } from "../console-table-box.tsx";
import type { ConsoleLocale, StaffRole } from "#app/domain/staff.ts";
import { consolePaths } from "#app/lib/console-paths.ts";
import { staffState } from "#app/lib/staff-rules.ts";
import { useConsole } from "../use-console.ts";
import { StaffStateBadge } from "./staff-state-badge.tsx";

export type StaffRow = {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  locale: ConsoleLocale;
  hasSecondFactor: boolean;
  hasPassword: boolean;
  disabled: boolean;
};

/** The accounts: each name opens the person's page. */
export function StaffTable({ members, selfId }: { members: readonly StaffRow[]; selfId: number | null }) {
  const { t } = useConsole();
  return (
    <ConsoleTableBox label={t("staff.tableLabel")}>
      <table className="console-table" aria-label={t("staff.tableLabel")}>
        <thead>
          <tr>
            <th scope="col">{t("staff.name")}</th>
            <th scope="col">{t("staff.email")}</th>
            <th scope="col">{t("staff.role")}</th>
            <th scope="col">{t("staff.languageShort")}</th>
            <th scope="col">
              <abbr title={t("staff.secondFactor")}>{t("staff.secondFactorShort")}</abbr>
            </th>
            <th scope="col">{t("staff.state")}</th>
          </tr>
        </thead>
        <tbody>
          {members.map((member) => (
            <tr key={member.id}>
              <th scope="row">
                <Link to={consolePaths.staffMember(member.id)}>{member.name}</Link>
                {member.id === selfId ? ` ${t("staff.you")}` : null}
              </th>
              <td className="console-staff__email">{member.email}</td>
              <td>{t(`console.role.${member.role}`)}</td>
              <td>{t(`console.language.${member.locale}`)}</td>
              <td>{t(member.hasSecondFactor ? "staff.secondFactor.on" : "staff.secondFactor.off")}</td>
              <td>
                <StaffStateBadge state={staffState(member)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ConsoleTableBox>
  );
}
