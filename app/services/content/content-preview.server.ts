import type { EntryContext, ServerBuild } from "react-router";
import type { Database } from "#db/client.server.ts";
import { mayOpen } from "#app/domain/staff.ts";
import { findStaff } from "#app/services/staff/accounts.server.ts";
import { findStaffSession } from "#app/services/staff/sessions.server.ts";

/**
 * The preview of the content's drafts (decision 0052): a public page as visitors see it, with
 * every draft over the published content, for a manager only, at the page's path under
 * `/admin/preview` (`/admin/preview/nl/te-koop/`):
 * - under /admin/, the staff session's cookie (Path=/admin/) comes with it, and the console's
 *   rules apply (private answers, never indexed, changes only from our pages);
 * - the path contains "preview": no cookie dialog, no third-party tag (spec §2, app/lib/consent.ts);
 * - the server hands React Router the page's own path, so every loader reads the request as on the
 *   public site; the document tells the browser's router that `/admin/preview` is its basename,
 *   so it hydrates the same routes and its links and data requests stay in the preview.
 */
export const PREVIEW_ROOT = "/admin/preview";

/** The preview address of a public path (`/nl/te-koop/` → `/admin/preview/nl/te-koop/`). */
export function previewPath(publicPath: string): string {
  return `${PREVIEW_ROOT}${publicPath}`;
}

/** The public path a preview address shows, or null when the path is not a preview's. */
export function previewedPath(path: string): string | null {
  if (path !== PREVIEW_ROOT && !path.startsWith(`${PREVIEW_ROOT}/`)) return null;
  return path.slice(PREVIEW_ROOT.length) || "/";
}

/** Who asks for a preview: a manager (complete session), someone to log in first, or a member of staff whose role does not open content. */
export async function previewAccess(
  db: Database,
  cookieHeader: string | null,
): Promise<"allowed" | "login" | "forbidden"> {
  const session = await findStaffSession(db, cookieHeader);
  const member = session ? await findStaff(db, session.staffId) : null;
  if (!session || !session.complete || !member || member.disabled) return "login";
  return mayOpen(member.role, "content") ? "allowed" : "forbidden";
}

/**
 * The build that renders previews: the same routes, whose documents name `/admin/preview` as the
 * router's basename (the server-side router writes its links under it, the browser's matches the
 * address bar's path under it), and that list every route in the first document, so the browser
 * never asks for `/__manifest` (it would ask under the basename, where console pages live).
 */
export function previewBuild(build: ServerBuild): ServerBuild {
  const render = build.entry.module.default;
  return {
    ...build,
    routeDiscovery: { ...build.routeDiscovery, mode: "initial" },
    entry: {
      ...build.entry,
      module: {
        ...build.entry.module,
        default: (request, status, headers, context, loadContext) =>
          render(request, status, headers, underPreviewRoot(context), loadContext),
      },
    },
  };
}

function underPreviewRoot(context: EntryContext): EntryContext {
  const handoff = JSON.parse(context.serverHandoffString ?? "{}") as Record<string, unknown>;
  const handled = context.staticHandlerContext;
  return {
    ...context,
    // The server's router, like the browser's, is at the address bar's path, under its basename.
    staticHandlerContext: {
      ...handled,
      basename: PREVIEW_ROOT,
      location: { ...handled.location, pathname: `${PREVIEW_ROOT}${handled.location.pathname}` },
    },
    // React Router's own escaping of the handoff, which sits in an inline script.
    serverHandoffString: JSON.stringify({ ...handoff, basename: PREVIEW_ROOT }).replace(
      /[<>&\u2028\u2029]/g,
      (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`,
    ),
  };
}
