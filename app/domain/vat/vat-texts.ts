import { formatEuroCents } from "../italian-formats/money.ts";
import { vatIncludedCents } from "../orders/order-totals.ts";
import { isReducedSplit } from "./beni-significativi.ts";
import type { StoredVatSplit } from "./vat-split.ts";

// How the VAT of a total reads on the checkout, the order page, the e-mail and
// the PDF (docs/product/vat.md#where-it-shows): «di cui IVA (22%)» when
// everything is at 22 %, else one row per rate and the saving.

export interface VatRow {
  label: string;
  cents: number;
}

/** The VAT rows under a total the customer owes: «di cui IVA (22%)», or «IVA 10 % su …» and «IVA 22 % su …». */
export function vatRows(split: Pick<StoredVatSplit, "rates"> | null, totalCents: number): VatRow[] {
  if (!split || !isReducedSplit(split))
    return [{ label: "di cui IVA (22%)", cents: vatIncludedCents(totalCents) }];
  return split.rates.map((rate) => ({
    label: `IVA ${rate.ratePercent} % su ${formatEuroCents(rate.netCents)}`,
    cents: rate.vatCents,
  }));
}

/** «IVA agevolata: risparmi 142,35 €», or null when nothing is saved. */
export function vatSavingText(split: Pick<StoredVatSplit, "savingCents"> | null): string | null {
  return split && split.savingCents > 0
    ? `IVA agevolata: risparmi ${formatEuroCents(split.savingCents)}`
    : null;
}

/**
 * With the reduced VAT, the saving's row and one row per rate as text, for
 * the e-mail and the PDF; both empty when everything is at 22 %.
 */
export function reducedVatTextRows(split: Pick<StoredVatSplit, "rates" | "savingCents"> | null): {
  saving: [string, string][];
  rates: [string, string][];
} {
  const saving = vatSavingText(split);
  if (!saving || !split || !isReducedSplit(split)) return { saving: [], rates: [] };
  return {
    saving: [[saving, `−${formatEuroCents(split.savingCents)}`]],
    rates: vatRows(split, 0).map((row): [string, string] => [row.label, formatEuroCents(row.cents)]),
  };
}

/**
 * What an offer with installation costs with the reduced VAT, as its page and
 * its PDF say it: the prices are at 22 %, and the declaration (given at
 * acceptance, or the order's own for a revision) lowers the total.
 */
export function offerReducedVatSentence(preview: {
  totalCents: number;
  savingCents: number;
  declared: boolean;
}): string {
  const total = formatEuroCents(preview.totalCents);
  const saving = formatEuroCents(preview.savingCents);
  return preview.declared
    ? `Con l'IVA agevolata dell'ordine (edificio a uso abitativo, lavori di manutenzione) il totale diventa ${total}: risparmi ${saving}.`
    : `I prezzi comprendono l'IVA al 22 %. Se l'edificio è un'abitazione e si tratta di manutenzione, l'IVA è agevolata e il totale diventa ${total} (risparmi ${saving}): lo dichiari accettando l'offerta.`;
}
