import type { GoodsLine } from "../purchasing/purchasing-views.ts";

// The documents of purchasing the render pool prints besides the customer's
// (docs/product/production.md#purchase-orders, docs/product/production.md#delivery-notes):
// the purchase order to a supplier and the delivery note (DDT) that travels
// with the goods.

export interface PurchaseOrderDocument {
  kind: "purchase-order";
  /** "OF-2026-000001". */
  number: string;
  title: string;
  issuedAt: string;
  supplier: { name: string; email: string };
  /** The customer order and the job it is for, as the office knows them. */
  orderNumber: string;
  jobNumber: string;
  lines: GoodsLine[];
}

export interface DeliveryNoteDocument {
  kind: "delivery-note";
  /** "DDT-2026-000001". */
  number: string;
  title: string;
  issuedAt: string;
  orderNumber: string;
  recipient: { name: string; address: string; fiscalCode: string };
  destination: string;
  transportReason: string;
  transportStartsAt: string;
  packages: number;
  lines: GoodsLine[];
}

export type PurchasingDocument = PurchaseOrderDocument | DeliveryNoteDocument;

export function isPurchasingDocument(document: { kind: string }): document is PurchasingDocument {
  return document.kind === "purchase-order" || document.kind === "delivery-note";
}

/** "ordine-fornitore-OF-2026-000001.pdf", "ddt-DDT-2026-000001.pdf". */
export function purchasingFileName(document: PurchasingDocument, extension: "pdf" | "csv"): string {
  const stem = document.kind === "purchase-order" ? "ordine-fornitore" : "ddt";
  return `${stem}-${document.number}.${extension}`;
}
