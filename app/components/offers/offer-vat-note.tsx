import type { CustomerOffer } from "#app/domain/offers/customer-offer.ts";
import { offerReducedVatSentence } from "#app/domain/vat/vat-texts.ts";

// What an offer with installation costs with the reduced VAT
// (docs/product/vat.md#where-it-shows), in the words the offer's PDF prints.

export function OfferVatNote({ offer }: { offer: Pick<CustomerOffer, "latest" | "revisesOrder"> }) {
  const preview = offer.latest.reducedVat;
  if (!preview) return null;
  return (
    <p className="rounded-md border border-emerald-300 bg-emerald-50 p-4 text-emerald-950">
      {offerReducedVatSentence({ ...preview, declared: offer.revisesOrder?.declared === true })}
    </p>
  );
}
