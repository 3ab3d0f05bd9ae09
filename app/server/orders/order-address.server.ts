import { eq, sql } from "drizzle-orm";
import { isOrderRevisable, orderNotRevisableMessage } from "#app/domain/offers/order-revision.ts";
import type { OrderAddressInput } from "#app/domain/orders/order-address.ts";
import { refuse } from "#app/domain/refusal.ts";
import * as schema from "#db/schema.ts";
import type { Database } from "../platform/db.server.ts";
import { lockedAtVersion } from "../platform/versioned-rows.server.ts";
import { recordAudit } from "../staff/audit.server.ts";

// Staff correct an order's delivery address until production starts
// (docs/product/offers.md#orders-that-change): locked at the version the form
// showed, the one-line address kept for older readers, audited before → after.

export const ORDER_CHANGED_MESSAGE =
  "Un collega ha modificato l'ordine nel frattempo: ricarica la pagina (quello che hai scritto è ancora nel modulo).";

export async function updateOrderAddress(
  db: Database,
  actor: { id: number },
  orderId: number,
  input: OrderAddressInput,
): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockedAtVersion(
      tx.select().from(schema.orders).where(eq(schema.orders.id, orderId)).for("update"),
      input.version,
      { missing: "Ordine non trovato", changed: ORDER_CHANGED_MESSAGE },
    );
    if (!isOrderRevisable(order.stage)) throw refuse.conflict(orderNotRevisableMessage(order.stage));
    const before = {
      address: order.shippingAddress,
      city: order.shippingCity,
      postalCode: order.shippingPostalCode,
      province: order.shippingProvince,
    };
    const after = {
      shippingAddress: `${input.address} ${input.houseNumber}`,
      shippingStreet: input.address,
      shippingHouseNumber: input.houseNumber,
      shippingCity: input.city,
      shippingPostalCode: input.postalCode,
      shippingProvince: input.province,
    };
    await tx
      .update(schema.orders)
      .set({ ...after, version: sql`${schema.orders.version} + 1` })
      .where(eq(schema.orders.id, orderId));
    await recordAudit(tx, {
      actorId: actor.id,
      action: "order.address",
      objectType: "order",
      objectId: orderId,
      before,
      after: {
        address: after.shippingAddress,
        city: after.shippingCity,
        postalCode: after.shippingPostalCode,
        province: after.shippingProvince,
      },
    });
  });
}
