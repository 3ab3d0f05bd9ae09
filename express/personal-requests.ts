import type express from "express";

/**
 * Whether a request is someone's: it carries one of the shop's personal
 * cookies (the session and the flash notice) or an `Authorization` header.
 * Such a request is never served from the guest-page cache: it goes through
 * React Router, where the session is read and kept alive.
 */
export function isPersonalRequest(req: express.Request, personalCookies: readonly string[]): boolean {
  if (req.headers.authorization !== undefined) return true;
  const cookies = req.headers.cookie;
  if (!cookies) return false;
  return cookies.split(";").some((part) => personalCookies.includes(part.split("=")[0]?.trim() ?? ""));
}
