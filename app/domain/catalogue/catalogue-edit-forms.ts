import { z } from "zod";
import { euroAmountSchema, optionalEuroAmountSchema } from "../italian-formats/euro-amount-schema.ts";
import { MAX_RECORD_ID } from "../web/record-id.ts";
import { rowVersionSchema } from "../web/row-version.ts";
import {
  catalogueMessages,
  catalogueNameSchema,
  MAX_CATALOGUE_PRICE_CENTS,
  multiplierSchema,
} from "./catalogue-edit-rules.ts";

// The back office's catalogue forms (docs/product/back-office.md#catalogue-and-prices):
// what the fields send (prices in euros as staff type them, checkboxes that are
// absent when unticked) read into the catalogue services' input (integer cents,
// explicit flags). Each refusal is keyed by the form's field name, so the page
// shows it beside that field. The services parse their input again.

export const catalogueFormMessages = {
  price: "Scrivi il prezzo in euro, per esempio 1.234,50",
  priceRequired: "Il prezzo è obbligatorio",
  addition: "Scrivi l'aggiunta in euro, per esempio 50,00, oppure lascia vuoto",
  visibility: "Scegli se il prodotto è visibile o nascosto",
  item: "Articolo non valido",
} as const;

const euroPriceSchema = euroAmountSchema({
  required: catalogueFormMessages.priceRequired,
  invalid: catalogueFormMessages.price,
  min: { cents: 1, message: catalogueMessages.pricePositive },
  max: { cents: MAX_CATALOGUE_PRICE_CENTS, message: catalogueMessages.priceTooHigh },
});

const euroAdditionSchema = optionalEuroAmountSchema({
  invalid: catalogueFormMessages.addition,
  min: { cents: 0, message: catalogueMessages.additionNegative },
  max: { cents: MAX_CATALOGUE_PRICE_CENTS, message: catalogueMessages.additionTooHigh },
});

/** A ticked checkbox sends "on"; an unticked one sends nothing, which is "no". */
const checkboxSchema = z
  .enum(["on", "true", "false"], { error: catalogueMessages.flag })
  .optional()
  .transform((value) => value === "on" || value === "true");

const recordIdSchema = (message: string) =>
  z
    .string({ error: message })
    .regex(/^\d{1,10}$/, message)
    .transform(Number)
    .pipe(z.number().int().positive(message).max(MAX_RECORD_ID, message));

/** The product form: every field, so that an unticked badge is a "no". */
export const productFormSchema = z
  .object({
    name: catalogueNameSchema,
    description: z
      .string({ error: catalogueMessages.descriptionTooLong })
      .trim()
      .max(5000, catalogueMessages.descriptionTooLong),
    basePrice: euroPriceSchema,
    visibility: z.enum(["visibile", "nascosto"], { error: catalogueFormMessages.visibility }),
    isBestseller: checkboxSchema,
    isEcoFriendly: checkboxSchema,
    /** «Bene significativo» (docs/product/vat.md#beni-significativi-in-the-catalogue). */
    significantGood: checkboxSchema,
    version: rowVersionSchema,
  })
  .transform(({ basePrice, visibility, ...fields }) => ({
    ...fields,
    basePriceCents: basePrice,
    hidden: visibility === "nascosto",
  }));

/** One calculator option's row: name, multiplier (empty: none) and addition in euros (empty: none). */
export const optionFormSchema = z
  .object({
    optionId: recordIdSchema("Opzione non valida"),
    name: catalogueNameSchema,
    multiplier: multiplierSchema,
    addition: euroAdditionSchema,
    version: rowVersionSchema,
  })
  .transform(({ optionId, name, multiplier, addition, version }) => ({
    optionId,
    name,
    priceMultiplier: multiplier,
    priceAdditionCents: addition,
    version,
  }));

/** One door item's price row: which item, and its price in euros. */
export const doorPriceFormSchema = z
  .object({
    item: z.enum(["article", "panel", "extra"], { error: catalogueFormMessages.item }),
    key: z.string({ error: catalogueFormMessages.item }).trim().min(1, catalogueFormMessages.item).max(100),
    price: euroPriceSchema,
    version: rowVersionSchema,
  })
  .transform(({ item, key, price, version }) => ({ item, key, priceCents: price, version }));
