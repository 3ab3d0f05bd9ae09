import { describe, expect, it } from "vitest";
import { defaultOptionValues, type OptionChoice, resolveOptionSet } from "../catalogue/option-sets.ts";
import {
  configurationSearch,
  type LinkValues,
  parseConfigurationLink,
  shareableConfigurationPath,
  storedConfigurationPath,
} from "./configuration-link.ts";

const option = (type: OptionChoice["type"], value: string): OptionChoice => ({
  type,
  value,
  name: value,
  priceMultiplier: null,
  priceAdditionCents: null,
  swatch: null,
});

const set = resolveOptionSet(
  { category: { slug: "finestre" } },
  [
    option("material", "pvc"),
    option("material", "alluminio"),
    option("color", "bianco"),
    option("color", "nero"),
  ],
  { locked: { material: "pvc" }, defaults: {} },
);
const defaults: LinkValues = {
  ...defaultOptionValues(set),
  width: "1200",
  height: "1400",
  sopraluce: false,
  sottoluce: false,
};

describe("configuration link", () => {
  it("round-trips a configuration and keeps the page's other parameters", () => {
    const values = { ...defaults, color: "nero", width: "1500", sopraluce: true };
    const search = configurationSearch(set, values, defaults, "?riga=7");
    expect(search).toBe("?riga=7&color=nero&larghezza=1500&altezza=1400&sopraluce=1");
    expect(parseConfigurationLink(set, new URLSearchParams(search), defaults)).toEqual({
      values,
      invalid: [],
    });
  });

  it("leaves the address clean when nothing differs from what the page opens with", () => {
    expect(configurationSearch(set, defaults, defaults, "?color=nero&larghezza=1")).toBe("");
    expect(parseConfigurationLink(set, new URLSearchParams("riga=3"), defaults)).toBeNull();
  });

  it("drops what the product does not offer, names it and keeps the defaults", () => {
    const parsed = parseConfigurationLink(
      set,
      new URLSearchParams("color=viola&material=alluminio&larghezza=7000&altezza=abc&sottoluce=si"),
      defaults,
    );
    expect(parsed?.values).toEqual(defaults);
    expect(parsed?.invalid).toEqual([
      "Colore «viola»",
      "Larghezza «7000»",
      "Altezza «abc»",
      "Sottoluce «si»",
    ]);
  });
});

describe("the link «Copia link» shares", () => {
  it("writes every free option and the size, even the defaults, and ends at the configurator", () => {
    expect(shareableConfigurationPath(7, set, defaults)).toBe(
      "/product/7?color=bianco&larghezza=1200&altezza=1400#configuratore",
    );
  });

  it("of a saved configuration, from its stored options and size", () => {
    expect(
      storedConfigurationPath({
        productId: 7,
        options: { color: "nero", sopraluce: true },
        dimensions: { width: 900, height: 1000 },
      }),
    ).toBe("/product/7?color=nero&larghezza=900&altezza=1000&sopraluce=1#configuratore");
  });
});
