import { z } from "zod";
import { MAX_RECORD_ID } from "./record-id.ts";
import { integerLike } from "./validation.ts";

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

export type WindowOptionType = keyof typeof optionMessages;
export const windowOptionTypes = Object.keys(optionMessages) as WindowOptionType[];

const requiredSelect = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(64, message);

const dimension = (message: string, label: string) =>
  z.preprocess(
    integerLike,
    z
      .number({ error: message })
      .int(message)
      .positive(message)
      .max(MAX_DIMENSION_MM, `${label} massima è ${MAX_DIMENSION_MM} mm`),
  );

export const windowOptionsSchema = z.object(
  {
    material: requiredSelect(optionMessages.material),
    system: requiredSelect(optionMessages.system),
    profile: requiredSelect(optionMessages.profile),
    color: requiredSelect(optionMessages.color),
    windowType: requiredSelect(optionMessages.windowType),
    openingType: requiredSelect(optionMessages.openingType),
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
