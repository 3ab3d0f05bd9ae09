import { and, eq } from "drizzle-orm";
import type { Order } from "#app/domain/order.ts";
import { paymentMethodTitle } from "#app/domain/payment-methods.ts";
import type { PublicUser } from "#app/domain/public-user.ts";
import {
  DEFAULT_QUOTE_VALIDITY_DAYS,
  quoteValidUntil,
  type SalesDocument,
} from "#app/domain/sales-document.ts";
import { isStaffRole } from "#app/domain/staff-roles.ts";
import * as schema from "#db/schema.ts";
import type { Database } from "../db.server.ts";
import { HttpError } from "../http/responses.server.ts";
import { loadLineDrawer } from "../line-drawings.server.ts";
import { getOrder } from "../orders.server.ts";
import { quoteConfigurationView } from "../quotes.server.ts";
import { getStaffOrder } from "../staff-orders.server.ts";

// What goes into the shop's PDF documents (docs/product/documents.md): the
// owner and staff may have one; for anyone else it reads as missing (404).

type Viewer = Pick<PublicUser, "id" | "role">;

/** The order confirmation ("conferma d'ordine"), which is not a fiscal invoice. */
export async function orderDocument(db: Database, viewer: Viewer, orderId: number): Promise<SalesDocument> {
  const order: Order = isStaffRole(viewer.role)
    ? (await getStaffOrder(db, orderId)).order
    : await getOrder(db, viewer.id, orderId);
  const details = [{ label: "Pagamento", value: paymentMethodTitle(order.paymentMethod) }];
  if (order.billingAddress) details.push({ label: "Fatturazione", value: order.billingAddress });
  if (order.notes) details.push({ label: "Note", value: order.notes });
  return {
    kind: "order",
    title: `Conferma d'ordine ${order.number}`,
    issuedAt: order.createdAt,
    validUntil: null,
    customer: {
      name: order.shippingName,
      email: order.shippingEmail,
      phone: order.shippingPhone,
      address: [order.shippingAddress, `${order.shippingPostalCode} ${order.shippingCity}`.trim()].filter(
        Boolean,
      ),
    },
    lines: order.items.map((item) => ({
      productName: item.productName,
      summary: item.summary,
      drawing: item.drawing,
      unitPriceCents: item.unitPriceCents,
      quantity: item.quantity,
      lineTotalCents: item.lineTotalCents,
    })),
    offer: null,
    totalCents: order.totalCents,
    details,
  };
}

/** The quote ("preventivo"): the request's configuration and price, or staff's offer once sent. */
export async function quoteDocument(
  db: Database,
  viewer: Viewer,
  quoteId: number,
  validityDays = DEFAULT_QUOTE_VALIDITY_DAYS,
): Promise<SalesDocument> {
  const ownerOnly = isStaffRole(viewer.role) ? undefined : eq(schema.quoteRequests.userId, viewer.id);
  const [found] = await db
    .select({ quote: schema.quoteRequests, productName: schema.products.name })
    .from(schema.quoteRequests)
    .innerJoin(schema.products, eq(schema.quoteRequests.productId, schema.products.id))
    .where(and(eq(schema.quoteRequests.id, quoteId), ownerOnly));
  if (!found) throw new HttpError(404, "Preventivo non trovato");
  const { quote, productName } = found;
  const [configuration, drawLine] = await Promise.all([
    quoteConfigurationView(db, quote, productName),
    loadLineDrawer(db),
  ]);
  const priceCents = quote.offeredPriceCents ?? quote.calculatedPriceCents;
  const issuedAt = (quote.offeredAt ?? quote.createdAt).toISOString();
  return {
    kind: "quote",
    title: `Preventivo ${quote.number}`,
    issuedAt,
    validUntil: quoteValidUntil(
      quote.createdAt.toISOString(),
      quote.offeredAt?.toISOString() ?? null,
      validityDays,
    ),
    customer: {
      name: quote.customerName,
      email: quote.customerEmail,
      phone: quote.customerPhone,
      address: [],
    },
    lines: [
      {
        productName,
        summary: configuration.summary,
        drawing: drawLine({ kind: "window", configuration: quote.configuration, productId: quote.productId }),
        unitPriceCents: priceCents,
        quantity: 1,
        lineTotalCents: priceCents,
      },
    ],
    offer:
      quote.offeredPriceCents !== null && quote.offerReason !== null
        ? { requestPriceCents: quote.calculatedPriceCents, reason: quote.offerReason }
        : null,
    totalCents: priceCents,
    details: quote.notes ? [{ label: "Note", value: quote.notes }] : [],
  };
}
