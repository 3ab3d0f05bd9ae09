import { z } from "zod";
import { euroAmountSchema, optionalEuroAmountSchema } from "../italian-formats/euro-amount-schema.ts";
import { catalogueFormMessages } from "./catalogue-edit-forms.ts";
import {
  catalogueMessages,
  catalogueNameSchema,
  MAX_CATALOGUE_PRICE_CENTS,
  multiplierSchema,
} from "./catalogue-edit-rules.ts";
import { windowTypes } from "./option-types.ts";

// The back office's «Nuovo prodotto» and «Nuova opzione» forms
// (docs/product/back-office.md#new-products-and-options): what staff type, read
// into what the creating services take (integer cents, a derived slug). Each
// refusal is keyed by the form's field name, so the page shows it beside it.

export const catalogueCreateMessages = {
  category: "Scegli una categoria",
  subcategory: "Scegli una sottocategoria della categoria scelta, oppure nessuna",
  optionType: "Scegli il tipo di opzione",
  slug: "Il nome deve contenere almeno una lettera o una cifra",
  duplicateProduct: "Esiste già un prodotto con questo nome: scegline un altro",
  duplicateOption: "Esiste già un'opzione di questo tipo con questo nome: scegline un altro",
} as const;

/** "Finestra PVC Élite 70" → "finestra-pvc-elite-70": lower case, no accents, words joined by hyphens. */
export function slugFromName(name: string): string {
  return name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 120)
    .replace(/-+$/, "");
}

const sluggedName = catalogueNameSchema.refine(
  (name) => slugFromName(name) !== "",
  catalogueCreateMessages.slug,
);

const groupSlugSchema = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(200, message)
    .regex(/^[a-z0-9-]*$/, message);

/** A ticked checkbox sends "on"; an unticked one sends nothing, which is "no". */
const checkboxSchema = z
  .enum(["on", "true", "false"], { error: catalogueMessages.flag })
  .optional()
  .transform((value) => value === "on" || value === "true");

/** The «Nuovo prodotto» form: a product is always created hidden. */
export const productCreateFormSchema = z
  .object({
    name: sluggedName,
    category: groupSlugSchema(catalogueCreateMessages.category).min(1, catalogueCreateMessages.category),
    subcategory: groupSlugSchema(catalogueCreateMessages.subcategory).optional(),
    description: z
      .string({ error: catalogueMessages.descriptionTooLong })
      .trim()
      .max(5000, catalogueMessages.descriptionTooLong)
      .optional()
      .transform((text) => text ?? ""),
    basePrice: euroAmountSchema({
      required: catalogueFormMessages.priceRequired,
      invalid: catalogueFormMessages.price,
      min: { cents: 1, message: catalogueMessages.pricePositive },
      max: { cents: MAX_CATALOGUE_PRICE_CENTS, message: catalogueMessages.priceTooHigh },
    }),
    isBestseller: checkboxSchema,
    isEcoFriendly: checkboxSchema,
  })
  .transform(({ basePrice, subcategory, ...fields }) => ({
    ...fields,
    subcategory: subcategory || null,
    basePriceCents: basePrice,
    slug: slugFromName(fields.name),
  }));

/** The «Nuova opzione» form: its type (one of the window calculator's, as the options page lists them), name, multiplier (empty: none) and addition in euros (empty: none). */
export const optionCreateFormSchema = z
  .object({
    type: z.enum(windowTypes, { error: catalogueCreateMessages.optionType }),
    name: sluggedName,
    multiplier: multiplierSchema,
    addition: optionalEuroAmountSchema({
      invalid: catalogueFormMessages.addition,
      min: { cents: 0, message: catalogueMessages.additionNegative },
      max: { cents: MAX_CATALOGUE_PRICE_CENTS, message: catalogueMessages.additionTooHigh },
    }),
  })
  .transform(({ type, name, multiplier, addition }) => ({
    type,
    name,
    value: slugFromName(name),
    priceMultiplier: multiplier,
    priceAdditionCents: addition,
  }));

export type ProductCreate = z.output<typeof productCreateFormSchema>;
export type OptionCreate = z.output<typeof optionCreateFormSchema>;
