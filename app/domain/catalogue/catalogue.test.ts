import { describe, expect, it } from "vitest";
import { productSeeds } from "#db/seed/catalogue-data.ts";
import {
  orderLineConfiguratorMessage,
  type ProductConfigurator,
  productConfigurator,
  wrongConfiguratorMessage,
} from "./catalogue.ts";

const inCollection = (slug: string | null) => ({ subcategory: slug === null ? null : { slug } });

describe("productConfigurator", () => {
  it("sends every seeded security door to its own channel and everything else to the window configurator", () => {
    const byConfigurator: Record<ProductConfigurator, string[]> = { window: [], door: [], none: [] };
    for (const seed of productSeeds) {
      byConfigurator[productConfigurator(inCollection(seed.subcategorySlug))].push(seed.slug);
    }
    expect(byConfigurator.door.sort()).toEqual(
      ["tr450", "tr601", "tr611", "tr651-bianco", "tr651-tang-medio", "tr651s"].sort(),
    );
    expect(byConfigurator.none.sort()).toEqual(
      [
        "dream",
        "dream-one",
        "easy",
        "silver-c",
        "smart",
        "steel-c",
        "steel-c-isola",
        "steel-cy",
        "wing-wall-rasomuro",
      ].sort(),
    );
    const securityDoors = productSeeds.filter((seed) => seed.categorySlug === "porte-blindate");
    expect(byConfigurator.window.some((slug) => securityDoors.some((door) => door.slug === slug))).toBe(
      false,
    );
  });

  it("treats a product outside any collection as a window", () => {
    expect(productConfigurator(inCollection(null))).toBe("window");
  });
});

describe("wrongConfiguratorMessage", () => {
  it("lets each product through its own configurator only", () => {
    expect(wrongConfiguratorMessage(inCollection("finestre-pvc"), "window")).toBeNull();
    expect(wrongConfiguratorMessage(inCollection("torterolo"), "door")).toBeNull();
    expect(wrongConfiguratorMessage(inCollection("torterolo"), "window")).toMatch(/configuratore porte/);
    expect(wrongConfiguratorMessage(inCollection("finestre-pvc"), "door")).toMatch(
      /solo per le porte blindate/,
    );
    expect(wrongConfiguratorMessage(inCollection("alias"), "window")).toMatch(/sopralluogo/);
    expect(wrongConfiguratorMessage(inCollection("alias"), "door")).toMatch(/sopralluogo/);
  });
});

describe("orderLineConfiguratorMessage", () => {
  it("names the product of a line stored with the wrong configurator", () => {
    expect(orderLineConfiguratorMessage("TR601", "door", inCollection("torterolo"))).toBeNull();
    expect(orderLineConfiguratorMessage("TR601", "window", inCollection("torterolo"))).toBe(
      "Il prodotto «TR601» non si può ordinare come finestra: rimuovilo dal carrello e configuralo con il configuratore porte.",
    );
    expect(orderLineConfiguratorMessage("Alias Easy", "window", inCollection("alias"))).toMatch(
      /«Alias Easy» non si può ordinare online.*sopralluogo/,
    );
    expect(orderLineConfiguratorMessage("Finestra", "door", inCollection("finestre-pvc"))).toMatch(
      /non si può ordinare come porta/,
    );
  });
});
