import { describe, expect, it } from "vitest";
import { deliveryNoteLine, purchaseOrderLine } from "./goods-lines.ts";

const door = {
  productName: "Porta Torterolo TR651S",
  quantity: 2,
  roomLabel: "Ingresso",
  summary: [
    { label: "Prezzo base", value: "1.450,00 €" },
    { label: "Misura personalizzata", value: "95 x 215 cm" },
    { label: "Maniglieria: Maniglia Roma (MR12)", value: "120,00 €" },
    { label: "Pannello interno: Liscio bianco (Lisci)", value: "0,00 €" },
    { label: "Maggiorazione misura personalizzata (+15% del prezzo base)", value: "217,50 €" },
  ],
};

describe("a position on a purchase order", () => {
  it("names the size, the articles and the panels with the room, and no price", () => {
    const line = purchaseOrderLine(door);
    expect(line).toEqual({
      description: "Porta Torterolo TR651S",
      detail:
        "Misura personalizzata: 95 x 215 cm · Maniglieria: Maniglia Roma (MR12) · Pannello interno: Liscio bianco (Lisci) · Locale: Ingresso",
      quantity: 2,
    });
    expect(line.detail).not.toContain("€");
  });

  it("drops the surcharge note of a window's toggle", () => {
    const line = purchaseOrderLine({
      productName: "Tapparella PVC",
      quantity: 1,
      roomLabel: "",
      summary: [
        { label: "Dimensioni", value: "1200 x 1400 mm" },
        { label: "Sopraluce", value: "Sì (+15%)" },
      ],
    });
    expect(line.detail).toBe("Dimensioni: 1200 x 1400 mm · Sopraluce: Sì");
  });
});

describe("a position on a delivery note", () => {
  it("names only its size and its room", () => {
    expect(deliveryNoteLine(door).detail).toBe("Misura: 95 x 215 cm · Locale: Ingresso");
  });
});
