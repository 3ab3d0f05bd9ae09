import { describe, expect, it } from "vitest";
import { type DrawingSpec, defaultSizesMm, drawingSpecFor, hexColour } from "./product-drawing-spec.ts";
import { productFamilies } from "./product-family.ts";

/** The spec type of one family (windows and French windows share theirs). */
type SpecOf<F, S = DrawingSpec> = S extends { family: infer G } ? (F extends G ? S : never) : never;

const only = <F extends DrawingSpec["family"]>(spec: DrawingSpec, family: F) => {
  expect(spec.family).toBe(family);
  return spec as SpecOf<F>;
};

describe("drawingSpecFor, tolerant of any configuration", () => {
  it.each(productFamilies)("draws a %s with nothing chosen at the family's default size", (family) => {
    const spec = drawingSpecFor({ family, options: {} });
    expect(spec.family).toBe(family);
    expect(spec.widthMm).toBe(defaultSizesMm[family].width);
    expect(spec.heightMm).toBe(defaultSizesMm[family].height);
    expect(spec.colourHex).toMatch(/^#[0-9a-f]{6}$/);
  });

  it("keeps valid sizes, rounded, and replaces invalid ones", () => {
    const spec = drawingSpecFor({ family: "door", widthMm: 812.4, heightMm: Number.NaN });
    expect([spec.widthMm, spec.heightMm]).toEqual([812, 2100]);
    expect(drawingSpecFor({ family: "window", widthMm: -5, heightMm: 0 }).widthMm).toBe(1200);
  });

  it("ignores unknown option values instead of failing", () => {
    const spec = drawingSpecFor({
      family: "shutter",
      options: { box: "???", operation: "", slatMaterial: "carta" },
    });
    expect(only(spec, "shutter")).toMatchObject({ box: "external", operation: "strap", slatMaterial: null });
  });
});

describe("windows and French windows", () => {
  it("reads sashes, opening and bands", () => {
    const spec = drawingSpecFor({
      family: "window",
      options: { windowType: "tre-ante", openingType: "vasistas" },
      sopraluce: true,
    });
    expect(only(spec, "window")).toMatchObject({
      sashes: 3,
      opening: "vasistas",
      sopraluce: true,
      sottoluce: false,
    });
  });

  it("gives a French window two sashes when the configuration does not say", () => {
    expect(only(drawingSpecFor({ family: "french-window" }), "french-window").sashes).toBe(2);
    expect(only(drawingSpecFor({ family: "window" }), "window").sashes).toBe(1);
  });
});

describe("sliding doors", () => {
  it.each([
    ["alzante-scorrevole", "alzante"],
    ["HST", "alzante"],
    ["traslante-psk", "traslante"],
    ["complanare", "complanare"],
    ["minimal", "minimal"],
    [undefined, "alzante"],
  ])("sliding type %s → %s", (slidingType, expected) => {
    expect(only(drawingSpecFor({ family: "sliding", options: { slidingType } }), "sliding").slidingType).toBe(
      expected,
    );
  });

  it("has at least two panels", () => {
    const spec = drawingSpecFor({ family: "sliding", options: { windowType: "una-anta" } });
    expect(only(spec, "sliding").panels).toBe(2);
    expect(
      only(drawingSpecFor({ family: "sliding", options: { windowType: "quattro-ante" } }), "sliding").panels,
    ).toBe(4);
  });
});

describe("roller shutters", () => {
  it.each([
    [
      { operation: "motorizzata", box: "esterno" },
      { operation: "motor", box: "external" },
    ],
    [
      { operation: "manovella", box: "a-scomparsa" },
      { operation: "crank", box: "hidden" },
    ],
    [
      { operation: "manuale-cinghia", box: "nessuno" },
      { operation: "strap", box: "none" },
    ],
  ])("%o", (options, expected) => {
    expect(drawingSpecFor({ family: "shutter", options })).toMatchObject(expected);
  });

  it("reads the slats' material", () => {
    expect(
      drawingSpecFor({ family: "shutter", options: { slatMaterial: "alluminio-coibentato" } }),
    ).toMatchObject({
      slatMaterial: "alluminio",
    });
  });
});

describe("doors", () => {
  it.each([
    ["destra", "right"],
    ["spingere-sinistra", "left"],
    ["dx", "right"],
    [undefined, "right"],
  ])("opening side %s → hinges %s", (openingSide, hingeSide) => {
    expect(drawingSpecFor({ family: "door", options: { openingSide } })).toMatchObject({ hingeSide });
  });

  it("reads the handle, a glazed finish and a sliding leaf", () => {
    expect(drawingSpecFor({ family: "door", options: { handle: "pomolo" } })).toMatchObject({
      handle: "knob",
    });
    expect(drawingSpecFor({ family: "door", options: { handle: "maniglione" } })).toMatchObject({
      handle: "pull",
    });
    expect(drawingSpecFor({ family: "door", options: { finish: "vetro-satinato" } })).toMatchObject({
      glazed: true,
    });
    expect(
      drawingSpecFor({ family: "door", options: { operation: "scorrevole a scomparsa" } }),
    ).toMatchObject({
      sliding: true,
    });
    expect(drawingSpecFor({ family: "door" })).toMatchObject({
      handle: "handle",
      glazed: false,
      sliding: false,
    });
  });
});

describe("colour", () => {
  it("uses the chosen swatch and name", () => {
    const spec = drawingSpecFor({ family: "window", colourHex: "#ABC", colourName: "Azzurro" });
    expect([spec.colourHex, spec.colourName]).toEqual(["#aabbcc", "Azzurro"]);
  });

  it("without a swatch, reads the colour's name, the finish, then the product's words", () => {
    expect(drawingSpecFor({ family: "window", colourName: "Noce" }).colourHex).toBe("#7b5032");
    expect(drawingSpecFor({ family: "door", options: { finish: "mdf-base-bianco-liscio" } }).colourName).toBe(
      "Bianco",
    );
    const door = drawingSpecFor({ family: "door", appearanceWords: ["Torterolo TR651 Bianco", "torterolo"] });
    expect([door.colourHex, door.colourName]).toEqual(["#f8fafc", "Bianco"]);
  });

  it("falls back to the family's colour, unnamed", () => {
    const spec = drawingSpecFor({ family: "window", colourHex: "not-a-colour" });
    expect(spec.colourHex).toBe("#f3f4f6");
    expect(spec.colourName).toBeNull();
  });

  it("hexColour accepts #rgb and #rrggbb only", () => {
    expect(hexColour(" #FFF ")).toBe("#ffffff");
    expect(hexColour("#12345")).toBeNull();
    expect(hexColour("red")).toBeNull();
  });
});
