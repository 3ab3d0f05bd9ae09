import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ThermalPerformance } from "./thermal-performance.tsx";

// What the configurator's thermal block says as it first renders (docs/product/thermal.md#ecobonus):
// the zone preselected from the customer's province only where that province is wholly in one zone.

const render = (province: string | null, value = 1.48) =>
  renderToStaticMarkup(<ThermalPerformance thermal={{ kind: "Uw", value }} province={province} />).replace(
    /<!-- -->/g,
    "",
  );

describe("ThermalPerformance", () => {
  it("preselects zone E for a Milan customer and says why", () => {
    const markup = render("MI");
    expect(markup).toContain("Uw ≈ 1,48 W/m²K");
    expect(markup).toMatch(/<option value="E" selected="">Zona E<\/option>/);
    // 1,48 − 1,30 = 0,18
    expect(markup).toContain("Non idoneo Ecobonus zona E (limite 1,30 W/m²K): servono 0,18 W/m²K in meno");
    expect(markup).toContain("Zona suggerita dalla provincia del tuo profilo.");
  });

  it("asks for the zone when the province spans several zones or is unknown", () => {
    for (const province of ["TO", null]) {
      const markup = render(province);
      expect(markup).toMatch(/<option value="" selected="">Non indicata<\/option>/);
      expect(markup).toContain("Indica la zona climatica del tuo comune");
      expect(markup).not.toContain("Zona suggerita");
    }
  });

  it("shows nothing without a figure", () => {
    expect(renderToStaticMarkup(<ThermalPerformance thermal={null} province="MI" />)).toBe("");
  });
});
