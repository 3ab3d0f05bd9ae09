// The VAT of a job per rate (docs/product/vat.md): the shape an order stores
// and the invoices read. The beni significativi split that fills it is in
// this folder too.

export const vatRates = [10, 22] as const;
export type VatRate = (typeof vatRates)[number];

/** List prices include VAT at this rate (the spec's prices). */
export const STANDARD_VAT_RATE: VatRate = 22;

/** What one VAT rate of a job comes to, in cents, rounded once per rate. */
export interface VatRateShare {
  ratePercent: VatRate;
  /** Taxable amount (imponibile). */
  netCents: number;
  vatCents: number;
}

/** Whether a line is a good (a window, a door, a part) or a service (installation, removal, transport…). */
export type VatLineNature = "good" | "service";

/**
 * One line of the job at one rate, net of VAT and after every discount: a
 * window whose value straddles the 10 % ceiling is two lines with the same
 * description, the part at 10 % and the rest at 22 %.
 */
export interface VatSplitLine {
  description: string;
  quantity: number;
  nature: VatLineNature;
  ratePercent: VatRate;
  netCents: number;
}

/** An order's VAT: its lines per rate, the sums per rate, and what the reduced rate saves against 22 % on everything. */
export interface StoredVatSplit {
  lines: VatSplitLine[];
  rates: VatRateShare[];
  savingCents: number;
}

/** VAT at `ratePercent` on a taxable amount, rounded half up at the cent, in integers. */
export function vatOnNet(netCents: number, ratePercent: VatRate): number {
  return Math.round((netCents * ratePercent) / 100);
}

/** The taxable part of a VAT-inclusive amount at `ratePercent`, rounded half up at the cent. */
export function netOfGross(grossCents: number, ratePercent: VatRate): number {
  return Math.round((grossCents * 100) / (100 + ratePercent));
}

/** A line of the job as its VAT-inclusive list price (at 22 %) makes it, after every discount. */
export interface GrossVatLine {
  description: string;
  quantity: number;
  nature: VatLineNature;
  grossCents: number;
}

/**
 * The split of a job all at 22 % (goods without installation, or no
 * declaration; also every order placed before splits were kept): the rate's
 * net comes from the total once, and the lines share it in proportion, so the
 * lines add up to the rate exactly and the total stays the customer's total.
 */
export function standardVatSplit(lines: readonly GrossVatLine[]): StoredVatSplit {
  const totalGross = lines.reduce((sum, line) => sum + line.grossCents, 0);
  const netCents = netOfGross(totalGross, STANDARD_VAT_RATE);
  const shares = shareInProportion(
    lines.map((line) => line.grossCents),
    netCents,
  );
  return {
    lines: lines.map((line, index) => ({
      description: line.description,
      quantity: line.quantity,
      nature: line.nature,
      ratePercent: STANDARD_VAT_RATE,
      netCents: shares[index] ?? 0,
    })),
    rates:
      totalGross > 0 ? [{ ratePercent: STANDARD_VAT_RATE, netCents, vatCents: totalGross - netCents }] : [],
    savingCents: 0,
  };
}

/** What the customer owes for a split: every rate's net plus its VAT. */
export function splitTotalCents(split: Pick<StoredVatSplit, "rates">): number {
  return split.rates.reduce((sum, rate) => sum + rate.netCents + rate.vatCents, 0);
}

/**
 * Shares `totalCents` over `weights` in proportion (largest remainder, so the
 * shares add up exactly); all to the first when every weight is 0.
 */
export function shareInProportion(weights: readonly number[], totalCents: number): number[] {
  if (weights.length === 0) return [];
  const base = weights.reduce((sum, weight) => sum + weight, 0);
  if (base === 0) return weights.map((_, index) => (index === 0 ? totalCents : 0));
  const exact = weights.map((weight) => (weight * totalCents) / base);
  const shares = exact.map(Math.floor);
  let left = totalCents - shares.reduce((sum, share) => sum + share, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}
