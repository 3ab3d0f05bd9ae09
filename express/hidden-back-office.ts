import type express from "express";
import { isStaffRole } from "#app/domain/staff/staff-roles.ts";
import { findUserById } from "#app/server/accounts/accounts.server.ts";
import {
  findActiveSession,
  readSessionCookie,
  type SessionCookieConfig,
} from "#app/server/accounts/sessions.server.ts";
import type { Database } from "#app/server/platform/db.server.ts";

// Whoever is not staff must not be able to tell that the back office exists
// (docs/product/back-office.md#roles). A 404 thrown by /gestione's own guard
// still differed from an unknown URL's: it was rendered inside the back
// office's routes, so it named their code files and lacked the shop's
// navigation. Such a request is handed to React Router as an unknown address
// instead, and gets that very answer, page, .data and post alike.

/** /gestione, anything under it, and its .data, in any case (React Router matches paths case-insensitively). */
const BACK_OFFICE_PATH = /^\/gestione(?:\/|\.data$|$)/i;

/** An address no route has: the catch-all "not found" route answers it. */
const UNKNOWN_PATH = "/__indirizzo-inesistente";

function isBackOfficePath(path: string): boolean {
  try {
    return BACK_OFFICE_PATH.test(decodeURIComponent(path));
  } catch {
    return BACK_OFFICE_PATH.test(path);
  }
}

/** Whether the request's session cookie belongs to an active staff member or admin. */
async function isStaffRequest(db: Database, config: SessionCookieConfig, cookie: string | undefined) {
  if (!cookie) return false;
  const token = readSessionCookie(new Request("http://session.invalid/", { headers: { cookie } }), config);
  const session = token ? await findActiveSession(db, token) : null;
  const user = session ? await findUserById(db, session.userId) : null;
  return user !== null && isStaffRole(user.role);
}

/** Hands a /gestione request from anyone but staff to React Router as a request for an unknown address. */
export function hideBackOfficeFromNonStaff(
  db: Database,
  config: SessionCookieConfig,
): express.RequestHandler {
  return (req, _res, next) => {
    if (!isBackOfficePath(req.path)) return next();
    isStaffRequest(db, config, req.headers.cookie).then((staff) => {
      if (!staff) {
        const queryStart = req.url.indexOf("?");
        const query = queryStart >= 0 ? req.url.slice(queryStart) : "";
        req.url = `${UNKNOWN_PATH}${req.path.toLowerCase().endsWith(".data") ? ".data" : ""}${query}`;
        // React Router's adapter builds the request's URL from originalUrl.
        req.originalUrl = req.url;
      }
      next();
    }, next);
  };
}
