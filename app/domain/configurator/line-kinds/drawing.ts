// What a stored configured line says about its drawing, whatever its kind: the
// sizes in millimetres and the chosen values by option type. The family, the
// colour's swatch and the subject come from the catalogue
// (app/server/configurator/line-drawings.server.ts, docs/product/drawings.md#thumbnails).

export interface LineDrawingInput {
  widthMm: number | null;
  heightMm: number | null;
  /** Chosen values by option type (or, for a door, the finish code as `finish`). */
  options: Record<string, string>;
  sopraluce: boolean;
  sottoluce: boolean;
}

/** The text values of a stored option record; flags and anything else are left out. */
export function textOptions(options: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(options).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
}
