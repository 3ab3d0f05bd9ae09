import { and, eq, gt, sql } from "drizzle-orm";
import { fatturaPaXml } from "#app/domain/invoices/fattura-pa-xml.ts";
import type { InvoiceNumbering } from "#app/domain/invoices/invoice-builders.ts";
import type { InvoiceDocument } from "#app/domain/invoices/invoice-document.ts";
import {
  formatInvoiceNumber,
  invoiceXmlFileName,
  sdiProgressive,
} from "#app/domain/invoices/invoice-numbers.ts";
import { readFatturaAmounts, sdiSumsProblems } from "#app/domain/invoices/sdi-checks.ts";
import { refuse } from "#app/domain/refusal.ts";
import * as schema from "#db/schema.ts";
import { isVerifiedAccountEmail } from "../accounts/account-email.server.ts";
import { enqueueMail } from "../mail/outbox.server.ts";
import type { Database, Transaction } from "../platform/db.server.ts";
import { recordAudit } from "../staff/audit.server.ts";
import type { InvoiceOrderRow } from "./invoice-records.server.ts";

// Numbering and storing an invoice (docs/product/invoices.md#numbers): the
// year's counter row is incremented in the issuing transaction, so it stays
// locked until the invoice commits or rolls back; two instances issuing at
// once take turns and a number is never skipped or used twice. The stored
// document and XML never change afterwards.

/** The next number of the year, drawn under the counter row's lock held until `tx` ends. */
export async function drawInvoiceNumber(
  tx: Transaction,
  issuedOn: string,
): Promise<InvoiceNumbering & { year: number; progressive: number }> {
  const year = Number(issuedOn.slice(0, 4));
  const [row] = await tx
    .insert(schema.invoiceCounters)
    .values({ year, lastProgressive: 1 })
    .onConflictDoUpdate({
      target: schema.invoiceCounters.year,
      set: { lastProgressive: sql`${schema.invoiceCounters.lastProgressive} + 1` },
    })
    .returning({ progressive: schema.invoiceCounters.lastProgressive });
  const progressive = row?.progressive ?? 1;
  return {
    year,
    progressive,
    number: formatInvoiceNumber(year, progressive),
    issuedOn,
    sdiProgressive: sdiProgressive(year, progressive),
  };
}

export const SDI_CHECK_FAILED =
  "La fattura non supera i controlli del Sistema di Interscambio e non è stata emessa";

/** Stores the issued document with its XML, audits it and e-mails it to the customer, all in `tx`. */
export async function storeInvoice(
  tx: Transaction,
  actor: { id: number },
  order: InvoiceOrderRow,
  issued: { year: number; progressive: number; document: InvoiceDocument },
  links: { paymentId: number | null; creditsInvoiceId: number | null; idempotencyKey: string | null },
): Promise<{ id: number }> {
  const { document } = issued;
  const xml = fatturaPaXml(document);
  // The last guard: a file the SDI would refuse is never numbered (the transaction rolls back).
  const problems = sdiSumsProblems(readFatturaAmounts(xml));
  if (problems.length > 0) throw refuse.conflict(`${SDI_CHECK_FAILED}: ${problems.join(" ")}`);
  const [stored] = await tx
    .insert(schema.invoices)
    .values({
      year: issued.year,
      progressive: issued.progressive,
      number: document.number,
      type: document.type,
      orderId: order.id,
      paymentId: links.paymentId,
      creditsInvoiceId: links.creditsInvoiceId,
      issuedOn: document.issuedOn,
      issuedBy: actor.id,
      document,
      totalCents: document.totalCents,
      xml,
      xmlFileName: invoiceXmlFileName(document.seller.vatNumber, document.sdiProgressive),
      idempotencyKey: links.idempotencyKey,
    })
    .returning({ id: schema.invoices.id });
  if (!stored) throw new Error("invoice not stored");
  await recordAudit(tx, {
    actorId: actor.id,
    action: "invoice.issued",
    objectType: "order",
    objectId: order.id,
    before: null,
    after: {
      invoiceId: stored.id,
      type: document.type,
      number: document.number,
      totalCents: document.totalCents,
      ...links,
    },
  });
  const confirmed = await isVerifiedAccountEmail(tx, order.userId, order.shippingEmail);
  await enqueueMail(
    tx,
    "invoice-issued",
    { to: order.shippingEmail },
    {
      invoiceId: stored.id,
      number: document.number,
      type: document.type,
      orderId: order.id,
      orderNumber: order.number,
      totalCents: document.totalCents,
      name: confirmed ? order.shippingName : null,
      withPdf: confirmed,
    },
  );
  return stored;
}

/** The invoice an idempotency key already issued on this order, if any. */
export async function invoiceByKey(
  db: Database | Transaction,
  orderId: number,
  key: string | null,
): Promise<{ id: number; number: string } | null> {
  if (!key) return null;
  const [found] = await db
    .select({ id: schema.invoices.id, number: schema.invoices.number })
    .from(schema.invoices)
    .where(and(eq(schema.invoices.idempotencyKey, key), eq(schema.invoices.orderId, orderId)));
  return found ?? null;
}

/**
 * Asks the customer for the invoice data that is missing, at most once a day
 * per order (a refused «Emetti» pressed twice writes one message).
 */
export async function requestInvoiceData(
  db: Database,
  order: InvoiceOrderRow,
  missing: string[],
): Promise<void> {
  await db.transaction(async (tx) => {
    const [recent] = await tx
      .select({ id: schema.mailOutbox.id })
      .from(schema.mailOutbox)
      .where(
        and(
          eq(schema.mailOutbox.kind, "invoice-data-request"),
          sql`${schema.mailOutbox.params}->>'orderId' = ${String(order.id)}`,
          gt(schema.mailOutbox.createdAt, sql`now() - interval '1 day'`),
        ),
      )
      .limit(1);
    if (recent) return;
    await enqueueMail(
      tx,
      "invoice-data-request",
      { to: order.shippingEmail },
      { orderId: order.id, orderNumber: order.number, missing },
    );
  });
}
