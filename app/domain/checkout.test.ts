import { describe, expect, it } from "vitest";
import { vatIncludedCents } from "./checkout.ts";
import { orderStatusLabel } from "./order-status.ts";

describe("vatIncludedCents", () => {
  it("is the VAT contained in a VAT-inclusive subtotal", () => {
    expect(vatIncludedCents(12200)).toBe(2200); // 122,00 € = 100,00 + 22,00
    expect(vatIncludedCents(100000)).toBe(18033); // 1000 − 819,67
    expect(vatIncludedCents(0)).toBe(0);
  });
});

describe("orderStatusLabel", () => {
  it("maps the four statuses and reads unknown values as In attesa", () => {
    expect(orderStatusLabel("pending")).toBe("In attesa");
    expect(orderStatusLabel("processing")).toBe("In lavorazione");
    expect(orderStatusLabel("completed")).toBe("Completato");
    expect(orderStatusLabel("cancelled")).toBe("Annullato");
    expect(orderStatusLabel("shipped")).toBe("In attesa");
  });
});
