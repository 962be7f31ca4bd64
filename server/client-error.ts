/**
 * The status of an error that is the client's doing, as Express middleware report them
 * (http-errors' `status`/`statusCode`: a missing file under /assets is 404, a malformed or too
 * large body 400 or 413), or null for anything else, which is the server's fault (500).
 */
export function clientErrorStatus(error: unknown): number | null {
  if (typeof error !== "object" || error === null) return null;
  const { status, statusCode } = error as { status?: unknown; statusCode?: unknown };
  const code = typeof status === "number" ? status : typeof statusCode === "number" ? statusCode : null;
  return code !== null && Number.isInteger(code) && code >= 400 && code < 500 ? code : null;
}
