import { and, asc, eq, inArray, ne } from "drizzle-orm";
import { documentPrefixes } from "#app/domain/documents/document-number.ts";
import { type DeliveryNoteDocument, purchasingFileName } from "#app/domain/documents/purchasing-documents.ts";
import { type DeliveryNoteInput, transportReasonLabels } from "#app/domain/purchasing/delivery-note-form.ts";
import { deliveryNoteLine, orderItemPosition } from "#app/domain/purchasing/goods-lines.ts";
import { refuse } from "#app/domain/refusal.ts";
import * as schema from "#db/schema.ts";
import { nextDocumentNumber } from "../documents/document-numbers.server.ts";
import type { PdfRenderer } from "../documents/pdf-render-pool.server.ts";
import type { Database, Transaction } from "../platform/db.server.ts";
import { recordAudit } from "../staff/audit.server.ts";
import type { PurchasingFile } from "./purchase-order-files.server.ts";

// The delivery note (DDT) of an order's delivery (docs/product/production.md#delivery-notes):
// numbered DDT-yyyy-nnnnnn, and frozen when it is issued — the recipient, the
// destination and the lines are copied into its row, so it prints the same
// however the order changes afterwards. Nothing edits a delivery note.

const { deliveryNotes, orders, orderItems, appointments } = schema;

type Actor = { id: number };
type OrderRow = typeof orders.$inferSelect;

/** The delivery and fitting appointments of the order a note may go with (not the cancelled ones). */
export function deliveryAppointmentsOf(db: Database, orderId: number) {
  return db
    .select({
      id: appointments.id,
      kind: appointments.kind,
      startsAt: appointments.startsAt,
      siteAddress: appointments.siteAddress,
    })
    .from(appointments)
    .where(
      and(
        eq(appointments.orderId, orderId),
        inArray(appointments.kind, ["consegna", "posa"]),
        ne(appointments.status, "annullato"),
      ),
    )
    .orderBy(asc(appointments.startsAt));
}

/** Whom the goods go to, as the invoice data name them when the customer gave them. */
function recipientOf(order: OrderRow): DeliveryNoteDocument["recipient"] {
  const company = order.invoiceType === "azienda" ? order.invoiceCompanyName : null;
  const codes = [
    order.invoiceFiscalCode ? `C.F. ${order.invoiceFiscalCode}` : null,
    order.invoiceVatNumber ? `P.IVA ${order.invoiceVatNumber}` : null,
  ].filter(Boolean);
  return {
    name: company || order.shippingName,
    address: order.billingAddress,
    fiscalCode: codes.join(" · "),
  };
}

function shippingAddressOf(order: OrderRow): string {
  const province = order.shippingProvince ? ` (${order.shippingProvince})` : "";
  return `${order.shippingAddress}, ${order.shippingPostalCode} ${order.shippingCity}${province}`;
}

async function frozenLines(tx: Transaction, orderId: number) {
  const items = await tx
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  return items.map((item) => deliveryNoteLine(orderItemPosition(item)));
}

/**
 * Issues the order's delivery note from its form, as deliveryNoteFormSchema
 * read it; an appointment of another order is refused beside its field, and
 * nothing is saved.
 */
export function issueDeliveryNote(
  db: Database,
  actor: Actor,
  orderId: number,
  form: DeliveryNoteInput,
): Promise<string> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
    if (!order) throw refuse.notFound("Ordine non trovato");
    let destination = shippingAddressOf(order);
    if (form.appointmentId !== null) {
      const appointment = (await deliveryAppointmentsOf(tx, orderId)).find(
        ({ id }) => id === form.appointmentId,
      );
      const message = "Scegli una consegna o una posa di questo ordine";
      if (!appointment) throw refuse.invalid(message, { fields: { appointmentId: message } });
      destination = appointment.siteAddress || destination;
    }
    const number = await nextDocumentNumber(tx, documentPrefixes.deliveryNote);
    const values = {
      number,
      orderId,
      appointmentId: form.appointmentId,
      transportReason: transportReasonLabels[form.transportReason],
      transportStartsAt: form.transportStartsAt,
      packages: form.packages,
      recipient: recipientOf(order),
      destination,
      lines: await frozenLines(tx, orderId),
      createdBy: actor.id,
    };
    const [row] = await tx.insert(deliveryNotes).values(values).returning({ id: deliveryNotes.id });
    if (!row) throw new Error("delivery note insert returned no row");
    await recordAudit(tx, {
      actorId: actor.id,
      action: "delivery-note.create",
      objectType: "delivery-note",
      objectId: row.id,
      before: null,
      after: { ...values, transportStartsAt: values.transportStartsAt.toISOString() },
    });
    return number;
  });
}

/** The delivery note by its number, as it was issued; a missing one is refused as not found. */
export async function deliveryNoteDocument(db: Database, number: string): Promise<DeliveryNoteDocument> {
  const [found] = await db
    .select({ note: deliveryNotes, orderNumber: orders.number })
    .from(deliveryNotes)
    .innerJoin(orders, eq(deliveryNotes.orderId, orders.id))
    .where(eq(deliveryNotes.number, number));
  if (!found) throw refuse.notFound("Documento di trasporto non trovato");
  const { note } = found;
  return {
    kind: "delivery-note",
    number: note.number,
    title: `Documento di trasporto ${note.number}`,
    issuedAt: note.createdAt.toISOString(),
    orderNumber: found.orderNumber,
    recipient: note.recipient,
    destination: note.destination,
    transportReason: note.transportReason,
    transportStartsAt: note.transportStartsAt.toISOString(),
    packages: note.packages,
    lines: note.lines,
  };
}

/** The delivery note's PDF, from the render pool (refused when its queue is full). */
export async function deliveryNoteFile(
  db: Database,
  renderer: PdfRenderer,
  number: string,
): Promise<PurchasingFile> {
  const document = await deliveryNoteDocument(db, number);
  const pdf = await renderer.tryRender(document);
  return {
    filename: purchasingFileName(document, "pdf"),
    content: Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength),
    contentType: "application/pdf",
  };
}
