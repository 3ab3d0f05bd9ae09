import { describe, expect, it } from "vitest";
import { PRODUCT_IMAGE_PLACEHOLDER, productImageAlt, productImageSrc } from "./product-image";

const product = (overrides: Partial<Parameters<typeof productImageSrc>[0]> = {}) => ({
  name: "Prodotto",
  imageUrl: null,
  categoryId: 99,
  category: { slug: "altro" },
  ...overrides,
});

const illustration = (file: string) => `/images/products/${file}`;

describe("productImageSrc", () => {
  it("uses an absolute http(s) image URL as it is", () => {
    expect(productImageSrc(product({ imageUrl: "https://cdn.example.it/a.jpg" }))).toBe(
      "https://cdn.example.it/a.jpg",
    );
    expect(productImageSrc(product({ imageUrl: "http://cdn.example.it/b.png" }))).toBe(
      "http://cdn.example.it/b.png",
    );
  });

  it("ignores relative or other-scheme URLs and falls back to an illustration", () => {
    expect(productImageSrc(product({ imageUrl: "/uploads/a.jpg", categoryId: 1 }))).toBe(
      illustration("finestra-2-ante.svg"),
    );
    expect(productImageSrc(product({ imageUrl: "ftp://example.it/a.jpg" }))).toBe(PRODUCT_IMAGE_PLACEHOLDER);
    expect(productImageSrc(product({ imageUrl: "" }))).toBe(PRODUCT_IMAGE_PLACEHOLDER);
  });

  it.each([
    ["Scorrevole Alzante HST 160", "scorrevole.svg"],
    ["Sistema Alzante Plus", "scorrevole.svg"],
    ["Portafinestra PVC Classica 70", "portafinestra.svg"],
    ["Porta-finestra Legno", "portafinestra.svg"],
    ["Porta Blindata Classe 4", "porta-blindata.svg"],
    ["Tapparella PVC Pesante", "tapparella.svg"],
    ["Avvolgibile in alluminio", "tapparella.svg"],
    ["Frangisole orientabile", "tapparella.svg"],
    ["Porta Interna Laminato Liscia", "porta-interna.svg"],
    ["Porta d'Ingresso PVC Classica", "porta-ingresso.svg"],
    ["Finestra Quattro Ante", "finestra-4-ante.svg"],
    ["Finestra 4 ante", "finestra-4-ante.svg"],
    ["Finestra Tre Ante", "finestra-3-ante.svg"],
    ["Finestra 3 ante", "finestra-3-ante.svg"],
    ["Finestra Anta Singola", "finestra-1-anta.svg"],
    ["Finestra 1 anta", "finestra-1-anta.svg"],
  ])("chooses by name keyword: %s → %s", (name, file) => {
    expect(productImageSrc(product({ name, categoryId: 1 }))).toBe(illustration(file));
  });

  it("checks keywords in a fixed order: a sliding interior door shows the sliding illustration", () => {
    expect(productImageSrc(product({ name: "Porta Interna Scorrevole" }))).toBe(
      illustration("scorrevole.svg"),
    );
  });

  it.each([
    [1, "finestra-2-ante.svg"],
    [2, "portafinestra.svg"],
    [3, "scorrevole.svg"],
    [4, "porta-ingresso.svg"],
    [5, "porta-interna.svg"],
    [6, "tapparella.svg"],
  ])("falls back to the category id %i → %s", (categoryId, file) => {
    expect(productImageSrc(product({ name: "Modello X", categoryId }))).toBe(illustration(file));
  });

  it("falls back to the porte-blindate category slug", () => {
    expect(
      productImageSrc(product({ name: "Steel C", categoryId: 7, category: { slug: "porte-blindate" } })),
    ).toBe(illustration("porta-blindata.svg"));
  });

  it("uses the placeholder when nothing matches", () => {
    expect(productImageSrc(product({ name: "Modello X" }))).toBe(PRODUCT_IMAGE_PLACEHOLDER);
    expect(productImageSrc(product({ name: "Modello X", category: null }))).toBe(PRODUCT_IMAGE_PLACEHOLDER);
  });
});

describe("productImageAlt", () => {
  it("says the picture is an illustration of the product", () => {
    expect(productImageAlt(product({ name: "Finestra PVC Classica 70" }))).toBe(
      "Illustrazione: Finestra PVC Classica 70",
    );
  });

  it("says it is a photo when the product has its own image", () => {
    expect(productImageAlt(product({ name: "Steel C", imageUrl: "https://cdn.example.it/s.jpg" }))).toBe(
      "Foto: Steel C",
    );
  });
});
