// Where an offer lives, for staff and for its customer (docs/product/offers.md#versions).

export const STAFF_OFFERS_PATH = "/gestione/offerte";

/** The staff editor of one offer. */
export function staffOfferPath(number: string): string {
  return `${STAFF_OFFERS_PATH}/${encodeURIComponent(number)}`;
}

/** The customer's page of one offer: its latest version and the answers. */
export function customerOfferPath(number: string): string {
  return `/offerte/${encodeURIComponent(number)}`;
}

/** One sent version's PDF, on the customer's side or the staff's. */
export function offerVersionPdfPath(
  number: string,
  versionNumber: number,
  side: "customer" | "staff",
): string {
  const base = side === "staff" ? staffOfferPath(number) : customerOfferPath(number);
  return `${base}/versioni/${versionNumber}/pdf`;
}

/** The query parameter that opens a product's configurator for an offer instead of the cart. */
export const OFFER_DESTINATION_PARAM = "offerta";

/** A product's page whose configurator adds to this offer. */
export function productForOfferPath(productId: number, number: string, anchor: string): string {
  return `/product/${productId}?${OFFER_DESTINATION_PARAM}=${encodeURIComponent(number)}#${anchor}`;
}
