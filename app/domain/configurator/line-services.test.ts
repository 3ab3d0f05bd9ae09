import { describe, expect, it } from "vitest";
import {
  priceLineService,
  priceLineServices,
  type ServicePrices,
  servicePriceText,
  servicesForFamily,
  servicesTotalCents,
} from "./line-services.ts";

// Intl writes a no-break space before "€"; the tests read it as a plain one.
const plain = <T>(value: T): T => JSON.parse(JSON.stringify(value).replace(/\u00a0|\u202f/g, " "));

const prices: ServicePrices = {
  installation: { code: "installation", priceCents: 6000, minimumCents: 12000 },
  "door-installation": { code: "door-installation", priceCents: 18000, minimumCents: 0 },
  removal: { code: "removal", priceCents: 5000, minimumCents: 0 },
  subframe: { code: "subframe", priceCents: 1800, minimumCents: 0 },
};

describe("priced services", () => {
  it("installation is priced by the square metre: 1,40 × 1,60 m = 2,24 m² × 60 € = 134,40 €", () => {
    const row = priceLineService(prices.installation, { widthMm: 1400, heightMm: 1600 }, 2);
    expect(plain(row)).toEqual({
      code: "installation",
      label: "Posa in opera",
      detail: "2,24 m² × 60,00 €/m²",
      unitPriceCents: 13_440,
      quantity: 2,
      totalCents: 26_880,
    });
  });

  it("a small window pays the minimum, and says so", () => {
    const row = priceLineService(prices.installation, { widthMm: 600, heightMm: 800 }, 1);
    expect(row.unitPriceCents).toBe(12_000);
    expect(plain(row.detail)).toBe("0,48 m² × 60,00 €/m², minimo 120,00 €");
  });

  it("removal is per piece, the subframe by the metre of perimeter: 2 × (1,20 + 1,40) = 5,20 m × 18 €", () => {
    expect(plain(priceLineService(prices.removal, { widthMm: 1200, heightMm: 1400 }, 3))).toMatchObject({
      detail: "a pezzo",
      unitPriceCents: 5000,
      totalCents: 15_000,
    });
    expect(plain(priceLineService(prices.subframe, { widthMm: 1200, heightMm: 1400 }, 1))).toMatchObject({
      detail: "5,20 m × 18,00 €/m",
      unitPriceCents: 9360,
    });
  });

  it("prices only the chosen services the family offers, in the catalogue's order", () => {
    const size = { widthMm: 1000, heightMm: 1000 };
    const rows = priceLineServices(["subframe", "installation"], "shutter", prices, size, 1);
    expect(rows.map((row) => row.code)).toEqual(["installation"]);
    const all = priceLineServices(["subframe", "removal"], "window", prices, size, 1);
    expect(all.map((row) => row.code)).toEqual(["removal", "subframe"]);
    expect(servicesTotalCents(all)).toBe(5000 + 7200);
  });

  it("fits a door per door, whatever its size, with no window minimum: 2 doors × 180 € = 360 €", () => {
    const [fitting] = priceLineServices(
      ["installation"],
      "door",
      prices,
      { widthMm: 900, heightMm: 2100 },
      2,
    );
    expect(plain(fitting)).toEqual({
      code: "installation",
      label: "Posa in opera",
      detail: "a porta",
      unitPriceCents: 18_000,
      quantity: 2,
      totalCents: 36_000,
    });
    const [wide] = priceLineServices(["installation"], "door", prices, { widthMm: 1800, heightMm: 2400 }, 1);
    expect(wide?.unitPriceCents).toBe(18_000);
    // A French window of the same size is still fitted by its area.
    const [window] = priceLineServices(
      ["installation"],
      "french-window",
      prices,
      { widthMm: 900, heightMm: 2100 },
      1,
    );
    expect(plain(window?.detail)).toBe("1,89 m² × 60,00 €/m², minimo 120,00 €");
    expect(servicesForFamily("door")).toContain("installation");
  });

  it("states a catalogue price as the back office and the cart show it", () => {
    expect(plain(servicePriceText(prices.installation))).toBe("60,00 €/m², minimo 120,00 €");
    expect(plain(servicePriceText(prices.removal))).toBe("50,00 € a pezzo");
    expect(plain(servicePriceText(prices.subframe))).toBe("18,00 €/m");
    expect(plain(servicePriceText(prices["door-installation"]))).toBe("180,00 € a porta");
  });
});
