import { describe, expect, it } from "vitest";
import {
  describeDrawing,
  drawingLabel,
  drawingSubject,
  slidingPanelKinds,
} from "./product-drawing-description.ts";
import { drawingSpecFor } from "./product-drawing-spec.ts";

describe("drawingLabel", () => {
  it("names an interior door by its opening side and size", () => {
    const spec = drawingSpecFor({
      family: "door",
      subject: drawingSubject("porte-interne"),
      widthMm: 800,
      heightMm: 2100,
      options: { openingSide: "destra" },
    });
    expect(drawingLabel(spec)).toBe("Porta interna, apertura a destra, 800 × 2100 mm");
  });

  it.each([
    [
      drawingSpecFor({ family: "window", options: { windowType: "due-ante", openingType: "anta-ribalta" } }),
      "Finestra a 2 ante, apertura anta ribalta, 1200 × 1400 mm",
    ],
    [drawingSpecFor({ family: "french-window" }), "Portafinestra a 2 ante, 1400 × 2300 mm"],
    [
      drawingSpecFor({ family: "sliding", options: { slidingType: "traslante" } }),
      "Scorrevole traslante, 2 ante, 2800 × 2300 mm",
    ],
    [
      drawingSpecFor({ family: "shutter", options: { operation: "motorizzata", box: "a-scomparsa" } }),
      "Tapparella, comando motorizzato, cassonetto a scomparsa, 1200 × 1400 mm",
    ],
    [
      drawingSpecFor({ family: "door", subject: "Porta interna", options: { operation: "scorrevole" } }),
      "Porta interna, scorrevole, 800 × 2100 mm",
    ],
  ])("%#: %s", (spec, label) => {
    expect(drawingLabel(spec)).toBe(label);
  });
});

describe("describeDrawing", () => {
  it("says the colour, the sizes and the family's details", () => {
    const door = drawingSpecFor({
      family: "door",
      subject: "Porta d'ingresso",
      colourName: "Antracite",
      options: { openingSide: "sinistra", handle: "maniglione", finish: "vetrata" },
    });
    expect(describeDrawing(door)).toBe(
      "Porta d'ingresso, apertura a sinistra, maniglione, con vetro, colore Antracite, larghezza 800 mm, altezza 2100 mm.",
    );
    const sliding = drawingSpecFor({ family: "sliding", options: { windowType: "quattro-ante" } });
    expect(describeDrawing(sliding)).toContain("4 ante, 2 fisse e 2 scorrevoli");
    const shutter = drawingSpecFor({ family: "shutter", options: { slatMaterial: "pvc" } });
    expect(describeDrawing(shutter)).toContain("stecche in PVC");
  });
});

describe("slidingPanelKinds", () => {
  it("keeps one fixed panel on the left, or both outer ones from four panels", () => {
    expect(slidingPanelKinds(2)).toEqual(["fixed", "sliding"]);
    expect(slidingPanelKinds(3)).toEqual(["fixed", "sliding", "sliding"]);
    expect(slidingPanelKinds(4)).toEqual(["fixed", "sliding", "sliding", "fixed"]);
  });
});

describe("drawingSubject", () => {
  it("names doors by their category and leaves unknown ones to the family", () => {
    expect(drawingSubject("porte-blindate")).toBe("Porta blindata");
    expect(drawingSubject("altro")).toBeUndefined();
    expect(drawingSubject(null)).toBeUndefined();
  });
});
