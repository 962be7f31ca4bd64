import type { CSSProperties, ReactNode } from "react";
import type { PageView } from "#app/services/content/page-view.ts";
import { Breadcrumb } from "#app/components/layout/breadcrumb.tsx";

export type FrameView = Pick<
  PageView,
  "routeKey" | "css" | "banner" | "showBreadcrumb" | "showTitle" | "title" | "content"
>;

/**
 * The frame of a configured page (content/pages.json): its own CSS, banner or title (the page's
 * one h1), breadcrumb and content, then what the route puts in it (modules, search results…).
 */
export function PageFrame({
  view,
  breadcrumb,
  className,
  children,
}: {
  view: FrameView;
  breadcrumb: { name: string; path: string }[];
  className?: string;
  children?: ReactNode;
}) {
  return (
    <main className={`page page--${view.routeKey}${className ? ` ${className}` : ""}`}>
      {view.css ? <style>{view.css}</style> : null}
      {view.banner ? (
        <header
          className="page-banner"
          style={view.banner.image ? ({ "--banner-image": `url("${view.banner.image}")` } as CSSProperties) : undefined}
        >
          <h1 className="page-banner__title">{view.banner.title}</h1>
          {view.banner.description ? <p className="page-banner__description">{view.banner.description}</p> : null}
        </header>
      ) : null}
      {view.showBreadcrumb ? <Breadcrumb items={breadcrumb} /> : null}
      {view.showTitle ? <h1 className="page__title">{view.title}</h1> : null}
      {view.content ? (
        <div
          className="rich-text page__content"
          lang={view.content.lang ?? undefined}
          dangerouslySetInnerHTML={{ __html: view.content.value }}
        />
      ) : null}
      {children}
    </main>
  );
}
