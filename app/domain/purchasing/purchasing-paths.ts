// The back office's addresses of purchasing (docs/product/production.md#purchase-orders,
// docs/product/production.md#delivery-notes): the supplier list in the
// catalogue, an order's purchase orders and delivery notes, and their files.

export const STAFF_SUPPLIERS_PATH = "/gestione/catalogo/fornitori";

export function orderPurchaseOrdersPath(orderId: number): string {
  return `/gestione/ordini/${orderId}/ordini-fornitore`;
}

export function orderDeliveryNotePath(orderId: number): string {
  return `/gestione/ordini/${orderId}/ddt`;
}

export function purchaseOrderFilePath(number: string, format: "pdf" | "csv"): string {
  return `/gestione/ordini-fornitore/${encodeURIComponent(number)}/${format}`;
}

export function deliveryNotePdfPath(number: string): string {
  return `/gestione/ddt/${encodeURIComponent(number)}/pdf`;
}
