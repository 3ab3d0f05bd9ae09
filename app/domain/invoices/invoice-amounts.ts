import { shareInProportion, type VatRate, type VatRateShare } from "../vat/vat-split.ts";

// The amounts per VAT rate of each invoice of a job (docs/product/invoices.md#amounts).
// An acconto shares the money received over the job's rates in proportion to
// each rate's gross, then splits each share into taxable amount and VAT; the
// final invoice takes, per rate, the job's net and VAT less what the acconti
// invoiced, so the invoices of a job add up to the job per rate to the cent.
// The SDI accepts a VAT that differs from taxable × rate by at most one cent;
// each acconto picks, of the two nets near gross ÷ (1 + rate), the one that
// keeps the acconti's rounding closest to the job's, so the final invoice's
// VAT stays within that cent too.

export type RateAmount = Pick<VatRateShare, "ratePercent" | "netCents" | "vatCents">;

/** The SDI's tolerance on Imposta against ImponibileImporto × AliquotaIVA, in hundredths of a cent. */
export const SDI_VAT_TOLERANCE = 100;

/** How far VAT is from taxable × rate, in hundredths of a cent (exact integers). */
export function vatError(amount: RateAmount): number {
  return 100 * amount.vatCents - amount.netCents * amount.ratePercent;
}

export function grossOf(amount: Pick<RateAmount, "netCents" | "vatCents">): number {
  return amount.netCents + amount.vatCents;
}

/**
 * `grossCents` at one rate as taxable amount plus VAT within the SDI's
 * tolerance, choosing the net whose rounding brings `carried` (the earlier
 * invoices' error) closest to `target` (the job's).
 */
export function splitGross(grossCents: number, ratePercent: VatRate, carried = 0, target = 0): RateAmount {
  const low = Math.floor((grossCents * 100) / (100 + ratePercent));
  const candidates = [low, low + 1]
    .map((netCents) => ({ ratePercent, netCents, vatCents: grossCents - netCents }))
    .filter((amount) => amount.vatCents >= 0 && Math.abs(vatError(amount)) <= SDI_VAT_TOLERANCE);
  candidates.sort(
    (a, b) => Math.abs(carried + vatError(a) - target) - Math.abs(carried + vatError(b) - target),
  );
  // One of the two is always within half the gap (1 + rate ÷ 100 cents) of the exact net.
  return candidates[0] ?? { ratePercent, netCents: low, vatCents: grossCents - low };
}

function byRate(amounts: readonly RateAmount[], ratePercent: VatRate): RateAmount[] {
  return amounts.filter((amount) => amount.ratePercent === ratePercent);
}

/** An acconto of `paidCents` on a job, given the acconti invoiced before it. */
export function accontoRates(
  jobRates: readonly RateAmount[],
  paidCents: number,
  earlier: readonly RateAmount[],
): RateAmount[] {
  const grossShares = shareInProportion(jobRates.map(grossOf), paidCents);
  return jobRates.flatMap((rate, index) => {
    const gross = grossShares[index] ?? 0;
    if (gross <= 0) return [];
    const carried = byRate(earlier, rate.ratePercent).reduce((sum, amount) => sum + vatError(amount), 0);
    return [splitGross(gross, rate.ratePercent, carried, vatError(rate))];
  });
}

/** The final invoice: per rate, the job less what was invoiced before (acconti net of their credit notes). */
export function finalRates(jobRates: readonly RateAmount[], deducted: readonly RateAmount[]): RateAmount[] {
  return jobRates.map((rate) => {
    const earlier = byRate(deducted, rate.ratePercent);
    return {
      ratePercent: rate.ratePercent,
      netCents: rate.netCents - earlier.reduce((sum, amount) => sum + amount.netCents, 0),
      vatCents: rate.vatCents - earlier.reduce((sum, amount) => sum + amount.vatCents, 0),
    };
  });
}

/**
 * A credit note of `amountCents` on an invoice whose rates still stand at
 * `remaining` (its own less earlier credit notes): all of it takes exactly
 * what remains; part of it is shared like an acconto.
 */
export function creditRates(remaining: readonly RateAmount[], amountCents: number): RateAmount[] {
  const positive = remaining.filter((rate) => grossOf(rate) > 0);
  const total = positive.reduce((sum, rate) => sum + grossOf(rate), 0);
  if (amountCents === total) return positive.map((rate) => ({ ...rate }));
  const shares = shareInProportion(positive.map(grossOf), amountCents);
  return positive.flatMap((rate, index) => {
    const gross = shares[index] ?? 0;
    return gross > 0 ? [splitGross(gross, rate.ratePercent)] : [];
  });
}

/** Per rate, `amounts` less `taken` (an invoice less its credit notes). */
export function ratesLess(amounts: readonly RateAmount[], taken: readonly RateAmount[]): RateAmount[] {
  return finalRates(amounts, taken);
}
