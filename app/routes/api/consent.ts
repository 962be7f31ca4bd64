import type { ActionFunctionArgs, AppLoadContext } from "react-router";
import { consentRecordSchema, recordConsent } from "#app/services/analytics/consent-records.server.ts";

/**
 * `POST /api/consent` (decision 0008): the cookie dialog's script records each saved choice here
 * (app/services/analytics/consent-records.server.ts). JSON in, `204` out. Only this site's pages
 * may write (a cross-site browser request answers 403); a bad body answers 400 naming the field;
 * anything but POST 405. Never cached.
 */
const NO_STORE = { "Cache-Control": "no-store" } as const;
/** A record is about 250 bytes; anything much larger is not one. */
const MAX_BODY_BYTES = 2_048;

function problem(
  status: number,
  body: Record<string, string | number>,
  headers: Record<string, string> = {},
): Response {
  return Response.json(body, { status, headers: { ...NO_STORE, ...headers } });
}

export function loader(): Response {
  return problem(405, { error: "method_not_allowed", message: "use POST" }, { Allow: "POST" });
}

export async function action({ request, context }: ActionFunctionArgs<AppLoadContext>): Promise<Response> {
  if (request.method !== "POST")
    return problem(405, { error: "method_not_allowed", message: "use POST" }, { Allow: "POST" });
  if (request.headers.get("sec-fetch-site") === "cross-site")
    return problem(403, { error: "forbidden", message: "only this site's pages record consent" });

  // Refused unread when it says it is too large; the server also bounds what is read (16 KB for the
  // API) and answers 413 itself when a body passes that, so a body cut short is no record and no
  // server error (decision 0027).
  const tooLarge = () => problem(413, { error: "body_too_large", maxBytes: MAX_BODY_BYTES });
  if (Number(request.headers.get("content-length") ?? 0) > MAX_BODY_BYTES) return tooLarge();
  const text = await request.text().catch(() => null);
  if (text === null) return problem(400, { error: "invalid_body", field: "", message: "the body could not be read" });
  if (new TextEncoder().encode(text).byteLength > MAX_BODY_BYTES) return tooLarge();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return problem(400, { error: "invalid_body", field: "", message: "the body must be JSON" });
  }
  const parsed = consentRecordSchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return problem(400, {
      error: "invalid_body",
      field: issue?.path.join(".") ?? "",
      message: issue?.message ?? "invalid",
    });
  }

  try {
    await recordConsent(context.db, parsed.data);
  } catch (error) {
    context.logger?.error({ err: error }, "consent record not stored");
    return problem(503, { error: "unavailable", message: "try again later" });
  }
  return new Response(null, { status: 204, headers: NO_STORE });
}
