import { type RouterContextProvider, redirect } from "react-router";
import type { PublicUser } from "#app/domain/public-user.ts";
import { signInPath } from "#app/domain/sign-in-path.ts";
import { currentUserContext, dbContext } from "./context.server.ts";
import { HttpError, parseId } from "./responses.server.ts";

type Context = Readonly<RouterContextProvider>;

/** For the API: the signed-in user, or a 401 with an Italian message. */
export function requireApiUser(context: Context): PublicUser {
  const user = context.get(currentUserContext);
  if (!user) throw new HttpError(401, "Devi accedere per continuare");
  return user;
}

/**
 * For an API route on one of the user's own items (`/api/…/:id`): the user's id
 * (401 without a session), the item's id (400 when malformed) and the database
 * for the service, which answers 404 for an item of someone else.
 */
export function requireApiUserItem(context: Context, rawId: string | undefined, invalidIdMessage: string) {
  const user = requireApiUser(context);
  return { userId: user.id, itemId: parseId(rawId, invalidIdMessage), db: context.get(dbContext) };
}

/** For pages: the signed-in user, or a redirect to /auth that brings them back here afterwards. */
export function requirePageUser(context: Context, request: Request): PublicUser {
  const user = context.get(currentUserContext);
  if (!user) {
    const url = new URL(request.url);
    throw redirect(signInPath(`${url.pathname}${url.search}`));
  }
  return user;
}
