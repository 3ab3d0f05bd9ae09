import { describe, expect, it } from "vitest";
import { addShopDays, formatDateShort } from "../italian-formats/dates.ts";
import { quoteValidUntil, salesConditions } from "./sales-document.ts";

describe("a quote's validity", () => {
  it("counts 30 shop days from the request", () => {
    expect(quoteValidUntil("2026-11-23T10:00:00Z", null, 30)).toBe("2026-12-23");
  });

  it("restarts from the offer once staff sent one", () => {
    expect(quoteValidUntil("2026-11-01T10:00:00Z", "2026-12-20T09:00:00Z", 30)).toBe("2027-01-19");
  });

  it("counts in the shop's calendar: 23:30 UTC on 31 December is already 1 January in Rome", () => {
    expect(addShopDays("2026-12-31T23:30:00Z", 0)).toBe("2027-01-01");
    expect(formatDateShort(quoteValidUntil("2026-12-31T23:30:00Z", null, 30))).toBe("31/01/2027");
  });

  it("crosses the change to summer time without losing a day", () => {
    expect(addShopDays("2027-03-20T12:00:00Z", 10)).toBe("2027-03-30");
  });
});

describe("the conditions printed on a document", () => {
  it("start with the validity on a quote", () => {
    const [first, ...rest] = salesConditions(
      { kind: "quote", validUntil: "2026-12-23", delivery: "Consegna stimata: 5–6 settimane dal pagamento" },
      "23/12/2026",
    );
    expect(first).toBe("Validità: il preventivo è valido fino al 23/12/2026.");
    expect(rest.join(" ")).toMatch(/art\. 59, comma 1, lett\. c\) del Codice del Consumo/);
    expect(rest[0]).toBe(
      "Consegna stimata: 5–6 settimane dal pagamento. Le festività non sono considerate nel calcolo. La data esatta è confermata dopo il sopralluogo.",
    );
  });

  it("say that an order confirmation is not an invoice", () => {
    const conditions = salesConditions({ kind: "order", validUntil: null, delivery: null }, null);
    expect(conditions[0]).toBe("Questo documento conferma l'ordine ricevuto e non costituisce fattura.");
    expect(conditions.join(" ")).not.toMatch(/Validità|Consegna stimata/);
  });
});
