import { z } from "zod";
import { servicePriceCodes } from "../configurator/line-services.ts";
import { euroAmountSchema, optionalEuroAmountSchema } from "../italian-formats/euro-amount-schema.ts";
import { rowVersionSchema } from "../web/row-version.ts";

// The back office's form for a service's catalogue price, and the edit the
// service checks again (docs/product/back-office.md#services). Apart from
// line-services.ts so that the pages that only show a service do not ship zod
// to the browser.

/** 10.000,00 €: far above any fitting price, and a typo's guard. */
export const MAX_SERVICE_PRICE_CENTS = 1_000_000;

const bounds = {
  min: { cents: 0, message: "L'importo non può essere negativo" },
  max: { cents: MAX_SERVICE_PRICE_CENTS, message: "Al massimo 10.000,00 €" },
};

const codeSchema = z.enum(servicePriceCodes, { error: "Servizio sconosciuto" });

/** One price row: its price and, for the windows' fitting, the least amount per piece; euros as staff type them. */
export const servicePriceFormSchema = z
  .object({
    code: codeSchema,
    price: euroAmountSchema({
      required: "Indica il prezzo",
      invalid: "Scrivi il prezzo in euro, per esempio 60,00",
      ...bounds,
    }),
    // Only the windows' fitting has the field; elsewhere, and left empty, there is no minimum.
    minimum: optionalEuroAmountSchema({
      invalid: "Scrivi il minimo in euro, per esempio 120,00, oppure lascia vuoto",
      ...bounds,
    }).optional(),
    version: rowVersionSchema,
  })
  .transform(({ code, price, minimum, version }) => ({
    code,
    priceCents: price,
    minimumCents: minimum ?? 0,
    version,
  }));

const centsSchema = z
  .number()
  .int()
  .min(0, bounds.min.message)
  .max(MAX_SERVICE_PRICE_CENTS, bounds.max.message);

/** What the catalogue service stores, checked again there: amounts in cents. */
export const servicePriceEditSchema = z.object({
  code: codeSchema,
  priceCents: centsSchema,
  minimumCents: centsSchema,
  /** The version the form was drawn at; absent only for an edit that does not depend on it. */
  version: rowVersionSchema.optional(),
});

export type ServicePriceEdit = z.output<typeof servicePriceEditSchema>;
