import { describe, expect, it } from "vitest";
import { computeDoorPrice, type DoorPricedPanel } from "./door-price.ts";
import {
  MISSING_PANEL_MESSAGE,
  missingPanelMessage,
  STANDARD_PANEL_LINE,
  standardPanelsOf,
  withStandardPanels,
} from "./door-standard-panels.ts";

const none = { internalPanel: null, externalPanel: null };
const chosen: DoorPricedPanel = {
  side: "esterno",
  name: "Essenza PVC Ciliegio",
  line: "Essenza PVC",
  priceCents: 40000,
  lacquer: null,
};

describe("missingPanelMessage", () => {
  it("refuses a door without any panel when the model has none of its own", () => {
    expect(missingPanelMessage("tr651s", none)).toBe(MISSING_PANEL_MESSAGE);
    expect(MISSING_PANEL_MESSAGE).toContain("Scegli almeno un pannello");
  });

  it("accepts one panel on either side", () => {
    expect(missingPanelMessage("tr651s", { ...none, internalPanel: "mdf-base-bianco-liscio" })).toBeNull();
    expect(missingPanelMessage("tr651s", { ...none, externalPanel: "mdf-base-bianco-liscio" })).toBeNull();
  });

  it("accepts no panel on a model that comes with its own", () => {
    expect(standardPanelsOf("tr651-bianco")).not.toBeNull();
    expect(missingPanelMessage("tr651-bianco", none)).toBeNull();
  });

  it("knows no standard panels for an unknown slug, inherited property names included", () => {
    expect(standardPanelsOf("constructor")).toBeNull();
    expect(standardPanelsOf("toString")).toBeNull();
  });
});

describe("withStandardPanels", () => {
  it("fills the sides left empty with the model's free standard panel", () => {
    const panels = withStandardPanels("tr651-tang-medio", [chosen]);
    expect(panels).toEqual([
      { side: "interno", name: "Tanganica medio", line: STANDARD_PANEL_LINE, priceCents: 0, lacquer: null },
      chosen,
    ]);
    const price = computeDoorPrice({
      basePriceCents: 100000,
      size: { mode: "standard", width: 90, height: 210 },
      items: [],
      panels,
    });
    expect(price.totalCents).toBe(140000);
    expect(price.breakdown.map((line) => line.label)).toContain(
      "Pannello interno: Tanganica medio (di serie)",
    );
  });

  it("leaves a model without standard panels as chosen", () => {
    expect(withStandardPanels("tr651s", [chosen])).toEqual([chosen]);
    expect(withStandardPanels("tr651s", [])).toEqual([]);
  });
});
