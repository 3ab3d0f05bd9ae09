import type { WorkKind } from "../offers/work-kinds.ts";
import {
  type GrossVatLine,
  netOfGross,
  STANDARD_VAT_RATE,
  type StoredVatSplit,
  shareInProportion,
  standardVatSplit,
  type VatRate,
  type VatRateShare,
  type VatSplitLine,
  vatOnNet,
} from "./vat-split.ts";

// The reduced rate on a supply with installation and the *beni significativi*
// ceiling (docs/product/vat.md#the-rule): the job's lines at their
// VAT-inclusive list prices (22 %) become one line per good or service at one
// rate, 10 % or 22 %.

export const REDUCED_VAT_RATE: VatRate = 10;

/** The kinds of work that take the reduced rate on a home (docs/product/vat.md#kinds-of-work). */
export const reducedVatWorkKinds: readonly WorkKind[] = [
  "manutenzione-ordinaria",
  "manutenzione-straordinaria",
];

/** The customer's self-certification: whether the building is mainly residential, and the kind of work. */
export interface VatDeclaration {
  residentialDeclared: boolean | null;
  workKind: WorkKind | null;
}

/** Whether the declaration allows the reduced rate: a home, and maintenance work. */
export function declarationAllowsReducedVat(declaration: VatDeclaration | null | undefined): boolean {
  if (declaration?.residentialDeclared !== true || declaration.workKind === null) return false;
  return reducedVatWorkKinds.includes(declaration.workKind);
}

/** One line of a job as the split reads it: its VAT-inclusive amount at 22 %, after its own discount. */
export interface VatJobLine extends GrossVatLine {
  /** Supplied with installation: only such lines enter the reduced-rate calculation. */
  withInstallation: boolean;
  /** A window or a door (products.significant_good): 10 % only up to the rest of the job. False for services. */
  significantGood: boolean;
}

export interface VatJob {
  lines: readonly VatJobLine[];
  /** A discount on the whole job, in cents: spread over the lines in proportion to their value first. */
  jobDiscountCents?: number;
  declaration: VatDeclaration | null;
}

/** The lines after the job's discount, each taking its share in proportion to its value. */
function afterJobDiscount(lines: readonly VatJobLine[], discountCents: number): VatJobLine[] {
  if (discountCents <= 0) return [...lines];
  const shares = shareInProportion(
    lines.map((line) => line.grossCents),
    discountCents,
  );
  return lines.map((line, index) => ({ ...line, grossCents: line.grossCents - (shares[index] ?? 0) }));
}

const asGross = ({ description, quantity, nature, grossCents }: VatJobLine): GrossVatLine => ({
  description,
  quantity,
  nature,
  grossCents,
});

function splitLine(line: VatJobLine, ratePercent: VatRate, netCents: number): VatSplitLine {
  return {
    description: line.description,
    quantity: line.quantity,
    nature: line.nature,
    ratePercent,
    netCents,
  };
}

/**
 * Each line at its rate: outside the calculation at 22 %; services and goods
 * that are not significant at 10 %; the significant goods at 10 % in line
 * order until the allowance min(G, S) runs out, the line that straddles it
 * split in two with the same description.
 */
function linesAtRates(lines: readonly VatJobLine[], nets: readonly number[]): VatSplitLine[] {
  const entering = (index: number) => lines[index]?.withInstallation === true;
  let rest = 0;
  let significant = 0;
  lines.forEach((line, index) => {
    if (!entering(index)) return;
    if (line.nature === "good" && line.significantGood) significant += nets[index] ?? 0;
    else rest += nets[index] ?? 0;
  });
  let allowance = Math.min(significant, rest);
  const result: VatSplitLine[] = [];
  lines.forEach((line, index) => {
    const net = nets[index] ?? 0;
    if (!entering(index)) {
      result.push(splitLine(line, STANDARD_VAT_RATE, net));
      return;
    }
    if (line.nature === "service" || !line.significantGood) {
      result.push(splitLine(line, REDUCED_VAT_RATE, net));
      return;
    }
    const reduced = Math.min(net, allowance);
    allowance -= reduced;
    if (reduced > 0) result.push(splitLine(line, REDUCED_VAT_RATE, reduced));
    if (net - reduced > 0 || reduced === 0) result.push(splitLine(line, STANDARD_VAT_RATE, net - reduced));
  });
  return result;
}

function rateShares(lines: readonly VatSplitLine[]): VatRateShare[] {
  const rates: VatRateShare[] = [];
  for (const ratePercent of [REDUCED_VAT_RATE, STANDARD_VAT_RATE]) {
    const netCents = lines
      .filter((line) => line.ratePercent === ratePercent)
      .reduce((sum, line) => sum + line.netCents, 0);
    if (netCents > 0) rates.push({ ratePercent, netCents, vatCents: vatOnNet(netCents, ratePercent) });
  }
  return rates;
}

/**
 * The job's VAT split. Without a declaration that allows the reduced rate, or
 * without any line supplied with installation, it is `standardVatSplit`: the
 * customer owes exactly the list total. Otherwise the job's net comes from the
 * 22 % total once and is shared over the lines, so the lines add up to each
 * rate's net; VAT is rounded once per rate.
 */
export function jobVatSplit(job: VatJob): StoredVatSplit {
  const lines = afterJobDiscount(job.lines, job.jobDiscountCents ?? 0);
  const standard = standardVatSplit(lines.map(asGross));
  if (!declarationAllowsReducedVat(job.declaration) || !lines.some((line) => line.withInstallation)) {
    return standard;
  }
  const totalGross = lines.reduce((sum, line) => sum + line.grossCents, 0);
  const nets = shareInProportion(
    lines.map((line) => line.grossCents),
    netOfGross(totalGross, STANDARD_VAT_RATE),
  );
  const split = linesAtRates(lines, nets);
  if (!split.some((line) => line.ratePercent === REDUCED_VAT_RATE && line.netCents > 0)) return standard;
  const rates = rateShares(split);
  const owed = rates.reduce((sum, rate) => sum + rate.netCents + rate.vatCents, 0);
  return { lines: split, rates, savingCents: totalGross - owed };
}

/** Whether the split has more than one rate, or any rate but 22 %: the documents then show it rate by rate. */
export function isReducedSplit(split: Pick<StoredVatSplit, "rates">): boolean {
  return split.rates.some((rate) => rate.ratePercent !== STANDARD_VAT_RATE);
}
