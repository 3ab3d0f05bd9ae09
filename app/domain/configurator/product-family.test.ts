import { describe, expect, it } from "vitest";
import { productFamily } from "./product-family.ts";

describe("productFamily", () => {
  it("follows the category", () => {
    expect(productFamily({ category: { slug: "finestre" } })).toBe("window");
    expect(productFamily({ category: { slug: "portefinestre" } })).toBe("french-window");
    expect(productFamily({ category: { slug: "scorrevoli" } })).toBe("sliding");
    expect(productFamily({ category: { slug: "tapparelle" } })).toBe("shutter");
    expect(productFamily({ category: { slug: "porte-interne" } })).toBe("door");
    expect(productFamily({ category: { slug: "porte-ingresso" } })).toBe("door");
  });

  it("treats an unknown category as a window", () => {
    expect(productFamily({ category: { slug: "verande" } })).toBe("window");
  });
});
