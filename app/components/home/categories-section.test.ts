import { describe, expect, it } from "vitest";
import { categoryCardDescription } from "./categories-section.tsx";

describe("categoryCardDescription", () => {
  it("uses the category's own description", () => {
    expect(categoryCardDescription({ name: "Finestre", description: "Finestre su misura in PVC." })).toBe(
      "Finestre su misura in PVC.",
    );
  });

  it("falls back to a generic sentence with the lowercased name when the description is missing or blank", () => {
    for (const description of [null, "", "   "]) {
      expect(categoryCardDescription({ name: "Porte Interne", description })).toBe(
        "Scopri la nostra selezione di porte interne",
      );
    }
  });
});
