import { eq } from "drizzle-orm";
import { REVISION_TOTAL_CHANGED_MESSAGE } from "#app/domain/offers/order-revision.ts";
import { refuse } from "#app/domain/refusal.ts";
import * as schema from "#db/schema.ts";
import type { Database, Transaction } from "../platform/db.server.ts";
import { versionOwedCents } from "../vat/order-vat.server.ts";
import { transitionOffer } from "./offer-transition.server.ts";
import { offerVersion, type SentVersion, sendOffer } from "./offer-versions.server.ts";
import { applyRevision } from "./order-revisions.server.ts";

// «Applica senza nuova conferma» (docs/product/offers.md#orders-that-change):
// a revision whose total is the order's own may be applied by staff. It is
// frozen as a version like any sending (no e-mail), recorded as accepted by
// the staff member, and replaces the order's lines, all in one transaction.

export const NOT_A_REVISION_MESSAGE = "Questa offerta non è una variante di un ordine.";
const APPLIED_NOTE = "Applicata dall'ufficio senza nuova conferma: il totale dell'ordine non cambia.";

async function applyFrozen(tx: Transaction, staff: { id: number }, sent: SentVersion) {
  const [offer] = await tx.select().from(schema.offers).where(eq(schema.offers.id, sent.offerId));
  if (!offer?.revisesOrderId) throw refuse.invalid(NOT_A_REVISION_MESSAGE);
  const [order] = await tx
    .select({
      totalCents: schema.orders.totalCents,
      residentialDeclared: schema.orders.residentialDeclared,
      workKind: schema.orders.workKind,
    })
    .from(schema.orders)
    .where(eq(schema.orders.id, offer.revisesOrderId));
  const version = await offerVersion(tx, offer.id, sent.versionNumber);
  if (!version) throw new Error(`offer ${offer.id} has no version ${sent.versionNumber}`);
  // The same total is what the customer owes, after the VAT split with the order's declaration.
  const owed = order ? await versionOwedCents(tx, version.document, order) : null;
  if (!order || owed !== order.totalCents) {
    throw refuse.conflict(REVISION_TOTAL_CHANGED_MESSAGE, { reason: "revision-total-changed" });
  }
  await transitionOffer(tx, offer, "accettata", { via: "answer" });
  const [decided] = await tx
    .update(schema.offerVersions)
    .set({ decision: "accepted", decidedAt: new Date(), decidedBy: staff.id, decisionNote: APPLIED_NOTE })
    .where(eq(schema.offerVersions.id, version.id))
    .returning();
  await applyRevision(tx, {
    offer,
    version: decided ?? version,
    confirmedBy: staff.id,
    appliedBy: "staff",
    declaration: null,
  });
}

/** Applies the revision's draft to its order when the total stays the same; answers the order's id. */
export async function applyRevisionWithoutConfirmation(
  db: Database,
  staff: { id: number },
  offerId: number,
  expectedVersion: number,
  today: string,
): Promise<number> {
  let orderId = 0;
  await sendOffer(db, staff, offerId, expectedVersion, {
    today,
    afterFreeze: async (tx, sent) => {
      await applyFrozen(tx, staff, sent);
      const [offer] = await tx
        .select({ orderId: schema.offers.revisesOrderId })
        .from(schema.offers)
        .where(eq(schema.offers.id, offerId));
      orderId = offer?.orderId ?? 0;
    },
  });
  return orderId;
}
