import { describe, expect, it } from "vitest";
import { formatSquareMetres } from "./square-metres";

describe("formatSquareMetres", () => {
  it("writes two decimals after a comma and a space before m²", () => {
    expect(formatSquareMetres(1.4)).toBe("1,40 m²");
    expect(formatSquareMetres(1.68)).toBe("1,68 m²");
    expect(formatSquareMetres(1)).toBe("1,00 m²");
    expect(formatSquareMetres(0.25)).toBe("0,25 m²");
  });

  it("rounds to the hundredth", () => {
    expect(formatSquareMetres(1.234)).toBe("1,23 m²");
    expect(formatSquareMetres(1.2361)).toBe("1,24 m²");
    // 1200 x 1405 mm
    expect(formatSquareMetres((1200 * 1405) / 1_000_000)).toBe("1,69 m²");
  });

  it("puts a dot between thousands", () => {
    expect(formatSquareMetres(1234.5)).toBe("1.234,50 m²");
  });
});
