import { describe, expect, it } from "vitest";
import { workshopDetails } from "./workshop-documents.ts";

describe("a line's summary on the work order", () => {
  it("keeps every choice and drops the size, the prices and the price shares", () => {
    expect(
      workshopDetails([
        { label: "Prezzo base", value: "250,00 €" },
        { label: "Materiale", value: "PVC" },
        { label: "Sistema", value: "Standard 70 mm" },
        { label: "Dimensioni", value: "1000 x 1200 mm" },
        { label: "Sopraluce", value: "Sì (+15%)" },
      ]),
    ).toEqual([
      { label: "Materiale", value: "PVC" },
      { label: "Sistema", value: "Standard 70 mm" },
      { label: "Sopraluce", value: "Sì" },
    ]);
  });

  it("reads a door's articles and panels by name and code, without their prices or surcharges", () => {
    expect(
      workshopDetails([
        { label: "Prezzo base", value: "1.200,00 €" },
        { label: "Misura standard", value: "90 x 210 cm" },
        { label: "Mano di apertura", value: "Destra (spingere)" },
        { label: "Cilindri: Cilindro europeo (CIL-01)", value: "85,00 €" },
        { label: "Pannello esterno: Liscio noce (Lisci)", value: "320,00 €" },
        { label: "Supplemento pantografatura (pannello esterno)", value: "90,00 €" },
        { label: "Maggiorazione misura personalizzata (+15% del prezzo base)", value: "180,00 €" },
      ]),
    ).toEqual([
      { label: "Mano di apertura", value: "Destra (spingere)" },
      { label: "Cilindri", value: "Cilindro europeo (CIL-01)" },
      { label: "Pannello esterno", value: "Liscio noce (Lisci)" },
    ]);
  });
});
