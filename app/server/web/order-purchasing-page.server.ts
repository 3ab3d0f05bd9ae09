import type { RouterContextProvider } from "react-router";
import { orderPurchasingView } from "../purchasing/purchasing-views.server.ts";
import { requireStaff } from "./auth-guards.server.ts";
import { dbContext } from "./context.server.ts";
import { orStaffNotFound, staffRecordId } from "./staff-record.server.ts";

/**
 * The loader of the pages an order's purchasing forms post to
 * (docs/product/production.md#purchase-orders, docs/product/production.md#delivery-notes): staff only,
 * and a malformed or missing order reads as 404.
 */
export async function loadOrderPurchasing(
  context: Readonly<RouterContextProvider>,
  rawOrderId: string | undefined,
) {
  requireStaff(context);
  const orderId = staffRecordId(rawOrderId);
  return orStaffNotFound(async () => ({ view: await orderPurchasingView(context.get(dbContext), orderId) }));
}
