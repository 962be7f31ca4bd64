import { useEffect, useState } from "react";
import { ArrowUpIcon } from "#app/components/ui/icons.tsx";
import { useT } from "./use-shell.ts";

/** Spec §9: header change after 30 px, scroll-to-top from 10 px, scroll handling debounced at 100 ms. */
const SCROLL = { compactAfterPx: 30, scrollTopFromPx: 10, debounceMs: 100, scrollTopDurationMs: 500 } as const;

/**
 * The shell's behaviour in the browser. Watches the scroll position (debounced) and reflects it on <html> as `data-scrolled` (the header
 * turns compact, the logo shrinks) and shows the scroll-to-top button. Without JavaScript the header
 * simply stays in its full form and the button is not shown.
 */
export function ScrollEffects({ compactAfterPx }: { compactAfterPx: number }) {
  const t = useT();
  const [showTop, setShowTop] = useState(false);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const apply = () => {
      const y = window.scrollY;
      document.documentElement.toggleAttribute("data-scrolled", y > compactAfterPx);
      setShowTop(y >= SCROLL.scrollTopFromPx);
    };
    const onScroll = () => {
      if (timer !== undefined) return;
      // Throttle-style debounce: at most one update per 100 ms, and always one at the end.
      timer = setTimeout(() => {
        timer = undefined;
        apply();
      }, SCROLL.debounceMs);
    };
    apply();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [compactAfterPx]);

  // The drawer opens with its checkbox alone (no JavaScript needed); where scripts run, Escape
  // closes it too and puts focus back on its toggle, as any disclosure does (WCAG 2.1.2, 2.4.3).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const toggle = document.getElementById("drawer-toggle");
      if (event.key !== "Escape" || !(toggle instanceof HTMLInputElement) || !toggle.checked) return;
      toggle.checked = false;
      toggle.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);

  const scrollUp = () => {
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    if (reduce) {
      window.scrollTo(0, 0);
      return;
    }
    // About 500 ms, ease-out (spec §9), independent of the browser's own smooth-scroll speed.
    const start = window.scrollY;
    const begin = performance.now();
    const step = (now: number) => {
      const progress = Math.min(1, (now - begin) / SCROLL.scrollTopDurationMs);
      window.scrollTo(0, start * (1 - (1 - (1 - progress) ** 3)));
      if (progress < 1) requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
    document.getElementById("main")?.focus({ preventScroll: true });
  };

  return (
    <button
      type="button"
      className="scroll-to-top"
      data-visible={showTop ? "true" : undefined}
      onClick={scrollUp}
      tabIndex={showTop ? 0 : -1}
      aria-hidden={showTop ? undefined : true}
    >
      <ArrowUpIcon className="icon" />
      <span className="visually-hidden">{t("shell.scrollToTop")}</span>
    </button>
  );
}
