import { and, eq } from "drizzle-orm";
import type { PublicUser } from "#app/domain/accounts/public-user.ts";
import { customerWrittenNotes, paymentMethodTitle } from "#app/domain/cart-and-checkout/payment-methods.ts";
import { deliveryEstimateText, deliveryTimeOf } from "#app/domain/catalogue/delivery-estimate.ts";
import { describedSummary } from "#app/domain/configurator/line-kinds/summary.ts";
import { PDF_APPROXIMATELY, withThermalLine } from "#app/domain/configurator/thermal-transmittance.ts";
import { quoteValidUntil, type SalesDocument } from "#app/domain/documents/sales-document.ts";
import { formatDateTime } from "#app/domain/italian-formats/dates.ts";
import type { Order } from "#app/domain/orders/order.ts";
import { refuse } from "#app/domain/refusal.ts";
import { isStaffRole } from "#app/domain/staff/staff-roles.ts";
import * as schema from "#db/schema.ts";
import { listDeliveryTimes, orderDeliveryText } from "../catalogue/delivery-times.server.ts";
import { loadLineDrawer } from "../configurator/line-drawings.server.ts";
import { getOrder } from "../orders/orders.server.ts";
import { getStaffOrder } from "../orders/staff-orders.server.ts";
import type { Database } from "../platform/db.server.ts";
import { quoteConfigurationView } from "../requests/quotes.server.ts";
import { orderPaymentDetails } from "./order-payment-details.server.ts";

// What goes into the shop's PDF documents (docs/product/documents.md): the
// owner and staff may have one; for anyone else it reads as missing (not found).

type Viewer = Pick<PublicUser, "id" | "role">;

/** The order confirmation ("conferma d'ordine"), which is not a fiscal invoice. */
export async function orderDocument(db: Database, viewer: Viewer, orderId: number): Promise<SalesDocument> {
  const order: Order = isStaffRole(viewer.role)
    ? (await getStaffOrder(db, orderId)).order
    : await getOrder(db, viewer.id, orderId);
  const details = [{ label: "Pagamento", value: paymentMethodTitle(order.paymentMethod) }];
  if (order.billingAddress) details.push({ label: "Fatturazione", value: order.billingAddress });
  details.push(...invoiceDetails(order));
  details.push(...(await orderPaymentDetails(db, order)));
  if (order.withdrawalExclusionAcceptedAt) {
    details.push({
      label: "Prodotti su misura",
      value: `esclusione dal diritto di recesso accettata il ${formatDateTime(order.withdrawalExclusionAcceptedAt)}`,
    });
  }
  return {
    kind: "order",
    number: order.number,
    title: `Conferma d'ordine ${order.number}`,
    issuedAt: order.createdAt,
    validUntil: null,
    customer: {
      name: order.shippingName,
      email: order.shippingEmail,
      phone: order.shippingPhone,
      address: [
        order.shippingAddress,
        `${order.shippingPostalCode} ${order.shippingCity}${order.shippingProvince ? ` (${order.shippingProvince})` : ""}`.trim(),
      ].filter(Boolean),
    },
    lines: order.items.map((item) => ({
      productName: item.productName,
      roomLabel: item.roomLabel || undefined,
      summary: withThermalLine(describedSummary(item.summary), item.thermalTransmittance, PDF_APPROXIMATELY),
      drawing: item.drawing,
      unitPriceCents: item.unitPriceCents,
      quantity: item.quantity,
      services: item.services.map(({ label, detail, quantity, totalCents }) => ({
        label,
        detail: quantity > 1 ? `${detail}, × ${quantity}` : detail,
        totalCents,
      })),
      lineTotalCents: item.lineTotalCents,
    })),
    offer: null,
    totalCents: order.totalCents,
    vat: { rates: order.vatSplit.rates, savingCents: order.vatSplit.savingCents },
    details,
    customerNotes: customerWrittenNotes(order.notes, order.paymentMethod),
    delivery: await orderDeliveryText(db, order),
  };
}

/** The invoice data the customer gave at checkout (docs/product/buying.md#invoice-data). */
function invoiceDetails({ invoice, taxDeduction }: Pick<Order, "invoice" | "taxDeduction">) {
  if (!invoice) return [];
  const details =
    invoice.type === "privato"
      ? [{ label: "Codice fiscale", value: invoice.fiscalCode }]
      : [
          { label: "Ragione sociale", value: invoice.companyName },
          { label: "Partita IVA", value: invoice.vatNumber },
          ...(invoice.sdiCode ? [{ label: "Codice destinatario SDI", value: invoice.sdiCode }] : []),
          ...(invoice.pec ? [{ label: "PEC", value: invoice.pec }] : []),
        ];
  if (taxDeduction) details.push({ label: "Detrazione fiscale", value: "richiesta (bonifico parlante)" });
  return details;
}

/** The quote ("preventivo"): the request's configuration and price, or staff's offer once sent. */
export async function quoteDocument(
  db: Database,
  viewer: Viewer,
  quoteId: number,
  /** QUOTE_VALIDITY_DAYS: the only validity a quote's page, PDF and mail may state. */
  validityDays: number,
): Promise<SalesDocument> {
  const ownerOnly = isStaffRole(viewer.role) ? undefined : eq(schema.quoteRequests.userId, viewer.id);
  const [found] = await db
    .select({
      quote: schema.quoteRequests,
      productName: schema.products.name,
      category: { slug: schema.categories.slug },
    })
    .from(schema.quoteRequests)
    .innerJoin(schema.products, eq(schema.quoteRequests.productId, schema.products.id))
    .innerJoin(schema.categories, eq(schema.products.categoryId, schema.categories.id))
    .where(and(eq(schema.quoteRequests.id, quoteId), ownerOnly));
  if (!found) throw refuse.notFound("Preventivo non trovato");
  const { quote, productName, category } = found;
  const [configuration, drawLine, deliveryTimes] = await Promise.all([
    quoteConfigurationView(db, quote, productName),
    loadLineDrawer(db),
    listDeliveryTimes(db),
  ]);
  const drawn = { kind: "window" as const, configuration: quote.configuration, productId: quote.productId };
  const priceCents = quote.offeredPriceCents ?? quote.calculatedPriceCents;
  const issuedAt = (quote.offeredAt ?? quote.createdAt).toISOString();
  return {
    kind: "quote",
    number: quote.number,
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
        summary: withThermalLine(
          describedSummary(configuration.summary),
          drawLine.thermal(drawn),
          PDF_APPROXIMATELY,
        ),
        drawing: drawLine(drawn),
        unitPriceCents: priceCents,
        quantity: 1,
        services: [],
        lineTotalCents: priceCents,
      },
    ],
    offer:
      quote.offeredPriceCents !== null && quote.offerReason !== null
        ? { requestPriceCents: quote.calculatedPriceCents, reason: quote.offerReason }
        : null,
    totalCents: priceCents,
    details: [],
    customerNotes: quote.notes || null,
    delivery: `${deliveryEstimateText(deliveryTimeOf(deliveryTimes, { category }))} dal pagamento dell'ordine`,
  };
}
