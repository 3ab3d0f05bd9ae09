import { z } from "zod";
import { requiredTextSchema } from "../web/required-text.ts";
import { integerLike } from "../web/validation.ts";
import {
  CUSTOM_HEIGHT_RANGE_CM,
  CUSTOM_WIDTH_RANGE_CM,
  STANDARD_HEIGHTS_CM,
  STANDARD_WIDTHS_CM,
} from "./door-price.ts";
import { productIdSchema } from "./window-configuration.ts";

// What a customer picks in the door configurator. Codes are checked against the
// catalogue on the server; here only their shape and the size bounds.

const code = requiredTextSchema("Codice articolo non valido", 100);
const optionalCode = z.preprocess(
  (value) => (value === "" ? null : value),
  code.nullable().optional().default(null),
);

/** A typed number ("-5", "99999", "100.5") as a number, so that every wrong value gets the bounds message. */
function numberLike(value: unknown): unknown {
  if (typeof value === "string" && /^\s*-?\d{1,15}(\.\d{1,15})?\s*$/.test(value)) return Number(value);
  return value;
}

/**
 * A custom dimension in whole centimetres within the bounds. Whatever is wrong (empty, not a
 * number, negative, zero, too large) the message gives the bounds: "tra 60 e 130 cm".
 */
const customDimension = (range: { min: number; max: number }, label: string) => {
  const subject = `${label[0]!.toUpperCase()}${label.slice(1)}`;
  const outOfRange = `${subject} deve essere tra ${range.min} e ${range.max} cm`;
  return z.preprocess(
    numberLike,
    z
      .number({ error: outOfRange })
      .int(`${subject} deve essere un numero intero tra ${range.min} e ${range.max} cm`)
      .min(range.min, outOfRange)
      .max(range.max, outOfRange),
  );
};

const standardValue = <T extends readonly number[]>(values: T, message: string) =>
  z.preprocess(
    integerLike,
    z.number({ error: message }).refine((value) => (values as readonly number[]).includes(value), message),
  );

export const doorSizeSchema = z.discriminatedUnion(
  "mode",
  [
    z.object({
      mode: z.literal("standard"),
      width: standardValue(STANDARD_WIDTHS_CM, "Scegli una larghezza standard: 80, 85 o 90 cm"),
      height: standardValue(STANDARD_HEIGHTS_CM, "Scegli un'altezza standard: 210, 215 o 220 cm"),
    }),
    z.object({
      mode: z.literal("custom"),
      width: customDimension(CUSTOM_WIDTH_RANGE_CM, "la larghezza"),
      height: customDimension(CUSTOM_HEIGHT_RANGE_CM, "l'altezza"),
    }),
  ],
  { error: "Scegli la misura della porta" },
);

const uniqueCodes = (max: number, message: string) =>
  z
    .array(code, { error: message })
    .max(max, message)
    .default([])
    .refine((codes) => new Set(codes).size === codes.length, "Lo stesso articolo è selezionato due volte");

export const doorSelectionSchema = z.object(
  {
    productId: productIdSchema,
    size: doorSizeSchema,
    cylinder: optionalCode,
    handleKit: optionalCode,
    knob: optionalCode,
    accessories: uniqueCodes(40, "Accessori non validi"),
    extras: uniqueCodes(20, "Articoli aggiuntivi non validi"),
    internalPanel: optionalCode,
    externalPanel: optionalCode,
    /** The hand, seen from inside (docs/product/door-configurator.md#hand); optional for older clients. */
    openingSide: z.preprocess(
      (value) => (value === "" ? null : value),
      z
        .enum(["destra", "sinistra"], { error: "Scegli la mano di apertura: destra o sinistra" })
        .nullable()
        .optional(),
    ),
  },
  { error: "Dati della porta mancanti" },
);

export type DoorSelection = z.infer<typeof doorSelectionSchema>;
