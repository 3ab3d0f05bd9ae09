import { describe, expect, it } from "vitest";
import { signInPath } from "./sign-in-path.ts";

describe("signInPath", () => {
  it("brings the visitor back to the page they came from, query and anchor included", () => {
    expect(signInPath("/prodotti/finestra?colore=bianco#configura")).toBe(
      "/auth?redirectTo=%2Fprodotti%2Ffinestra%3Fcolore%3Dbianco%23configura",
    );
  });

  it("opens the registration tab when asked", () => {
    expect(signInPath("/cart", "registrati")).toBe("/auth?tab=registrati&redirectTo=%2Fcart");
  });

  it("needs no redirectTo to come back home", () => {
    expect(signInPath("/")).toBe("/auth");
    expect(signInPath("/", "registrati")).toBe("/auth?tab=registrati");
  });
});
