import { hexColour } from "#app/domain/configurator/product-drawing-spec.ts";

// A drawing's profile colours, from the chosen colour's swatch.

const DEFAULT_FRAME = "#f3f4f6";

/** Blend two #rrggbb colours; `amount` 0 keeps `from`, 1 gives `to`. */
export function mix(from: string, to: string, amount: number): string {
  const channel = (hex: string, i: number) => Number.parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16);
  const parts = [0, 1, 2].map((i) =>
    Math.round(channel(from, i) + (channel(to, i) - channel(from, i)) * amount)
      .toString(16)
      .padStart(2, "0"),
  );
  return `#${parts.join("")}`;
}

/** Relative luminance (0 black … 1 white) of a #rrggbb colour, roughly. */
function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export interface FrameColours {
  /** The profiles' fill; invalid or missing swatches fall back to a light grey-white. */
  color: string;
  /** The profiles' edge. */
  outline: string;
  /** The sottoluce's panel. */
  panel: string;
}

/** `color` for the profiles, an `outline` that keeps them visible, a lighter `panel`. */
export function frameColours(swatch: string | null | undefined): FrameColours {
  const color = hexColour(swatch) ?? DEFAULT_FRAME;
  // A darker edge keeps white frames visible; very dark frames get a lighter edge so sashes still read.
  const outline = luminance(color) < 0.2 ? mix(color, "#ffffff", 0.32) : mix(color, "#0f172a", 0.5);
  return { color, outline, panel: mix(color, "#ffffff", 0.18) };
}
