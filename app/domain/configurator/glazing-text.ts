import { glazingChoices } from "../catalogue/thermal-catalogue.ts";

// How a glazing's figures are written beside its choice, in the cart and the
// PDFs (docs/product/window-options.md#glazing).

const ugFormat = new Intl.NumberFormat("it-IT", { minimumFractionDigits: 1, maximumFractionDigits: 2 });

/** "Ug 0,7 W/m²K · Rw 33 dB" for a glazing code; null for a code without figures. */
export function glazingFiguresText(code: string | null | undefined): string | null {
  const glazing = code ? glazingChoices[code] : undefined;
  if (!glazing) return null;
  return `Ug ${ugFormat.format(glazing.ug)} W/m²K · Rw ${glazing.soundReductionDb} dB`;
}
