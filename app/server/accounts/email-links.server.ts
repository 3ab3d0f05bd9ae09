import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import { refuse } from "#app/domain/refusal.ts";
import * as schema from "#db/schema.ts";
import type { Database, Transaction } from "../platform/db.server.ts";

// Single-use links sent by e-mail (docs/product/accounts.md#e-mail-verification,
// #password-recovery): the token travels only in the message; the database keeps
// its SHA-256. Password-reset links and the `email_tokens` links share these pieces.

/** What a link's token looks like in a URL: 32 random bytes, base64url. */
export const LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const EMAIL_LINK_INVALID_MESSAGE = "Il link non è valido o è scaduto.";

export const linkTokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

export const newLinkToken = () => randomBytes(32).toString("base64url");

export type EmailTokenPurpose = (typeof schema.emailTokenPurposes)[number];
type EmailTokenRow = typeof schema.emailTokens.$inferSelect;

/** Stores a new link for `owner` and returns its token, to put in the message. */
export async function issueEmailToken(
  tx: Transaction,
  link: {
    purpose: EmailTokenPurpose;
    owner: { userId: number } | { quoteRequestId: number };
    email: string;
    ttlMs: number;
  },
  now = new Date(),
): Promise<string> {
  const token = newLinkToken();
  await tx.insert(schema.emailTokens).values({
    purpose: link.purpose,
    userId: "userId" in link.owner ? link.owner.userId : null,
    quoteRequestId: "quoteRequestId" in link.owner ? link.owner.quoteRequestId : null,
    email: link.email,
    tokenHash: linkTokenHash(token),
    expiresAt: new Date(now.getTime() + link.ttlMs),
  });
  return token;
}

/** The link `token` names for `purpose` while it still works (unused, unexpired); GET pages only read it. */
export async function findUsableEmailToken(
  db: Database,
  purpose: EmailTokenPurpose,
  token: string,
  now = new Date(),
): Promise<EmailTokenRow | null> {
  if (!LINK_TOKEN_PATTERN.test(token)) return null;
  const [row] = await db
    .select()
    .from(schema.emailTokens)
    .where(
      and(
        eq(schema.emailTokens.tokenHash, linkTokenHash(token)),
        eq(schema.emailTokens.purpose, purpose),
        isNull(schema.emailTokens.usedAt),
        gt(schema.emailTokens.expiresAt, now),
      ),
    );
  return row ?? null;
}

/** Spends a link inside `tx`, once: a used, expired, unknown or other-purpose link is refused (invalid). */
export async function spendEmailToken(
  tx: Transaction,
  purpose: EmailTokenPurpose,
  token: string,
  now = new Date(),
): Promise<EmailTokenRow> {
  const [row] = LINK_TOKEN_PATTERN.test(token)
    ? await tx
        .select()
        .from(schema.emailTokens)
        .where(eq(schema.emailTokens.tokenHash, linkTokenHash(token)))
        .for("update")
    : [];
  if (!row || row.purpose !== purpose || row.usedAt || row.expiresAt <= now)
    throw refuse.invalid(EMAIL_LINK_INVALID_MESSAGE);
  await tx.update(schema.emailTokens).set({ usedAt: now }).where(eq(schema.emailTokens.id, row.id));
  return row;
}

/** Ends every open link of `purpose` (all purposes when omitted) that the account holds. */
export async function endOpenEmailTokens(
  tx: Transaction,
  userId: number,
  purposes: readonly EmailTokenPurpose[] = schema.emailTokenPurposes,
  now = new Date(),
): Promise<void> {
  for (const purpose of purposes)
    await tx
      .update(schema.emailTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(schema.emailTokens.userId, userId),
          eq(schema.emailTokens.purpose, purpose),
          isNull(schema.emailTokens.usedAt),
        ),
      );
}

/** Spends every open "Password dimenticata?" link of the account: a new password or e-mail ends them. */
export async function endOpenResetLinks(tx: Transaction, userId: number, now = new Date()): Promise<void> {
  await tx
    .update(schema.passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(schema.passwordResetTokens.userId, userId), isNull(schema.passwordResetTokens.usedAt)));
}
