import { describe, expect, it } from "vitest";
import { isPersonalPath } from "./personal-paths.ts";

describe("isPersonalPath", () => {
  it("covers the personal pages, their sub-pages and the personal API", () => {
    for (const path of ["/cart", "/orders", "/orders/12", "/auth", "/api/user", "/api/cart/3", "/logout"])
      expect(isPersonalPath(path), path).toBe(true);
  });

  it("leaves public pages and paths that only share a prefix alone", () => {
    for (const path of ["/", "/chi-siamo", "/api/products", "/cartoline", "/ordersx", "/api/users"])
      expect(isPersonalPath(path), path).toBe(false);
  });
});
