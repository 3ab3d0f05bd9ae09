import { data, type MiddlewareFunction, type RouterContextProvider, redirect } from "react-router";
import type { PublicUser } from "#app/domain/accounts/public-user.ts";
import { signInPath } from "#app/domain/accounts/sign-in-path.ts";
import { refuse } from "#app/domain/refusal.ts";
import { isStaffRole, type StaffRole } from "#app/domain/staff/staff-roles.ts";
import { parseId } from "#app/domain/web/record-id.ts";
import { currentUserContext, dbContext } from "./context.server.ts";
import { refusalStatus } from "./refusal-status.server.ts";

type Context = Readonly<RouterContextProvider>;

/** For the API: the signed-in user, or a refusal (401) with an Italian message. */
export function requireApiUser(context: Context): PublicUser {
  const user = context.get(currentUserContext);
  if (!user) throw refuse.unauthenticated("Devi accedere per continuare");
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

/** A signed-in member of staff: what every back-office service is told about who acts. */
export type StaffUser = PublicUser & { role: StaffRole };

/**
 * The back office does not exist for anyone else: the same 404 as an unknown
 * URL, for the page and its `.data`, for loaders and actions alike (never a
 * redirect to /auth, which would say there is something behind the door).
 * See docs/product/back-office.md#roles.
 */
function notFound(): never {
  throw data(null, { status: refusalStatus("not-found") });
}

/** For /gestione loaders and actions: a staff member or an admin, otherwise 404. */
export function requireStaff(context: Context): StaffUser {
  const user = context.get(currentUserContext);
  if (!user || !isStaffRole(user.role)) notFound();
  return user as StaffUser;
}

/** For the admin-only pages (staff accounts, audit log): an admin, otherwise 404 (staff included). */
export function requireAdmin(context: Context): StaffUser & { role: "admin" } {
  const user = requireStaff(context);
  if (user.role !== "admin") notFound();
  return user as StaffUser & { role: "admin" };
}

/**
 * The /gestione layout's middleware: refuses everyone but staff before any
 * child loader or action runs (each of them asks again for its own actor),
 * and keeps every staff answer out of every cache.
 */
export const staffOnlyMiddleware: MiddlewareFunction<Response> = async ({ context }, next) => {
  requireStaff(context);
  const response = await next();
  response.headers.set("Cache-Control", "private, no-store");
  return response;
};

/** The admin-only pages' middleware: staff get the same 404 as everyone else, whatever the method. */
export const adminOnlyMiddleware: MiddlewareFunction<Response> = async ({ context }, next) => {
  requireAdmin(context);
  return next();
};
