import { describe, expect, it } from "vitest";
import { firstIssueMessage } from "../web/validation.ts";
import { doorSizeSchema } from "./door-selection.ts";

const customSize = (width: unknown, height: unknown = 230) => ({ mode: "custom", width, height });

function refusal(size: unknown): string | null {
  const parsed = doorSizeSchema.safeParse(size);
  return parsed.success ? null : firstIssueMessage(parsed.error);
}

describe("custom door sizes", () => {
  it.each([
    ["-5"],
    [-5],
    ["0"],
    [0],
    ["99999"],
    [99999],
    [""],
    ["   "],
    ["abc"],
    ["12cm"],
    [null],
    [undefined],
    [Number.NaN],
  ])("a width of %j says the bounds", (width) => {
    expect(refusal(customSize(width))).toBe("La larghezza deve essere tra 60 e 130 cm");
  });

  it("a height out of range says its own bounds", () => {
    expect(refusal(customSize(100, "-5"))).toBe("L'altezza deve essere tra 180 e 260 cm");
    expect(refusal(customSize(100, 99999))).toBe("L'altezza deve essere tra 180 e 260 cm");
    expect(refusal(customSize(100, ""))).toBe("L'altezza deve essere tra 180 e 260 cm");
  });

  it("a fraction of a centimetre asks for a whole number within the bounds", () => {
    expect(refusal(customSize("100.5"))).toBe("La larghezza deve essere un numero intero tra 60 e 130 cm");
  });

  it("accepts whole centimetres within the bounds, typed or sent as numbers", () => {
    expect(doorSizeSchema.parse(customSize(" 100 ", "230"))).toEqual({
      mode: "custom",
      width: 100,
      height: 230,
    });
    expect(refusal(customSize(60, 180))).toBeNull();
    expect(refusal(customSize(130, 260))).toBeNull();
  });
});
