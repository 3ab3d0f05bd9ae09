import { asc, eq } from "drizzle-orm";
import { ratesLess } from "#app/domain/invoices/invoice-amounts.ts";
import type { EarlierInvoice } from "#app/domain/invoices/invoice-builders.ts";
import type { InvoiceDocument } from "#app/domain/invoices/invoice-document.ts";
import type { DueLedgerEntry } from "#app/domain/invoices/invoices-due.ts";
import { orderVatSplit as splitOfOrder } from "#app/domain/vat/vat-job-lines.ts";
import type { StoredVatSplit } from "#app/domain/vat/vat-split.ts";
import * as schema from "#db/schema.ts";
import type { Database, Transaction } from "../platform/db.server.ts";

// What an order's invoices are made from (docs/product/invoices.md): the
// order's row, its VAT split (or the all-22 % split of its lines when none was
// kept), its payment ledger and the invoices issued before.

export type InvoiceOrderRow = typeof schema.orders.$inferSelect;

export interface IssuedInvoiceRow {
  id: number;
  type: InvoiceDocument["type"];
  number: string;
  issuedOn: string;
  paymentId: number | null;
  creditsInvoiceId: number | null;
  totalCents: number;
  xmlFileName: string;
  document: InvoiceDocument;
}

/** The order, locked for the issuing transaction when `lock` is set; null when there is none. */
export async function invoiceOrder(
  tx: Database | Transaction,
  orderId: number,
  lock = false,
): Promise<InvoiceOrderRow | null> {
  const query = tx.select().from(schema.orders).where(eq(schema.orders.id, orderId));
  const [order] = lock ? await query.for("update") : await query;
  return order ?? null;
}

/** The split the invoices follow: the order's, as every page reads it (docs/product/vat.md). */
export async function orderVatSplit(
  tx: Database | Transaction,
  order: InvoiceOrderRow,
): Promise<StoredVatSplit> {
  const items = await tx
    .select()
    .from(schema.orderItems)
    .where(eq(schema.orderItems.orderId, order.id))
    .orderBy(asc(schema.orderItems.id));
  return splitOfOrder(order.vatSplit, order.totalCents, items);
}

/** Whether the order keeps instalments: then its checkout charge, if any, is a ledger row of its own. */
export async function orderHasInstalments(tx: Database | Transaction, orderId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: schema.orderInstalments.id })
    .from(schema.orderInstalments)
    .where(eq(schema.orderInstalments.orderId, orderId))
    .limit(1);
  return row !== undefined;
}

export async function ledgerEntries(tx: Database | Transaction, orderId: number): Promise<DueLedgerEntry[]> {
  const payments = schema.orderPayments;
  return tx
    .select({
      id: payments.id,
      kind: payments.kind,
      amountCents: payments.amountCents,
      reversesPaymentId: payments.reversesPaymentId,
      instalmentId: payments.instalmentId,
      receivedOn: payments.receivedOn,
      method: payments.method,
    })
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(asc(payments.id));
}

export async function orderInvoiceRows(
  tx: Database | Transaction,
  orderId: number,
): Promise<IssuedInvoiceRow[]> {
  const invoices = schema.invoices;
  return tx
    .select({
      id: invoices.id,
      type: invoices.type,
      number: invoices.number,
      issuedOn: invoices.issuedOn,
      paymentId: invoices.paymentId,
      creditsInvoiceId: invoices.creditsInvoiceId,
      totalCents: invoices.totalCents,
      xmlFileName: invoices.xmlFileName,
      document: invoices.document,
    })
    .from(invoices)
    .where(eq(invoices.orderId, orderId))
    .orderBy(asc(invoices.year), asc(invoices.progressive));
}

/** An invoice as the next document needs it: its rates less the credit notes issued on it. */
export function asEarlier(invoice: IssuedInvoiceRow, all: readonly IssuedInvoiceRow[]): EarlierInvoice {
  const credits = all.filter((other) => other.type === "TD04" && other.creditsInvoiceId === invoice.id);
  return {
    number: invoice.number,
    issuedOn: invoice.issuedOn,
    rates: ratesLess(
      invoice.document.rates,
      credits.flatMap((credit) => credit.document.rates),
    ),
  };
}

/** The acconti issued on the order, each less its credit notes, oldest first. */
export function accontiOf(all: readonly IssuedInvoiceRow[]): EarlierInvoice[] {
  return all.filter((invoice) => invoice.type === "TD02").map((invoice) => asEarlier(invoice, all));
}
