import type { AppLoadContext } from "react-router";

/**
 * Calls a route's loader or action as React Router does and reads its answer the way the browser
 * would get it: a status, a redirect's Location, the headers and the data (returned or thrown).
 */
export type RouteAnswer<T = unknown> = { status: number; location: string | null; headers: Headers; data: T };

type RouteFunction = (args: {
  request: Request;
  params: Record<string, string | undefined>;
  context: AppLoadContext;
}) => unknown;

export async function routeAnswer<T = unknown>(
  fn: RouteFunction,
  request: Request,
  params: Record<string, string | undefined>,
  context: AppLoadContext,
): Promise<RouteAnswer<T>> {
  const read = (value: unknown, fallbackStatus: number): RouteAnswer<T> | null => {
    if (value instanceof Response)
      return { status: value.status, location: value.headers.get("Location"), headers: value.headers, data: null as T };
    const wrapped = value as { type?: string; data?: unknown; init?: ResponseInit | null } | null;
    if (wrapped && wrapped.type === "DataWithResponseInit") {
      return {
        status: wrapped.init?.status ?? fallbackStatus,
        location: null,
        headers: new Headers(wrapped.init?.headers),
        data: wrapped.data as T,
      };
    }
    return null;
  };
  try {
    const result = await fn({ request, params, context });
    return read(result, 200) ?? { status: 200, location: null, headers: new Headers(), data: result as T };
  } catch (error) {
    const answer = read(error, 500);
    if (answer) return answer;
    throw error;
  }
}

/** A form post as a browser sends it (urlencoded, or multipart when a file is in it). */
export function formPost(
  url: string,
  fields: Record<string, string | string[] | File>,
  headers: HeadersInit = {},
): Request {
  const hasFile = Object.values(fields).some((value) => value instanceof File);
  if (hasFile) {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields))
      for (const item of Array.isArray(value) ? value : [value]) body.append(name, item);
    return new Request(url, { method: "POST", body, headers });
  }
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields))
    for (const item of Array.isArray(value) ? value : [value]) body.append(name, item as string);
  return new Request(url, { method: "POST", body, headers });
}
