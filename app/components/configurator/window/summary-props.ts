import type { WindowConfiguratorState } from "./use-window-configurator.ts";

/** The calculate button's name, the same in the overlay and on the product page. */
export const CALCULATE_LABEL = "Aggiorna Preventivo";

/** What the summary shows of a configurator's state. */
export function summaryProps(state: WindowConfiguratorState) {
  return {
    lines: state.summary,
    parts: state.parts,
    pricePerSquareMetreCents: state.pricePerSquareMetreCents,
    totalCents: state.totalCents,
    confirmed: state.isConfirmedByServer,
  };
}
