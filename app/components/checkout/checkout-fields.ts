import type { PaymentMethod } from "#app/domain/payment-methods.ts";

// The checkout form's fields and the answer of its action (routes/checkout.tsx).

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
