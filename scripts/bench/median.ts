// The figures of several runs of one measurement.
//
// Node runs this file directly (type stripping): erasable TypeScript only.

/** The middle run (the mean of the two middle ones for an even count); failed runs (NaN) left out. */
export function median(values: number[]): number {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The slowest run minus the fastest: how far apart runs of the same build fall. */
export function spread(values: number[]): number {
  const measured = values.filter((value) => !Number.isNaN(value));
  return measured.length === 0 ? Number.NaN : Math.max(...measured) - Math.min(...measured);
}
