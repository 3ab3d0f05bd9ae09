import { describe, expect, it } from "vitest";
import { discountRefusal, discountText, offerTotals, spreadOverPositions } from "./offer-totals.ts";

describe("offer totals", () => {
  it("takes a line's discount off the line and the offer's off the sum, never printing a surcharge", () => {
    const totals = offerTotals(
      [
        { grossCents: 245_000, discount: null },
        { grossCents: 60_000, discount: { kind: "amount", value: 5_000 } },
      ],
      { kind: "percent", value: 500 },
    );
    expect(totals.lineNetCents).toEqual([245_000, 55_000]);
    expect(totals.subtotalCents).toBe(300_000);
    expect(totals.offerDiscountCents).toBe(15_000);
    expect(totals.totalCents).toBe(285_000);
    expect(totals.vatCents).toBe(285_000 - Math.round(285_000 / 1.22));
  });

  it("refuses a discount over 100 % or over the amount it comes off", () => {
    expect(discountRefusal(10_000, { kind: "percent", value: 10_001 })).toBe(
      "Lo sconto non può superare il 100 %.",
    );
    expect(discountRefusal(10_000, { kind: "amount", value: 10_001 })).toMatch(
      /^Lo sconto non può superare l'importo/,
    );
    expect(discountRefusal(10_000, { kind: "amount", value: 10_000 })).toBeNull();
  });

  it("spreads the total over the positions so that their sum is exactly the total", () => {
    const shares = spreadOverPositions([100_001, 50_000, 33_333], 170_000);
    expect(shares.reduce((sum, cents) => sum + cents, 0)).toBe(170_000);
    expect(shares[0]).toBeGreaterThan(shares[1] ?? 0);
  });

  it("writes a discount the Italian way", () => {
    expect(discountText({ kind: "percent", value: 500 })).toBe("5 %");
    expect(discountText({ kind: "percent", value: 250 })).toBe("2,5 %");
    expect(discountText({ kind: "amount", value: 5_000 })).toBe("50,00\u00a0€");
  });
});
