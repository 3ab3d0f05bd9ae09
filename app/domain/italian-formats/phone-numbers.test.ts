import { describe, expect, it } from "vitest";
import { phoneHref } from "./phone-numbers.ts";

describe("phoneHref", () => {
  it("links an Italian number, with or without +39, as tel:+39 and no spaces", () => {
    expect(phoneHref("+39 333 123 4567")).toBe("tel:+393331234567");
    expect(phoneHref("333 1234567")).toBe("tel:+393331234567");
    expect(phoneHref(" 051 123456 ")).toBe("tel:+39051123456");
  });

  it("keeps a foreign country code, written with + or 00", () => {
    expect(phoneHref("+49 30 1234567")).toBe("tel:+49301234567");
    expect(phoneHref("0049 30 1234567")).toBe("tel:+49301234567");
  });

  it("gives no link without digits", () => {
    expect(phoneHref("")).toBeNull();
    expect(phoneHref("  ")).toBeNull();
  });
});
