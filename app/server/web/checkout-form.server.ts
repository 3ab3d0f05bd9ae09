import type { z } from "zod";
import { refuse } from "#app/domain/refusal.ts";
import { fieldErrors, firstIssueMessage } from "#app/domain/web/validation.ts";

// The checkout's flat page form in the shape of the checkout's rules (which
// nest shipping and invoice), for the checkout page and the acceptance of an
// offer (docs/product/buying.md#checkout, docs/product/offers.md#accepting).

/** A field of the form as sent, cut to 1000 characters (no field of the checkout is longer). */
export const checkoutFieldValue = (fields: Record<string, string>, name: string) =>
  (fields[name] ?? "").slice(0, 1000);

/** The form's fields in the checkout's shape. */
export function checkoutInput(fields: Record<string, string>) {
  const text = (name: string) => checkoutFieldValue(fields, name);
  return {
    shipping: {
      name: text("name"),
      email: text("email"),
      phone: text("phone"),
      address: text("address"),
      houseNumber: text("houseNumber"),
      city: text("city"),
      postalCode: text("postalCode"),
      province: text("province"),
    },
    invoice: {
      type: text("invoiceType") || undefined,
      fiscalCode: text("fiscalCode"),
      companyName: text("companyName"),
      vatNumber: text("vatNumber"),
      sdiCode: text("sdiCode"),
      pec: text("pec"),
    },
    taxDeduction: text("taxDeduction") || undefined,
    withdrawalExclusionAccepted: text("withdrawalExclusionAccepted") || undefined,
    paymentMethod: fields.paymentMethod || undefined,
    idempotencyKey: fields.idempotencyKey || undefined,
    expectedTotalCents: fields.expectedTotalCents || undefined,
  };
}

/**
 * The checkout's refusal of its fields, named as the flat form names them:
 * "shipping.city" → "city", "invoice.type" → "invoiceType"; `prefix` is where
 * the checkout's fields sit in a larger schema ("order.").
 */
export function invalidCheckout(error: z.ZodError, prefix = "") {
  const errors = Object.entries(fieldErrors(error)).map(([path, message]) => {
    const key = prefix && path.startsWith(prefix) ? path.slice(prefix.length) : path;
    return [key === "invoice.type" ? "invoiceType" : key.replace(/^(shipping|invoice)\./, ""), message];
  });
  return refuse.invalid(firstIssueMessage(error), { fields: Object.fromEntries(errors) });
}
