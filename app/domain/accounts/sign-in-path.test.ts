import { describe, expect, it } from "vitest";
import { headerSignInPath, signInPath } from "./sign-in-path.ts";

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

describe("headerSignInPath", () => {
  it("comes back to the product or category page the header's link was followed from", () => {
    expect(headerSignInPath("/product/3", "?colore=bianco")).toBe(
      "/auth?redirectTo=%2Fproduct%2F3%3Fcolore%3Dbianco",
    );
    expect(headerSignInPath("/category/finestre", "")).toBe("/auth?redirectTo=%2Fcategory%2Ffinestre");
  });

  it("links plain /auth from every other page, whatever its path", () => {
    expect(headerSignInPath("/", "")).toBe("/auth");
    expect(headerSignInPath("/auth", "?tab=registrati&redirectTo=%2Fcart")).toBe("/auth");
    expect(headerSignInPath("/reimposta-password", "?token=abc")).toBe("/auth");
    expect(headerSignInPath("/gestione/ordini", "")).toBe("/auth");
    expect(headerSignInPath("/pagina-che-non-esiste", "")).toBe("/auth");
  });
});
