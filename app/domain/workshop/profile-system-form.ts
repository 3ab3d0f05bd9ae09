import { z } from "zod";
import { typedMillimetres } from "../catalogue/size-limit-form.ts";
import { formatItalianInteger } from "../italian-formats/italian-decimal.ts";
import { rowVersionSchema } from "../web/row-version.ts";
import { cutMeasures } from "./cut-measure.ts";
import {
  type ProfileSystemLengthField,
  profileSystemFieldLabels,
  profileSystemLengthFields,
} from "./profile-system-settings.ts";

// The back office's form for one profile system's cut settings
// (docs/product/production.md#cut-settings), and the edit the service checks
// again: whole millimetres, a known system, the measure of the 45° cuts.

export const profileSystemMessages = {
  unknownSystem: "Sistema di profilo sconosciuto",
  measure: "Scegli punta lunga o punta corta",
  changed:
    "Le impostazioni di taglio sono state modificate da un altro utente: il modulo mostra ora quelle salvate",
  notFound: "Sistema di profilo non trovato",
  offcutOverBar: "Lo sfrido minimo non può superare la lunghezza della barra",
} as const;

/** A deduction or a face: 0 to 1.000 mm; a stock bar: 1.000 to 12.000 mm; an offcut: up to a bar. */
function boundsOf(field: ProfileSystemLengthField): { min: number; max: number } {
  if (field === "stockLengthMm") return { min: 1000, max: 12_000 };
  return { min: 0, max: field === "minOffcutMm" ? 12_000 : 1000 };
}

const lengthLabel = (field: ProfileSystemLengthField) =>
  profileSystemFieldLabels[field].replace(" (mm)", "").toLowerCase();

function millimetres(field: ProfileSystemLengthField) {
  const { min, max } = boundsOf(field);
  return z
    .number({ error: `Indica ${lengthLabel(field)} in millimetri` })
    .int(`Scrivi ${lengthLabel(field)} come numero intero di millimetri`)
    .min(min, `Almeno ${formatItalianInteger(min)} mm`)
    .max(max, `Al massimo ${formatItalianInteger(max)} mm`);
}

/** As staff type it: "6000" or the Italian "6.000". */
const millimetresField = (field: ProfileSystemLengthField) =>
  typedMillimetres(lengthLabel(field), millimetres(field));

const systemValueSchema = z
  .string({ error: profileSystemMessages.unknownSystem })
  .regex(/^[a-z0-9-]{1,64}$/, profileSystemMessages.unknownSystem);
const cutMeasureSchema = z.enum(cutMeasures, { error: profileSystemMessages.measure });

const lengthsOf = <S extends z.ZodType>(make: (field: ProfileSystemLengthField) => S) =>
  Object.fromEntries(profileSystemLengthFields.map((field) => [field, make(field)])) as Record<
    ProfileSystemLengthField,
    S
  >;

/** An offcut is a piece of a bar: never longer than the bar, said beside the offcut's field. */
function offcutWithinBar<Schema extends z.ZodType<{ minOffcutMm: number; stockLengthMm: number }>>(
  schema: Schema,
) {
  return schema.refine((settings) => settings.minOffcutMm <= settings.stockLengthMm, {
    message: profileSystemMessages.offcutOverBar,
    path: ["minOffcutMm"],
  });
}

/** One system's form: every length as typed, the measure and the version it was drawn at. */
export const profileSystemFormSchema = offcutWithinBar(
  z.object({
    systemValue: systemValueSchema,
    ...lengthsOf(millimetresField),
    cutMeasure: cutMeasureSchema,
    version: rowVersionSchema,
  }),
);

/** What the service stores, checked again there: lengths as numbers. */
export const profileSystemEditSchema = offcutWithinBar(
  z.object({
    systemValue: systemValueSchema,
    ...lengthsOf(millimetres),
    cutMeasure: cutMeasureSchema,
    /** The version the form was drawn at; absent only for an edit that does not depend on it. */
    version: rowVersionSchema.optional(),
  }),
);

export type ProfileSystemEdit = z.output<typeof profileSystemEditSchema>;
