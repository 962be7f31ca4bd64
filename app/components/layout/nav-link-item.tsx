import type { NavLink } from "#app/services/content/shell-view.ts";
import { useT } from "./use-shell.ts";

/**
 * One link of the menu, top bar or footer. External links (spec §5 rule, or a menu entry's
 * redirect) open in a new tab with `rel="noopener"` and say so to screen readers.
 */
export function NavLinkItem({ link, className }: { link: NavLink; className?: string }) {
  const t = useT();
  return (
    <a
      href={link.href}
      className={className}
      aria-current={link.current ? "page" : undefined}
      {...(link.newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}
    >
      {link.label}
      {link.newTab ? <span className="visually-hidden"> {t("shell.opensInNewTab")}</span> : null}
    </a>
  );
}
