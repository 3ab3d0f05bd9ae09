import { and, eq, isNull, sql } from "drizzle-orm";
import type { LoginInput, RegisterInput } from "#app/domain/accounts/account-schemas.ts";
import type { PublicUser } from "#app/domain/accounts/public-user.ts";
import { refuse } from "#app/domain/refusal.ts";
import * as schema from "#db/schema.ts";
import type { Database } from "../platform/db.server.ts";
import { emailHeldByOther, sendEmailVerification, tellEmailOwner } from "./account-email.server.ts";
import { beginLoginAttempt, loginFailed, loginSucceeded } from "./login-throttle.server.ts";
import { decoyPasswordHash, hashPassword, verifyPassword } from "./passwords.server.ts";

export const ACCOUNT_DISABLED_MESSAGE = "Questo account è stato disattivato: rivolgiti a un amministratore";

export function toPublicUser(row: typeof schema.users.$inferSelect): PublicUser {
  return {
    id: row.id,
    username: row.username,
    role: row.role,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    address: row.address,
    city: row.city,
    postalCode: row.postalCode,
    province: row.province,
  };
}

/** An active user: a disabled account reads as missing, so a session that survived its disabling is void. */
export async function findUserById(db: Database, id: number): Promise<PublicUser | null> {
  const [row] = await db
    .select()
    .from(schema.users)
    .where(and(eq(schema.users.id, id), isNull(schema.users.disabledAt)));
  return row ? toPublicUser(row) : null;
}

/** PostgreSQL's unique_violation, as pg and PGlite report it (Drizzle may wrap it). */
export function isUniqueViolation(error: unknown): boolean {
  const codeOf = (value: unknown) =>
    value && typeof value === "object" && "code" in value ? (value as { code?: unknown }).code : undefined;
  const cause =
    error && typeof error === "object" && "cause" in error ? (error as { cause?: unknown }).cause : null;
  return codeOf(error) === "23505" || codeOf(cause) === "23505";
}

/** Whether a unique violation is the one of index `name`. */
export function uniqueViolationOn(error: unknown, name: string): boolean {
  const constraintOf = (value: unknown) =>
    value && typeof value === "object" && "constraint" in value
      ? (value as { constraint?: unknown }).constraint
      : undefined;
  const cause =
    error && typeof error === "object" && "cause" in error ? (error as { cause?: unknown }).cause : null;
  return constraintOf(error) === name || constraintOf(cause) === name;
}

/**
 * Creates a customer account. Its e-mail gets a confirmation link; an address
 * another account holds is not taken (the sign-up answers the same, without
 * it) and its owner is told (docs/product/accounts.md#one-account-per-address).
 */
export async function registerUser(db: Database, input: RegisterInput): Promise<PublicUser> {
  if (await usernameExists(db, input.username)) throw refuse.conflict("Nome utente già in uso");
  const passwordHash = await hashPassword(input.password);
  const create = () =>
    db.transaction(async (tx) => {
      const email = input.email ?? null;
      const taken = email !== null && (await emailHeldByOther(tx, email, null));
      const [row] = await tx
        .insert(schema.users)
        .values({
          username: input.username,
          passwordHash,
          firstName: input.firstName ?? null,
          lastName: input.lastName ?? null,
          email: taken ? null : email,
          phone: input.phone ?? null,
          address: input.address ?? null,
        })
        .returning();
      if (!row) throw new Error("user insert returned no row");
      if (email !== null && taken) await tellEmailOwner(tx, email);
      else if (email !== null) await sendEmailVerification(tx, row.id, email);
      return row;
    });
  let row: typeof schema.users.$inferSelect;
  try {
    row = await create();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Two sign-ups racing for one name, or for one address: the unique indexes decide.
    if (await usernameExists(db, input.username)) throw refuse.conflict("Nome utente già in uso");
    row = await create();
  }
  // The answer names the address as sent either way: it must not tell whether another account holds it.
  return { ...toPublicUser(row), email: input.email ?? null };
}

async function usernameExists(db: Database, username: string): Promise<boolean> {
  const [existing] = await db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(eq(sql`lower(${schema.users.username})`, username.toLowerCase()));
  return existing !== undefined;
}

/**
 * The account a login names: by username, else by e-mail when exactly one
 * account has that address (an e-mail shared by several accounts names none,
 * and the login fails as for a wrong password).
 */
export async function findAccountForLogin(db: Database, identifier: string) {
  const lower = identifier.toLowerCase();
  const [byUsername] = await db
    .select()
    .from(schema.users)
    .where(eq(sql`lower(${schema.users.username})`, lower));
  if (byUsername || !lower.includes("@")) return byUsername;
  const byEmail = await db
    .select()
    .from(schema.users)
    .where(eq(sql`lower(${schema.users.email})`, lower))
    .limit(2);
  return byEmail.length === 1 ? byEmail[0] : undefined;
}

/**
 * Checks the credentials, throttled by the login throttle (which books the
 * attempt before the password is checked, and may refuse it: a limit).
 */
export async function authenticate(db: Database, input: LoginInput, clientIp: string): Promise<PublicUser> {
  const username = input.username.toLowerCase();
  const attempt = await beginLoginAttempt(db, username, clientIp);
  const row = await findAccountForLogin(db, username);
  const valid = await verifyPassword(input.password, row?.passwordHash ?? (await decoyPasswordHash()));
  if (!row || !valid) {
    await loginFailed(db);
    throw refuse.unauthenticated("Nome utente o password non corretti");
  }
  // Said only to whoever knows the password; nobody else learns that the account exists.
  if (row.disabledAt) throw refuse.forbidden(ACCOUNT_DISABLED_MESSAGE);
  await loginSucceeded(db, attempt);
  return toPublicUser(row);
}
