import { z } from "zod";
import { productIdSchema } from "../configurator/window-configuration.ts";
import { formatEuroCents } from "../italian-formats/money.ts";
import { requiredTextSchema } from "../web/required-text.ts";
import { rowVersionSchema } from "../web/row-version.ts";
import { integerLike } from "../web/validation.ts";

// What staff may change in the catalogue and the bounds of each value
// (docs/product/catalogue.md#staff-edits). One schema per edit, parsed by the
// services whatever they are given; the /gestione/catalogo forms read what
// staff type (euros) into these shapes first (app/domain/catalogue/catalogue-edit-forms.ts)
// and share the messages, shown beside each field. Every field but the
// edited object's id is optional: an absent field keeps its value, so a form
// sends its checkboxes explicitly (`false` when unticked). Money is integer cents.

/** 1.000.000,00 €: the most any catalogue price may be. */
export const MAX_CATALOGUE_PRICE_CENTS = 100_000_000;

/** The longest name of a product or an option. */
export const CATALOGUE_NAME_MAX_LENGTH = 200;

/** Multipliers are exact decimals with at most four places (the column is numeric(6,4)). */
export const MULTIPLIER_RANGE = { min: "0.10", max: "10" } as const;
const MULTIPLIER_SCALE = 10_000;

const priceTooHigh = `Il prezzo non può superare ${formatEuroCents(MAX_CATALOGUE_PRICE_CENTS)}`;

export const catalogueMessages = {
  price: "Inserisci un prezzo valido, in centesimi",
  pricePositive: "Il prezzo deve essere maggiore di zero",
  priceTooHigh,
  addition: "Inserisci un'aggiunta valida, in centesimi",
  additionNegative: "L'aggiunta non può essere negativa",
  additionTooHigh: `L'aggiunta non può superare ${formatEuroCents(MAX_CATALOGUE_PRICE_CENTS)}`,
  multiplier: "Inserisci un moltiplicatore valido, ad esempio 1,25",
  multiplierRange: "Il moltiplicatore deve essere tra 0,10 e 10",
  name: "Il nome non può essere vuoto",
  nameTooLong: `Il nome può contenere al massimo ${CATALOGUE_NAME_MAX_LENGTH} caratteri`,
  descriptionTooLong: "La descrizione può contenere al massimo 5000 caratteri",
  flag: "Valore non valido: scegli sì o no",
  nothingToChange: "Nessuna modifica da salvare",
} as const;

/**
 * A form drawn before someone else saved the same row (the wording of the
 * order workflow's conflict): the form is drawn again from what is saved now.
 */
export const catalogueChangedMessages = {
  product: "Il prodotto è stato modificato da un altro utente: il modulo mostra ora i dati salvati",
  option: "L'opzione è stata modificata da un altro utente: il modulo mostra ora i dati salvati",
  doorPrice: "Il prezzo è stato modificato da un altro utente: il modulo mostra ora il prezzo salvato",
  deliveryTime:
    "Il tempo di consegna è stato modificato da un altro utente: il modulo mostra ora quello salvato",
  servicePrice:
    "Il prezzo del servizio è stato modificato da un altro utente: il modulo mostra ora quello salvato",
  sizeLimit: "Il limite di misura è stato modificato da un altro utente: il modulo mostra ora quello salvato",
} as const;

/** The version the edit was made on; absent only for an edit that does not depend on it (a script of the shop's own). */
const editedVersionSchema = rowVersionSchema.optional();

export const catalogueNameSchema = requiredTextSchema(
  catalogueMessages.name,
  CATALOGUE_NAME_MAX_LENGTH,
  catalogueMessages.nameTooLong,
);

/** A price above 0 and at most 1.000.000,00 €, in whole cents. */
export const cataloguePriceCentsSchema = z.preprocess(
  integerLike,
  z
    .number({ error: catalogueMessages.price })
    .int(catalogueMessages.price)
    .min(1, catalogueMessages.pricePositive)
    .max(MAX_CATALOGUE_PRICE_CENTS, catalogueMessages.priceTooHigh),
);

/** An option's addition: 0 or more cents, at most 1.000.000,00 €; null or empty removes it. */
const additionCentsSchema = z.preprocess(
  (value) => (value === "" ? null : integerLike(value)),
  z
    .number({ error: catalogueMessages.addition })
    .int(catalogueMessages.addition)
    .min(0, catalogueMessages.additionNegative)
    .max(MAX_CATALOGUE_PRICE_CENTS, catalogueMessages.additionTooHigh)
    .nullable(),
);

/**
 * "1,25", "1.25" or 1.25 → "1.2500", exactly; null or empty removes the
 * multiplier (it then counts as 1). Between 0,10 and 10 inclusive.
 */
export const multiplierSchema = z.preprocess(
  (value) => (value === "" ? null : value),
  z
    .union([z.string(), z.number()], { error: catalogueMessages.multiplier })
    .transform((value, context) => {
      const text = String(value).trim().replace(",", ".");
      const match = /^(\d{1,6})(?:\.(\d{1,4}))?$/.exec(text);
      if (!match) {
        context.addIssue({ code: "custom", message: catalogueMessages.multiplier });
        return z.NEVER;
      }
      const [, whole = "0", fraction = ""] = match;
      const scaled = Number(whole) * MULTIPLIER_SCALE + Number(fraction.padEnd(4, "0"));
      const min = Number(MULTIPLIER_RANGE.min) * MULTIPLIER_SCALE;
      const max = Number(MULTIPLIER_RANGE.max) * MULTIPLIER_SCALE;
      if (scaled < min || scaled > max) {
        context.addIssue({ code: "custom", message: catalogueMessages.multiplierRange });
        return z.NEVER;
      }
      return `${Number(whole)}.${fraction.padEnd(4, "0")}`;
    })
    .nullable(),
);

const flagSchema = z.preprocess(
  (value) => (value === "on" || value === "true" ? true : value === "false" ? false : value),
  z.boolean({ error: catalogueMessages.flag }),
);

/** True when the parsed edit names at least one field besides its target. */
function changesSomething(edit: Record<string, unknown>, targetKeys: string[]) {
  return Object.entries(edit).some(([key, value]) => !targetKeys.includes(key) && value !== undefined);
}

export const productEditSchema = z
  .object(
    {
      productId: productIdSchema,
      name: catalogueNameSchema.optional(),
      description: z
        .string({ error: catalogueMessages.descriptionTooLong })
        .trim()
        .max(5000, catalogueMessages.descriptionTooLong)
        .optional(),
      basePriceCents: cataloguePriceCentsSchema.optional(),
      hidden: flagSchema.optional(),
      isBestseller: flagSchema.optional(),
      isEcoFriendly: flagSchema.optional(),
      significantGood: flagSchema.optional(),
      version: editedVersionSchema,
    },
    { error: "Dati del prodotto mancanti" },
  )
  .refine((edit) => changesSomething(edit, ["productId", "version"]), catalogueMessages.nothingToChange);

export const calculatorOptionEditSchema = z
  .object(
    {
      optionId: productIdSchema,
      name: catalogueNameSchema.optional(),
      priceMultiplier: multiplierSchema.optional(),
      priceAdditionCents: additionCentsSchema.optional(),
      version: editedVersionSchema,
    },
    { error: "Dati dell'opzione mancanti" },
  )
  .refine((edit) => changesSomething(edit, ["optionId", "version"]), catalogueMessages.nothingToChange);

/**
 * The price of one door item: an article (cylinder, handle kit, knob,
 * accessory) by its code, a panel (a finish) or an extra by its key.
 */
export const doorPriceEditSchema = z.object(
  {
    item: z.enum(["article", "panel", "extra"], { error: "Articolo non valido" }),
    key: requiredTextSchema("Articolo non valido", 100),
    priceCents: cataloguePriceCentsSchema,
    version: editedVersionSchema,
  },
  { error: "Dati dell'articolo mancanti" },
);

export type ProductEdit = z.infer<typeof productEditSchema>;
export type CalculatorOptionEdit = z.infer<typeof calculatorOptionEditSchema>;
export type DoorPriceEdit = z.infer<typeof doorPriceEditSchema>;
