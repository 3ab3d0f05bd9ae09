import type { MiddlewareFunction } from "react-router";
import { unsupportedMethodContext } from "./context.server.ts";
import { jsonError } from "./responses.server.ts";

/** A route without an action answers GET and HEAD only. */
const ALLOW_WITHOUT_ACTION = "GET, HEAD";

/** The addresses that answer JSON, never a page: the API and the health checks (/healthz, /readyz). */
const JSON_ADDRESSES = /^\/(?:api\/|healthz$|readyz$)/;

/**
 * A POST (PUT, PATCH, DELETE) to a route without an action: React Router
 * answers 405 with its own English text. Pages keep their 405 (the error
 * boundary explains it in Italian); the JSON API and the health checks get the
 * usual `{ message }`.
 * Both say which methods the address accepts.
 */
export const unsupportedMethodMiddleware: MiddlewareFunction<Response> = async ({ url, context }, next) => {
  const response = await next();
  if (response.status !== 405 || !context.get(unsupportedMethodContext)) return response;
  if (JSON_ADDRESSES.test(url.pathname)) {
    return jsonError(405, "Metodo non consentito", { Allow: ALLOW_WITHOUT_ACTION });
  }
  response.headers.set("Allow", ALLOW_WITHOUT_ACTION);
  return response;
};
