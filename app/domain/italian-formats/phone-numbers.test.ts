import { describe, expect, it } from "vitest";
import { phoneHref, spreadsheetPhone } from "./phone-numbers.ts";

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

describe("spreadsheetPhone", () => {
  it("writes an Italian number in national form, without +39", () => {
    expect(spreadsheetPhone("+39 333 123 4567")).toBe("333 123 4567");
    expect(spreadsheetPhone("+39 051 765 4321")).toBe("051 765 4321");
    expect(spreadsheetPhone("0039 051 765 4321")).toBe("051 765 4321");
    expect(spreadsheetPhone("051 123456")).toBe("051 123456");
  });

  it("keeps a number without spaces as text: a space after the prefix, so the leading zero stays", () => {
    expect(spreadsheetPhone("+390517654321")).toBe("051 7654321");
    expect(spreadsheetPhone("3331234567")).toBe("333 1234567");
  });

  it("writes a foreign number with 00 instead of +", () => {
    expect(spreadsheetPhone("+49 30 1234567")).toBe("0049 30 1234567");
    expect(spreadsheetPhone("+41791234567")).toBe("0041 791234567");
    expect(spreadsheetPhone("0044 20 7946 0000")).toBe("0044 20 7946 0000");
  });

  it("leaves anything else as stored, for the formula guard", () => {
    expect(spreadsheetPhone("=1+1")).toBe("=1+1");
    expect(spreadsheetPhone("")).toBe("");
  });
});
