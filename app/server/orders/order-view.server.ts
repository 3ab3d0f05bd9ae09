import type { InvoiceData } from "#app/domain/cart-and-checkout/checkout-rules.ts";
import type { Order } from "#app/domain/orders/order.ts";
import { orderVatSplit } from "#app/domain/vat/vat-job-lines.ts";
import type * as schema from "#db/schema.ts";
import type { LineDrawer } from "../configurator/line-drawings.server.ts";
import { storedLineView } from "../configurator/line-kinds.server.ts";

// How a stored order reads on every page and in the API: its row and lines,
// each line's configuration parsed by its kind (docs/product/buying.md#orders).

/** An order row and its lines as every page shows them; each line's stored configuration parsed by its kind. */
export function toOrder(
  row: typeof schema.orders.$inferSelect,
  items: (typeof schema.orderItems.$inferSelect)[],
  drawLine: LineDrawer,
): Order {
  return {
    id: row.id,
    number: row.number,
    userId: row.userId,
    status: row.status,
    stage: row.stage,
    measurementsConfirmedAt: row.measurementsConfirmedAt?.toISOString() ?? null,
    totalCents: row.totalCents,
    vatSplit: orderVatSplit(row.vatSplit, row.totalCents, items),
    residentialDeclared: row.residentialDeclared,
    workKind: row.workKind,
    paymentMethod: row.paymentMethod,
    shippingName: row.shippingName,
    shippingEmail: row.shippingEmail,
    shippingPhone: row.shippingPhone,
    shippingAddress: row.shippingAddress,
    shippingCity: row.shippingCity,
    shippingPostalCode: row.shippingPostalCode,
    billingAddress: row.billingAddress,
    shippingStreet: row.shippingStreet,
    shippingHouseNumber: row.shippingHouseNumber,
    shippingProvince: row.shippingProvince,
    invoice: storedInvoice(row),
    taxDeduction: row.taxDeduction,
    paymentTerms: row.paymentTerms,
    paymentReference: row.paymentReference,
    paymentIban: row.paymentIban,
    withdrawalExclusionAcceptedAt: row.withdrawalExclusionAcceptedAt?.toISOString() ?? null,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    items: items.map((item) => ({
      id: item.id,
      productId: item.productId,
      productName: item.productName,
      ...storedLineView(item),
      roomLabel: item.roomLabel,
      // The total the order was placed with, never recomputed.
      lineTotalCents: item.lineTotalCents,
      sizesFinal: item.sizesFinal,
      services: item.services,
      drawing: drawLine(item),
      thermalTransmittance: drawLine.thermal(item),
    })),
  };
}

function storedInvoice(row: typeof schema.orders.$inferSelect): InvoiceData | null {
  if (row.invoiceType === "privato") return { type: "privato", fiscalCode: row.invoiceFiscalCode ?? "" };
  if (row.invoiceType === "azienda") {
    return {
      type: "azienda",
      companyName: row.invoiceCompanyName ?? "",
      vatNumber: row.invoiceVatNumber ?? "",
      sdiCode: row.invoiceSdiCode,
      pec: row.invoicePec,
    };
  }
  return null;
}
