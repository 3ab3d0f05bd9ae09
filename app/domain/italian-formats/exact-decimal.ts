// Exact rational arithmetic on BigInt, for prices that multiply by decimal
// factors (1.15, 1.35, an area of 1.08 m²) and must round once, at the cent,
// with no floating-point drift on the way.

export interface Ratio {
  readonly numerator: bigint;
  readonly denominator: bigint;
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x === 0n ? 1n : x;
}

function ratio(numerator: bigint, denominator: bigint): Ratio {
  if (denominator === 0n) throw new RangeError("Divisione per zero");
  const sign = denominator < 0n ? -1n : 1n;
  const divisor = gcd(numerator, denominator);
  return { numerator: (sign * numerator) / divisor, denominator: (sign * denominator) / divisor };
}

export function fromInteger(value: number): Ratio {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Intero non valido: ${value}`);
  return ratio(BigInt(value), 1n);
}

/** "1.15", "0.8500", 1.35 or 2 as an exact ratio; a number is read through its shortest decimal form. */
export function fromDecimal(value: string | number): Ratio {
  const text = typeof value === "number" ? numberToDecimalText(value) : value.trim();
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) throw new RangeError(`Decimale non valido: ${text}`);
  const [, sign, whole, fraction = ""] = match;
  const numerator = BigInt(`${whole}${fraction}`) * (sign === "-" ? -1n : 1n);
  return ratio(numerator, 10n ** BigInt(fraction.length));
}

function numberToDecimalText(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`Numero non valido: ${value}`);
  const text = String(value);
  if (!/e/i.test(text)) return text;
  // Exponent form (1e-7): fall back to a fixed form with enough digits.
  return value.toFixed(20).replace(/0+$/, "").replace(/\.$/, "");
}

export function add(a: Ratio, b: Ratio): Ratio {
  return ratio(a.numerator * b.denominator + b.numerator * a.denominator, a.denominator * b.denominator);
}

export function multiply(a: Ratio, b: Ratio): Ratio {
  return ratio(a.numerator * b.numerator, a.denominator * b.denominator);
}

export function max(a: Ratio, b: Ratio): Ratio {
  return a.numerator * b.denominator >= b.numerator * a.denominator ? a : b;
}

/** Rounds to the nearest integer, halves away from zero (2.5 → 3, -2.5 → -3). */
export function roundHalfAwayFromZero(value: Ratio): bigint {
  const { numerator, denominator } = value;
  const magnitude = numerator < 0n ? -numerator : numerator;
  const rounded = (2n * magnitude + denominator) / (2n * denominator);
  return numerator < 0n ? -rounded : rounded;
}
