import { describe, expect, it } from "vitest";
import { formatItalianDecimal } from "./italian-decimal";

describe("formatItalianDecimal", () => {
  it("writes the decimals after a comma, padded to their count", () => {
    expect(formatItalianDecimal(123450, 2)).toBe("1234,50");
    expect(formatItalianDecimal(5, 2)).toBe("0,05");
    expect(formatItalianDecimal(45, 1)).toBe("4,5");
  });

  it("puts a dot between thousands only when asked", () => {
    expect(formatItalianDecimal(123456789, 2, true)).toBe("1.234.567,89");
    expect(formatItalianDecimal(99999, 2, true)).toBe("999,99");
  });

  it("keeps the minus sign, but never on zero", () => {
    expect(formatItalianDecimal(-123450, 2, true)).toBe("-1.234,50");
    expect(formatItalianDecimal(-0, 2)).toBe("0,00");
  });
});
