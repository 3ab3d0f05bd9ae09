import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { describeDrawing } from "#app/domain/configurator/product-drawing-description.ts";
import { drawingSpecFor, sashCount } from "#app/domain/configurator/product-drawing-spec.ts";
import { ProductDrawing } from "./product-drawing.tsx";

// The window family of ProductDrawing, as the configurator's live drawing shows it.

interface WindowProps {
  windowType?: string | null;
  openingType?: string | null;
  frameColor?: string | null;
  colorName?: string | null;
  width?: number | null;
  height?: number | null;
  sopraluce?: boolean;
  sottoluce?: boolean;
}

const windowSpec = (props: WindowProps) =>
  drawingSpecFor({
    family: "window",
    widthMm: props.width,
    heightMm: props.height,
    colourHex: props.frameColor,
    colourName: props.colorName,
    options: { windowType: props.windowType, openingType: props.openingType },
    sopraluce: props.sopraluce,
    sottoluce: props.sottoluce,
  });
const describeWindow = (props: WindowProps) => describeDrawing(windowSpec(props));
const render = (props: WindowProps = {}, idPrefix?: string, title?: string) =>
  renderToStaticMarkup(<ProductDrawing spec={windowSpec(props)} idPrefix={idPrefix} title={title} />);
const count = (markup: string, pattern: RegExp) => markup.match(new RegExp(pattern, "g"))?.length ?? 0;

function outerFrame(markup: string): { width: number; height: number } {
  const tag = markup.match(/<rect[^>]*data-frame="outer"[^>]*>/)?.[0] ?? "";
  const attr = (name: string) => Number(tag.match(new RegExp(`\\s${name}="([\\d.]+)"`))?.[1]);
  return { width: attr("width"), height: attr("height") };
}

describe("sashCount", () => {
  it("maps the window types to 1..4 sashes", () => {
    expect(sashCount("una-anta")).toBe(1);
    expect(sashCount("due-ante")).toBe(2);
    expect(sashCount("tre-ante")).toBe(3);
    expect(sashCount("quattro-ante")).toBe(4);
  });

  it("falls back to one sash", () => {
    expect(sashCount("sei-ante")).toBe(1);
    expect(sashCount(null)).toBe(1);
    expect(sashCount(undefined)).toBe(1);
  });
});

describe("window drawing sashes", () => {
  it.each([
    ["una-anta", 1],
    ["due-ante", 2],
    ["tre-ante", 3],
    ["quattro-ante", 4],
    ["sconosciuto", 1],
    [null, 1],
  ])("%s draws %i sash groups", (windowType, expected) => {
    const markup = render({ windowType });
    expect(count(markup, /data-sash="\d"/)).toBe(expected);
    for (let n = 1; n <= expected; n++) expect(markup).toContain(`data-sash="${n}"`);
  });
});

describe("window drawing opening symbols", () => {
  it.each(["battente", "anta-ribalta", "vasistas", "scorrevole", "fissa"])(
    "%s marks every sash",
    (openingType) => {
      const markup = render({ windowType: "tre-ante", openingType });
      expect(count(markup, /data-opening="/)).toBe(3);
      expect(count(markup, new RegExp(`data-opening="${openingType}"`))).toBe(3);
    },
  );

  it("anta-ribalta draws both the side-hung and the bottom-hung triangle", () => {
    const markup = render({ openingType: "anta-ribalta" });
    const group = markup.match(/<g data-opening="anta-ribalta">(.*?)<\/g>/)?.[1] ?? "";
    expect(count(group, /<polyline/)).toBe(2);
    expect(count(render({ openingType: "battente" }), /<polyline/)).toBe(1);
    expect(count(render({ openingType: "vasistas" }), /<polyline/)).toBe(1);
  });

  it("draws no symbol for an unknown or missing opening", () => {
    expect(render({ windowType: "due-ante", openingType: "girevole" })).not.toContain("data-opening");
    expect(render({ windowType: "due-ante" })).not.toContain("data-opening");
  });
});

describe("window drawing bands", () => {
  it("draws no band by default", () => {
    expect(render()).not.toContain("data-band");
  });

  it("draws only the toggled band", () => {
    const above = render({ sopraluce: true });
    expect(above).toContain('data-band="sopraluce"');
    expect(above).not.toContain('data-band="sottoluce"');
    const below = render({ sottoluce: true });
    expect(below).toContain('data-band="sottoluce"');
    expect(below).not.toContain('data-band="sopraluce"');
    const both = render({ sopraluce: true, sottoluce: true });
    expect(both).toContain('data-band="sopraluce"');
    expect(both).toContain('data-band="sottoluce"');
  });
});

describe("window drawing dimensions and colour", () => {
  it("labels the width and height in mm", () => {
    const markup = render({ width: 1200, height: 1400 });
    expect(markup).toContain(">1200 mm</text>");
    expect(markup).toContain(">1400 mm</text>");
  });

  it("labels the real values and falls back to 1200 × 1400 for invalid sizes", () => {
    expect(render({ width: 4500, height: 600 })).toContain(">4500 mm</text>");
    const fallback = render({ width: Number.NaN, height: -5 });
    expect(fallback).toContain(">1200 mm</text>");
    expect(fallback).toContain(">1400 mm</text>");
  });

  it("keeps the real aspect ratio", () => {
    const wide = outerFrame(render({ width: 2000, height: 1000 }));
    expect(wide.width).toBeGreaterThan(wide.height);
    expect(wide.width / wide.height).toBeCloseTo(2, 1);
    const tall = outerFrame(render({ width: 600, height: 1800 }));
    expect(tall.height).toBeGreaterThan(tall.width);
  });

  it("clamps extreme ratios so the window stays visible", () => {
    const extreme = outerFrame(render({ width: 10000, height: 500 }));
    expect(extreme.width / extreme.height).toBeCloseTo(4, 1);
  });

  it("fills the frames with the swatch colour", () => {
    const markup = render({ frameColor: "#7b5032" });
    expect(markup).toContain('fill="#7b5032"');
    expect(render({ frameColor: "not-a-colour" })).not.toContain("not-a-colour");
  });
});

describe("window drawing accessibility", () => {
  it("is an image labelled by its title and described by its desc", () => {
    const markup = render({}, "anteprima", "Anteprima della finestra");
    expect(markup).toContain('role="img"');
    expect(markup).toContain('aria-labelledby="anteprima-title"');
    expect(markup).toContain('<title id="anteprima-title">Anteprima della finestra</title>');
    expect(markup).toContain('aria-describedby="anteprima-desc"');
    expect(markup).toContain('<desc id="anteprima-desc">');
  });

  it("describes the full configuration in Italian", () => {
    const props: WindowProps = {
      windowType: "due-ante",
      openingType: "anta-ribalta",
      colorName: "Noce",
      width: 1200,
      height: 1400,
      sopraluce: true,
    };
    const text =
      "Finestra a 2 ante, apertura anta ribalta, colore Noce, larghezza 1200 mm, altezza 1400 mm, con sopraluce.";
    expect(describeWindow(props)).toBe(text);
    expect(render(props)).toContain(`>${text}</desc>`);
  });

  it("mentions both bands and the singular sash", () => {
    expect(describeWindow({ windowType: "una-anta", sopraluce: true, sottoluce: true })).toBe(
      "Finestra a 1 anta, larghezza 1200 mm, altezza 1400 mm, con sopraluce e sottoluce.",
    );
    expect(
      describeWindow({ windowType: "quattro-ante", openingType: "scorrevole", sottoluce: true }),
    ).toContain("4 ante, apertura scorrevole");
  });
});

describe("the hand and the side looked at", () => {
  const drawn = (openingSide: string, windowType: string, view?: "inside" | "outside") =>
    renderToStaticMarkup(
      <ProductDrawing
        spec={drawingSpecFor({
          family: "window",
          options: { windowType, openingType: "battente", openingSide },
          view,
        })}
      />,
    );
  const hinges = (markup: string) => [...markup.matchAll(/data-hinge="(\w+)"/g)].map((m) => m[1]);
  /** The sashes (1-based, from the left) whose markup holds a handle. */
  const handleSashes = (markup: string) =>
    markup
      .split('<g data-sash="')
      .slice(1)
      .flatMap((chunk) => (chunk.includes("data-handle") ? [chunk.slice(0, 1)] : []));

  it("hinges one sash on the chosen side, seen from inside, with its handle", () => {
    expect(hinges(drawn("sinistra", "una-anta"))).toEqual(["left"]);
    expect(hinges(drawn("destra", "una-anta"))).toEqual(["right"]);
    expect(count(drawn("destra", "una-anta"), /data-handle/)).toBe(1);
  });

  it("puts the only handle on the main sash of two", () => {
    expect(handleSashes(drawn("principale-sinistra", "due-ante"))).toEqual(["1"]);
    expect(handleSashes(drawn("principale-destra", "due-ante"))).toEqual(["2"]);
  });

  it("mirrors the hand from outside and draws no handle", () => {
    const outside = drawn("sinistra", "una-anta", "outside");
    expect(hinges(outside)).toEqual(["right"]);
    expect(count(outside, /data-handle/)).toBe(0);
    expect(outside).toContain('data-view="outside"');
  });
});
