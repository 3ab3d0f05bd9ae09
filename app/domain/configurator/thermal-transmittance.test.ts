import { describe, expect, it } from "vitest";
import { climateZoneOfProvince, ecobonusVerdict } from "./climate-zones.ts";
import { drawingSpecFor, type WindowDrawingSpec } from "./product-drawing-spec.ts";
import {
  computeUw,
  referenceTransmittance,
  thermalTransmittanceFor,
  transmittanceText,
  windowGeometry,
} from "./thermal-transmittance.ts";

// Hand-worked examples for docs/product/thermal.md. Profiles (frame-profiles.ts): window frame
// f = 68 mm, sash s = 58 mm, French window bottom rail 200 mm; sliding frame 80 mm, panel 90 mm;
// bands 0,22 × the height. Figures (thermal-catalogue.ts): PVC standard-70 Uf 1,3 ψg 0,08, Ug 1,1;
// PVC passive-92 Uf 0,95 ψg 0,04, Ug 0,6; aluminium performance-82 Uf 2,0 ψg 0,06, Ug 0,7;
// wood standard-70 Uf 1,4 ψg 0,08, Ug 1,1; PVC performance-82 Uf 1,1 ψg 0,04, Ug 0,7.

const window = (options: Record<string, string>, width: number, height: number, extra = {}) =>
  thermalTransmittanceFor({ family: "window", widthMm: width, heightMm: height, options, ...extra });

describe("window geometry", () => {
  /** A two-sash window 1400 mm high, measured from its drawing. */
  const twoSashGeometry = (widthMm: number) =>
    windowGeometry(
      drawingSpecFor({
        family: "window",
        widthMm,
        heightMm: 1400,
        options: { windowType: "due-ante" },
      }) as WindowDrawingSpec,
    );

  it("measures glass, frame and glass edge as the drawing does", () => {
    // 1200 × 1400, two sashes: sash width (1200 − 2·68) / 2 = 532; glass 532 − 2·58 = 416 wide,
    // 1400 − 2·68 − 2·58 = 1148 high. Ag = 2 · 416 · 1148 = 955 136 mm² = 0,955136 m²;
    // lg = 2 · 2 · (416 + 1148) = 6256 mm; Af = 1,68 − 0,955136 = 0,724864 m².
    const geometry = twoSashGeometry(1200);
    expect(geometry.totalArea).toBeCloseTo(1.68, 6);
    expect(geometry.glassArea).toBeCloseTo(0.955136, 6);
    expect(geometry.frameArea).toBeCloseTo(0.724864, 6);
    expect(geometry.glassPerimeter).toBeCloseTo(6.256, 6);
    expect(geometry.panelArea).toBe(0);
  });

  it("leaves no glass when the profiles are wider than the window", () => {
    // 200 mm wide, two sashes: (200 − 136) / 2 = 32 mm per sash, less than 2 · 58: all frame.
    const geometry = twoSashGeometry(200);
    expect(geometry.glassArea).toBe(0);
    expect(geometry.frameArea).toBeCloseTo(0.28, 6);
    expect(computeUw(geometry, { ug: 1.1, uf: 1.3, psiG: 0.08 })).toBeCloseTo(1.3, 6);
  });
});

describe("thermalTransmittanceFor", () => {
  const pvc70 = { material: "pvc", system: "standard-70", windowType: "due-ante" };

  it("PVC 70, two sashes, 1200 × 1400: Uw 1,48", () => {
    // (0,955136 · 1,1 + 0,724864 · 1,3 + 6,256 · 0,08) / 1,68
    // = (1,0506496 + 0,9423232 + 0,50048) / 1,68 = 2,4934528 / 1,68 = 1,4842 → 1,48
    expect(window(pvc70, 1200, 1400)).toEqual({ kind: "Uw", value: 1.48 });
  });

  it("PVC Passivhaus 92, same window: Uw 0,90", () => {
    // (0,955136 · 0,6 + 0,724864 · 0,95 + 6,256 · 0,04) / 1,68
    // = (0,5730816 + 0,6886208 + 0,25024) / 1,68 = 1,5119424 / 1,68 = 0,89997 → 0,90
    expect(window({ ...pvc70, system: "passive-92" }, 1200, 1400)).toEqual({ kind: "Uw", value: 0.9 });
  });

  it("aluminium 82, one sash, 1000 × 1000: Uw 1,45", () => {
    // Glass (1000 − 136 − 116)² = 748² = 559 504 mm²; lg = 4 · 748 = 2992 mm; Af = 1 − 0,559504.
    // 0,559504 · 0,7 + 0,440496 · 2,0 + 2,992 · 0,06 = 0,3916528 + 0,880992 + 0,17952 = 1,45216 → 1,45
    expect(
      window({ material: "alluminio", system: "performance-82", windowType: "una-anta" }, 1000, 1000),
    ).toEqual({ kind: "Uw", value: 1.45 });
  });

  it("wooden French window 70, two sashes, 1400 × 2300: the bottom rail is frame, Uw 1,46", () => {
    // Sash (1400 − 136) / 2 = 632; glass 632 − 116 = 516 × (2300 − 136 − 116 − 200) = 1848.
    // Ag = 2 · 516 · 1848 = 1,907136 m²; lg = 4 · (516 + 1848) = 9,456 m; Af = 3,22 − 1,907136 = 1,312864.
    // (1,907136 · 1,1 + 1,312864 · 1,4 + 9,456 · 0,08) / 3,22 = 4,6923392 / 3,22 = 1,4572 → 1,46
    expect(
      thermalTransmittanceFor({
        family: "french-window",
        widthMm: 1400,
        heightMm: 2300,
        options: { material: "legno", system: "standard-70", windowType: "due-ante" },
      }),
    ).toEqual({ kind: "Uw", value: 1.46 });
  });

  it("sopraluce (glass) and sottoluce (panel) add their bands: Uw 1,56", () => {
    // Each band 1200 × (0,22 · 1400 = 308) = 369 600 mm², infill (1200 − 136) × (308 − 136)
    // = 1064 × 172 = 183 008 mm², edge 2 · (1064 + 172) = 2472 mm.
    // Total 1,68 + 2 · 0,3696 = 2,4192 m²; glass 0,955136 + 0,183008 = 1,138144; panel 0,183008;
    // frame 2,4192 − 1,138144 − 0,183008 = 1,098048; edges 6,256 + 2,472 + 2,472 = 11,2 m.
    // ((1,138144 + 0,183008) · 1,1 + 1,098048 · 1,3 + 11,2 · 0,08) / 2,4192
    // = (1,4532672 + 1,4274624 + 0,896) / 2,4192 = 3,7767296 / 2,4192 = 1,5611 → 1,56
    expect(window(pvc70, 1200, 1400, { sopraluce: true, sottoluce: true })).toEqual({
      kind: "Uw",
      value: 1.56,
    });
  });

  it("PVC 82 lift-and-slide door, two panels, 2800 × 2300: Uw 0,89", () => {
    // Panel (2800 − 160 + 90) / 2 = 1365 (they overlap by one 90 mm profile);
    // glass (1365 − 180) × (2300 − 160 − 180) = 1185 × 1960; Ag = 2 · 1185 · 1960 = 4,6452 m²;
    // lg = 4 · (1185 + 1960) = 12,58 m; Af = 6,44 − 4,6452 = 1,7948.
    // (4,6452 · 0,7 + 1,7948 · 1,1 + 12,58 · 0,04) / 6,44 = 5,72912 / 6,44 = 0,8896 → 0,89
    expect(
      thermalTransmittanceFor({
        family: "sliding",
        widthMm: 2800,
        heightMm: 2300,
        options: {
          material: "pvc",
          system: "performance-82",
          windowType: "due-ante",
          slidingType: "alzante",
        },
      }),
    ).toEqual({ kind: "Uw", value: 0.89 });
  });

  it("entrance doors show their declared Ud; interior doors, a door with sopraluce and shutters none", () => {
    const door = (finish: string, sopraluce = false) =>
      thermalTransmittanceFor({
        family: "door",
        widthMm: 900,
        heightMm: 2100,
        options: { finish },
        sopraluce,
      });
    expect(door("pannello-liscio")).toEqual({ kind: "Ud", value: 1.3 });
    expect(door("pannello-liscio", true)).toBeNull();
    expect(door("laminato-bianco")).toBeNull();
    expect(
      thermalTransmittanceFor({
        family: "shutter",
        widthMm: 1200,
        heightMm: 1400,
        options: { slatMaterial: "pvc" },
      }),
    ).toBeNull();
  });

  it("has no figure without a size or for a material without data", () => {
    expect(window(pvc70, 0, 1400)).toBeNull();
    expect(window({ ...pvc70, material: "acciaio" }, 1200, 1400)).toBeNull();
    expect(window({ material: "pvc", windowType: "due-ante" }, 1200, 1400)).toBeNull();
  });

  it("reads «Uw ≈ 1,48 W/m²K»", () => {
    expect(transmittanceText({ kind: "Uw", value: 1.48 })).toBe("Uw ≈ 1,48 W/m²K");
    expect(transmittanceText({ kind: "Ud", value: 1.3 })).toBe("Ud ≈ 1,30 W/m²K");
  });
});

describe("Ecobonus", () => {
  it("says by how much a window misses the zone's limit", () => {
    // 1,48 − 1,30 = 0,18
    expect(ecobonusVerdict({ kind: "Uw", value: 1.48 }, "E").message).toBe(
      "Non idoneo Ecobonus zona E (limite 1,30 W/m²K): servono 0,18 W/m²K in meno",
    );
    expect(ecobonusVerdict({ kind: "Uw", value: 1.25 }, "F").excess).toBe(0.25);
  });

  it("accepts a figure equal to the limit", () => {
    const verdict = ecobonusVerdict({ kind: "Uw", value: 1.3 }, "E");
    expect(verdict.eligible).toBe(true);
    expect(verdict.message).toBe("Idoneo Ecobonus zona E (limite 1,30 W/m²K)");
    expect(ecobonusVerdict({ kind: "Uw", value: 1.68 }, "D").message).toContain("servono 0,01 W/m²K in meno");
  });

  it("preselects a zone only for provinces wholly in one zone", () => {
    expect(climateZoneOfProvince("MI")).toBe("E");
    expect(climateZoneOfProvince("mi")).toBe("E");
    expect(climateZoneOfProvince("TO")).toBeNull();
    expect(climateZoneOfProvince(null)).toBeNull();
  });
});

describe("referenceTransmittance", () => {
  it("computes the default configuration at the family's reference size (window 1200 × 1400)", () => {
    // The PVC 70 two-sash window above: 1,48.
    expect(
      referenceTransmittance(
        "window",
        { material: "pvc", system: "standard-70", windowType: "due-ante" },
        1.3,
      ),
    ).toEqual({ kind: "Uw", value: 1.48, sizeMm: { width: 1200, height: 1400 } });
  });

  it("falls back to the declared figure, named after the family; shutters show none", () => {
    expect(referenceTransmittance("door", { finish: "laminato-bianco" }, 1.8)).toEqual({
      kind: "Ud",
      value: 1.8,
      sizeMm: null,
    });
    expect(referenceTransmittance("door", null, 1.2)).toEqual({ kind: "Ud", value: 1.2, sizeMm: null });
    expect(referenceTransmittance("shutter", { slatMaterial: "pvc" }, 2.5)).toBeNull();
  });
});

describe("the chosen glazing", () => {
  // PVC standard-70, two sashes, 1200 × 1400: Ag 0,955136 m², Af 0,724864 m², lg 6,256 m.
  const classica = { material: "pvc", system: "standard-70", windowType: "due-ante" };

  it("keeps the system's own glazing when none is chosen: (0,955136 × 1,1 + 0,724864 × 1,3 + 6,256 × 0,08) / 1,68 = 1,48", () => {
    expect(window(classica, 1200, 1400)?.value).toBe(1.48);
    expect(window({ ...classica, glazing: "s70-doppio-be" }, 1200, 1400)?.value).toBe(1.48);
  });

  it("takes a triple glazing's Ug 0,7: (0,955136 × 0,7 + 0,942323 + 0,50048) / 1,68 = 1,26", () => {
    expect(window({ ...classica, glazing: "s70-triplo-be" }, 1200, 1400)?.value).toBe(1.26);
  });

  it("ignores a glazing of another system", () => {
    expect(window({ ...classica, glazing: "p82-triplo-be" }, 1200, 1400)?.value).toBe(1.48);
  });
});
