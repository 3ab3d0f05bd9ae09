import { describe, expect, it } from "vitest";
import { euroAmountInput, parseEuroAmount } from "../italian-formats/euro-amount.ts";
import { offerDifference, offerFormSchema } from "./request-offer.ts";

describe("parseEuroAmount", () => {
  it.each([
    ["1.234,50", 123_450],
    ["1234,5", 123_450],
    ["1234.50", 123_450],
    ["89", 8_900],
    ["1.000.000,00", 100_000_000],
    [" 950,00 € ", 95_000],
    ["0,05", 5],
  ])("reads %j as %i cents", (text, cents) => {
    expect(parseEuroAmount(text)).toBe(cents);
  });

  it.each(["", "abc", "12,345", "1.23.4", "-10", "1,2,3", "1e3", "12.", ",50"])("refuses %j", (text) => {
    expect(parseEuroAmount(text)).toBeNull();
  });

  it("writes cents back the way the field reads them", () => {
    expect(euroAmountInput(123_450)).toBe("1234,50");
    expect(parseEuroAmount(euroAmountInput(7))).toBe(7);
  });
});

describe("offerFormSchema", () => {
  const valid = { offeredPrice: "1.100,00", reason: "Sconto per l'ordine di sei finestre", version: "3" };

  it("reads the price in cents and the version as a number", () => {
    expect(offerFormSchema.parse(valid)).toEqual({ ...valid, offeredPrice: 110_000, version: 3 });
  });

  it.each([
    [{ offeredPrice: "0" }, "Il prezzo offerto deve essere maggiore di zero"],
    [{ offeredPrice: "1.000.000,01" }, "Il prezzo offerto può essere al massimo 1.000.000,00 €"],
    [{ reason: "  " }, "Scrivi il motivo dello sconto o della maggiorazione"],
    [{ version: "" }, "Ricarica la pagina e riprova"],
  ])("refuses %j", (override, message) => {
    const parsed = offerFormSchema.safeParse({ ...valid, ...override });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(message);
  });
});

describe("offerDifference", () => {
  it("names a discount, a surcharge or the same price, with the percentage", () => {
    expect(offerDifference(100_000, 92_500)).toEqual({ kind: "sconto", cents: 7_500, percent: 7.5 });
    expect(offerDifference(100_000, 110_000)).toEqual({ kind: "maggiorazione", cents: 10_000, percent: 10 });
    expect(offerDifference(100_000, 100_000)).toEqual({ kind: "invariato", cents: 0, percent: 0 });
  });
});
