import { describe, expect, it } from "vitest";
import { formatItalianInteger } from "../italian-formats/italian-decimal.ts";
import { checkSize, type SizeLimit, sizeLimitFor, sizeLimitSubject, widthLimitText } from "./size-limits.ts";

const limit = (
  family: SizeLimit["family"],
  windowType: string | null,
  openingType: string | null,
  [minWidthMm, maxWidthMm, minHeightMm, maxHeightMm]: [number, number, number, number],
): SizeLimit => ({ family, windowType, openingType, minWidthMm, maxWidthMm, minHeightMm, maxHeightMm });

const limits: SizeLimit[] = [
  limit("window", "una-anta", null, [350, 1300, 400, 2000]),
  limit("window", "due-ante", null, [800, 2400, 500, 2200]),
  limit("window", null, "vasistas", [400, 1800, 300, 1500]),
  limit("window", "due-ante", "fissa", [500, 3000, 300, 2600]),
  limit("shutter", null, null, [400, 3500, 400, 3500]),
];

describe("the limit that applies", () => {
  it("is the one of the sashes when the opening has none of its own", () => {
    expect(sizeLimitFor(limits, { family: "window", windowType: "due-ante", openingType: "battente" })).toBe(
      limits[1],
    );
  });

  it("is the opening's over the sashes', and the row naming both over either", () => {
    expect(sizeLimitFor(limits, { family: "window", windowType: "una-anta", openingType: "vasistas" })).toBe(
      limits[2],
    );
    expect(sizeLimitFor(limits, { family: "window", windowType: "due-ante", openingType: "fissa" })).toBe(
      limits[3],
    );
  });

  it("is the family's row for a family without sashes, and none for a family the catalogue leaves open", () => {
    expect(sizeLimitFor(limits, { family: "shutter" })).toBe(limits[4]);
    expect(sizeLimitFor(limits, { family: "door" })).toBeNull();
    expect(sizeLimitFor(limits, { family: "window", windowType: "tre-ante", openingType: "battente" })).toBe(
      null,
    );
  });
});

describe("a size checked against its limit", () => {
  const twoSashes = limits[1]!;

  it("can be made from the least to the greatest width and height, both included", () => {
    expect(checkSize(twoSashes, 800, 500)).toEqual({ makeable: true });
    expect(checkSize(twoSashes, 2400, 2200)).toEqual({ makeable: true });
  });

  it("says the limit of each side it breaks, beside that side's field", () => {
    expect(checkSize(twoSashes, 799, 1400)).toEqual({
      makeable: false,
      errors: { "dimensions.width": "Per una finestra a due ante la larghezza va da 800 a 2.400 mm" },
      message: "Per una finestra a due ante la larghezza va da 800 a 2.400 mm",
    });
    expect(checkSize(twoSashes, 6000, 6000)).toEqual({
      makeable: false,
      errors: {
        "dimensions.width": "Per una finestra a due ante la larghezza va da 800 a 2.400 mm",
        "dimensions.height": "Per una finestra a due ante l'altezza va da 500 a 2.200 mm",
      },
      message: "Per una finestra a due ante la larghezza va da 800 a 2.400 mm",
    });
  });

  it("has no bound where the catalogue has no limit", () => {
    expect(checkSize(null, 1, 6000)).toEqual({ makeable: true });
  });

  it("names what the row is for in the sentence", () => {
    expect(sizeLimitSubject(limits[2]!)).toBe("una finestra a vasistas");
    expect(sizeLimitSubject(limits[3]!)).toBe("una finestra a due ante fissa");
    expect(widthLimitText(limits[4]!)).toBe("Per una tapparella la larghezza va da 400 a 3.500 mm");
  });
});

describe("millimetres written the Italian way", () => {
  it("puts a dot between thousands from four digits", () => {
    expect(formatItalianInteger(800)).toBe("800");
    expect(formatItalianInteger(2400)).toBe("2.400");
    expect(formatItalianInteger(12000)).toBe("12.000");
    expect(formatItalianInteger(-1500)).toBe("-1.500");
  });
});
