import { describe, expect, it } from "vitest";
import { vatIncludedCents } from "./checkout.ts";
import { orderStatuses, orderStatusLabel } from "./order-status.ts";

describe("vatIncludedCents", () => {
  it("is the VAT contained in a VAT-inclusive subtotal", () => {
    expect(vatIncludedCents(12200)).toBe(2200); // 122,00 € = 100,00 + 22,00
    expect(vatIncludedCents(100000)).toBe(18033); // 1000 − 819,67
    expect(vatIncludedCents(0)).toBe(0);
  });
});

describe("orderStatusLabel", () => {
  it("maps the four statuses, in order, and reads unknown values as In attesa", () => {
    expect(orderStatuses.map(orderStatusLabel)).toEqual([
      "In attesa",
      "In lavorazione",
      "Completato",
      "Annullato",
    ]);
    expect(orderStatusLabel("shipped")).toBe("In attesa");
  });
});
