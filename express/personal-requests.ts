import type express from "express";

/**
 * Whether a request is someone's: it carries one of the shop's personal
 * cookies (the session and the flash notice) or an `Authorization` header.
 * Such a request always goes through React Router's whole pipeline, where the
 * session is read and kept alive; the short paths in this folder serve guests.
 */
export function isPersonalRequest(req: express.Request, personalCookies: readonly string[]): boolean {
  if (req.headers.authorization !== undefined) return true;
  const cookies = req.headers.cookie;
  if (!cookies) return false;
  return cookies.split(";").some((part) => personalCookies.includes(part.split("=")[0]?.trim() ?? ""));
}
