import { Link } from "react-router";
import { formatEuroCents } from "#app/domain/italian-formats/money.ts";
import { staffOfferPath } from "#app/domain/offers/offer-paths.ts";
import type { PendingRevision } from "#app/domain/offers/order-revision.ts";

// «In attesa di conferma della variante» (docs/product/offers.md#orders-that-change):
// the order keeps its last accepted lines until the customer answers the revision.

export function PendingRevisionNotice({
  pending,
  staff,
}: {
  pending: PendingRevision | null;
  staff: boolean;
}) {
  if (!pending) return null;
  return (
    <p role="status" className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <strong>In attesa di conferma della variante</strong> {pending.number} (versione {pending.versionNumber}
      , {formatEuroCents(pending.totalCents)}).{" "}
      <Link
        to={staff ? staffOfferPath(pending.number) : pending.href}
        className="font-medium underline underline-offset-2"
      >
        {staff ? "Apri la variante" : "Leggi la variante e rispondi"}
      </Link>
    </p>
  );
}
