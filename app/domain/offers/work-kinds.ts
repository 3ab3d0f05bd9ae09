import { labelledCodes } from "../web/labelled-codes.ts";

// The kind of building work an installation is part of, as the customer
// declares it when accepting an offer with installation: with the building's
// residential use it decides the reduced VAT later (docs/product/offers.md#accepting).
const kinds = labelledCodes({
  "manutenzione-ordinaria": "Manutenzione ordinaria",
  "manutenzione-straordinaria": "Manutenzione straordinaria",
  ristrutturazione: "Ristrutturazione",
  "nuova-costruzione": "Nuova costruzione",
});

export const workKinds = kinds.codes;
export type WorkKind = (typeof workKinds)[number];
export const workKindLabels = kinds.labels;
export const isWorkKind = kinds.includes;
