import { formatItalianInteger } from "../italian-formats/italian-decimal.ts";
import { refuse } from "../refusal.ts";
import { type BarKind, barKindNames, type PositionCuts, positionName } from "./cut-list.ts";

// How the bars of an order are cut from stock bars (docs/product/production.md#stock-plan):
// per profile system, colour and kind of bar, first-fit decreasing. Every
// piece takes its true length plus one kerf from the stock bar; what is left
// of a bar is a reusable offcut when at least the system's minimum, else waste.

export interface StockPiece {
  lengthMm: number;
  /** The position it is for, by number. */
  position: number;
}

export interface StockBar {
  pieces: StockPiece[];
  /** The stock bar's length less every piece and its kerf. */
  remainderMm: number;
  /** remainderMm ≥ the system's minimum offcut: kept for another job. */
  reusable: boolean;
}

export interface StockPlan {
  systemValue: string;
  systemName: string;
  colourName: string;
  kind: BarKind;
  stockLengthMm: number;
  bars: StockBar[];
  /** The reusable offcuts' lengths, longest first. */
  offcutsMm: number[];
  /**
   * (stock used − pieces − reusable offcuts) ÷ stock used × 100, to one
   * decimal: the kerf and the remainders too short to keep are waste.
   */
  wastePercent: number;
}

export interface StockRules {
  stockLengthMm: number;
  kerfMm: number;
  minOffcutMm: number;
}

/** First-fit decreasing: each piece, longest first, into the first bar it fits, else a new bar. */
export function planStockBars(
  pieces: readonly StockPiece[],
  rules: StockRules,
  describe: (piece: StockPiece) => string = (piece) => `Posizione ${piece.position}`,
): { bars: StockBar[]; offcutsMm: number[]; wastePercent: number } {
  const { stockLengthMm, kerfMm, minOffcutMm } = rules;
  const sorted = [...pieces].sort((a, b) => b.lengthMm - a.lengthMm || a.position - b.position);
  const open: { pieces: StockPiece[]; usedMm: number }[] = [];
  for (const piece of sorted) {
    const takes = piece.lengthMm + kerfMm;
    if (takes > stockLengthMm) {
      throw refuse.conflict(
        `${describe(piece)}: la barra da ${formatItalianInteger(piece.lengthMm)} mm (più ${kerfMm} mm di taglio) supera la barra di magazzino da ${formatItalianInteger(stockLengthMm)} mm`,
        { reason: "bar-longer-than-stock" },
      );
    }
    const bar = open.find((candidate) => candidate.usedMm + takes <= stockLengthMm);
    if (bar) {
      bar.pieces.push(piece);
      bar.usedMm += takes;
    } else {
      open.push({ pieces: [piece], usedMm: takes });
    }
  }
  const bars = open.map(({ pieces: cut, usedMm }) => {
    const remainderMm = stockLengthMm - usedMm;
    return { pieces: cut, remainderMm, reusable: remainderMm >= minOffcutMm };
  });
  const offcutsMm = bars
    .filter((bar) => bar.reusable)
    .map((bar) => bar.remainderMm)
    .sort((a, b) => b - a);
  const stock = bars.length * stockLengthMm;
  const piecesMm = sorted.reduce((sum, piece) => sum + piece.lengthMm, 0);
  const offcutMm = offcutsMm.reduce((sum, length) => sum + length, 0);
  const wastePercent = stock === 0 ? 0 : Math.round(((stock - piecesMm - offcutMm) / stock) * 1000) / 10;
  return { bars, offcutsMm, wastePercent };
}

const kindOrder: readonly BarKind[] = ["frame", "sash", "bead"];

/**
 * The stock plans of an order's positions: one per system, colour and kind of
 * bar, in the order the systems and colours first appear, frame before sash before bead.
 */
export function orderStockPlans(
  cuts: readonly PositionCuts[],
  rulesOf: (systemValue: string) => StockRules,
): StockPlan[] {
  const groups = new Map<string, Omit<StockPlan, "bars" | "offcutsMm" | "wastePercent" | "stockLengthMm">>();
  const piecesOf = new Map<string, StockPiece[]>();
  const names = new Map<number, string>();
  for (const cut of cuts) {
    names.set(cut.position.number, positionName(cut.position));
    for (const kind of kindOrder) {
      const key = JSON.stringify([cut.systemValue, cut.position.colourName, kind]);
      if (!groups.has(key)) {
        const { systemValue, systemName } = cut;
        groups.set(key, { systemValue, systemName, colourName: cut.position.colourName, kind });
        piecesOf.set(key, []);
      }
      const pieces = piecesOf.get(key) as StockPiece[];
      for (const bar of cut.bars.filter((candidate) => candidate.kind === kind)) {
        for (let i = 0; i < bar.quantity; i++) {
          pieces.push({ lengthMm: bar.stockLengthMm, position: cut.position.number });
        }
      }
    }
  }
  return [...groups].map(([key, group]) => {
    const rules = rulesOf(group.systemValue);
    const describe = (piece: StockPiece) =>
      `${names.get(piece.position) ?? `Posizione ${piece.position}`}, ${barKindNames[group.kind].toLowerCase()}`;
    const plan = planStockBars(piecesOf.get(key) ?? [], rules, describe);
    return { ...group, stockLengthMm: rules.stockLengthMm, ...plan };
  });
}
