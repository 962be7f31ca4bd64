/**
 * Whether an error means "the database cannot be reached right now" (answer 503 with Retry-After,
 * try again later) rather than "this request is wrong" or "our code is wrong" (decision 0028). The
 * error may come wrapped: Drizzle puts the driver's error in `cause`.
 *
 * - PostgreSQL SQLSTATEs: class 08 (connection exception), 57P01-57P03 (the server shuts down,
 *   crashed or is starting: `pg_terminate_backend`, `pg_ctl stop`), 53300 (too many connections);
 * - the network: the socket refused, reset, timed out, the host unknown;
 * - node-postgres' own errors for a connection that died or a pool that timed out or ended;
 * - PGlite's "is closed" (the embedded database gone).
 *
 * Data errors (class 22, 23: a value the database refuses) are not unavailability: retrying the
 * same post would fail the same way.
 */
const UNAVAILABLE_SQLSTATES = new Set(["57P01", "57P02", "57P03", "53300"]);
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EPIPE",
]);
const DRIVER_MESSAGES = [
  /^Connection terminated( unexpectedly)?\b/,
  /^Client (was closed|has encountered a connection error) and is not queryable/,
  /^timeout exceeded when trying to connect/,
  /^Cannot use a pool after calling end on the pool/,
  /^PGlite is closed/,
];

export function isDatabaseUnavailable(error: unknown): boolean {
  for (
    let current = error, depth = 0;
    current && typeof current === "object" && depth < 5;
    current = (current as { cause?: unknown }).cause, depth++
  ) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (
      typeof code === "string" &&
      (code.startsWith("08") || UNAVAILABLE_SQLSTATES.has(code) || NETWORK_CODES.has(code))
    )
      return true;
    if (typeof message === "string" && DRIVER_MESSAGES.some((pattern) => pattern.test(message))) return true;
  }
  return false;
}
