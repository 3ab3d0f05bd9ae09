import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { and, eq, gt, lt } from "drizzle-orm";
import { isStaffRole, type UserRole } from "#app/domain/staff/staff-roles.ts";
import * as schema from "#db/schema.ts";
import { readRequestCookie, serializeHttpOnlyCookie } from "../platform/cookies.server.ts";
import type { Database, Transaction } from "../platform/db.server.ts";

// Database sessions (ADR 007): the cookie carries an opaque 256-bit token,
// signed with SESSION_SECRET; the table stores only the token's SHA-256.
// Sessions slide: every use after a day pushes the expiry 30 days ahead.
// Staff sessions open the back office, so they end after 8 hours without use
// (docs/product/back-office.md#roles).

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** The expiry is pushed forward at most once a day, to spare a write per request. */
export const SESSION_REFRESH_AFTER_MS = 24 * 60 * 60 * 1000;
export const STAFF_SESSION_TTL_MS = 8 * 60 * 60 * 1000;
/** A staff session is extended at most every 5 minutes: 8 hours of inactivity, give or take 5 minutes. */
export const STAFF_SESSION_REFRESH_AFTER_MS = 5 * 60 * 1000;

export interface SessionPolicy {
  /** How long a session lasts without use. */
  ttlMs: number;
  /** How often, at most, a use pushes the expiry forward. */
  refreshAfterMs: number;
}

export function sessionPolicy(role: UserRole): SessionPolicy {
  return isStaffRole(role)
    ? { ttlMs: STAFF_SESSION_TTL_MS, refreshAfterMs: STAFF_SESSION_REFRESH_AFTER_MS }
    : { ttlMs: SESSION_TTL_MS, refreshAfterMs: SESSION_REFRESH_AFTER_MS };
}

export interface SessionCookieConfig {
  secret: string;
  /** Production: `Secure` and the `__Host-` prefix. */
  secure: boolean;
}

export function sessionCookieName(config: SessionCookieConfig): string {
  return config.secure ? "__Host-sid" : "sid";
}

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
const sign = (token: string, secret: string) =>
  createHmac("sha256", secret).update(token).digest("base64url");

function verifySigned(value: string, secret: string): string | null {
  const dot = value.lastIndexOf(".");
  if (dot <= 0) return null;
  const token = value.slice(0, dot);
  const signature = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(sign(token, secret));
  return signature.length === expected.length && timingSafeEqual(signature, expected) ? token : null;
}

export function serializeSessionCookie(
  config: SessionCookieConfig,
  value: string,
  maxAgeSeconds: number,
): string {
  return serializeHttpOnlyCookie(sessionCookieName(config), value, { maxAgeSeconds, secure: config.secure });
}

export function clearSessionCookie(config: SessionCookieConfig): string {
  return serializeSessionCookie(config, "", 0);
}

export function readSessionCookie(request: Request, config: SessionCookieConfig): string | null {
  const value = readRequestCookie(request, sessionCookieName(config));
  return value && value.length < 200 ? verifySigned(value, config.secret) : null;
}

/** A fresh session for a user: a new token every time (no fixation). Returns the cookie header. */
export async function startSession(
  db: Database,
  user: { id: number; role: UserRole },
  config: SessionCookieConfig,
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const { ttlMs } = sessionPolicy(user.role);
  await db.insert(schema.sessions).values({
    id: hashToken(token),
    userId: user.id,
    expiresAt: new Date(Date.now() + ttlMs),
  });
  // Expired sessions of anyone are swept now and then, so the table stays small.
  if (Math.random() < 0.05) await db.delete(schema.sessions).where(lt(schema.sessions.expiresAt, new Date()));
  return serializeSessionCookie(config, `${token}.${sign(token, config.secret)}`, ttlMs / 1000);
}

export interface ActiveSession {
  id: string;
  userId: number;
  expiresAt: Date;
}

export async function findActiveSession(db: Database, token: string): Promise<ActiveSession | null> {
  const [row] = await db
    .select()
    .from(schema.sessions)
    .where(and(eq(schema.sessions.id, hashToken(token)), gt(schema.sessions.expiresAt, new Date())));
  return row ? { id: row.id, userId: row.userId, expiresAt: row.expiresAt } : null;
}

/**
 * Slides the expiry by the user's policy when it was last extended longer ago
 * than the policy allows, or when it reaches further than the policy (a
 * customer who became staff keeps no 30-day session). Answers the cookie's
 * new Max-Age in seconds when it moved, otherwise null.
 */
export async function refreshSession(
  db: Database,
  session: ActiveSession,
  role: UserRole,
): Promise<number | null> {
  const { ttlMs, refreshAfterMs } = sessionPolicy(role);
  const remaining = session.expiresAt.getTime() - Date.now();
  if (ttlMs - remaining < refreshAfterMs && remaining <= ttlMs) return null;
  await db
    .update(schema.sessions)
    .set({ expiresAt: new Date(Date.now() + ttlMs) })
    .where(eq(schema.sessions.id, session.id));
  return ttlMs / 1000;
}

export async function endSession(db: Database, sessionId: string): Promise<void> {
  await db.delete(schema.sessions).where(eq(schema.sessions.id, sessionId));
}

/** Ends every session of a user at once (a disabled account), inside the caller's transaction. */
export async function endUserSessions(tx: Transaction, userId: number): Promise<void> {
  await tx.delete(schema.sessions).where(eq(schema.sessions.userId, userId));
}
