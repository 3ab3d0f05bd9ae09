import { asc, count, desc, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import { staffInvoicePdfPath } from "#app/domain/invoices/invoice-paths.ts";
import type { RecordMail, StaffMailOverview } from "#app/domain/mail/mail-status.ts";
import { offerVersionPdfPath } from "#app/domain/offers/offer-paths.ts";
import { purchaseOrderFilePath } from "#app/domain/purchasing/purchasing-paths.ts";
import { refuse } from "#app/domain/refusal.ts";
import * as schema from "#db/schema.ts";
import type { Database } from "../platform/db.server.ts";
import { recordAudit } from "../staff/audit.server.ts";
import { requeueFailedMail } from "./outbox.server.ts";
import { type MailAttachment, renderStoredMail } from "./templates.server.ts";

// The back office's view of the outbox (/gestione/posta, docs/product/mail.md#retries-and-failed-messages):
// the messages the worker gave up on, and staff's "Riprova", audited.

const { mailOutbox } = schema;
const FAILED_SHOWN = 100;

export async function staffMailOverview(db: Database): Promise<StaffMailOverview> {
  const [failed, [pending]] = await Promise.all([
    db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.status, "failed"))
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(FAILED_SHOWN),
    db.select({ value: count() }).from(mailOutbox).where(eq(mailOutbox.status, "pending")),
  ]);
  return {
    failed: failed.map((row) => ({
      id: row.id,
      kind: row.kind,
      recipient: row.recipient,
      subject: subjectOf(row),
      status: row.status,
      attempts: row.attempts,
      lastError: row.lastError,
      createdAt: row.createdAt.toISOString(),
    })),
    pendingCount: pending?.value ?? 0,
  };
}

const UNREADABLE_SUBJECT = "(messaggio non leggibile)";

/** The message as it was sent; null for one whose facts no longer render. */
function renderedOrNull(row: typeof mailOutbox.$inferSelect) {
  try {
    return renderStoredMail(row.kind, row.params, (path) => path);
  } catch {
    return null;
  }
}

/** The subject as it was sent; a message whose facts no longer render says so instead. */
function subjectOf(row: typeof mailOutbox.$inferSelect): string {
  return renderedOrNull(row)?.subject ?? UNREADABLE_SUBJECT;
}

/**
 * Puts a failed message back in the queue with a fresh count of attempts:
 * same Message-ID, sent at once. Not found when missing, a conflict when it is not failed
 * (already retried by someone else, or sent).
 */
export async function retryFailedMail(db: Database, actor: { id: number }, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: mailOutbox.status, attempts: mailOutbox.attempts })
      .from(mailOutbox)
      .where(eq(mailOutbox.id, id))
      .for("update");
    if (!row) throw refuse.notFound("Messaggio non trovato");
    if (row.status !== "failed")
      throw refuse.conflict("Il messaggio non è più tra quelli non inviati: ricarica la pagina");
    await requeueFailedMail(tx, id);
    await recordAudit(tx, {
      actorId: actor.id,
      action: "mail.retry",
      objectType: "mail",
      objectId: id,
      before: { status: "failed", attempts: row.attempts },
      after: { status: "pending", attempts: 0 },
    });
  });
}

function attachmentLink(file: MailAttachment): { label: string; href: string } {
  if (file.document === "purchase-order") {
    return {
      label: `Ordine fornitore ${file.number} (${file.format.toUpperCase()})`,
      href: purchaseOrderFilePath(file.number, file.format),
    };
  }
  if (file.document === "offer-version") {
    return {
      label: `Offerta ${file.offerNumber}, versione ${file.versionNumber} (PDF)`,
      href: offerVersionPdfPath(file.offerNumber, file.versionNumber, "staff"),
    };
  }
  if (file.document === "invoice") {
    return { label: `Fattura ${file.number} (PDF)`, href: staffInvoicePdfPath(file.id) };
  }
  return file.document === "quote"
    ? { label: "Preventivo (PDF)", href: `/preventivi/${file.id}/pdf` }
    : { label: "Conferma d'ordine (PDF)", href: `/orders/${file.id}/pdf` };
}

/**
 * The messages sent about some quote requests, orders, leads and offers (a job's, one
 * request's or order's), oldest first: when, to whom, the subject as sent,
 * where it stands, and the documents it carried.
 */
export async function mailsAbout(
  db: Database,
  about: {
    quoteIds: readonly number[];
    orderIds: readonly number[];
    leadIds: readonly number[];
    offerIds?: readonly number[];
  },
): Promise<RecordMail[]> {
  const keyIn = (key: string, ids: readonly number[]): SQL[] =>
    ids.length === 0 ? [] : [inArray(sql`(${mailOutbox.params}->>${key})::int`, [...ids])];
  const conditions = [
    ...keyIn("quoteId", about.quoteIds),
    ...keyIn("orderId", about.orderIds),
    ...keyIn("leadId", about.leadIds),
    ...keyIn("offerId", about.offerIds ?? []),
  ];
  if (conditions.length === 0) return [];
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(or(...conditions))
    .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id));
  return rows.map((row) => {
    const rendered = renderedOrNull(row);
    return {
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      sentAt: row.sentAt?.toISOString() ?? null,
      recipient: row.recipient,
      subject: rendered?.subject ?? UNREADABLE_SUBJECT,
      status: row.status,
      attachments: (rendered?.attachments ?? []).map(attachmentLink),
    };
  });
}
