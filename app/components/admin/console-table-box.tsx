import type { ReactNode } from "react";

/**
 * The box a console table scrolls in on a narrow screen (the page itself never scrolls sideways):
 * a named region that takes the keyboard's focus, so a person without a mouse can scroll it too
 * (WCAG 2.1.1; axe's scrollable-region-focusable).
 */
export function ConsoleTableBox({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="console-table-box" tabIndex={0} role="region" aria-label={label}>
      {children}
    </div>
  );
}
