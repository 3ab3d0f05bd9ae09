import { describe, expect, it } from "vitest";
import { jobVatSplit } from "./beni-significativi.ts";
import { standardVatSplit } from "./vat-split.ts";
import { reducedVatTextRows, vatRows, vatSavingText } from "./vat-texts.ts";

const spaced = (text: string) => text.replace(/\s/g, " ");
const lines = [
  { description: "Finestra", quantity: 1, nature: "good" as const, grossCents: 97_600 },
  { description: "Posa in opera", quantity: 1, nature: "service" as const, grossCents: 24_400 },
];
const reduced = jobVatSplit({
  lines: lines.map((line) => ({ ...line, withInstallation: true, significantGood: line.nature === "good" })),
  declaration: { residentialDeclared: true, workKind: "manutenzione-straordinaria" },
});

describe("the VAT rows under a total", () => {
  it("read «di cui IVA (22%)» when everything is at 22 %, or without a split", () => {
    for (const split of [standardVatSplit(lines), null]) {
      expect(vatRows(split, 122_000)).toEqual([{ label: "di cui IVA (22%)", cents: 22_000 }]);
      expect(vatSavingText(split)).toBeNull();
      expect(reducedVatTextRows(split)).toEqual({ saving: [], rates: [] });
    }
  });

  it("read one row per rate and the saving with the reduced VAT", () => {
    expect(vatRows(reduced, 117_200).map((row) => [spaced(row.label), row.cents])).toEqual([
      ["IVA 10 % su 400,00 €", 4_000],
      ["IVA 22 % su 600,00 €", 13_200],
    ]);
    expect(spaced(vatSavingText(reduced) ?? "")).toBe("IVA agevolata: risparmi 48,00 €");
    const text = reducedVatTextRows(reduced);
    expect(text.saving.map((row) => row.map(spaced))).toEqual([
      ["IVA agevolata: risparmi 48,00 €", "−48,00 €"],
    ]);
    expect(text.rates.map((row) => row.map(spaced))).toEqual([
      ["IVA 10 % su 400,00 €", "40,00 €"],
      ["IVA 22 % su 600,00 €", "132,00 €"],
    ]);
  });
});
