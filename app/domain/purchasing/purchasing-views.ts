import type { PurchaseOrderStatus } from "./purchase-order-status.ts";

// What the order page and the job page show of purchasing
// (docs/product/production.md#purchase-orders, docs/product/production.md#delivery-notes).

/** One line of a purchase order or a delivery note: what, its size and room, how many. */
export interface GoodsLine {
  description: string;
  /** «Dimensioni: 900 x 2100 mm · Locale: Cucina». */
  detail: string;
  quantity: number;
}

/** What «Prepara gli ordini fornitore» would order from one supplier now. */
export interface SupplierBatch {
  supplierId: number;
  supplierName: string;
  lines: GoodsLine[];
  /** The purchase order already written for it, if any: preparing it again is refused. */
  orderedAs: string | null;
}

export interface PurchaseOrderView {
  id: number;
  number: string;
  supplierId: number;
  supplierName: string;
  supplierEmail: string;
  status: PurchaseOrderStatus;
  createdAt: string;
  /** When each «Invia al fornitore» left (or was queued, while it waits): oldest first. */
  sentAt: string[];
  /** Whether a sending is still waiting in the outbox. */
  sending: boolean;
  arrivedAt: string | null;
  arrivalRecordedBy: string | null;
  lines: GoodsLine[];
  version: number;
}

export interface DeliveryNoteView {
  id: number;
  number: string;
  createdAt: string;
  transportReason: string;
  transportStartsAt: string;
  packages: number;
}

export interface AppointmentChoice {
  id: number;
  label: string;
}

export interface OrderPurchasingView {
  orderId: number;
  orderNumber: string;
  batches: SupplierBatch[];
  purchaseOrders: PurchaseOrderView[];
  deliveryNotes: DeliveryNoteView[];
  appointments: AppointmentChoice[];
  /** «Vendita con posa» when a line of the order carries installation. */
  defaultTransportReason: "vendita" | "vendita-con-posa";
}
