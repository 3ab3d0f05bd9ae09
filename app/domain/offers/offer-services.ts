// The services an offer can carry as lines of their own, beside the services
// priced on each window or door (docs/product/offers.md#service-lines):
// transport, a surcharge per floor without a lift, and the ladder truck. Their
// prices are catalogue rows staff edit; the online checkout's shipping stays
// «Gratuita» and never uses them.

export const offerServiceCodes = ["transport", "floor-surcharge", "ladder-truck"] as const;
export type OfferServiceCode = (typeof offerServiceCodes)[number];

export interface OfferServiceDefinition {
  label: string;
  /** How one unit of the quantity reads: «a viaggio», «a piano». */
  unitText: string;
}

export const offerServices: Record<OfferServiceCode, OfferServiceDefinition> = {
  transport: { label: "Trasporto in cantiere", unitText: "a viaggio" },
  "floor-surcharge": { label: "Sovrapprezzo per piano senza ascensore", unitText: "a piano" },
  "ladder-truck": { label: "Autoscala per il sollevamento", unitText: "a intervento" },
};

/** What each costs until the office sets its own prices in the catalogue. */
export const defaultOfferServicePriceCents: Record<OfferServiceCode, number> = {
  transport: 8_000,
  "floor-surcharge": 3_000,
  "ladder-truck": 25_000,
};
