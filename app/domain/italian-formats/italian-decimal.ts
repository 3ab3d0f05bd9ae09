// Numbers written the Italian way by hand ("1.234,50", "4,5"), for the texts
// that must not build an Intl formatter while a page hydrates: the first one a
// page builds loads the browser's locale data (docs/PERFORMANCE.md).

/**
 * A number already rounded to a whole count of its smallest unit (cents for
 * 2 decimals, tenths for 1), written with a decimal comma and, with
 * `grouping`, a dot between thousands. Zero is never negative.
 */
export function formatItalianDecimal(units: number, decimals: number, grouping = false): string {
  const magnitude = Math.abs(units);
  const scale = 10 ** decimals;
  const whole = String(Math.floor(magnitude / scale));
  const fraction = String(magnitude % scale).padStart(decimals, "0");
  const sign = units < 0 ? "-" : "";
  return `${sign}${grouping ? whole.replace(/\B(?=(\d{3})+$)/g, ".") : whole},${fraction}`;
}

/** A whole number with a dot between thousands ("2.400"), as the shop writes millimetres. */
export function formatItalianInteger(value: number): string {
  const sign = value < 0 ? "-" : "";
  return `${sign}${String(Math.abs(Math.trunc(value))).replace(/\B(?=(\d{3})+$)/g, ".")}`;
}
