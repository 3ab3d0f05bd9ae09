import { describe, expect, it } from "vitest";
import {
  PRODUCT_IMAGE_PLACEHOLDER,
  productDrawingPath,
  productImageAlt,
  productImageSrc,
} from "./product-image.ts";

const product = (overrides: Partial<Parameters<typeof productImageSrc>[0]> = {}) => ({
  id: 12,
  name: "Prodotto",
  imageUrl: null,
  ...overrides,
});

describe("productImageSrc", () => {
  it("uses an absolute http(s) image URL as it is", () => {
    expect(productImageSrc(product({ imageUrl: "https://cdn.example.it/a.jpg" }))).toBe(
      "https://cdn.example.it/a.jpg",
    );
    expect(productImageSrc(product({ imageUrl: "http://cdn.example.it/b.png" }))).toBe(
      "http://cdn.example.it/b.png",
    );
  });

  it("otherwise shows the product's own drawing", () => {
    expect(productImageSrc(product())).toBe("/images/products/12/drawing.svg");
    expect(productImageSrc(product({ imageUrl: "/uploads/a.jpg" }))).toBe(productDrawingPath(12));
    expect(productImageSrc(product({ imageUrl: "ftp://example.it/a.jpg" }))).toBe(productDrawingPath(12));
    expect(productDrawingPath(12)).not.toBe(PRODUCT_IMAGE_PLACEHOLDER);
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
