import { describe, expect, it } from "vitest";
import { orderStatuses, orderStatusLabel } from "../orders/order-status.ts";
import { vatIncludedCents } from "../orders/order-totals.ts";
import { apiCheckoutSchema } from "./api-checkout.ts";
import { splitStreetAndNumber } from "./checkout-rules.ts";

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

describe("apiCheckoutSchema", () => {
  const body = {
    shipping: {
      name: "Mario Rossi",
      email: "mario@example.it",
      phone: "+39 051 123 4567",
      address: "Via Roma 1",
      city: "Bologna",
      postalCode: "40121",
    },
    paymentMethod: "bonifico",
  };

  it("reads the total the client showed, in euros, as cents", () => {
    expect(apiCheckoutSchema.parse({ ...body, expectedTotalAmount: 1234.56 }).expectedTotalCents).toBe(
      123456,
    );
    expect(apiCheckoutSchema.parse({ ...body, expectedTotalAmount: 0.1 }).expectedTotalCents).toBe(10);
  });

  it("leaves it out when the client sends none, and ignores a total in cents", () => {
    expect(apiCheckoutSchema.parse(body).expectedTotalCents).toBeUndefined();
    expect(apiCheckoutSchema.parse({ ...body, expectedTotalCents: 5 }).expectedTotalCents).toBeUndefined();
  });

  it.each([12.345, -1, "12", null])("refuses %s", (expectedTotalAmount) => {
    expect(apiCheckoutSchema.safeParse({ ...body, expectedTotalAmount }).error?.issues[0]?.message).toMatch(
      /^Totale atteso non valido/,
    );
  });
});

describe("the street and the house number of a one-line address", () => {
  it.each([
    ["Via Indipendenza 10", "Via Indipendenza", "10"],
    ["Corso Buenos Aires, 12/B", "Corso Buenos Aires", "12/B"],
    ["Piazza Maggiore 1a", "Piazza Maggiore", "1a"],
    ["Località Case Sparse", "Località Case Sparse", ""],
    ["", "", ""],
  ])("%s", (line, street, houseNumber) => {
    expect(splitStreetAndNumber(line)).toEqual({ street, houseNumber });
  });
});

describe("text fields of the checkout", () => {
  it("refuses control characters, which the database cannot store, with a message", () => {
    const parsed = apiCheckoutSchema.safeParse({
      shipping: {
        name: "Mario Rossi",
        email: "mario.rossi@example.it",
        phone: "+39 051 123 4567",
        address: "\u0000",
        city: "Bologna",
        postalCode: "40121",
      },
      paymentMethod: "carta",
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe("Il testo contiene caratteri non ammessi");
  });
});
