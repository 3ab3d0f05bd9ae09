import { describe, expect, it } from "vitest";
import { losesDeduction, splitWithholding } from "./withholding.ts";

describe("splitWithholding", () => {
  it("withholds 11 % of the amount net of 22 % VAT when the order has no VAT split", () => {
    // 1.220,00 € gross → 1.000,00 € net → 110,00 € withheld.
    expect(splitWithholding(122_000, null)).toEqual({ receivedCents: 111_000, withheldCents: 11_000 });
  });

  it("uses the order's own rates when the 10 % applies", () => {
    const rates = [
      { ratePercent: 10 as const, netCents: 100_000, vatCents: 10_000 },
      { ratePercent: 22 as const, netCents: 0, vatCents: 0 },
    ];
    // 1.100,00 € gross at 10 % → 1.000,00 € net → 110,00 € withheld.
    expect(splitWithholding(110_000, { rates })).toEqual({ receivedCents: 99_000, withheldCents: 11_000 });
  });
});

describe("losesDeduction", () => {
  it("warns of cash, cheque and card when the customer asked for the deduction", () => {
    expect(losesDeduction("contanti", true)).toBe(true);
    expect(losesDeduction("assegno", true)).toBe(true);
    expect(losesDeduction("carta", true)).toBe(true);
    expect(losesDeduction("bonifico", true)).toBe(false);
    expect(losesDeduction("contanti", false)).toBe(false);
  });
});
