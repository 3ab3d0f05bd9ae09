import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { workKinds } from "../offers/work-kinds.ts";
import {
  declarationAllowsReducedVat,
  jobVatSplit,
  type VatDeclaration,
  type VatJobLine,
} from "./beni-significativi.ts";
import { splitTotalCents, standardVatSplit } from "./vat-split.ts";

const home: VatDeclaration = { residentialDeclared: true, workKind: "manutenzione-straordinaria" };

const window = (grossCents: number, extra: Partial<VatJobLine> = {}): VatJobLine => ({
  description: "Finestra PVC 2 ante",
  quantity: 1,
  nature: "good",
  grossCents,
  withInstallation: true,
  significantGood: true,
  ...extra,
});
const fitting = (grossCents: number, extra: Partial<VatJobLine> = {}): VatJobLine => ({
  description: "Posa in opera – Finestra PVC 2 ante",
  quantity: 1,
  nature: "service",
  grossCents,
  withInstallation: true,
  significantGood: false,
  ...extra,
});

describe("the worked example of docs/product/vat.md", () => {
  // 800 € of goods and 200 € of services net of VAT are 976 € and 244 € at list prices (22 % included).
  const split = jobVatSplit({ lines: [window(97_600), fitting(24_400)], declaration: home });

  it("puts 10 % on the services and as much of the goods, 22 % on the rest of the goods", () => {
    expect(split.rates).toEqual([
      { ratePercent: 10, netCents: 40_000, vatCents: 4_000 },
      { ratePercent: 22, netCents: 60_000, vatCents: 13_200 },
    ]);
    expect(split.lines).toEqual([
      { description: "Finestra PVC 2 ante", quantity: 1, nature: "good", ratePercent: 10, netCents: 20_000 },
      { description: "Finestra PVC 2 ante", quantity: 1, nature: "good", ratePercent: 22, netCents: 60_000 },
      {
        description: "Posa in opera – Finestra PVC 2 ante",
        quantity: 1,
        nature: "service",
        ratePercent: 10,
        netCents: 20_000,
      },
    ]);
  });

  it("costs 1.172,00 € instead of 1.220,00 €, a saving of 48,00 €", () => {
    expect(splitTotalCents(split)).toBe(117_200);
    expect(split.savingCents).toBe(4_800);
  });
});

describe("who gets the reduced rate", () => {
  const job = [window(97_600), fitting(24_400)];

  it("needs a home and maintenance work", () => {
    for (const kind of workKinds) {
      const allowed = kind === "manutenzione-ordinaria" || kind === "manutenzione-straordinaria";
      expect(declarationAllowsReducedVat({ residentialDeclared: true, workKind: kind })).toBe(allowed);
      expect(declarationAllowsReducedVat({ residentialDeclared: false, workKind: kind })).toBe(false);
    }
    expect(declarationAllowsReducedVat(null)).toBe(false);
    expect(declarationAllowsReducedVat({ residentialDeclared: true, workKind: null })).toBe(false);
  });

  it("keeps 22 % for a renovation, a new building, or a building that is not a home", () => {
    for (const declaration of [
      { residentialDeclared: true, workKind: "ristrutturazione" as const },
      { residentialDeclared: true, workKind: "nuova-costruzione" as const },
      { residentialDeclared: false, workKind: "manutenzione-ordinaria" as const },
      null,
    ]) {
      const split = jobVatSplit({ lines: job, declaration });
      expect(split).toEqual(standardVatSplit(job));
      expect(splitTotalCents(split)).toBe(122_000);
    }
  });

  it("keeps goods supplied without installation at 22 % beside an installed job", () => {
    const loose = window(61_000, { description: "Finestra senza posa", withInstallation: false });
    const split = jobVatSplit({ lines: [window(97_600), fitting(24_400), loose], declaration: home });
    expect(split.lines.filter((line) => line.description === "Finestra senza posa")).toEqual([
      { description: "Finestra senza posa", quantity: 1, nature: "good", ratePercent: 22, netCents: 50_000 },
    ]);
    expect(split.rates[0]).toEqual({ ratePercent: 10, netCents: 40_000, vatCents: 4_000 });
  });

  it("takes a good that is not significant (a shutter) at 10 % and counts it with the services", () => {
    const shutter = window(12_200, { description: "Tapparella", significantGood: false });
    const split = jobVatSplit({ lines: [window(97_600), shutter, fitting(24_400)], declaration: home });
    // S = 100 € shutter + 200 € fitting; the windows take 10 % on 300 € of their 800 €.
    expect(split.rates).toEqual([
      { ratePercent: 10, netCents: 60_000, vatCents: 6_000 },
      { ratePercent: 22, netCents: 50_000, vatCents: 11_000 },
    ]);
  });

  it("fills the allowance over the significant goods in line order", () => {
    const first = window(24_400, { description: "Prima" });
    const second = window(48_800, { description: "Seconda" });
    const split = jobVatSplit({ lines: [first, second, fitting(36_600)], declaration: home });
    // G = 200 + 400, S = 300: the first window all at 10 %, the second 100 € at 10 % and 300 € at 22 %.
    expect(split.lines.map((line) => [line.description, line.ratePercent, line.netCents])).toEqual([
      ["Prima", 10, 20_000],
      ["Seconda", 10, 10_000],
      ["Seconda", 22, 30_000],
      ["Posa in opera – Finestra PVC 2 ante", 10, 30_000],
    ]);
  });

  it("spreads a discount on the whole job over the lines before the split", () => {
    // 10 % off 1.220,00 €: 878,40 € of goods and 219,60 € of services, net 720 € and 180 €.
    const split = jobVatSplit({
      lines: [window(97_600), fitting(24_400)],
      jobDiscountCents: 12_200,
      declaration: home,
    });
    expect(split.rates).toEqual([
      { ratePercent: 10, netCents: 36_000, vatCents: 3_600 },
      { ratePercent: 22, netCents: 54_000, vatCents: 11_880 },
    ]);
    expect(split.savingCents).toBe(109_800 - (36_000 + 3_600 + 54_000 + 11_880));
  });
});

const lineArbitrary: fc.Arbitrary<VatJobLine> = fc.record({
  description: fc.constantFrom("Finestra", "Porta", "Tapparella", "Posa", "Trasporto"),
  quantity: fc.integer({ min: 1, max: 20 }),
  nature: fc.constantFrom("good" as const, "service" as const),
  grossCents: fc.integer({ min: 0, max: 5_000_000 }),
  withInstallation: fc.boolean(),
  significantGood: fc.boolean(),
});
const linesArbitrary = fc.array(lineArbitrary, { minLength: 1, maxLength: 12 });
const discountArbitrary = (lines: readonly VatJobLine[]) =>
  fc.integer({ min: 0, max: lines.reduce((sum, line) => sum + line.grossCents, 0) });

describe("every split follows the rule", () => {
  it("10 % goods never exceed the rest of the job, and every sum agrees", () => {
    fc.assert(
      fc.property(
        linesArbitrary.chain((lines) => fc.tuple(fc.constant(lines), discountArbitrary(lines))),
        ([lines, jobDiscountCents]) => {
          const split = jobVatSplit({ lines, jobDiscountCents, declaration: home });
          const at = (rate: number) =>
            split.lines
              .filter((line) => line.ratePercent === rate)
              .reduce((sum, line) => sum + line.netCents, 0);
          const gross = lines.reduce((sum, line) => sum + line.grossCents, 0) - jobDiscountCents;
          const reduced = split.rates.some((rate) => rate.ratePercent === 10);
          for (const rate of split.rates) {
            expect(rate.netCents).toBe(at(rate.ratePercent));
            // Rounded once per rate; all at 22 % the VAT is what the list total holds.
            const vat = reduced
              ? Math.round((rate.netCents * rate.ratePercent) / 100)
              : gross - rate.netCents;
            expect(rate.vatCents).toBe(vat);
          }
          expect(split.lines.every((line) => line.ratePercent === 10 || line.ratePercent === 22)).toBe(true);
          expect(split.lines.reduce((sum, line) => sum + line.netCents, 0)).toBe(
            gross === 0 ? 0 : Math.round((gross * 100) / 122),
          );
          expect(splitTotalCents(split)).toBe(gross - split.savingCents);
        },
      ),
      { numRuns: 500 },
    );
  });

  it("puts the significant goods at 10 % for no more than the rest of the installed job", () => {
    fc.assert(
      fc.property(linesArbitrary, (lines) => {
        // Distinct descriptions so each split line names its source line.
        const named = lines.map((line, index) => ({ ...line, description: `Riga ${index}` }));
        const split = jobVatSplit({ lines: named, declaration: home });
        const source = (description: string) => named.find((line) => line.description === description);
        const sum = (filter: (line: (typeof split.lines)[number], from: VatJobLine) => boolean) =>
          split.lines.reduce((total, line) => {
            const from = source(line.description);
            return from && filter(line, from) ? total + line.netCents : total;
          }, 0);
        const significantAtTen = sum(
          (line, from) => line.ratePercent === 10 && from.nature === "good" && from.significantGood,
        );
        const restAtTen = sum(
          (line, from) => line.ratePercent === 10 && !(from.nature === "good" && from.significantGood),
        );
        const restInstalled = sum(
          (_, from) => from.withInstallation && !(from.nature === "good" && from.significantGood),
        );
        expect(significantAtTen).toBeLessThanOrEqual(restAtTen);
        // Everything outside the calculation stays at 22 %; the rest of an installed job is all at 10 %.
        expect(sum((line, from) => !from.withInstallation && line.ratePercent === 10)).toBe(0);
        if (restAtTen > 0) expect(restAtTen).toBe(restInstalled);
        // A line is split in two at most, the part at 10 % first.
        for (const line of named) {
          const parts = split.lines.filter((part) => part.description === line.description);
          expect(parts.length).toBeLessThanOrEqual(2);
          if (parts.length === 2) expect(parts.map((part) => part.ratePercent)).toEqual([10, 22]);
        }
      }),
      { numRuns: 500 },
    );
  });

  it("gives a goods-only job, or one without a declaration, exactly the 22 % split and today's total", () => {
    fc.assert(
      fc.property(linesArbitrary, fc.boolean(), (lines, withoutInstallation) => {
        const job = withoutInstallation ? lines.map((line) => ({ ...line, withInstallation: false })) : lines;
        const declaration = withoutInstallation ? home : null;
        const split = jobVatSplit({ lines: job, declaration });
        expect(split).toEqual(standardVatSplit(job));
        expect(splitTotalCents(split)).toBe(job.reduce((sum, line) => sum + line.grossCents, 0));
        expect(split.savingCents).toBe(0);
      }),
      { numRuns: 500 },
    );
  });
});
