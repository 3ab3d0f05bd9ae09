import { z } from "zod";
import { productFamilies } from "../configurator/product-family.ts";
import { rowVersionSchema } from "../web/row-version.ts";

// The back office's form for a product family's lead time, and the edit the
// service checks again (docs/product/buying.md#delivery-estimate). Apart from
// delivery-estimate.ts so that the pages that only show an estimate do not
// ship zod to the browser.

const MAX_WEEKS = 52;

function weeksField(label: string) {
  return z
    .string({ error: `Indica ${label}` })
    .trim()
    .min(1, `Indica ${label}`)
    .regex(/^\d{1,2}$/, `Scrivi ${label} come numero intero di settimane`)
    .transform(Number)
    .pipe(z.number().int().min(1, "Almeno 1 settimana").max(MAX_WEEKS, `Al massimo ${MAX_WEEKS} settimane`));
}

/** The back office's form for one family's lead time. */
export const deliveryTimeFormSchema = z
  .object({
    family: z.enum(productFamilies, { error: "Famiglia di prodotti sconosciuta" }),
    minWeeks: weeksField("il minimo"),
    maxWeeks: weeksField("il massimo"),
    version: rowVersionSchema,
  })
  .refine((edit) => edit.minWeeks <= edit.maxWeeks, {
    message: "Il massimo non può essere inferiore al minimo",
    path: ["maxWeeks"],
  });

/** What the service stores, checked again there: the JSON-shaped edit, weeks as numbers. */
export const deliveryTimeEditSchema = z
  .object({
    family: z.enum(productFamilies, { error: "Famiglia di prodotti sconosciuta" }),
    minWeeks: z
      .number()
      .int()
      .min(1, "Almeno 1 settimana")
      .max(MAX_WEEKS, `Al massimo ${MAX_WEEKS} settimane`),
    maxWeeks: z
      .number()
      .int()
      .min(1, "Almeno 1 settimana")
      .max(MAX_WEEKS, `Al massimo ${MAX_WEEKS} settimane`),
    /** The version the form was drawn at; absent only for an edit that does not depend on it. */
    version: rowVersionSchema.optional(),
  })
  .refine((edit) => edit.minWeeks <= edit.maxWeeks, {
    message: "Il massimo non può essere inferiore al minimo",
    path: ["maxWeeks"],
  });

export type DeliveryTimeEdit = z.output<typeof deliveryTimeEditSchema>;
