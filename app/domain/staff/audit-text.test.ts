import { describe, expect, it } from "vitest";
import { auditChanges, auditValueText } from "./audit-text.ts";

const plain = (text: string) => text.replace(/\u00a0|\u202f/g, " ");

describe("the audit log in words", () => {
  it("writes a price change in euros, with the field's Italian name, leaving out what did not move", () => {
    const changes = auditChanges(
      { priceCents: 6000, minimumCents: 12000 },
      { priceCents: 8000, minimumCents: 12000 },
    );
    expect(
      changes.map((change) => ({ ...change, before: plain(change.before), after: plain(change.after) })),
    ).toEqual([{ field: "Prezzo", before: "60,00 €", after: "80,00 €" }]);
  });

  it("names statuses by their label, booleans by Sì/No, missing values by a dash, and drops the version", () => {
    expect(
      auditChanges({ status: "pending", version: 1 }, { status: "processing", version: 2, note: "" }),
    ).toEqual([{ field: "Stato", before: "In attesa", after: "In lavorazione" }]);
    expect(auditChanges({ status: "nuova" }, { status: "in-lavorazione", note: "Chiamato" })).toEqual([
      { field: "Stato", before: "Nuova", after: "In lavorazione" },
      { field: "Nota", before: "—", after: "Chiamato" },
    ]);
    expect(auditChanges({ siteLift: null }, { siteLift: false })).toEqual([
      { field: "Ascensore", before: "—", after: "No" },
    ]);
  });

  it("writes times in the shop's time zone and lists as words", () => {
    expect(auditValueText("anonymizedAt", "2026-12-02T14:30:00.000Z")).toBe("02/12/2026 15:30");
    expect(auditValueText("quoteRequests", [3, 7])).toBe("3, 7");
    expect(auditChanges(null, { username: "mario" })).toEqual([
      { field: "Nome utente", before: "—", after: "mario" },
    ]);
  });
});
