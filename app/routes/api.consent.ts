import type { ActionFunctionArgs, AppLoadContext } from "react-router";
import { consentRecordSchema, recordConsent } from "#app/services/analytics/consent-records.server.ts";

/**
 * `POST /api/consent` (issue 7): the cookie dialog's script records each saved choice here
 * (app/services/analytics/consent-records.server.ts). JSON in, `204` out. Only this site's pages
 * may write (a cross-site browser request answers 403); a bad body answers 400 naming the field;
 * anything but POST 405. Never cached.
 */
const NO_STORE = { "Cache-Control": "no-store" } as const;
/** A record is about 250 bytes; anything much larger is not one. */
const MAX_BODY_BYTES = 2_048;

function problem(status: number, body: Record<string, string>, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { ...NO_STORE, ...headers } });
}

export function loader(): Response {
  return problem(405, { error: "method_not_allowed", message: "use POST" }, { Allow: "POST" });
}

export async function action({ request, context }: ActionFunctionArgs<AppLoadContext>): Promise<Response> {
  if (request.method !== "POST") return problem(405, { error: "method_not_allowed", message: "use POST" }, { Allow: "POST" });
  if (request.headers.get("sec-fetch-site") === "cross-site") return problem(403, { error: "forbidden", message: "only this site's pages record consent" });

  const text = await request.text();
  if (new TextEncoder().encode(text).byteLength > MAX_BODY_BYTES) return problem(413, { error: "body_too_large", message: `at most ${MAX_BODY_BYTES} bytes` });
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return problem(400, { error: "invalid_body", field: "", message: "the body must be JSON" });
  }
  const parsed = consentRecordSchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return problem(400, { error: "invalid_body", field: issue?.path.join(".") ?? "", message: issue?.message ?? "invalid" });
  }

  try {
    await recordConsent(context.db, parsed.data);
  } catch (error) {
    context.logger?.error({ err: error }, "consent record not stored");
    return problem(503, { error: "unavailable", message: "try again later" });
  }
  return new Response(null, { status: 204, headers: NO_STORE });
}
