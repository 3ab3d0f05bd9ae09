// Small geometry for the window drawing's SVG: boxes, rounding to two decimals
// (short, stable markup) and arrowheads.

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Rounds to two decimals, which keeps the markup short and the same on server and browser. */
export const r2 = (value: number) => Math.round(value * 100) / 100;

export const inset = (box: Box, by: number): Box => ({
  x: box.x + by,
  y: box.y + by,
  w: box.w - 2 * by,
  h: box.h - 2 * by,
});

/** "x1,y1 x2,y2 …" for polyline/polygon from a flat list of coordinates. */
export function points(...xy: number[]): string {
  const pairs: string[] = [];
  for (let i = 0; i + 1 < xy.length; i += 2) pairs.push(`${r2(xy[i]!)},${r2(xy[i + 1]!)}`);
  return pairs.join(" ");
}

/** A small filled arrowhead whose tip is at (x, y), pointing along (dx, dy). */
export function arrowHead(x: number, y: number, dx: number, dy: number, size = 5): string {
  const px = -dy;
  const py = dx;
  return points(
    x,
    y,
    x - dx * size + px * size * 0.4,
    y - dy * size + py * size * 0.4,
    x - dx * size - px * size * 0.4,
    y - dy * size - py * size * 0.4,
  );
}
