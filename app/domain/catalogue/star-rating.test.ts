import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { effectiveRating, formatRating, ratingLabel, starRating } from "./star-rating";

describe("starRating", () => {
  it("floors to whole stars and adds a half star from .5 on", () => {
    expect(starRating(4.5)).toEqual({ value: 4.5, filled: 4.5 });
    expect(starRating(4.7)).toEqual({ value: 4.7, filled: 4.5 });
    expect(starRating(4.4)).toEqual({ value: 4.4, filled: 4 });
    expect(starRating(3.9)).toEqual({ value: 3.9, filled: 3.5 });
    expect(starRating(2)).toEqual({ value: 2, filled: 2 });
    expect(starRating(0.49)).toEqual({ value: 0.49, filled: 0 });
  });

  it("shows 4 stars when there is no rating", () => {
    expect(starRating(null)).toEqual({ value: 4, filled: 4 });
    expect(starRating(undefined)).toEqual({ value: 4, filled: 4 });
  });

  it("keeps zero as a real rating, not a missing one", () => {
    expect(starRating(0)).toEqual({ value: 0, filled: 0 });
  });

  it("keeps the stars within five, even for out-of-range values", () => {
    expect(starRating(5)).toEqual({ value: 5, filled: 5 });
    expect(starRating(7)).toEqual({ value: 5, filled: 5 });
    expect(starRating(-1)).toEqual({ value: 0, filled: 0 });
    expect(starRating(Number.NaN)).toEqual({ value: 4, filled: 4 });
  });
});

describe("rating texts", () => {
  it("formats with one decimal and a comma", () => {
    expect(formatRating(4)).toBe("4,0");
    expect(formatRating(4.5)).toBe("4,5");
  });

  it("rounds like Intl for it-IT with one decimal", () => {
    const intl = new Intl.NumberFormat("it-IT", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5000 }), (thousandths) => {
        const value = thousandths / 1000;
        expect(formatRating(value)).toBe(intl.format(value));
      }),
      { numRuns: 2000 },
    );
    expect(formatRating(4.35)).toBe("4,4");
    expect(formatRating(4.25)).toBe("4,3");
  });

  it("labels the stars for screen readers", () => {
    expect(ratingLabel(4.5)).toBe("Valutazione 4,5 su 5");
    expect(ratingLabel(null)).toBe("Valutazione 4,0 su 5");
  });

  it("uses the default rating for sorting as well", () => {
    expect(effectiveRating(null)).toBe(4);
    expect(effectiveRating(4.8)).toBe(4.8);
  });
});
