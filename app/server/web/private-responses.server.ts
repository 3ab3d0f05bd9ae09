import type { MiddlewareFunction } from "react-router";
import { isPersonalPath } from "#app/domain/accounts/personal-paths.ts";
import { sessionCookieName } from "../accounts/sessions.server.ts";
import { currentUserContext, sessionConfigContext } from "./context.server.ts";

/**
 * Keeps personal data out of every cache (the browser's, Back after logout, a
 * shared proxy): any answer to a request that carries a session, any answer
 * that sets a cookie, and every personal route even for guests is
 * `Cache-Control: private, no-store`, overriding what a route chose. Hashed
 * static assets never reach this middleware.
 */
export const privateResponsesMiddleware: MiddlewareFunction<Response> = async (
  { request, url, context },
  next,
) => {
  const response = await next();
  const cookieName = sessionCookieName(context.get(sessionConfigContext));
  const carriesSession =
    context.get(currentUserContext) !== null ||
    (request.headers.get("cookie")?.includes(`${cookieName}=`) ?? false);
  const setsCookie = response.headers.has("set-cookie");
  if (carriesSession || setsCookie || isPersonalPath(url.pathname)) {
    response.headers.set("Cache-Control", "private, no-store");
  }
  return response;
};
