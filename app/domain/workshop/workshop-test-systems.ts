import type { NamedProfileSystem } from "./profile-system-settings.ts";

// The three systems as db/migrations/0025_after_the_order.sql seeds them, for
// the unit tests' hand-computed figures (docs/product/production.md#cut-list).

export const standard70: NamedProfileSystem = {
  systemValue: "standard-70",
  name: "Standard 70 mm",
  frameFaceMm: 68,
  sashFaceMm: 58,
  sashWidthDeductionMm: 76,
  sashHeightDeductionMm: 76,
  sashOverlapMm: 8,
  beadDeductionMm: 100,
  glassClearanceMm: 10,
  kerfMm: 4,
  trimMm: 3,
  cutMeasure: "punta-lunga",
  stockLengthMm: 6000,
  minOffcutMm: 500,
};

export const performance82: NamedProfileSystem = {
  ...standard70,
  systemValue: "performance-82",
  name: "Performance 82 mm",
  frameFaceMm: 76,
  sashFaceMm: 64,
  sashWidthDeductionMm: 84,
  sashHeightDeductionMm: 84,
  sashOverlapMm: 10,
  beadDeductionMm: 112,
};

export const passive92: NamedProfileSystem = {
  ...standard70,
  systemValue: "passive-92",
  name: "Passivhaus 92 mm",
  frameFaceMm: 86,
  sashFaceMm: 72,
  sashWidthDeductionMm: 92,
  sashHeightDeductionMm: 92,
  sashOverlapMm: 12,
  beadDeductionMm: 128,
  glassClearanceMm: 12,
  stockLengthMm: 6500,
  minOffcutMm: 600,
};
