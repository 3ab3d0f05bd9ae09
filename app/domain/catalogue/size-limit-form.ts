import { z } from "zod";
import { MAX_DIMENSION_MM } from "../configurator/window-configuration.ts";
import { formatItalianInteger } from "../italian-formats/italian-decimal.ts";
import { rowVersionSchema } from "../web/row-version.ts";

// The back office's form for one row of the sizes the factory can make, and
// the edit the service checks again (docs/product/window-price.md#sizes-the-factory-can-make,
// docs/product/back-office.md#sizes-the-factory-can-make). Apart from
// configurator/size-limits.ts so that the configurator, which only shows a
// limit, does not ship these schemas to the browser.

/** The four sizes of a limit row, as the form names its fields. */
const sizeFields = {
  minWidthMm: "la larghezza minima",
  maxWidthMm: "la larghezza massima",
  minHeightMm: "l'altezza minima",
  maxHeightMm: "l'altezza massima",
} as const;

type SizeField = keyof typeof sizeFields;

export const sizeLimitMessages = {
  unknownKey: "Limite di misura non valido",
  atLeastOne: "Almeno 1 mm",
  atMost: `Al massimo ${formatItalianInteger(MAX_DIMENSION_MM)} mm`,
  widthOrder: "La larghezza massima non può essere inferiore alla minima",
  heightOrder: "L'altezza massima non può essere inferiore alla minima",
} as const;

/**
 * A row's key, `family:sashes:opening` with `*` for any (as the migration
 * writes them, db/migrations/0016_size_limits.sql): staff edit the rows there
 * are, never name new ones.
 */
const sizeLimitKeySchema = z
  .string({ error: sizeLimitMessages.unknownKey })
  .max(100, sizeLimitMessages.unknownKey)
  .regex(/^[a-z-]+:[a-z*-]+:[a-z*-]+$/, sizeLimitMessages.unknownKey);

/** Whole millimetres, from 1 to the configurator's own cap. */
const millimetresSchema = z
  .number()
  .int()
  .min(1, sizeLimitMessages.atLeastOne)
  .max(MAX_DIMENSION_MM, sizeLimitMessages.atMost);

/** A length as staff type it: whole mm, "2400" or the Italian "2.400"; `label` names it in the messages. */
export function typedMillimetres<Out>(label: string, bounds: z.ZodType<Out, number>) {
  return z
    .string({ error: `Indica ${label}` })
    .trim()
    .min(1, `Indica ${label}`)
    .regex(/^(\d{1,5}|\d{1,2}\.\d{3})$/, `Scrivi ${label} come numero intero di millimetri`)
    .transform((text) => Number(text.replace(".", "")))
    .pipe(bounds);
}

const millimetresField = (field: SizeField) => typedMillimetres(sizeFields[field], millimetresSchema);

type Sizes = Record<SizeField, number>;

/** Each least no greater than its greatest, said beside the greatest. */
function inOrder<Schema extends z.ZodType<Sizes>>(schema: Schema) {
  return schema
    .refine((sizes) => sizes.minWidthMm <= sizes.maxWidthMm, {
      message: sizeLimitMessages.widthOrder,
      path: ["maxWidthMm"],
    })
    .refine((sizes) => sizes.minHeightMm <= sizes.maxHeightMm, {
      message: sizeLimitMessages.heightOrder,
      path: ["maxHeightMm"],
    });
}

/** The back office's form for one limit row: the four sizes as typed. */
export const sizeLimitFormSchema = inOrder(
  z.object({
    key: sizeLimitKeySchema,
    minWidthMm: millimetresField("minWidthMm"),
    maxWidthMm: millimetresField("maxWidthMm"),
    minHeightMm: millimetresField("minHeightMm"),
    maxHeightMm: millimetresField("maxHeightMm"),
    version: rowVersionSchema,
  }),
);

/** What the service stores, checked again there: the JSON-shaped edit, sizes as numbers. */
export const sizeLimitEditSchema = inOrder(
  z.object({
    key: sizeLimitKeySchema,
    minWidthMm: millimetresSchema,
    maxWidthMm: millimetresSchema,
    minHeightMm: millimetresSchema,
    maxHeightMm: millimetresSchema,
    /** The version the form was drawn at; absent only for an edit that does not depend on it. */
    version: rowVersionSchema.optional(),
  }),
);

export type SizeLimitEdit = z.output<typeof sizeLimitEditSchema>;
