import { and, eq, ne, sql } from "drizzle-orm";
import { refuse } from "#app/domain/refusal.ts";
import * as schema from "#db/schema.ts";
import { enqueueMail } from "../mail/outbox.server.ts";
import type { Database, Transaction } from "../platform/db.server.ts";
import { DatabaseRateLimiter, tooManyRequests } from "../platform/rate-limit.server.ts";
import { recordAudit } from "../staff/audit.server.ts";
import {
  endOpenEmailTokens,
  endOpenResetLinks,
  issueEmailToken,
  spendEmailToken,
} from "./email-links.server.ts";
import { endUserSessions } from "./sessions.server.ts";

// An account's e-mail address (docs/product/accounts.md#e-mail-verification):
// one account per address (any case), confirmed by a single-use link before
// the shop sends it anything but that link and the bare facts of orders and
// payments; staff who spoke with the customer may confirm it for them.

export const VERIFY_LINK_TTL_MS = 48 * 60 * 60 * 1000;
export const UNDO_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** «Invia di nuovo il link»: a few per account per quarter of an hour. */
const RESEND_LIMIT = { limit: 3, windowMs: 15 * 60_000 };

export const EMAIL_RESTORE_TAKEN_MESSAGE =
  "Il vecchio indirizzo ora appartiene a un altro account: contattaci per riavere l'accesso.";

const { users } = schema;
const sameEmail = (column: typeof users.email, email: string) =>
  eq(sql`lower(${column})`, email.toLowerCase());

/** Whether `email` is the confirmed address of account `userId` (any case). */
export async function isVerifiedAccountEmail(
  db: Database | Transaction,
  userId: number | null,
  email: string,
): Promise<boolean> {
  if (userId === null) return false;
  const [row] = await db
    .select({ email: users.email, verifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, userId));
  return Boolean(row?.verifiedAt && row.email && row.email.toLowerCase() === email.toLowerCase());
}

/** Whether another account than `userId` holds `email` (any case). */
export async function emailHeldByOther(
  tx: Database | Transaction,
  email: string,
  userId: number | null,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      userId === null
        ? sameEmail(users.email, email)
        : and(sameEmail(users.email, email), ne(users.id, userId)),
    )
    .limit(1);
  return row !== undefined;
}

/** Tells the owner of `email` that someone else named it for an account (fixed words, nothing they typed). */
export async function tellEmailOwner(tx: Transaction, email: string): Promise<void> {
  const [owner] = await tx
    .select({ email: users.email })
    .from(users)
    .where(sameEmail(users.email, email))
    .limit(1);
  if (owner?.email) await enqueueMail(tx, "account-email-taken", { to: owner.email }, {});
}

/** Queues a fresh confirmation link for the account's address; earlier ones stop working. */
export async function sendEmailVerification(tx: Transaction, userId: number, email: string): Promise<void> {
  await endOpenEmailTokens(tx, userId, ["verify-account-email"]);
  const token = await issueEmailToken(tx, {
    purpose: "verify-account-email",
    owner: { userId },
    email,
    ttlMs: VERIFY_LINK_TTL_MS,
  });
  await enqueueMail(tx, "account-email-verify", { to: email }, { token });
}

/** The account's address and whether it is confirmed, for the profile. */
export async function accountEmailStatus(db: Database, userId: number) {
  const [row] = await db
    .select({ email: users.email, verifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, userId));
  return { email: row?.email ?? null, verified: Boolean(row?.email && row.verifiedAt) };
}

/** «Invia di nuovo il link»: a new link to the account's unconfirmed address, rate-limited per account. */
export async function resendEmailVerification(db: Database, userId: number): Promise<void> {
  const verdict = await new DatabaseRateLimiter(db, "email-verification-resend", RESEND_LIMIT).hit(
    `user:${userId}`,
  );
  if (!verdict.allowed) throw tooManyRequests(verdict);
  const status = await accountEmailStatus(db, userId);
  if (!status.email) throw refuse.invalid("Il tuo account non ha un indirizzo e-mail");
  if (status.verified) throw refuse.conflict("Il tuo indirizzo e-mail è già confermato");
  const email = status.email;
  await db.transaction((tx) => sendEmailVerification(tx, userId, email));
}

/** The link's POST: confirms the address it was sent to, if the account still has it. */
export async function confirmAccountEmail(db: Database, token: string, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const link = await spendEmailToken(tx, "verify-account-email", token, now);
    const [row] = await tx
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, link.userId ?? 0))
      .for("update");
    if (!row?.email || row.email.toLowerCase() !== link.email.toLowerCase())
      throw refuse.invalid("Il link non vale più: l'indirizzo dell'account è cambiato.");
    await tx
      .update(users)
      .set({ emailVerifiedAt: now })
      .where(eq(users.id, link.userId ?? 0));
  });
}

/**
 * The one rule for an address staff enter after speaking with the customer
 * (docs/product/accounts.md#e-mail-verification): it counts as confirmed by
 * staff. Call it inside the change's transaction, and put what it answers in
 * that change's audit row, which then says who confirmed the address.
 */
export async function setEmailVerifiedByStaff(
  tx: Transaction,
  userId: number,
  email: string,
  now = new Date(),
): Promise<{ email: string; emailVerifiedAt: string; emailVerifiedBy: "staff" }> {
  await tx.update(users).set({ email, emailVerifiedAt: now }).where(eq(users.id, userId));
  await endOpenEmailTokens(tx, userId, ["verify-account-email"], now);
  return { email, emailVerifiedAt: now.toISOString(), emailVerifiedBy: "staff" };
}

/**
 * The old address's undo link (docs/product/accounts.md#changing-the-e-mail):
 * gives the account its old address back, confirmed, spends every other e-mail
 * and reset link of the account and ends all its sessions.
 */
export async function undoEmailChange(db: Database, token: string, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const link = await spendEmailToken(tx, "undo-email-change", token, now);
    const userId = link.userId ?? 0;
    const [row] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
    if (!row) throw refuse.invalid("Il link non è valido o è scaduto.");
    if (await emailHeldByOther(tx, link.email, userId)) throw refuse.conflict(EMAIL_RESTORE_TAKEN_MESSAGE);
    await tx.update(users).set({ email: link.email, emailVerifiedAt: now }).where(eq(users.id, userId));
    await endOpenEmailTokens(tx, userId, schema.emailTokenPurposes, now);
    await endOpenResetLinks(tx, userId, now);
    await endUserSessions(tx, userId);
    if (row.role !== "customer")
      await recordAudit(tx, {
        actorId: userId,
        action: "user.email-change-undone",
        objectType: "user",
        objectId: userId,
        before: { email: row.email },
        after: { email: link.email },
      });
  });
}
