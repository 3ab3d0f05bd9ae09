// The frame's colours in the window drawing, from the chosen colour's swatch.

const DEFAULT_FRAME = "#f3f4f6";

function hexColor(value: string | null | undefined): string {
  const match = value?.trim().match(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i);
  if (!match?.[1]) return DEFAULT_FRAME;
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join("") : match[1];
  return `#${digits.toLowerCase()}`;
}

/** Blend two #rrggbb colours; `amount` 0 keeps `from`, 1 gives `to`. */
function mix(from: string, to: string, amount: number): string {
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

export function frameColours(swatch: string | null | undefined): FrameColours {
  const color = hexColor(swatch);
  // A darker edge keeps white frames visible; very dark frames get a lighter edge so sashes still read.
  const outline = luminance(color) < 0.2 ? mix(color, "#ffffff", 0.32) : mix(color, "#0f172a", 0.5);
  return { color, outline, panel: mix(color, "#ffffff", 0.18) };
}
