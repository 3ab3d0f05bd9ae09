import { centsToEuros } from "#app/domain/italian-formats/money.ts";
import { parseId } from "#app/domain/web/record-id.ts";
import { orderOfferLines } from "#app/server/offers/offer-order-lines.server.ts";
import { pendingRevisionOf } from "#app/server/offers/order-revision-views.server.ts";
import { getOrder } from "#app/server/orders/orders.server.ts";
import { orderPaymentStatus } from "#app/server/payments/order-ledger.server.ts";
import { instalmentsJson, orderJson } from "#app/server/web/api-serializers.server.ts";
import { dbContext } from "#app/server/web/context.server.ts";
import { privateApiLoader } from "#app/server/web/json-api.server.ts";
import type { Route } from "./+types/order";

/**
 * GET /api/orders/:id: one of the user's orders with its items; anyone else's
 * answers 404. An order accepted from an offer also lists the version's
 * `lines` (docs/product/offers.md#accepting); `pendingRevision` is the change
 * waiting for the customer's answer, or null (docs/product/offers.md#orders-that-change);
 * `paymentTerms` and `instalments` say what is paid and due (docs/product/payments.md).
 */
export const loader = privateApiLoader<Route.LoaderArgs>(async (user, { context, params }) => {
  const db = context.get(dbContext);
  const order = await getOrder(db, user.id, parseId(params.id, "ID ordine non valido"));
  const [lines, pending, paid] = await Promise.all([
    orderOfferLines(db, order.id, order.vatSplit.savingCents),
    pendingRevisionOf(db, order.id),
    orderPaymentStatus(db, order),
  ]);
  // The last accepted state stays in `items`, `totalAmount` and `lines` while a revision waits.
  const pendingRevision = pending
    ? {
        number: pending.number,
        version: pending.versionNumber,
        totalAmount: centsToEuros(pending.totalCents),
        url: pending.href,
      }
    : null;
  const json = { ...orderJson(order), pendingRevision, instalments: instalmentsJson(paid.instalments) };
  return lines ? { ...json, lines } : json;
});
