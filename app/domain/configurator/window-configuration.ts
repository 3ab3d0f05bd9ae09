import { z } from "zod";
import { type OptionType, optionTypes, optionTypeTexts } from "../catalogue/option-sets.ts";
import { MAX_RECORD_ID } from "../web/record-id.ts";
import { integerLike } from "../web/validation.ts";

// One schema for the window configuration, used by the browser forms for
// hints and by the server for every request; its messages are in docs/product/window-price.md#fields.

export const MAX_DIMENSION_MM = 6000;

export const optionMessages = {
  material: "Seleziona un materiale",
  system: "Seleziona un sistema",
  profile: "Seleziona un profilo",
  color: "Seleziona un colore",
  windowType: "Seleziona un tipo di finestra",
  openingType: "Seleziona un tipo di apertura",
} as const;

/** The six options of a window (docs/product/window-price.md); other families have their own (option-sets.ts). */
export type WindowOptionType = keyof typeof optionMessages;
export const windowOptionTypes = Object.keys(optionMessages) as WindowOptionType[];

export function isWindowOptionType(type: string): type is WindowOptionType {
  return (windowOptionTypes as readonly string[]).includes(type);
}

/** Anything but a short text is the field's required message, as an empty one is. */
const optionValue = (message: string) => z.string({ error: message }).trim().max(64, message).optional();

const dimension = (message: string, label: string) =>
  z.preprocess(
    integerLike,
    z
      .number({ error: message })
      .int(message)
      .positive(message)
      .max(MAX_DIMENSION_MM, `${label} massima è ${MAX_DIMENSION_MM} mm`),
  );

/**
 * The chosen option values of any family (docs/product/window-price.md#option-sets).
 * Which of them are required, allowed or locked depends on the product, so the
 * server checks that with `checkOptions` (option-sets.ts) once it knows the
 * product; the required messages above are that check's. Stored lines of every
 * age parse with this schema: old windows carry the six window options.
 */
export const windowOptionsSchema = z.object(
  {
    ...(Object.fromEntries(
      optionTypes.map((type) => [type, optionValue(optionTypeTexts[type].message)]),
    ) as Record<OptionType, ReturnType<typeof optionValue>>),
    sopraluce: z.boolean({ error: "Indica se vuoi il sopraluce" }).default(false),
    sottoluce: z.boolean({ error: "Indica se vuoi il sottoluce" }).default(false),
  },
  { error: "Completa tutti i campi obbligatori" },
);

export const dimensionsSchema = z.object(
  {
    width: dimension("Inserisci una larghezza valida", "La larghezza"),
    height: dimension("Inserisci un'altezza valida", "L'altezza"),
  },
  { error: "Inserisci larghezza e altezza" },
);

export const productIdSchema = z.preprocess(
  integerLike,
  z
    .number({ error: "Prodotto non valido" })
    .int("Prodotto non valido")
    .positive("Prodotto non valido")
    .max(MAX_RECORD_ID, "Prodotto non valido"),
);

export const windowConfigurationSchema = z.object(
  {
    productId: productIdSchema,
    options: windowOptionsSchema,
    dimensions: dimensionsSchema,
  },
  { error: "Dati della configurazione mancanti" },
);

export type WindowOptions = z.infer<typeof windowOptionsSchema>;
export type WindowDimensions = z.infer<typeof dimensionsSchema>;
export type WindowConfiguration = z.infer<typeof windowConfigurationSchema>;
