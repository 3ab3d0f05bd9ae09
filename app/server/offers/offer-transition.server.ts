import { eq } from "drizzle-orm";
import {
  type OfferStatus,
  type OfferTransitionFacts,
  offerTransitions,
} from "#app/domain/offers/offer-status.ts";
import { transitionRefusal } from "#app/domain/status-machine.ts";
import * as schema from "#db/schema.ts";
import type { Transaction } from "../platform/db.server.ts";

// The one place an offer's status is written (docs/decisions/029-guarded-transitions.md):
// through its table's guarded edge, in the caller's transaction, with the
// offer row already locked by the caller.

export async function transitionOffer(
  tx: Transaction,
  offer: { id: number; status: OfferStatus },
  to: OfferStatus,
  facts: OfferTransitionFacts,
): Promise<void> {
  const refusal = transitionRefusal(offerTransitions, offer.status, to, facts);
  if (refusal) throw refusal;
  await tx.update(schema.offers).set({ status: to }).where(eq(schema.offers.id, offer.id));
}
