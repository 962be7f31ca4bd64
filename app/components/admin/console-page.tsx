import type { ReactNode } from "react";
import { useConsole } from "./use-console.ts";

/** A console page's head and title: `{title} | Console | {agency}`, never indexed, and its heading. */
export function ConsolePage({
  title,
  children,
  actions,
}: {
  title: string;
  children: ReactNode;
  /** Links or buttons beside the heading (export, new…). */
  actions?: ReactNode;
}) {
  const { t, agencyName } = useConsole();
  return (
    <>
      <title>{`${title} | ${t("console.title")} | ${agencyName}`}</title>
      <meta name="robots" content="noindex, nofollow" />
      <div className="console-page__head">
        <h1>{title}</h1>
        {actions ? <div className="console-page__actions">{actions}</div> : null}
      </div>
      {children}
    </>
  );
}

/** A notice at the top of a page (saved, logged out…), read out by screen readers. */
export function ConsoleNotice({ children, tone = "ok" }: { children: ReactNode; tone?: "ok" | "error" }) {
  return (
    <p className={`console-notice console-notice--${tone}`} role={tone === "error" ? "alert" : "status"}>
      {children}
    </p>
  );
}
