import { formatEuroCents } from "#app/domain/italian-formats/money.ts";
import type { CustomerOffer } from "#app/domain/offers/customer-offer.ts";

// What an offer with installation costs with the reduced VAT
// (docs/product/vat.md#where-it-shows): the prices are at 22 %, and the
// declaration given at acceptance (or the order's own, for a revision) may
// lower the total.

export function OfferVatNote({ offer }: { offer: Pick<CustomerOffer, "latest" | "revisesOrder"> }) {
  const preview = offer.latest.reducedVat;
  if (!preview) return null;
  const total = formatEuroCents(preview.totalCents);
  const saving = formatEuroCents(preview.savingCents);
  return (
    <p className="rounded-md border border-emerald-300 bg-emerald-50 p-4 text-emerald-950">
      {offer.revisesOrder?.declared
        ? `Con l'IVA agevolata dell'ordine (edificio a uso abitativo, lavori di manutenzione) il totale diventa ${total}: risparmi ${saving}.`
        : `I prezzi comprendono l'IVA al 22 %. Se l'edificio è un'abitazione e si tratta di manutenzione, l'IVA è agevolata e il totale diventa ${total} (risparmi ${saving}): lo dichiari accettando l'offerta.`}
    </p>
  );
}
