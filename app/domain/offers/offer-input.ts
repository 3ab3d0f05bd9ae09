import { z } from "zod";
import { quantitySchema } from "../configurator/line-quantity.ts";
import { lineServiceCodes } from "../configurator/line-services.ts";
import { shopCalendarDay } from "../italian-formats/dates.ts";
import { parseEuroAmount } from "../italian-formats/euro-amount.ts";
import { paymentPresetSchema } from "../payments/payment-term-presets.ts";
import { offerServiceCodes } from "./offer-services.ts";
import type { Discount } from "./offer-totals.ts";

// What the office's offer editor sends (docs/product/offers.md#writing-an-offer),
// each field refused with its own Italian message. A configured position
// carries the configurator's own request, parsed by its line kind's schema on
// the server; nothing here carries a price but a free line's, which staff type.

export const ROOM_LABEL_MAX = 40;

export const roomLabelSchema = z
  .string({ error: "Ambiente non valido" })
  .trim()
  .max(ROOM_LABEL_MAX, `L'ambiente può avere al massimo ${ROOM_LABEL_MAX} caratteri.`)
  .optional()
  .default("");

const checkbox = z
  .union([z.boolean(), z.literal("on"), z.literal("true"), z.literal("")])
  .optional()
  .transform((value) => value === true || value === "on" || value === "true");

const PERCENT_TEXT = /^\d{1,3}(?:[.,]\d{1,2})?$/;

/** «5», «2,5» (per cent) or «50,00» (euro), with its kind: a discount, or none when the value is empty. */
export const discountInputSchema = z
  .object({
    discountKind: z
      .enum(["", "percent", "amount"], { error: "Tipo di sconto non valido" })
      .optional()
      .default(""),
    discountValue: z.string({ error: "Sconto non valido" }).trim().optional().default(""),
  })
  .transform((input, context): Discount | null => {
    if (input.discountValue === "" || input.discountKind === "") return null;
    if (input.discountKind === "percent") {
      if (!PERCENT_TEXT.test(input.discountValue)) {
        context.addIssue({
          code: "custom",
          path: ["discountValue"],
          message: "Scrivi lo sconto in per cento, per esempio 5 o 2,5.",
        });
        return z.NEVER;
      }
      const [whole = "0", fraction = ""] = input.discountValue.split(/[.,]/);
      const value = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
      if (value > 10_000) {
        context.addIssue({
          code: "custom",
          path: ["discountValue"],
          message: "Lo sconto non può superare il 100 %.",
        });
        return z.NEVER;
      }
      return { kind: "percent", value };
    }
    const cents = parseEuroAmount(input.discountValue);
    if (cents === null || cents < 0) {
      context.addIssue({
        code: "custom",
        path: ["discountValue"],
        message: "Scrivi lo sconto in euro, per esempio 50,00.",
      });
      return z.NEVER;
    }
    return { kind: "amount", value: cents };
  });

const common = {
  quantity: quantitySchema,
  discount: discountInputSchema.optional().transform((discount) => discount ?? null),
};

export const productLineInputSchema = z.object({
  type: z.literal("product"),
  /** The configurator's request, as POST /api/cart takes it (with `kind` for a door). */
  request: z.record(z.string(), z.unknown(), { error: "Configurazione mancante" }),
  roomLabel: roomLabelSchema,
  sizesFinal: checkbox,
  lineServices: z
    .array(z.enum(lineServiceCodes, { error: "Servizio sconosciuto" }))
    .optional()
    .default([])
    .transform((codes) => [...new Set(codes)]),
  ...common,
});

export const serviceLineInputSchema = z.object({
  type: z.literal("service"),
  serviceCode: z.enum(offerServiceCodes, { error: "Scegli un servizio" }),
  description: z
    .string()
    .trim()
    .max(120, "La descrizione può avere al massimo 120 caratteri.")
    .optional()
    .default(""),
  ...common,
});

export const freeLineInputSchema = z
  .object({
    type: z.literal("free"),
    description: z
      .string({ error: "Scrivi la descrizione della riga" })
      .trim()
      .min(1, "Scrivi la descrizione della riga")
      .max(200, "La descrizione può avere al massimo 200 caratteri."),
    unitPrice: z.string({ error: "Scrivi il prezzo unitario" }).trim().min(1, "Scrivi il prezzo unitario"),
    ...common,
  })
  .transform((input, context) => {
    const cents = parseEuroAmount(input.unitPrice);
    if (cents === null || cents < 0 || cents > 100_000_000) {
      context.addIssue({
        code: "custom",
        path: ["unitPrice"],
        message: "Scrivi un prezzo in euro, per esempio 150,00.",
      });
      return z.NEVER;
    }
    return { ...input, unitPriceCents: cents };
  });

export const offerLineInputSchema = z.union(
  [productLineInputSchema, serviceLineInputSchema, freeLineInputSchema],
  {
    error: "Riga non valida",
  },
);
export type OfferLineInput = z.infer<typeof offerLineInputSchema>;

/** The offer's own fields: validity, notes, terms and the discount on the whole offer. */
export function offerTermsSchema(now = new Date()) {
  const today = shopCalendarDay(now);
  return z.object({
    validUntil: z
      .string({ error: "Scrivi la data di validità" })
      .regex(/^\d{4}-\d{2}-\d{2}$/, "Scrivi la data di validità")
      .refine((day) => day >= today, "La validità non può essere nel passato."),
    customerNote: z
      .string()
      .trim()
      .max(2000, "La nota per il cliente può avere al massimo 2000 caratteri.")
      .optional()
      .default(""),
    officeNote: z
      .string()
      .trim()
      .max(2000, "La nota interna può avere al massimo 2000 caratteri.")
      .optional()
      .default(""),
    paymentTerms: z
      .string()
      .trim()
      .max(500, "Le condizioni di pagamento possono avere al massimo 500 caratteri.")
      .optional()
      .default(""),
    discount: discountInputSchema.optional().transform((discount) => discount ?? null),
    paymentSchedule: paymentPresetSchema,
  });
}
export type OfferTermsInput = z.infer<ReturnType<typeof offerTermsSchema>>;
