import type { ReactNode } from "react";

/**
 * A table's box, which scrolls sideways on a phone: focusable and named, so a keyboard can scroll
 * it even when no link or button is inside (axe: scrollable-region-focusable).
 */
export function TableBox({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="console-table-box" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
