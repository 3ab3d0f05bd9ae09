import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import { salesDocumentFileName } from "#app/domain/documents/sales-document.ts";
import * as schema from "#db/schema.ts";
import { renderInvitation } from "../appointments/appointment-invitation.server.ts";
import { documentPdf, type PdfSource } from "../documents/document-pdfs.server.ts";
import { type PdfRenderer, sharedPdfRenderer } from "../documents/pdf-render-pool.server.ts";
import { orderDocument, quoteDocument } from "../documents/sales-documents.server.ts";
import { invoicePdfFile } from "../invoices/invoice-files.server.ts";
import { offerVersionSalesDocument } from "../offers/offer-version-document.server.ts";
import type { Database } from "../platform/db.server.ts";
import { purchaseOrderFile } from "../purchasing/purchase-order-files.server.ts";
import { renderMailBody } from "./mail-layout.server.ts";
import type { InvitationReference } from "./mail-template.server.ts";
import { onMailEnqueued } from "./outbox.server.ts";
import { isMailKind, type MailAttachment, mailAudience, renderStoredMail } from "./templates.server.ts";
import type { MailTransport, OutgoingMail } from "./transports.server.ts";

// The outbox's worker (ADR 017): one runs in every app process. It claims due
// messages with FOR UPDATE SKIP LOCKED, so instances sharing PostgreSQL never
// claim the same one, and leases each for `leaseMs` by moving its next attempt
// forward: a message whose sender dies mid-send is due again once the lease
// runs out, and goes out again with the same Message-ID (at-least-once).

export interface MailSettings {
  /** PUBLIC_URL: every link in a message is absolute. */
  publicUrl: string;
  /** SHOP_EMAIL: where the shop's own messages go. */
  shopEmail: string;
  /** MAIL_FROM: the From header. */
  from: string;
  /** QUOTE_VALIDITY_DAYS: the validity an attached quote states (docs/product/documents.md#validity-of-a-quote). */
  quoteValidityDays: number;
}

export interface MailWorkerOptions extends MailSettings {
  db: Database;
  transport: MailTransport;
  /** How often to look for due messages besides the wake-up after an enqueue. */
  pollMs?: number;
  /** How long a claimed message is this worker's; keep it above the transport's timeouts. */
  leaseMs?: number;
  /** The first retry's delay; each further one doubles it, up to an hour. */
  retryBaseMs?: number;
  /** Attempts before a message is marked failed for staff to retry. */
  maxAttempts?: number;
  log?: (line: Record<string, unknown>) => void;
  /** Renders the attached PDFs; the process's pool unless given (docs/decisions/026-pdf-render-pool.md). */
  pdfRenderer?: PdfRenderer;
}

export interface MailWorker {
  /** Looks for due messages now. */
  wake(): void;
  /** Finishes the message in hand, then stops. */
  stop(): Promise<void>;
}

export const MAIL_DEFAULTS = { pollMs: 1000, leaseMs: 120_000, retryBaseMs: 30_000, maxAttempts: 8 };
const MAX_RETRY_DELAY_MS = 3_600_000;
const BATCH_SIZE = 5;

type PdfAttachment = Exclude<MailAttachment, InvitationReference>;
const isInvitation = (item: MailAttachment): item is InvitationReference =>
  item.document === "appointment-invitation";

type ClaimedMail = Pick<
  typeof schema.mailOutbox.$inferSelect,
  "id" | "kind" | "messageId" | "recipient" | "params" | "attempts"
>;

const { mailOutbox } = schema;

export function startMailWorker(options: MailWorkerOptions): MailWorker {
  const settings = {
    ...options,
    pollMs: options.pollMs ?? MAIL_DEFAULTS.pollMs,
    leaseMs: options.leaseMs ?? MAIL_DEFAULTS.leaseMs,
    retryBaseMs: options.retryBaseMs ?? MAIL_DEFAULTS.retryBaseMs,
    maxAttempts: options.maxAttempts ?? MAIL_DEFAULTS.maxAttempts,
    pdfRenderer: options.pdfRenderer ?? sharedPdfRenderer(),
  };
  const log = options.log ?? ((line) => console.log(JSON.stringify(line)));
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let wokenWhileRunning = false;

  const schedule = (delayMs: number) => {
    clearTimeout(timer);
    if (!stopped) timer = setTimeout(run, delayMs);
  };

  function run() {
    if (stopped) return;
    if (running) {
      wokenWhileRunning = true;
      return;
    }
    clearTimeout(timer);
    running = (async () => {
      let more = true;
      while (more && !stopped) {
        wokenWhileRunning = false;
        const claimed = await claimDue(settings.db, settings.leaseMs).catch((error) => {
          log({ level: "error", msg: "mail claim failed", error: String(error) });
          return [];
        });
        for (const mail of claimed) await deliver(settings, log, mail);
        more = claimed.length === BATCH_SIZE || wokenWhileRunning;
      }
    })().finally(() => {
      running = null;
      schedule(settings.pollMs);
    });
  }

  const unsubscribe = onMailEnqueued(run);
  schedule(0);
  return {
    wake: run,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      unsubscribe();
      await running;
      options.transport.close();
    },
  };
}

/** Claims up to a batch of due messages for this worker; rows another instance holds are skipped. */
async function claimDue(db: Database, leaseMs: number): Promise<ClaimedMail[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, "pending"), lte(mailOutbox.nextAttemptAt, sql`now()`)))
    .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
    .limit(BATCH_SIZE)
    .for("update", { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({
      attempts: sql`${mailOutbox.attempts} + 1`,
      nextAttemptAt: sql`now() + ${leaseMs} * interval '1 millisecond'`,
    })
    .where(inArray(mailOutbox.id, due))
    .returning({
      id: mailOutbox.id,
      kind: mailOutbox.kind,
      messageId: mailOutbox.messageId,
      recipient: mailOutbox.recipient,
      params: mailOutbox.params,
      attempts: mailOutbox.attempts,
    });
}

async function deliver(
  settings: Required<Omit<MailWorkerOptions, "log">>,
  log: (line: Record<string, unknown>) => void,
  mail: ClaimedMail,
) {
  const facts = { kind: mail.kind, messageId: mail.messageId, attempt: mail.attempts };
  try {
    await settings.transport.send(await composeMail(settings, mail));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const failed = mail.attempts >= settings.maxAttempts;
    const delayMs = Math.min(settings.retryBaseMs * 2 ** (mail.attempts - 1), MAX_RETRY_DELAY_MS);
    await settings.db
      .update(mailOutbox)
      .set(
        failed
          ? { status: "failed", lastError: message }
          : { lastError: message, nextAttemptAt: sql`now() + ${delayMs} * interval '1 millisecond'` },
      )
      .where(and(eq(mailOutbox.id, mail.id), eq(mailOutbox.status, "pending")))
      .catch(() => {});
    log({
      level: failed ? "error" : "warn",
      msg: failed ? "mail failed" : "mail retry",
      ...facts,
      error: message,
    });
    return;
  }
  await settings.db
    .update(mailOutbox)
    .set({ status: "sent", sentAt: sql`now()`, lastError: null })
    .where(eq(mailOutbox.id, mail.id))
    // Sent but not recorded (the database went away): the lease runs out and it goes again, same Message-ID.
    .catch(() => {});
  log({ level: "info", msg: "mail sent", ...facts });
}

/** The whole message: template, recipient, headers and the PDFs rendered now. */
export async function composeMail(
  settings: MailSettings & { db: Database; pdfRenderer: PdfRenderer },
  mail: Pick<ClaimedMail, "kind" | "params" | "recipient" | "messageId">,
): Promise<OutgoingMail> {
  const rendered = renderStoredMail(mail.kind, mail.params, (path) => new URL(path, settings.publicUrl).href);
  const body = renderMailBody(rendered.body);
  const to = mail.recipient ?? settings.shopEmail;
  const pdfs = rendered.attachments.filter((item): item is PdfAttachment => !isInvitation(item));
  const invitation = rendered.attachments.find(isInvitation);
  return {
    from: settings.from,
    to,
    // MAIL_FROM is usually a no-reply address: a customer's answer goes to the office.
    ...(isMailKind(mail.kind) && mailAudience(mail.kind) === "cliente"
      ? { replyTo: settings.shopEmail }
      : {}),
    subject: rendered.subject,
    html: body.html,
    text: body.text,
    messageId: `<${mail.messageId}>`,
    attachments: await Promise.all(pdfs.map((item) => pdfAttachment(settings, item))),
    // A calendar invitation goes as the message's text/calendar part (method=REQUEST or CANCEL).
    ...(invitation ? { icalEvent: await renderInvitation(settings.db, invitation, to) } : {}),
  };
}

// The documents are the ones a staff member would download now (docs/product/documents.md).
const systemViewer = { id: 0, role: "admin" } as const;

/**
 * A message's PDF, from the render pool: the worker waits for a free thread
 * rather than fail when downloads keep the pool busy, and an issued offer is
 * attached exactly as stored (docs/product/documents.md#issued-documents).
 */
async function pdfAttachment(
  {
    db,
    pdfRenderer,
    quoteValidityDays,
  }: { db: Database; pdfRenderer: PdfRenderer; quoteValidityDays: number },
  attachment: PdfAttachment,
) {
  if (attachment.document === "purchase-order")
    return purchaseOrderFile(db, pdfRenderer, { id: attachment.id }, attachment.format, { wait: true });
  if (attachment.document === "invoice")
    return invoicePdfFile(db, pdfRenderer, attachment.id, { wait: true });
  const source = await attachedSource(db, quoteValidityDays, attachment);
  const pdf = await documentPdf(db, pdfRenderer, source, { wait: true });
  const content = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  return { filename: salesDocumentFileName(source.document), content, contentType: "application/pdf" };
}

/** The attached document with what keys its file: an offer's version by its row (an issued document). */
async function attachedSource(
  db: Database,
  quoteValidityDays: number,
  attachment: Exclude<PdfAttachment, { document: "purchase-order" | "invoice" }>,
): Promise<PdfSource> {
  const { id } = attachment;
  if (attachment.document === "offer-version") {
    const source = await offerVersionSalesDocument(
      db,
      systemViewer,
      attachment.offerNumber,
      attachment.versionNumber,
    );
    if (source.id !== id) throw new Error(`offer version ${id} is no longer ${attachment.offerNumber}`);
    return source;
  }
  const document =
    attachment.document === "quote"
      ? await quoteDocument(db, systemViewer, id, quoteValidityDays)
      : await orderDocument(db, systemViewer, id);
  return { kind: attachment.document, id, document };
}
