import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { centsToEuros, eurosToCents, formatEuroCents } from "./money";

// Intl uses a narrow no-break space between amount and symbol.
const normalise = (text: string) => text.replace(/\s/g, " ");

describe("formatEuroCents", () => {
  it("formats in the Italian locale with two decimals and the euro sign", () => {
    // Four-digit amounts get the thousands dot too, unlike CLDR's Italian default.
    expect(normalise(formatEuroCents(123450))).toBe("1.234,50 €");
    expect(normalise(formatEuroCents(139000))).toBe("1.390,00 €");
    expect(normalise(formatEuroCents(1234550))).toBe("12.345,50 €");
    expect(normalise(formatEuroCents(48900))).toBe("489,00 €");
    expect(normalise(formatEuroCents(5))).toBe("0,05 €");
    expect(normalise(formatEuroCents(0))).toBe("0,00 €");
  });

  it("groups millions with dots", () => {
    expect(normalise(formatEuroCents(123456789))).toBe("1.234.567,89 €");
  });

  it("writes negative amounts with a minus sign", () => {
    expect(normalise(formatEuroCents(-123450))).toBe("-1.234,50 €");
    expect(normalise(formatEuroCents(-1))).toBe("-0,01 €");
  });

  it("writes exactly what Intl writes for it-IT and EUR with grouping always on", () => {
    const intl = new Intl.NumberFormat("it-IT", {
      style: "currency",
      currency: "EUR",
      useGrouping: "always",
    });
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (cents) => {
        expect(formatEuroCents(cents)).toBe(intl.format(cents / 100));
      }),
      { numRuns: 2000 },
    );
    for (const halfCent of [0.5, 12.5, 1_234_567.5, -12.5]) {
      expect(formatEuroCents(halfCent)).toBe(intl.format(halfCent / 100));
    }
  });
});

describe("centsToEuros / eurosToCents", () => {
  it("round-trips amounts without float drift", () => {
    for (const cents of [0, 1, 10, 99, 7302, 25782, 44591, 123456789]) {
      expect(eurosToCents(centsToEuros(cents))).toBe(cents);
    }
  });

  it("parses strings exactly", () => {
    expect(eurosToCents("73.02")).toBe(7302);
    expect(eurosToCents("12.5")).toBe(1250);
    expect(eurosToCents("12")).toBe(1200);
    expect(eurosToCents(0.1 + 0.2)).toBe(30);
  });

  it("rejects malformed amounts", () => {
    expect(() => eurosToCents("12,50")).toThrow(RangeError);
    expect(() => eurosToCents("1.234")).toThrow(RangeError);
  });
});
