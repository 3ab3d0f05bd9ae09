import { describe, expect, it } from "vitest";
import { positionCuts } from "./cut-list.ts";
import { orderStockPlans, planStockBars, type StockPiece } from "./stock-plan.ts";
import { standard70 } from "./workshop-test-systems.ts";

// Hand-computed plans (docs/product/production.md#stock-plan): each piece
// takes its length + 4 mm of kerf from a 6000 mm bar; 500 mm or more is kept.

const rules = { stockLengthMm: 6000, kerfMm: 4, minOffcutMm: 500 };
const pieces = (position: number, ...lengths: number[]): StockPiece[] =>
  lengths.map((lengthMm) => ({ lengthMm, position }));

describe("first-fit decreasing on stock bars", () => {
  it("the frame bars of two 1400 × 1500 two-sash windows: two bars, no offcut, 2,9 % waste", () => {
    // Pieces: 4 × 1506 and 4 × 1406 (1400 + 6 and 1500 + 6). Longest first:
    // bar 1: 1510 + 1510 + 1510 = 4530; the fourth 1506 would make 6040 > 6000, so it opens bar 2 (1510);
    // 1406 → bar 1: 4530 + 1410 = 5940; the next three go to bar 2: 1510 + 3 · 1410 = 5740.
    // Remainders 6000 − 5940 = 60 and 6000 − 5740 = 260, both under 500: waste.
    // Waste: (12000 − (4 · 1506 + 4 · 1406)) / 12000 = (12000 − 11648) / 12000 = 2,93 % → 2,9.
    const plan = planStockBars(pieces(1, 1406, 1406, 1506, 1506, 1406, 1406, 1506, 1506), rules);
    expect(
      plan.bars.map((bar) => [bar.pieces.map((p) => p.lengthMm), bar.remainderMm, bar.reusable]),
    ).toEqual([
      [[1506, 1506, 1506, 1406], 60, false],
      [[1506, 1406, 1406, 1406], 260, false],
    ]);
    expect(plan.offcutsMm).toEqual([]);
    expect(plan.wastePercent).toBe(2.9);
  });

  it("a remainder of at least the minimum is a reusable offcut, not waste", () => {
    // 2004 + 2004 + 1004 = 5012, remainder 988 ≥ 500: kept.
    // Waste: (6000 − 5000 − 988) / 6000 = 12 / 6000 = 0,2 % (the three kerfs).
    const plan = planStockBars(pieces(2, 2000, 1000, 2000), rules);
    expect(plan.bars).toHaveLength(1);
    expect(plan.bars[0]).toMatchObject({ remainderMm: 988, reusable: true });
    expect(plan.offcutsMm).toEqual([988]);
    expect(plan.wastePercent).toBe(0.2);
  });

  it("a piece that with its kerf is longer than the stock bar is refused in Italian", () => {
    // 5997 + 4 = 6001 > 6000.
    expect(() => planStockBars(pieces(4, 5997), rules)).toThrow(
      "Posizione 4: la barra da 5.997 mm (più 4 mm di taglio) supera la barra di magazzino da 6.000 mm",
    );
    // 5996 + 4 = 6000 fits exactly, leaving nothing.
    expect(planStockBars(pieces(4, 5996), rules).bars[0]).toMatchObject({ remainderMm: 0, reusable: false });
  });
});

describe("an order's plans", () => {
  it("one plan per system, colour and kind of bar, naming the position of a refused bar", () => {
    const white = positionCuts(
      {
        number: 1,
        roomLabel: "Cucina",
        widthMm: 1000,
        heightMm: 1200,
        sashes: 1,
        quantity: 1,
        colourName: "Bianco",
        glazingName: "",
      },
      standard70,
    );
    const walnut = { ...white, position: { ...white.position, number: 2, colourName: "Noce" } };
    const plans = orderStockPlans([white, walnut], () => rules);
    expect(plans.map((plan) => `${plan.colourName} ${plan.kind} ${plan.bars.length}`)).toEqual([
      "Bianco frame 1",
      "Bianco sash 1",
      "Bianco bead 1",
      "Noce frame 1",
      "Noce sash 1",
      "Noce bead 1",
    ]);
    // Frame: 1010 + 1010 + 1210 + 1210 = 4440, remainder 1560 ≥ 500.
    expect(plans[0]?.bars[0]?.remainderMm).toBe(1560);

    const long = { ...white, bars: [{ ...white.bars[0]!, stockLengthMm: 6100, quantity: 1 }] };
    expect(() => orderStockPlans([long], () => rules)).toThrow(
      "Posizione 1 (Cucina), telaio: la barra da 6.100 mm",
    );
  });
});
