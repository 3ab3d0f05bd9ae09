import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, gte, lt } from "drizzle-orm";
import {
  buildAccontoInvoice,
  buildFinalInvoice,
  creditableCents,
} from "#app/domain/invoices/invoice-builders.ts";
import { invoiceBuyerOf, PRIVATE_RECIPIENT_CODE } from "#app/domain/invoices/invoice-buyer.ts";
import { shopSeller } from "#app/domain/invoices/invoice-document.ts";
import { invoiceDocumentTypeLabels } from "#app/domain/invoices/invoice-kinds.ts";
import type {
  IssuedInvoiceSummary,
  MonthInvoiceRow,
  OrderInvoicesView,
} from "#app/domain/invoices/invoice-views.ts";
import { creditNotesAdvised, invoicesDue, withCheckoutCharge } from "#app/domain/invoices/invoices-due.ts";
import { shopCalendarDay } from "#app/domain/italian-formats/dates.ts";
import * as schema from "#db/schema.ts";
import type { Database } from "../platform/db.server.ts";
import {
  accontiOf,
  asEarlier,
  invoiceOrder,
  ledgerEntries,
  orderHasInstalments,
  orderInvoiceRows,
  orderVatSplit,
} from "./invoice-records.server.ts";

// What the pages show of invoices (docs/product/invoices.md#back-office): on
// an order, the invoices due with their deadline and a preview of the exact
// document «Emetti» will issue (only the number is drawn at issue), and the
// issued ones with their files; the month's list; the customer's own.

const PREVIEW_NUMBERING = { number: "da assegnare", issuedOn: "", sdiProgressive: "" };

export async function orderInvoicesView(
  db: Database,
  orderId: number,
  now = new Date(),
): Promise<OrderInvoicesView | null> {
  const order = await invoiceOrder(db, orderId);
  if (!order) return null;
  const [entries, invoices, split, hasInstalments] = await Promise.all([
    ledgerEntries(db, orderId),
    orderInvoiceRows(db, orderId),
    orderVatSplit(db, order),
    orderHasInstalments(db, orderId),
  ]);
  const { buyer, missing } = invoiceBuyerOf(order);
  const numbering = { ...PREVIEW_NUMBERING, issuedOn: shopCalendarDay(now) };
  const facts = buyer && {
    orderNumber: order.number,
    split,
    seller: shopSeller(),
    buyer,
    residentialDeclared: order.residentialDeclared,
    workKind: order.workKind,
    iban: order.paymentIban ?? "",
  };
  const issued = invoices.map((invoice) => ({
    id: invoice.id,
    type: invoice.type,
    label: invoiceDocumentTypeLabels[invoice.type],
    number: invoice.number,
    issuedOn: invoice.issuedOn,
    totalCents: invoice.totalCents,
    creditableCents: invoice.type === "TD04" ? 0 : creditableCents(asEarlier(invoice, invoices)),
    xmlFileName: invoice.xmlFileName,
  }));
  const due =
    order.status === "cancelled"
      ? []
      : invoicesDue(withCheckoutCharge(entries, order, hasInstalments), invoices, order.totalCents);
  return {
    due: due.map((item) => ({
      ...item,
      label: invoiceDocumentTypeLabels[item.type],
      preview: facts
        ? (item.type === "TD01" ? buildFinalInvoice : buildAccontoInvoice)(
            facts,
            numbering,
            item.payments,
            accontiOf(invoices),
          )
        : null,
    })),
    issued,
    creditsAdvised: creditNotesAdvised(
      entries,
      issued.map((summary, index) => ({ ...summary, paymentId: invoices[index]?.paymentId ?? null })),
    ),
    missing,
    issueKey: randomUUID(),
    creditKey: randomUUID(),
  };
}

/** "2026-12" → its first day and the next month's. */
export function monthBounds(month: string): { from: string; to: string } {
  const [year, monthNumber] = month.split("-").map(Number) as [number, number];
  const next = monthNumber === 12 ? `${year + 1}-01` : `${year}-${String(monthNumber + 1).padStart(2, "0")}`;
  return { from: `${month}-01`, to: `${next}-01` };
}

/** The invoices issued in a month ("yyyy-MM"), in number order. */
export async function monthInvoices(db: Database, month: string): Promise<MonthInvoiceRow[]> {
  const { from, to } = monthBounds(month);
  const { invoices, orders } = schema;
  const rows = await db
    .select({ invoice: invoices, orderNumber: orders.number })
    .from(invoices)
    .innerJoin(orders, eq(invoices.orderId, orders.id))
    .where(and(gte(invoices.issuedOn, from), lt(invoices.issuedOn, to)))
    .orderBy(asc(invoices.year), asc(invoices.progressive));
  return rows.map(({ invoice, orderNumber }) => ({
    id: invoice.id,
    type: invoice.type,
    label: invoiceDocumentTypeLabels[invoice.type],
    number: invoice.number,
    issuedOn: invoice.issuedOn,
    totalCents: invoice.totalCents,
    creditableCents: 0,
    xmlFileName: invoice.xmlFileName,
    orderId: invoice.orderId,
    orderNumber,
    buyerName: invoice.document.buyer.name,
    recipientCode: invoice.document.buyer.recipientCode ?? PRIVATE_RECIPIENT_CODE,
  }));
}

/** The month's XML files, for the ZIP. */
export async function monthInvoiceXml(db: Database, month: string): Promise<{ name: string; xml: string }[]> {
  const { from, to } = monthBounds(month);
  const rows = await db
    .select({ name: schema.invoices.xmlFileName, xml: schema.invoices.xml })
    .from(schema.invoices)
    .where(and(gte(schema.invoices.issuedOn, from), lt(schema.invoices.issuedOn, to)))
    .orderBy(asc(schema.invoices.year), asc(schema.invoices.progressive));
  return rows;
}

/** The months that have invoices, newest first ("yyyy-MM"). */
export async function invoiceMonths(db: Database): Promise<string[]> {
  const rows = await db
    .selectDistinct({ issuedOn: schema.invoices.issuedOn })
    .from(schema.invoices)
    .orderBy(desc(schema.invoices.issuedOn));
  return [...new Set(rows.map((row) => row.issuedOn.slice(0, 7)))];
}

/** The invoices of a customer's own order, newest last; none for another's. */
export async function customerOrderInvoices(
  db: Database,
  userId: number,
  orderId: number,
): Promise<IssuedInvoiceSummary[]> {
  const order = await invoiceOrder(db, orderId);
  if (!order || order.userId !== userId) return [];
  const invoices = await orderInvoiceRows(db, orderId);
  return invoices.map((invoice) => ({
    id: invoice.id,
    type: invoice.type,
    label: invoiceDocumentTypeLabels[invoice.type],
    number: invoice.number,
    issuedOn: invoice.issuedOn,
    totalCents: invoice.totalCents,
    creditableCents: 0,
    xmlFileName: invoice.xmlFileName,
  }));
}
