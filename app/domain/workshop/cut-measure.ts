import { labelledCodes } from "../web/labelled-codes.ts";

// How the saw's operator reads the length of a bar cut at 45°
// (docs/product/production.md#cut-list): at its long point (the outer edge) or
// at its short point (the inner edge, the long point less twice the profile's face).
const measures = labelledCodes({
  "punta-lunga": "Punta lunga",
  "punta-corta": "Punta corta",
});

export const cutMeasures = measures.codes;
export const cutMeasureLabels = measures.labels;
export type CutMeasure = (typeof cutMeasures)[number];
export const isCutMeasure = measures.includes;
