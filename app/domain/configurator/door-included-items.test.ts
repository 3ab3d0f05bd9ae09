import { describe, expect, it } from "vitest";
import { includedItemsOf, withIncludedPrices } from "./door-included-items.ts";
import { computeDoorPrice } from "./door-price.ts";

const cylinder = {
  group: "Cilindro",
  name: "Cilindro europeo antitrapano 5 chiavi",
  code: "CIL-001",
  priceCents: 5000,
};
const defender = {
  group: "Cilindro",
  name: "Cilindro Defender antistrappo 5 chiavi",
  code: "CIL-004",
  priceCents: 7500,
};
const sill = { group: "Accessorio", name: "Soglia mobile a pavimento", code: "ACC-SOG-01", priceCents: 6900 };
const standard = { mode: "standard" as const, width: 90, height: 210 };

describe("a model's included articles", () => {
  it("gives every model a cylinder and a handle kit, the TR651S also its floor sill", () => {
    expect(includedItemsOf("tr450")).toEqual({ cylinder: "CIL-001", handleKit: "KIT-001", accessories: [] });
    expect(includedItemsOf("tr651s").accessories).toEqual(["ACC-SOG-01"]);
  });

  it("prices them at 0 € so the starting total is the base price: 189000 + 0 + 0", () => {
    const items = withIncludedPrices("tr651s", [cylinder, sill]);
    expect(items.map((item) => [item.name, item.priceCents])).toEqual([
      ["Cilindro europeo antitrapano 5 chiavi (di serie)", 0],
      ["Soglia mobile a pavimento (di serie)", 0],
    ]);
    expect(computeDoorPrice({ basePriceCents: 189000, size: standard, items, panels: [] }).totalCents).toBe(
      189000,
    );
  });

  it("charges another article in their place at its own price, and the sill on a model without it: 120000 + 7500 + 6900", () => {
    const items = withIncludedPrices("tr450", [defender, sill]);
    expect(computeDoorPrice({ basePriceCents: 120000, size: standard, items, panels: [] }).totalCents).toBe(
      134400,
    );
  });
});
