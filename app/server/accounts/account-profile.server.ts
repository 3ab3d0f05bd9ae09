import { and, eq, ne } from "drizzle-orm";
import type { PasswordChangeInput, ProfileInput } from "#app/domain/accounts/account-schemas.ts";
import { refuse } from "#app/domain/refusal.ts";
import { STAFF_PASSWORD_MESSAGE, staffPasswordSchema } from "#app/domain/staff/staff-accounts.ts";
import * as schema from "#db/schema.ts";
import { enqueueMail } from "../mail/outbox.server.ts";
import type { Database, Transaction } from "../platform/db.server.ts";
import { DatabaseRateLimiter, tooManyRequests } from "../platform/rate-limit.server.ts";
import { recordAudit } from "../staff/audit.server.ts";
import {
  emailHeldByOther,
  sendEmailVerification,
  tellEmailOwner,
  UNDO_LINK_TTL_MS,
} from "./account-email.server.ts";
import { isUniqueViolation } from "./accounts.server.ts";
import { endOpenResetLinks, issueEmailToken } from "./email-links.server.ts";
import { hashPassword, verifyPassword } from "./passwords.server.ts";

// "I miei dati" (docs/product/accounts.md#profile): the account's own contact
// details and address, which the checkout prefills, its e-mail and its
// password. Customers, staff and admins alike change their own here.

export const WRONG_CURRENT_PASSWORD_MESSAGE = "La password attuale non è corretta";

/** Wrong current passwords an account may type (password change and e-mail change together). */
const CURRENT_PASSWORD_LIMIT = { limit: 5, windowMs: 15 * 60_000 };

type UserRow = typeof schema.users.$inferSelect;

async function accountRow(db: Database, userId: number): Promise<UserRow> {
  const [row] = await db.select().from(schema.users).where(eq(schema.users.id, userId));
  if (!row) throw refuse.notFound("Account non trovato");
  return row;
}

/**
 * Checks the current password, counting wrong ones per account (a limit
 * once there were too many): every attempt is booked before the check, so that
 * parallel guesses cannot pass the limit, and a right one is given back.
 */
async function checkCurrentPassword(db: Database, row: UserRow, password: string | undefined) {
  const limiter = new DatabaseRateLimiter(db, "current-password", CURRENT_PASSWORD_LIMIT);
  const key = `user:${row.id}`;
  const at = Date.now();
  const verdict = await limiter.hit(key, at);
  if (!verdict.allowed) throw tooManyRequests(verdict);
  if (!password || !(await verifyPassword(password, row.passwordHash)))
    throw refuse.invalid(WRONG_CURRENT_PASSWORD_MESSAGE, {
      fields: {
        currentPassword: WRONG_CURRENT_PASSWORD_MESSAGE,
      },
    });
  await limiter.refund(key, at);
}

/** Staff and admins' changes to their own account are audited (never a password or its hash). */
async function auditOwnChange(
  tx: Transaction,
  row: UserRow,
  action: string,
  before: unknown,
  after: unknown,
) {
  if (row.role === "customer") return;
  await recordAudit(tx, { actorId: row.id, action, objectType: "user", objectId: row.id, before, after });
}

export interface ProfileSaved {
  /** Whether the e-mail was to change: the answer then says a confirmation link is on its way. */
  emailChanged: boolean;
}

/**
 * Saves the profile as sent (an empty field clears it). A new e-mail needs the
 * current password; the old address is told, with a link that undoes the
 * change; the new one gets its confirmation link. An address another account
 * holds is not taken: its owner is told, and the answer reads the same
 * (docs/product/accounts.md#changing-the-e-mail).
 */
/** The codice fiscale "I miei dati" keeps, or "" (not part of PublicUser: no page but these needs it). */
export async function profileFiscalCode(db: Database, userId: number): Promise<string> {
  const [row] = await db
    .select({ fiscalCode: schema.users.fiscalCode })
    .from(schema.users)
    .where(eq(schema.users.id, userId));
  return row?.fiscalCode ?? "";
}

export async function updateProfile(
  db: Database,
  userId: number,
  input: ProfileInput,
  currentPassword?: string,
): Promise<ProfileSaved> {
  const row = await accountRow(db, userId);
  const email = input.email ?? null;
  const emailChanged = (row.email?.toLowerCase() ?? null) !== (email?.toLowerCase() ?? null);
  if (emailChanged) await checkCurrentPassword(db, row, currentPassword);
  const save = () =>
    db.transaction(async (tx) => {
      await tx
        .update(schema.users)
        .set({
          firstName: input.firstName ?? null,
          lastName: input.lastName ?? null,
          phone: input.phone ?? null,
          address: input.address ?? null,
          city: input.city ?? null,
          postalCode: input.postalCode ?? null,
          province: input.province ?? null,
          fiscalCode: input.fiscalCode ?? null,
          // Only the case changed: the same address, still confirmed or not.
          ...(!emailChanged && email !== null ? { email } : {}),
        })
        .where(eq(schema.users.id, userId));
      if (emailChanged) await changeEmail(tx, row, email);
    });
  try {
    await save();
  } catch (error) {
    // Another account took the address meanwhile: the second try finds it taken.
    if (!isUniqueViolation(error)) throw error;
    await save();
  }
  return { emailChanged: emailChanged && email !== null };
}

async function changeEmail(tx: Transaction, row: UserRow, email: string | null) {
  if (email !== null && (await emailHeldByOther(tx, email, row.id))) {
    await tellEmailOwner(tx, email);
    return;
  }
  await tx.update(schema.users).set({ email, emailVerifiedAt: null }).where(eq(schema.users.id, row.id));
  if (row.email) {
    const token = await issueEmailToken(tx, {
      purpose: "undo-email-change",
      owner: { userId: row.id },
      email: row.email,
      ttlMs: UNDO_LINK_TTL_MS,
    });
    await enqueueMail(tx, "account-email-changed", { to: row.email }, { token });
  }
  if (email !== null) await sendEmailVerification(tx, row.id, email);
  await endOpenResetLinks(tx, row.id);
  await auditOwnChange(tx, row, "user.email-change", { email: row.email }, { email });
}

/**
 * Changes the password after checking the current one (throttled per
 * account), with the staff rule for staff and admins; ends every open reset
 * link and every other session of the account (a stolen session stops
 * working); the one in use stays.
 */
export async function changePassword(
  db: Database,
  userId: number,
  currentSessionId: string | null,
  input: PasswordChangeInput,
): Promise<void> {
  const row = await accountRow(db, userId);
  // The back office's accounts keep the longer rule at every change (docs/product/back-office.md#staff-accounts).
  if (row.role !== "customer" && !staffPasswordSchema.safeParse(input.newPassword).success)
    throw refuse.invalid(STAFF_PASSWORD_MESSAGE, { fields: { newPassword: STAFF_PASSWORD_MESSAGE } });
  await checkCurrentPassword(db, row, input.currentPassword);
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(schema.users).set({ passwordHash }).where(eq(schema.users.id, userId));
    const others = currentSessionId
      ? and(eq(schema.sessions.userId, userId), ne(schema.sessions.id, currentSessionId))
      : eq(schema.sessions.userId, userId);
    await tx.delete(schema.sessions).where(others);
    await endOpenResetLinks(tx, userId);
    await auditOwnChange(tx, row, "user.password-change", null, null);
  });
}
