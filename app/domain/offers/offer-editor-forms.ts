import { z } from "zod";
import { quantitySchema } from "../configurator/line-quantity.ts";
import { lineServiceCodes } from "../configurator/line-services.ts";
import { euroAmountInput, parseEuroAmount } from "../italian-formats/euro-amount.ts";
import { integerLike } from "../web/validation.ts";
import {
  discountInputSchema,
  freeLineInputSchema,
  offerTermsSchema,
  roomLabelSchema,
  serviceLineInputSchema,
} from "./offer-input.ts";

// The editor's plain forms (docs/product/offers.md#writing-an-offer): flat
// fields, as a browser posts them without JavaScript, read into the inputs of
// offer-input.ts. A refused discount is shown beside its own field.

const expectedVersion = z.preprocess(integerLike, z.number({ error: "Ricarica la pagina" }).int().positive());
const lineId = z.preprocess(integerLike, z.number({ error: "Riga non trovata" }).int().positive());

/** The two discount fields of a form, as the input schemas nest them. */
export function withNestedDiscount(fields: Record<string, string>) {
  const { discountKind = "", discountValue = "", ...rest } = fields;
  return { ...rest, discount: { discountKind, discountValue } };
}

/** A refused field's name as the form calls it: «discount.discountValue» is the form's «discountValue». */
export function flatFieldName(name: string): string {
  return name.startsWith("discount.") ? name.slice("discount.".length) : name;
}

export const addServiceForm = serviceLineInputSchema;
export const addFreeForm = freeLineInputSchema;

/** One line's own form: what may change without configuring it again. */
export const lineFactsForm = z
  .object({
    lineId,
    version: expectedVersion,
    quantity: quantitySchema,
    roomLabel: roomLabelSchema,
    sizesFinal: z.string().optional(),
    lineServices: z.array(z.enum(lineServiceCodes, { error: "Servizio sconosciuto" })).optional(),
    description: z.string().trim().max(200, "La descrizione può avere al massimo 200 caratteri.").optional(),
    unitPrice: z.string().trim().optional(),
    discount: discountInputSchema.optional().transform((discount) => discount ?? null),
  })
  .transform((input, context) => {
    let unitPriceCents: number | undefined;
    if (input.unitPrice !== undefined) {
      const cents = parseEuroAmount(input.unitPrice);
      if (cents === null || cents < 0 || cents > 100_000_000) {
        context.addIssue({
          code: "custom",
          path: ["unitPrice"],
          message: "Scrivi un prezzo in euro, per esempio 150,00.",
        });
        return z.NEVER;
      }
      unitPriceCents = cents;
    }
    return {
      lineId: input.lineId,
      version: input.version,
      facts: {
        quantity: input.quantity,
        discount: input.discount,
        roomLabel: input.roomLabel,
        sizesFinal: input.sizesFinal === undefined ? undefined : input.sizesFinal === "on",
        lineServices: input.lineServices,
        description: input.description,
        unitPriceCents,
      },
    };
  });

/** Copy, move or remove one line. */
export const lineActionForm = z.object({ lineId, version: expectedVersion });

export function termsForm(now = new Date()) {
  return offerTermsSchema(now).extend({ version: expectedVersion });
}

export const sendForm = z.object({ version: expectedVersion });

/** A saved discount as its two fields show it again: «5» or «2,5» per cent, «50,00» euro. */
export function discountFields(discount: { kind: "percent" | "amount"; value: number } | null) {
  if (!discount) return { discountKind: "", discountValue: "" };
  if (discount.kind === "amount") {
    return { discountKind: "amount", discountValue: euroAmountInput(discount.value) };
  }
  const whole = Math.trunc(discount.value / 100);
  const fraction = String(discount.value % 100)
    .padStart(2, "0")
    .replace(/0+$/, "");
  return { discountKind: "percent", discountValue: fraction ? `${whole},${fraction}` : String(whole) };
}

const sizeField = (label: string) =>
  z.preprocess(
    integerLike,
    z
      .number({ error: `Scrivi ${label} in numeri interi` })
      .int(`Scrivi ${label} in numeri interi`)
      .positive(),
  );

/** «Misure definitive» of a position: its width and height as measured (mm for a window, cm for a door). */
export const measureForm = z.object({
  lineId,
  version: expectedVersion,
  width: sizeField("la larghezza"),
  height: sizeField("l'altezza"),
});
