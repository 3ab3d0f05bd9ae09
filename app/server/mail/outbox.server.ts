import { randomUUID } from "node:crypto";
import { company } from "#app/domain/documents/company.ts";
import * as schema from "#db/schema.ts";
import type { Transaction } from "../platform/db.server.ts";
import { type MailKind, type MailParams, mailTemplates } from "./templates.server.ts";

// The transactional outbox (ADR 017): an event that causes an e-mail writes it
// here with `enqueueMail` inside its own transaction, so the message exists
// exactly when the event committed. The workers of every instance send it.

const MESSAGE_ID_DOMAIN = company.email.split("@")[1] ?? "localhost";

/** Who gets a message: a customer's address, or the shop's own (SHOP_EMAIL, read when it is sent). */
export type MailRecipient = { to: string } | "shop";

/**
 * Writes one message for `kind` into the outbox in `tx`. Its params are
 * checked against the template now, so that a message that could never be
 * rendered fails the event instead of the worker. Its Message-ID is fixed
 * here: every attempt sends the same one. After the commit, call
 * `wakeMailWorkers()`.
 */
export async function enqueueMail<Kind extends MailKind>(
  tx: Transaction,
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
}

// The workers running in this process: a commit wakes them at once instead of at the next poll.
const wakers = new Set<() => void>();

export function onMailEnqueued(wake: () => void): () => void {
  wakers.add(wake);
  return () => wakers.delete(wake);
}

/**
 * Called by an event's service once its transaction has committed: this
 * process's workers look for due messages now instead of at the next poll.
 */
export function wakeMailWorkers(): void {
  for (const wake of wakers) wake();
}
