// A closed list of codes that a database column, the zod schemas and the pages
// share, each with its Italian label. The codes are the labels' keys, written
// once, in the order the choices are shown.

export interface LabelledCodes<Code extends string> {
  /** The codes in order, as a non-empty tuple (drizzle's `enum` and `z.enum` take one). */
  codes: readonly [Code, ...Code[]];
  labels: Readonly<Record<Code, string>>;
  /** Whether a value from outside (a form, a stored row) is one of the codes. */
  includes(value: unknown): value is Code;
}

export function labelledCodes<Code extends string>(labels: Record<Code, string>): LabelledCodes<Code> {
  const codes = Object.keys(labels) as [Code, ...Code[]];
  return { codes, labels, includes: (value): value is Code => (codes as readonly unknown[]).includes(value) };
}
