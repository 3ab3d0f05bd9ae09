import { and, eq, gt, isNull } from "drizzle-orm";
import { RESET_LINK_INVALID_MESSAGE } from "#app/domain/accounts/account-schemas.ts";
import { refuse } from "#app/domain/refusal.ts";
import * as schema from "#db/schema.ts";
import { enqueueMail } from "../mail/outbox.server.ts";
import type { Database } from "../platform/db.server.ts";
import { findAccountForLogin } from "./accounts.server.ts";
import { newLinkToken, linkTokenHash as tokenHash } from "./email-links.server.ts";
import { hashPassword } from "./passwords.server.ts";
import { endUserSessions } from "./sessions.server.ts";

// "Password dimenticata?" (docs/product/accounts.md#password-recovery): a
// single-use link, valid 30 minutes, to the account's e-mail. The answer is the
// same whether or not the account exists; the database keeps only the token's hash.

export const RESET_LINK_TTL_MS = 30 * 60 * 1000;

/**
 * Sends a reset link when `identifier` names an active account with an e-mail;
 * otherwise does nothing. The caller answers the same either way.
 */
export async function requestPasswordReset(
  db: Database,
  identifier: string,
  now = new Date(),
): Promise<void> {
  const account = await findAccountForLogin(db, identifier);
  if (!account || account.disabledAt || account.anonymizedAt || !account.email) return;
  const token = newLinkToken();
  const email = account.email;
  await db.transaction(async (tx) => {
    await tx.insert(schema.passwordResetTokens).values({
      userId: account.id,
      tokenHash: tokenHash(token),
      expiresAt: new Date(now.getTime() + RESET_LINK_TTL_MS),
    });
    await enqueueMail(
      tx,
      "password-reset",
      { to: email },
      // A name is someone's typed text: only an address the account confirmed reads it (docs/product/accounts.md#e-mail-verification).
      { name: account.emailVerifiedAt ? account.firstName || account.username : null, token },
    );
  });
}

/** Whether a link still works: unused and not expired. */
export async function isResetLinkUsable(db: Database, token: string, now = new Date()): Promise<boolean> {
  const [row] = await db
    .select({ id: schema.passwordResetTokens.id })
    .from(schema.passwordResetTokens)
    .where(
      and(
        eq(schema.passwordResetTokens.tokenHash, tokenHash(token)),
        isNull(schema.passwordResetTokens.usedAt),
        gt(schema.passwordResetTokens.expiresAt, now),
      ),
    );
  return row !== undefined;
}

/**
 * Sets the new password through a link, once: the link is spent, every other
 * link of the account too, and every session of the account ends.
 */
export async function resetPassword(db: Database, token: string, newPassword: string, now = new Date()) {
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    const [link] = await tx
      .select()
      .from(schema.passwordResetTokens)
      .where(eq(schema.passwordResetTokens.tokenHash, tokenHash(token)))
      .for("update");
    if (!link || link.usedAt || link.expiresAt <= now) throw refuse.invalid(RESET_LINK_INVALID_MESSAGE);
    await tx.update(schema.users).set({ passwordHash }).where(eq(schema.users.id, link.userId));
    await tx
      .update(schema.passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(eq(schema.passwordResetTokens.userId, link.userId), isNull(schema.passwordResetTokens.usedAt)),
      );
    await endUserSessions(tx, link.userId);
  });
}
