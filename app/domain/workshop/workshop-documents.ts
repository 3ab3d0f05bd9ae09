import type { SummaryLine } from "../configurator/line-kinds/summary.ts";
import type { DrawingSpec } from "../configurator/product-drawing-spec.ts";
import type { PositionCuts } from "./cut-list.ts";
import type { GlassRow } from "./glass-list.ts";
import type { StockPlan } from "./stock-plan.ts";

// The workshop's documents of an order (docs/product/production.md#work-order,
// docs/product/production.md#cut-list): plain data the PDF render pool turns
// into files. Neither carries a price.

export interface WorkOrderPosition {
  /** 1-based, in the order's line order; the cut list uses the same numbers. */
  number: number;
  productName: string;
  /** What it is, in Italian: «Finestra», «Porta blindata». */
  familyName: string;
  roomLabel: string;
  quantity: number;
  /** «1.200 × 1.400 mm». */
  sizeText: string;
  /** Measured at the site or confirmed by the customer («definitiva»), else «indicativa». */
  sizesFinal: boolean;
  drawing: DrawingSpec | null;
  /** The configuration in words, without amounts: material, system, colours, opening, hand, handle, a door's articles… */
  details: SummaryLine[];
  /** The technician's notes from the survey; "" when none. */
  notes: string;
}

interface WorkshopDocumentBase {
  /** The order's number, "A-2026-000045". */
  number: string;
  title: string;
  /** ISO time the document was drawn up. */
  issuedAt: string;
  jobNumber: string;
  customer: { name: string; phone: string | null; site: string[] };
}

export interface WorkOrderDocument extends WorkshopDocumentBase {
  kind: "work-order";
  positions: WorkOrderPosition[];
  /** The customer's notes on the order, printed as theirs; null when none. */
  customerNotes: string | null;
}

export interface CutListDocument extends WorkshopDocumentBase {
  kind: "cut-list";
  positions: PositionCuts[];
  stockPlans: StockPlan[];
  glass: GlassRow[];
  /** The positions the workshop does not cut (doors, shutters, bought-in products), by name. */
  notCut: string[];
}

export type WorkshopDocument = WorkOrderDocument | CutListDocument;

export const workshopDocumentKinds = ["work-order", "cut-list"] as const;

export function isWorkshopDocument(document: { kind: string }): document is WorkshopDocument {
  return (workshopDocumentKinds as readonly string[]).includes(document.kind);
}

/** «scheda-lavorazione-A-2026-000045.pdf», «distinta-taglio-A-2026-000045.pdf». */
export function workshopDocumentFileName(document: Pick<WorkshopDocument, "kind" | "number">): string {
  const prefix = document.kind === "work-order" ? "scheda-lavorazione" : "distinta-taglio";
  return `${prefix}-${document.number}.pdf`;
}

const SIZE_LABELS = new Set(["dimensioni", "misura standard", "misura personalizzata"]);
/** Lines that only say what something cost: a base price, a surcharge for a size or a finish. */
const PRICE_ONLY = /^(prezzo base|maggiorazione|supplemento)\b/i;
const AMOUNT = /^[−-]?\s*[\d.]+,\d{2}\s*€$/;
/** «Sì (+15%)»: the toggle is the fact, its price share is not. */
const PRICE_SHARE = /\s*\([+−-]?\s*\d+(?:,\d+)?\s*%\)/g;

/**
 * A priced line's summary as the workshop reads it (docs/product/production.md#work-order):
 * every choice in the configurator's words, without the size (printed with
 * whether it is final), the base price, the surcharges, or any amount: a
 * door's article keeps its name and code, not its price.
 */
export function workshopDetails(summary: readonly SummaryLine[]): SummaryLine[] {
  return summary.flatMap(({ label, value }) => {
    const name = label.trim();
    if (SIZE_LABELS.has(name.toLowerCase()) || PRICE_ONLY.test(name)) return [];
    const cleanLabel = name.replace(PRICE_SHARE, "");
    if (AMOUNT.test(value.trim())) {
      const [group, ...rest] = cleanLabel.split(": ");
      return rest.length > 0 ? [{ label: group ?? cleanLabel, value: rest.join(": ") }] : [];
    }
    return [{ label: cleanLabel, value: value.replace(PRICE_SHARE, "").trim() }];
  });
}
