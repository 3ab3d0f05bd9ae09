import { z } from "zod";
import { emailSchema, phoneSchema } from "./contact-details.ts";
import { eurosToCents, formatEuroCents } from "./money.ts";
import { paymentMethods } from "./payment-methods.ts";
import { integerLike } from "./validation.ts";

// Checkout rules shared by the form and the server.

/** Prices include VAT at 22%: the VAT line is the part of the subtotal that is tax. */
export const VAT_RATE_PERCENT = 22;

export function vatIncludedCents(subtotalCents: number): number {
  // subtotal − subtotal / 1.22, rounded half up at the cent, in integers.
  const net = Math.round((subtotalCents * 100) / (100 + VAT_RATE_PERCENT));
  return subtotalCents - net;
}

/**
 * The largest order the shop takes online, 10.000.000,00 €: far above any real
 * order and well below 21.474.836,47 €, the most an `integer` cents column
 * holds. Every line total and order total stays within it, so no total can
 * overflow a column; the cart checks it when a line is added or changed, the
 * checkout once more.
 */
export const MAX_ORDER_TOTAL_CENTS = 1_000_000_000;

export const ORDER_TOTAL_LIMIT_MESSAGE = `Il totale supererebbe ${formatEuroCents(MAX_ORDER_TOTAL_CENTS)}, il massimo per un ordine online: riduci le quantità o contattaci per un preventivo.`;

const EXPECTED_TOTAL_MESSAGE =
  "Totale atteso non valido: indica il totale in euro con al massimo due decimali";

const requiredText = (message: string, max = 200) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Al massimo ${max} caratteri`);

export const shippingSchema = z.object(
  {
    name: requiredText("Inserisci nome e cognome", 120),
    email: emailSchema,
    phone: phoneSchema,
    address: requiredText("Inserisci l'indirizzo di consegna"),
    city: requiredText("Inserisci la città", 100),
    postalCode: z
      .string({ error: "Inserisci un CAP di 5 cifre" })
      .trim()
      .regex(/^\d{5}$/, "Inserisci un CAP di 5 cifre"),
  },
  { error: "Inserisci i dati di spedizione" },
);

export const checkoutSchema = z.object(
  {
    shipping: shippingSchema,
    paymentMethod: z.enum(paymentMethods, {
      error: "Scegli un metodo di pagamento",
    }),
    notes: z
      .string({ error: "Le note devono essere un testo" })
      .trim()
      .max(1000, "Le note possono contenere al massimo 1000 caratteri")
      .optional(),
    /** Same key on a retry or a double click: one order. */
    idempotencyKey: z
      .string({ error: "Chiave di idempotenza non valida" })
      .trim()
      .regex(/^[A-Za-z0-9_-]{8,100}$/, "Chiave di idempotenza non valida")
      .optional(),
    /**
     * The total, in cents, the customer was shown (the checkout form's hidden
     * field): the order is refused with 409 when today's total differs.
     */
    expectedTotalCents: z
      .preprocess(
        integerLike,
        z
          .number({ error: EXPECTED_TOTAL_MESSAGE })
          .int(EXPECTED_TOTAL_MESSAGE)
          .min(0, EXPECTED_TOTAL_MESSAGE)
          .max(MAX_ORDER_TOTAL_CENTS, EXPECTED_TOTAL_MESSAGE),
      )
      .optional(),
  },
  { error: "Dati dell'ordine mancanti" },
);

export type CheckoutInput = z.infer<typeof checkoutSchema>;

/**
 * POST /api/orders: the same fields, with the total the client showed as
 * `expectedTotalAmount` in euros like every API amount. It is optional, so
 * clients written before it keep working; without it the order is placed at
 * today's prices unchecked (docs/product/buying.md#checkout).
 */
export const apiCheckoutSchema = checkoutSchema
  .omit({ expectedTotalCents: true })
  .extend({
    expectedTotalAmount: z
      .number({ error: EXPECTED_TOTAL_MESSAGE })
      .nonnegative(EXPECTED_TOTAL_MESSAGE)
      .max(MAX_ORDER_TOTAL_CENTS / 100, EXPECTED_TOTAL_MESSAGE)
      .refine((euros) => Math.abs(euros * 100 - Math.round(euros * 100)) < 1e-6, EXPECTED_TOTAL_MESSAGE)
      .optional(),
  })
  .transform(
    ({ expectedTotalAmount, ...input }): CheckoutInput => ({
      ...input,
      expectedTotalCents: expectedTotalAmount === undefined ? undefined : eurosToCents(expectedTotalAmount),
    }),
  );

export const quantitySchema = z.preprocess(
  integerLike,
  z
    .number({ error: "La quantità deve essere un numero intero da 1 a 99" })
    .int("La quantità deve essere un numero intero da 1 a 99")
    .min(1, "La quantità minima è 1")
    .max(99, "La quantità massima è 99"),
);

export function isWithinOrderLimit(totalCents: number): boolean {
  return Number.isSafeInteger(totalCents) && totalCents <= MAX_ORDER_TOTAL_CENTS;
}
