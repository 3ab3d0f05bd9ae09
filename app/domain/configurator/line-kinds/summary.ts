import { z } from "zod";

/** One line of a configured line's summary, as the server priced it: "Materiale" — "PVC". */
export const summaryLineSchema = z.object({ label: z.string(), value: z.string() });

export type SummaryLine = z.infer<typeof summaryLineSchema>;

/** What the cart, the orders and the checkout show of any configured line. */
export interface LineDetails {
  options: Record<string, unknown> | null;
  dimensions: { width: number; height: number } | null;
  summary: SummaryLine[];
}

/** Summaries stored before the server kept one read as empty. */
export const storedSummarySchema = z.array(summaryLineSchema).default([]);

/**
 * A priced line's description, as the cart, the orders, the offers and the
 * documents show it: the configurator's breakdown starts from the product's
 * list price («Prezzo base»), which beside the line's unit price would read as
 * a second price, so it is left out there. The JSON API keeps every line.
 */
export function describedSummary<Line extends SummaryLine>(summary: readonly Line[]): Line[] {
  return summary.filter((line) => line.label.trim().toLowerCase() !== "prezzo base");
}

const SIZE_LABELS = new Set(["dimensioni", "misura standard", "misura personalizzata"]);

/** The line's size as its summary states it («1200 x 1400 mm», a door's «90 x 210 cm»); null when it says none. */
export function summarySizeText(summary: readonly SummaryLine[]): string | null {
  return summary.find((line) => SIZE_LABELS.has(line.label.trim().toLowerCase()))?.value ?? null;
}
