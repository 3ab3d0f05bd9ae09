import { describe, expect, it } from "vitest";
import { isRefusal } from "../refusal.ts";
import { type CutPosition, positionCuts } from "./cut-list.ts";
import type { NamedProfileSystem } from "./profile-system-settings.ts";
import { passive92, performance82, standard70 } from "./workshop-test-systems.ts";

// Every expected length is worked out by hand from the seeded settings
// (workshop-test-systems.ts) with the rules of docs/product/production.md#cut-list.

function position(widthMm: number, heightMm: number, sashes: number, quantity = 1): CutPosition {
  return {
    number: 1,
    roomLabel: "Cucina",
    widthMm,
    heightMm,
    sashes,
    quantity,
    colourName: "Bianco",
    glazingName: "Doppio vetro",
  };
}

/** [kind side angle: cut length (true length) × quantity], one string a bar, to compare at a glance. */
function bars(system: NamedProfileSystem, widthMm: number, heightMm: number, sashes: number, quantity = 1) {
  const cuts = positionCuts(position(widthMm, heightMm, sashes, quantity), system);
  return {
    bars: cuts.bars.map(
      (bar) =>
        `${bar.kind} ${bar.side} ${bar.angle}°: ${bar.cutLengthMm} (${bar.stockLengthMm}) × ${bar.quantity}`,
    ),
    pane: `${cuts.pane.widthMm} × ${cuts.pane.heightMm} × ${cuts.pane.quantity}`,
  };
}

describe("one-sash window 1000 × 1200 mm", () => {
  it("Standard 70", () => {
    // frame: 1000 + 2·3 = 1006, 1200 + 6 = 1206; sash 1000 − 76 = 924 → 930, 1200 − 76 = 1124 → 1130;
    // bead 924 − 100 = 824 → 830, 1124 − 100 = 1024 → 1030; pane 824 − 10 = 814, 1024 − 10 = 1014.
    expect(bars(standard70, 1000, 1200, 1)).toEqual({
      bars: [
        "frame width 45°: 1006 (1006) × 2",
        "frame height 45°: 1206 (1206) × 2",
        "sash width 45°: 930 (930) × 2",
        "sash height 45°: 1130 (1130) × 2",
        "bead width 90°: 830 (830) × 2",
        "bead height 90°: 1030 (1030) × 2",
      ],
      pane: "814 × 1014 × 1",
    });
  });

  it("Performance 82", () => {
    // sash 1000 − 84 = 916 → 922, 1200 − 84 = 1116 → 1122; bead 916 − 112 = 804 → 810,
    // 1116 − 112 = 1004 → 1010; pane 804 − 10 = 794, 1004 − 10 = 994.
    expect(bars(performance82, 1000, 1200, 1)).toEqual({
      bars: [
        "frame width 45°: 1006 (1006) × 2",
        "frame height 45°: 1206 (1206) × 2",
        "sash width 45°: 922 (922) × 2",
        "sash height 45°: 1122 (1122) × 2",
        "bead width 90°: 810 (810) × 2",
        "bead height 90°: 1010 (1010) × 2",
      ],
      pane: "794 × 994 × 1",
    });
  });

  it("Passivhaus 92", () => {
    // sash 1000 − 92 = 908 → 914, 1200 − 92 = 1108 → 1114; bead 908 − 128 = 780 → 786,
    // 1108 − 128 = 980 → 986; pane 780 − 12 = 768, 980 − 12 = 968.
    expect(bars(passive92, 1000, 1200, 1)).toEqual({
      bars: [
        "frame width 45°: 1006 (1006) × 2",
        "frame height 45°: 1206 (1206) × 2",
        "sash width 45°: 914 (914) × 2",
        "sash height 45°: 1114 (1114) × 2",
        "bead width 90°: 786 (786) × 2",
        "bead height 90°: 986 (986) × 2",
      ],
      pane: "768 × 968 × 1",
    });
  });

  it("measured at the short point, a 45° bar reads twice the face less; beads and true lengths do not change", () => {
    // frame 1000 − 2·68 + 6 = 870, 1200 − 136 + 6 = 1070; sash 924 − 2·58 + 6 = 814, 1124 − 116 + 6 = 1014.
    expect(bars({ ...standard70, cutMeasure: "punta-corta" }, 1000, 1200, 1).bars).toEqual([
      "frame width 45°: 870 (1006) × 2",
      "frame height 45°: 1070 (1206) × 2",
      "sash width 45°: 814 (930) × 2",
      "sash height 45°: 1014 (1130) × 2",
      "bead width 90°: 830 (830) × 2",
      "bead height 90°: 1030 (1030) × 2",
    ]);
  });

  it("the quantity multiplies every piece and the panes", () => {
    // 3 windows: 2·3 = 6 of each bar, 3 panes.
    const { bars: list, pane } = bars(standard70, 1000, 1200, 1, 3);
    expect(list.map((bar) => bar.split(" × ")[1])).toEqual(["6", "6", "6", "6", "6", "6"]);
    expect(pane).toBe("814 × 1014 × 3");
  });
});

describe("two-sash window 1400 × 1500 mm", () => {
  it("Standard 70", () => {
    // sash (1400 − 76 + 8)/2 = 666 → 672, 1500 − 76 = 1424 → 1430, 2·2 = 4 of each;
    // bead 666 − 100 = 566 → 572, 1424 − 100 = 1324 → 1330; pane 556 × 1314, 2 of them.
    expect(bars(standard70, 1400, 1500, 2)).toEqual({
      bars: [
        "frame width 45°: 1406 (1406) × 2",
        "frame height 45°: 1506 (1506) × 2",
        "sash width 45°: 672 (672) × 4",
        "sash height 45°: 1430 (1430) × 4",
        "bead width 90°: 572 (572) × 4",
        "bead height 90°: 1330 (1330) × 4",
      ],
      pane: "556 × 1314 × 2",
    });
  });

  it("Performance 82", () => {
    // sash (1400 − 84 + 10)/2 = 663 → 669, 1500 − 84 = 1416 → 1422; bead 663 − 112 = 551 → 557,
    // 1416 − 112 = 1304 → 1310; pane 541 × 1294.
    expect(bars(performance82, 1400, 1500, 2)).toEqual({
      bars: [
        "frame width 45°: 1406 (1406) × 2",
        "frame height 45°: 1506 (1506) × 2",
        "sash width 45°: 669 (669) × 4",
        "sash height 45°: 1422 (1422) × 4",
        "bead width 90°: 557 (557) × 4",
        "bead height 90°: 1310 (1310) × 4",
      ],
      pane: "541 × 1294 × 2",
    });
  });

  it("Passivhaus 92", () => {
    // sash (1400 − 92 + 12)/2 = 660 → 666, 1500 − 92 = 1408 → 1414; bead 660 − 128 = 532 → 538,
    // 1408 − 128 = 1280 → 1286; pane 532 − 12 = 520, 1280 − 12 = 1268.
    expect(bars(passive92, 1400, 1500, 2)).toEqual({
      bars: [
        "frame width 45°: 1406 (1406) × 2",
        "frame height 45°: 1506 (1506) × 2",
        "sash width 45°: 666 (666) × 4",
        "sash height 45°: 1414 (1414) × 4",
        "bead width 90°: 538 (538) × 4",
        "bead height 90°: 1286 (1286) × 4",
      ],
      pane: "520 × 1268 × 2",
    });
  });

  it("an odd share is rounded down to the whole millimetre", () => {
    // (1401 − 76 + 8)/2 = 666,5 → 666 → 672 with the trims.
    expect(bars(standard70, 1401, 1500, 2).bars[2]).toBe("sash width 45°: 672 (672) × 4");
  });
});

describe("a position too small for its system", () => {
  it("is refused, naming the position, its size and the system", () => {
    // sash 300 − 76 = 224, bead 124, pane 114 < 150.
    let refusal: unknown;
    try {
      positionCuts({ ...position(300, 400, 1), number: 3 }, standard70);
    } catch (error) {
      refusal = error;
    }
    expect(isRefusal(refusal) && refusal.kind).toBe("conflict");
    expect((refusal as Error).message).toBe(
      "Posizione 3 (Cucina): 300 × 400 mm è troppo piccola per il sistema Standard 70 mm (il vetro sarebbe 114 × 214 mm, il minimo è 150 mm per lato)",
    );
  });

  it("a pane of exactly 150 mm is made, one of 149 mm is not", () => {
    // 336 − 76 − 100 − 10 = 150; 335 gives 149.
    expect(bars(standard70, 336, 1000, 1).pane).toBe("150 × 814 × 1");
    expect(() => bars(standard70, 335, 1000, 1)).toThrow("Posizione 1 (Cucina): 335 × 1.000 mm");
  });
});
