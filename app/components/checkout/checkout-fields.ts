import type { PaymentMethod } from "#app/domain/checkout.ts";

// The checkout form's fields and the answer of its action (routes/checkout.tsx).

export const paymentChoices: ReadonlyArray<{ value: PaymentMethod; label: string }> = [
  { value: "carta", label: "Carta di credito" },
  { value: "bonifico", label: "Bonifico bancario" },
  { value: "portafoglio", label: "Portafoglio digitale" },
  { value: "contrassegno", label: "Contanti alla consegna" },
];
export const DEFAULT_PAYMENT_METHOD: PaymentMethod = "carta";

export function isPaymentMethod(value: unknown): value is PaymentMethod {
  return paymentChoices.some((choice) => choice.value === value);
}

export const shippingFieldNames = ["name", "email", "phone", "address", "city", "postalCode"] as const;
export type ShippingField = (typeof shippingFieldNames)[number];
export type ShippingValues = Record<ShippingField, string>;

export type CheckoutActionResult =
  | { ok: true; orderId: number }
  | {
      ok: false;
      message: string;
      /** Field name → the schema's Italian message. */
      errors: Record<string, string>;
      /** What was sent, so the form shows it again. */
      values: ShippingValues;
      paymentMethod: PaymentMethod | null;
    };
