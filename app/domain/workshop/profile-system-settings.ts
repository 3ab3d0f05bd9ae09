import type { CutMeasure } from "./cut-measure.ts";

// How the workshop cuts one profile system (docs/product/production.md#cut-list),
// as the table `profile_system_settings` keeps it: whole millimetres, keyed by
// the calculator option's value ("standard-70"). The seeded figures are
// examples, to be replaced with the profile supplier's.

export const STAFF_PROFILE_SYSTEMS_PATH = "/gestione/catalogo/sistemi";

export interface ProfileSystemSettings {
  systemValue: string;
  frameFaceMm: number;
  sashFaceMm: number;
  sashWidthDeductionMm: number;
  sashHeightDeductionMm: number;
  sashOverlapMm: number;
  beadDeductionMm: number;
  glassClearanceMm: number;
  kerfMm: number;
  trimMm: number;
  cutMeasure: CutMeasure;
  stockLengthMm: number;
  minOffcutMm: number;
}

/** A system as the documents name it: its settings and the option's Italian name («Standard 70 mm»). */
export interface NamedProfileSystem extends ProfileSystemSettings {
  name: string;
}

/** Every setting in millimetres, in the order the back office's form lists them. */
export const profileSystemLengthFields = [
  "frameFaceMm",
  "sashFaceMm",
  "sashWidthDeductionMm",
  "sashHeightDeductionMm",
  "sashOverlapMm",
  "beadDeductionMm",
  "glassClearanceMm",
  "kerfMm",
  "trimMm",
  "stockLengthMm",
  "minOffcutMm",
] as const satisfies readonly (keyof ProfileSystemSettings)[];

export type ProfileSystemLengthField = (typeof profileSystemLengthFields)[number];

/** The form's labels, in Italian, with what each setting means for the saw. */
export const profileSystemFieldLabels: Record<ProfileSystemLengthField, string> = {
  frameFaceMm: "Faccia del telaio (mm)",
  sashFaceMm: "Faccia dell'anta (mm)",
  sashWidthDeductionMm: "Detrazione larghezza anta (mm)",
  sashHeightDeductionMm: "Detrazione altezza anta (mm)",
  sashOverlapMm: "Sormonto tra le ante (mm)",
  beadDeductionMm: "Detrazione fermavetro (mm)",
  glassClearanceMm: "Gioco del vetro (mm)",
  kerfMm: "Spessore della lama (mm)",
  trimMm: "Sovrametallo per estremità (mm)",
  stockLengthMm: "Lunghezza della barra (mm)",
  minOffcutMm: "Sfrido minimo riutilizzabile (mm)",
};
