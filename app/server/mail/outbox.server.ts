import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { company } from "#app/domain/documents/company.ts";
import * as schema from "#db/schema.ts";
import { afterCommit } from "../platform/after-commit.server.ts";
import type { Database, Transaction } from "../platform/db.server.ts";
import { type MailKind, type MailParams, mailTemplates } from "./templates.server.ts";

// The transactional outbox (ADR 017): an event that causes an e-mail writes it
// here with `enqueueMail` inside its own transaction, so the message exists
// exactly when the event committed. The workers of every instance send it.

const MESSAGE_ID_DOMAIN = company.email.split("@")[1] ?? "localhost";

/** Who gets a message: a customer's address, or the shop's own (SHOP_EMAIL, read when it is sent). */
export type MailRecipient = { to: string } | "shop";

/**
 * Writes one message for `kind` into the outbox, in the event's transaction
 * `tx`. Its params are checked against the template now, so that a message
 * that could never be rendered fails the event instead of the worker. Its
 * Message-ID is fixed here: every attempt sends the same one. This process's
 * workers are woken once `tx` commits (at once on the plain database), so no
 * service has to remember it; a rolled-back event wakes nobody.
 */
export async function enqueueMail<Kind extends MailKind>(
  tx: Transaction | Database,
  kind: Kind,
  recipient: MailRecipient,
  params: MailParams<Kind>,
): Promise<void> {
  const checked = mailTemplates[kind].params.parse(params);
  await tx.insert(schema.mailOutbox).values({
    kind,
    messageId: `${randomUUID()}@${MESSAGE_ID_DOMAIN}`,
    recipient: recipient === "shop" ? null : recipient.to,
    params: checked,
  });
  afterCommit(tx, wakeMailWorkers);
}

/**
 * Puts a failed message back in the queue with a fresh count of attempts, due
 * now (staff's "Riprova", docs/product/mail.md#retries-and-failed-messages); the workers
 * are woken once `tx` commits. Answers whether it was still failed.
 */
export async function requeueFailedMail(tx: Transaction, id: number): Promise<boolean> {
  const requeued = await tx
    .update(schema.mailOutbox)
    .set({ status: "pending", attempts: 0, nextAttemptAt: sql`now()` })
    .where(and(eq(schema.mailOutbox.id, id), eq(schema.mailOutbox.status, "failed")))
    .returning({ id: schema.mailOutbox.id });
  if (requeued.length > 0) afterCommit(tx, wakeMailWorkers);
  return requeued.length > 0;
}

// The workers running in this process: a commit wakes them at once instead of at the next poll.
const wakers = new Set<() => void>();

export function onMailEnqueued(wake: () => void): () => void {
  wakers.add(wake);
  return () => wakers.delete(wake);
}

/** This process's workers look for due messages now instead of at the next poll. */
function wakeMailWorkers(): void {
  for (const wake of wakers) wake();
}
