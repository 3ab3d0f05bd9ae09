import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { type DrawingSpecInput, drawingSpecFor } from "#app/domain/configurator/product-drawing-spec.ts";
import type { DrawingVariant } from "./drawing-canvas.ts";
import { ProductDrawing } from "./product-drawing.tsx";

const render = (input: DrawingSpecInput, variant?: DrawingVariant) =>
  renderToStaticMarkup(<ProductDrawing spec={drawingSpecFor(input)} variant={variant} />);
const count = (markup: string, pattern: RegExp) => markup.match(new RegExp(pattern, "g"))?.length ?? 0;
const attr = (markup: string, name: string) => markup.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];

function box(markup: string, selector: string): { width: number; height: number } {
  const tag = markup.match(new RegExp(`<rect[^>]*${selector}[^>]*>`))?.[0] ?? "";
  const value = (name: string) => Number(tag.match(new RegExp(`\\s${name}="([\\d.]+)"`))?.[1]);
  return { width: value("width"), height: value("height") };
}

/** Each choice of one option puts its marker on the drawing: `data-<option>="<marker>"`. */
function itMarksEachChoice(
  title: string,
  family: DrawingSpecInput["family"],
  option: string,
  choices: [choice: string, marker: string][],
) {
  it.each(choices)(title, (choice, marker) => {
    expect(render({ family, options: { [option]: choice } })).toContain(`data-${option}="${marker}"`);
  });
}

describe("ProductDrawing, every family", () => {
  it.each([
    [{ family: "window" } as const, "Finestra a 1 anta, 1200 × 1400 mm"],
    [{ family: "french-window" } as const, "Portafinestra a 2 ante, 1400 × 2300 mm"],
    [{ family: "sliding" } as const, "Scorrevole alzante, 2 ante, 2800 × 2300 mm"],
    [{ family: "shutter" } as const, "Tapparella, comando a cinghia, cassonetto esterno, 1200 × 1400 mm"],
    [
      { family: "door", subject: "Porta interna" } as const,
      "Porta interna, apertura a destra, 800 × 2100 mm",
    ],
  ])("draws a %o as an image named in Italian", (input, label) => {
    const markup = render(input);
    expect(markup).toMatch(/^<svg[^>]*role="img"/);
    expect(attr(markup, "aria-label")).toBe(label);
    expect(markup).toContain(`<title>${label}</title>`);
    expect(attr(markup, "data-family")).toBe(input.family);
    expect(markup).toContain('xmlns="http://www.w3.org/2000/svg"');
  });

  it("labels by ids when given a prefix, and takes a title of its own", () => {
    const markup = renderToStaticMarkup(
      <ProductDrawing spec={drawingSpecFor({ family: "door" })} idPrefix="anteprima" title="Anteprima" />,
    );
    expect(markup).toContain('aria-labelledby="anteprima-title"');
    expect(markup).toContain('aria-describedby="anteprima-desc"');
    expect(markup).toContain('<title id="anteprima-title">Anteprima</title>');
    expect(markup).not.toContain("aria-label=");
  });
});

describe("variants: the same geometry at every size", () => {
  it("shows the dimensions only on the live drawing", () => {
    for (const family of ["window", "sliding", "shutter", "door"] as const) {
      expect(render({ family })).toContain('data-dimension="width"');
      expect(render({ family }, "thumbnail")).not.toContain("data-dimension");
      expect(render({ family }, "image")).not.toContain("data-dimension");
    }
  });

  it("draws thumbnails and images at 4:3 with heavier strokes; only the image file states its size", () => {
    const thumbnail = render({ family: "window" }, "thumbnail");
    const image = render({ family: "window" }, "image");
    expect(attr(thumbnail, "viewBox")).toBe("0 0 400 300");
    expect(attr(image, "width")).toBe("400");
    expect(attr(image, "height")).toBe("300");
    expect(thumbnail).not.toMatch(/<svg[^>]*\swidth=/);
    const frameStroke = (markup: string) =>
      Number(markup.match(/data-frame="outer"[^>]*stroke-width="([\d.]+)"/)?.[1]);
    expect(frameStroke(thumbnail)).toBeGreaterThan(frameStroke(render({ family: "window" })));
  });

  it("keeps the object's proportions in every variant", () => {
    for (const variant of ["live", "image", "thumbnail"] as const) {
      const frame = box(
        render({ family: "door", widthMm: 900, heightMm: 2100 }, variant),
        'data-frame="outer"',
      );
      expect(frame.width / frame.height).toBeCloseTo(900 / 2100, 2);
    }
  });
});

describe("window and French window", () => {
  it("draws a French window to the floor, with a threshold and a solid rail on each sash", () => {
    const markup = render({ family: "french-window", options: { windowType: "due-ante" } });
    expect(markup).toContain("data-threshold");
    expect(markup).toContain("data-floor");
    expect(count(markup, /data-kick-rail/)).toBe(2);
    expect(render({ family: "window" })).not.toContain("data-threshold");
  });
});

describe("sliding door", () => {
  it("draws a fixed and a sliding panel, the sliding one with an arrow toward the fixed one", () => {
    const markup = render({ family: "sliding", options: { slidingType: "alzante" } });
    expect(count(markup, /data-panel-kind="fixed"/)).toBe(1);
    expect(count(markup, /data-panel-kind="sliding"/)).toBe(1);
    expect(count(markup, /data-arrow="left"/)).toBe(1);
    expect(markup).toContain('data-mark="lift"');
  });

  it("slides the two middle panels of four outward", () => {
    const markup = render({ family: "sliding", options: { windowType: "quattro-ante" } });
    expect(count(markup, /data-panel-kind="fixed"/)).toBe(2);
    expect(markup).toContain('data-arrow="left"');
    expect(markup).toContain('data-arrow="right"');
  });

  it.each([
    ["alzante", 'data-mark="lift"'],
    ["traslante", "<polyline"],
    ["complanare", 'data-mark="step"'],
  ])("marks a %s door", (slidingType, mark) => {
    const markup = render({ family: "sliding", options: { slidingType } });
    expect(attr(markup, "data-sliding-type")).toBe(slidingType);
    expect(markup).toContain(mark);
  });
});

describe("roller shutter", () => {
  itMarksEachChoice("draws the %s box", "shutter", "box", [
    ["esterno", "external"],
    ["a-scomparsa", "hidden"],
  ]);

  it("draws no box when there is none", () => {
    expect(render({ family: "shutter", options: { box: "nessuno" } })).not.toContain("data-box");
  });

  itMarksEachChoice("marks the %s operation", "shutter", "operation", [
    ["motorizzata", "motor"],
    ["manovella", "crank"],
    ["cinghia", "strap"],
  ]);

  it("draws slats in the chosen colour, narrower for aluminium", () => {
    const pvc = render({ family: "shutter", colourHex: "#6b4226", options: { slatMaterial: "pvc" } });
    const aluminium = render({ family: "shutter", options: { slatMaterial: "alluminio" } });
    expect(pvc).toContain('fill="#6b4226"');
    expect(Number(attr(aluminium, "data-slats"))).toBeGreaterThan(Number(attr(pvc, "data-slats")));
  });
});

describe("door", () => {
  it("puts the hinges on the opening side and the handle on the other", () => {
    const right = render({ family: "door", options: { openingSide: "destra" } });
    expect(attr(right, "data-door-hinge")).toBe("right");
    expect(right).toContain('data-hinges="right"');
    const left = render({ family: "door", options: { openingSide: "sinistra" } });
    expect(left).toContain('data-hinges="left"');
    const handleX = (markup: string) =>
      Number(markup.match(/data-handle="handle"><circle cx="([\d.]+)"/)?.[1]);
    expect(handleX(right)).toBeLessThan(handleX(left));
  });

  itMarksEachChoice("draws a %s", "door", "handle", [
    ["maniglia", "handle"],
    ["pomolo", "knob"],
    ["maniglione", "pull"],
  ]);

  it("fills the leaf with the finish's colour, and draws glass for a glazed one", () => {
    const noce = render({ family: "door", options: { finish: "noce" } });
    expect(noce).toMatch(/data-leaf=""[^>]*fill="#7b5032"/);
    expect(noce).toContain("data-panel");
    expect(render({ family: "door", options: { finish: "vetro satinato" } })).toContain('fill="#dbeafe"');
  });

  it("draws a sliding leaf with an arrow and no hinges", () => {
    const markup = render({ family: "door", options: { operation: "scorrevole" } });
    expect(markup).toContain("data-door-sliding");
    expect(markup).toContain("data-arrow");
    expect(markup).not.toContain("data-hinges");
  });
});
