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
