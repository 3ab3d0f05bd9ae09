import type { MiddlewareFunction } from "react-router";
import { findUserById } from "../accounts/accounts.server.ts";
import {
  clearSessionCookie,
  findActiveSession,
  readSessionCookie,
  refreshSession,
  serializeSessionCookie,
  sessionCookieName,
} from "../accounts/sessions.server.ts";
import {
  currentSessionContext,
  currentUserContext,
  dbContext,
  sessionConfigContext,
} from "./context.server.ts";

/**
 * Resolves the signed-in user once per request for every loader and action.
 * A stale cookie is cleared; a session in use slides its expiry forward.
 */
export const sessionMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const db = context.get(dbContext);
  const config = context.get(sessionConfigContext);
  const cookieName = sessionCookieName(config);
  const hasCookie = request.headers.get("cookie")?.includes(`${cookieName}=`) ?? false;
  const token = readSessionCookie(request, config);

  let cookieUpdate: string | null = null;
  if (token) {
    const session = await findActiveSession(db, token);
    const user = session ? await findUserById(db, session.userId) : null;
    if (session && user) {
      context.set(currentUserContext, user);
      context.set(currentSessionContext, session.id);
      const maxAgeSeconds = await refreshSession(db, session, user.role);
      if (maxAgeSeconds !== null) {
        const raw = request.headers
          .get("cookie")
          ?.split(";")
          .map((part) => part.trim())
          .find((part) => part.startsWith(`${cookieName}=`))
          ?.slice(cookieName.length + 1);
        if (raw) cookieUpdate = serializeSessionCookie(config, raw, maxAgeSeconds);
      }
    } else {
      cookieUpdate = clearSessionCookie(config);
    }
  } else if (hasCookie) {
    cookieUpdate = clearSessionCookie(config);
  }

  const response = await next();
  // A handler that set the session cookie itself (login, logout) has the last word.
  const setsSession = response.headers.getSetCookie().some((cookie) => cookie.startsWith(`${cookieName}=`));
  if (cookieUpdate && !setsSession) response.headers.append("Set-Cookie", cookieUpdate);
  return response;
};
