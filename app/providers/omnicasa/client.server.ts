import { DEFAULT_MAX_RESPONSE_BYTES, megabytes, ProviderError } from "../listing-provider.ts";
import { requestUrl, serializeParams, type RequestParams } from "./request-params.ts";

/**
 * Transport of Omnicasa's legacy API: `GET {base}{Method}Json?json={...}` with the credentials in
 * the JSON, and the `{Method}JsonResult {Success, Message, Value}` envelope on the way back (some
 * methods answer a bare array, passed through as it is). The request URL holds the password, so it
 * is never logged or put in an error message; the provider's own messages are stripped of the
 * credentials too before they travel on (sync_runs.message, outbox.last_error, logs).
 */

export type OmnicasaConnection = {
  /** e.g. https://newapi.omnicasa.com/1.12/OmnicasaService.svc/ */
  baseUrl: string;
  customerName: string;
  customerPassword: string;
  /** Sent as OfficeID where the API takes it (not GetWebIDList, which refuses it). */
  officeId?: number | undefined;
  /** Per request; a provider that does not answer in time fails the call (the sync keeps its data). */
  timeoutMs?: number;
  /** The most one answer may weigh (PROVIDER_MAX_RESPONSE_MB); past it the read is aborted (decision 0029). */
  maxResponseBytes?: number;
  fetch?: typeof fetch;
};

export type OmnicasaClient = {
  /** The `Value` of a successful answer; throws a ProviderError otherwise. */
  call(method: string, params?: RequestParams, options?: { office?: boolean }): Promise<unknown>;
  /** A list answer: `Value = {RowsCount, Items}`. */
  list(
    method: string,
    params?: RequestParams,
    options?: { office?: boolean },
  ): Promise<{ rowsCount: number; items: unknown[] }>;
};

const DEFAULT_TIMEOUT_MS = 30_000;

export function createOmnicasaClient(connection: OmnicasaConnection): OmnicasaClient {
  const {
    baseUrl,
    customerName,
    customerPassword,
    officeId,
    timeoutMs = DEFAULT_TIMEOUT_MS,
    maxResponseBytes = DEFAULT_MAX_RESPONSE_BYTES,
    fetch: fetchImpl = fetch,
  } = connection;
  const secrets = [customerPassword, customerName].filter((s) => s.length >= 3);
  /** The provider's text with the credentials blanked, cut to a storable length. */
  const clean = (text: string) => {
    let out = text;
    for (const secret of secrets) out = out.split(secret).join("***");
    out = out.replace(/\s+/g, " ").trim();
    return out.length > 200 ? `${out.slice(0, 199)}…` : out;
  };

  async function call(
    method: string,
    params: RequestParams = {},
    options: { office?: boolean } = {},
  ): Promise<unknown> {
    const json = serializeParams({
      CustomerName: customerName,
      CustomerPassword: customerPassword,
      ...(options.office !== false && officeId !== undefined ? { OfficeID: officeId } : {}),
      ...params,
    });
    const url = requestUrl(baseUrl, method, json);
    const send = () =>
      fetchImpl(url, { headers: { Accept: "application/json" }, signal: AbortSignal.timeout(timeoutMs) });
    let response: Response;
    try {
      response = await send().catch((error: unknown) => {
        // A kept-alive connection the server closed just as it was reused: a read (Get…) is safe
        // to send once more; a lead call is not (the outbox tries it again later instead).
        if (
          method.startsWith("Get") &&
          transportError(method, error, timeoutMs).message.endsWith("(connection closed)")
        )
          return send();
        throw error;
      });
    } catch (error) {
      throw transportError(method, error, timeoutMs);
    }
    let text: string;
    try {
      text = await readCapped(response, method, maxResponseBytes);
    } catch (error) {
      throw error instanceof ProviderError ? error : transportError(method, error, timeoutMs);
    }
    if (!response.ok) throw new ProviderError("http", `${method}: HTTP ${response.status}`, response.status);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new ProviderError("malformed", `${method}: the answer is not JSON`);
    }
    if (Array.isArray(body)) return body;
    const result = field(body, `${method}JsonResult`);
    if (!isObject(result)) throw new ProviderError("malformed", `${method}: no ${method}JsonResult in the answer`);
    const success = field(result, "Success");
    if (success !== true) {
      const message = field(result, "Message");
      const code = field(result, "Code");
      const reason = typeof message === "string" && message.trim() ? clean(message) : "no message";
      throw new ProviderError(
        "refused",
        `${method}: Success false${typeof code === "number" ? ` (code ${code})` : ""}: ${reason}`,
      );
    }
    return field(result, "Value");
  }

  return {
    call,
    async list(method, params, options) {
      const value = await call(method, params, options);
      if (Array.isArray(value)) return { rowsCount: value.length, items: value };
      const items = field(value, "Items");
      const rowsCount = field(value, "RowsCount");
      if (!Array.isArray(items)) throw new ProviderError("malformed", `${method}: Value.Items is not a list`);
      return { rowsCount: typeof rowsCount === "number" && rowsCount >= 0 ? rowsCount : items.length, items };
    },
  };
}

/**
 * The answer's body as text, read chunk by chunk and counted: past `maxBytes` (declared or
 * received) the read is aborted, so a 300 MB answer never sits whole in memory (decision 0029).
 */
async function readCapped(response: Response, method: string, maxBytes: number): Promise<string> {
  const tooLarge = () =>
    new ProviderError(
      "oversized",
      `${method}: the answer is larger than ${megabytes(maxBytes)} MB (PROVIDER_MAX_RESPONSE_MB); read aborted`,
    );
  const declared = Number(response.headers.get("content-length") ?? Number.NaN);
  if (!response.body) return "";
  const reader = response.body.getReader();
  if (declared > maxBytes) {
    await reader.cancel().catch(() => {});
    throw tooLarge();
  }
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

function transportError(method: string, error: unknown, timeoutMs: number): ProviderError {
  const name = (error as { name?: unknown } | null)?.name;
  if (name === "TimeoutError" || name === "AbortError")
    return new ProviderError("timeout", `${method}: no answer within ${timeoutMs / 1000} s`);
  // Node's fetch wraps the socket error; its code says what happened.
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause;
  const code = typeof cause?.code === "string" ? cause.code : "";
  return new ProviderError("network", `${method}: network error (${NETWORK_ERRORS[code] ?? (code || "unreachable")})`);
}

const NETWORK_ERRORS: Record<string, string> = {
  ECONNREFUSED: "connection refused",
  ECONNRESET: "connection closed",
  UND_ERR_SOCKET: "connection closed",
  ENOTFOUND: "host not found",
  EAI_AGAIN: "host not found",
  UND_ERR_CONNECT_TIMEOUT: "connection timed out",
  ETIMEDOUT: "connection timed out",
};

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A key read case-insensitively: the API's public clients treat its names so. */
export function field(value: unknown, name: string): unknown {
  if (!isObject(value)) return undefined;
  if (name in value) return value[name];
  const lower = name.toLowerCase();
  const key = Object.keys(value).find((k) => k.toLowerCase() === lower);
  return key === undefined ? undefined : value[key];
}
