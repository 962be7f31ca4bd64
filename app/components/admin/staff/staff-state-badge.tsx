import type { StaffState } from "#app/lib/staff-rules.ts";
import { useConsole } from "../use-console.ts";

const TONE: Record<StaffState, string> = {
  active: "console-badge console-badge--done",
  invited: "console-badge console-badge--new",
  disabled: "console-badge",
};

/** An account's state as a badge: active, invited (no password yet) or disabled. */
export function StaffStateBadge({ state }: { state: StaffState }) {
  const { t } = useConsole();
  return <span className={TONE[state]}>{t(`staff.state.${state}`)}</span>;
}
