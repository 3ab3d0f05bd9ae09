import type { PositionCuts } from "./cut-list.ts";

// The panes to order from the glass supplier (docs/product/production.md#glass-list):
// one row per position, its pane's size, how many and which glazing.

export interface GlassRow {
  position: number;
  roomLabel: string;
  widthMm: number;
  heightMm: number;
  quantity: number;
  glazingName: string;
}

export function glassList(cuts: readonly PositionCuts[]): GlassRow[] {
  return cuts.map(({ position, pane }) => ({
    position: position.number,
    roomLabel: position.roomLabel,
    widthMm: pane.widthMm,
    heightMm: pane.heightMm,
    quantity: pane.quantity,
    glazingName: position.glazingName,
  }));
}
