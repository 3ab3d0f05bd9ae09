import { describe, expect, it } from "vitest";
import { fieldErrors } from "../web/validation.ts";
import {
  calculatorOptionEditSchema,
  doorPriceEditSchema,
  multiplierSchema,
  productEditSchema,
} from "./catalogue-edit-rules.ts";

const errorsOf = (result: { success: boolean; error?: Parameters<typeof fieldErrors>[0] }) =>
  result.error ? fieldErrors(result.error) : {};

describe("multiplierSchema", () => {
  it.each([
    ["0,10", "0.1000"],
    ["0.1", "0.1000"],
    [1.25, "1.2500"],
    ["1,2345", "1.2345"],
    ["  2 ", "2.0000"],
    ["010", "10.0000"],
    [10, "10.0000"],
    [null, null],
    ["", null],
  ])("%s → %s", (given, stored) => {
    expect(multiplierSchema.parse(given)).toBe(stored);
  });

  it.each([
    ["0.0999", "Il moltiplicatore deve essere tra 0,10 e 10"],
    ["10.0001", "Il moltiplicatore deve essere tra 0,10 e 10"],
    [0, "Il moltiplicatore deve essere tra 0,10 e 10"],
    ["-1", "Inserisci un moltiplicatore valido, ad esempio 1,25"],
    ["1.23456", "Inserisci un moltiplicatore valido, ad esempio 1,25"],
    ["1e1", "Inserisci un moltiplicatore valido, ad esempio 1,25"],
    [true, "Inserisci un moltiplicatore valido, ad esempio 1,25"],
  ])("refuses %s", (given, message) => {
    expect(multiplierSchema.safeParse(given).error?.issues[0]?.message).toBe(message);
  });
});

describe("productEditSchema", () => {
  it("keeps only the fields given, reads form checkboxes and digit strings", () => {
    expect(
      productEditSchema.parse({
        productId: "3",
        basePriceCents: "12500",
        hidden: "on",
        isEcoFriendly: "false",
      }),
    ).toEqual({ productId: 3, basePriceCents: 12500, hidden: true, isEcoFriendly: false });
  });

  it("bounds the price: above 0, at most 1.000.000,00 €, whole cents", () => {
    expect(productEditSchema.safeParse({ productId: 1, basePriceCents: 1 }).success).toBe(true);
    expect(productEditSchema.safeParse({ productId: 1, basePriceCents: 100_000_000 }).success).toBe(true);
    expect(errorsOf(productEditSchema.safeParse({ productId: 1, basePriceCents: 0 }))).toEqual({
      basePriceCents: "Il prezzo deve essere maggiore di zero",
    });
    expect(errorsOf(productEditSchema.safeParse({ productId: 1, basePriceCents: 100_000_001 }))).toEqual({
      basePriceCents: "Il prezzo non può superare 1.000.000,00\u00a0€",
    });
  });

  it("puts each message on its field", () => {
    expect(errorsOf(productEditSchema.safeParse({ productId: 1, name: " ", hidden: "boh" }))).toEqual({
      name: "Il nome non può essere vuoto",
      hidden: "Valore non valido: scegli sì o no",
    });
  });

  it("refuses an edit that changes nothing", () => {
    expect(errorsOf(productEditSchema.safeParse({ productId: 1 }))).toEqual({
      _form: "Nessuna modifica da salvare",
    });
  });
});

describe("calculatorOptionEditSchema", () => {
  it("lets an addition be 0 or removed, never negative", () => {
    expect(calculatorOptionEditSchema.parse({ optionId: 1, priceAdditionCents: 0 })).toEqual({
      optionId: 1,
      priceAdditionCents: 0,
    });
    expect(calculatorOptionEditSchema.parse({ optionId: 1, priceAdditionCents: "" })).toEqual({
      optionId: 1,
      priceAdditionCents: null,
    });
    expect(errorsOf(calculatorOptionEditSchema.safeParse({ optionId: 1, priceAdditionCents: -1 }))).toEqual({
      priceAdditionCents: "L'aggiunta non può essere negativa",
    });
  });
});

describe("doorPriceEditSchema", () => {
  it("names an article, a panel or an extra and a price above 0", () => {
    expect(doorPriceEditSchema.parse({ item: "panel", key: " laminato ", priceCents: "900" })).toEqual({
      item: "panel",
      key: "laminato",
      priceCents: 900,
    });
    expect(errorsOf(doorPriceEditSchema.safeParse({ item: "maniglia", key: "x", priceCents: 0 }))).toEqual({
      item: "Articolo non valido",
      priceCents: "Il prezzo deve essere maggiore di zero",
    });
  });
});
