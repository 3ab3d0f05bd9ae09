import { z } from "zod";
import { eurosToCents } from "../italian-formats/money.ts";
import { MAX_ORDER_TOTAL_CENTS } from "../orders/order-totals.ts";
import {
  apiDeclarationFields,
  apiDeclarationOf,
  checkApiDeclaration,
} from "../vat/installation-declaration.ts";
import {
  type CheckoutInput,
  checkoutObject,
  checkTaxDeduction,
  EXPECTED_TOTAL_MESSAGE,
} from "./checkout-rules.ts";

// The checkout's fields as the JSON API takes them (docs/product/buying.md#checkout).

/**
 * POST /api/orders: the same fields, with the total the client showed as
 * `expectedTotalAmount` in euros like every API amount. It is optional, so
 * clients written before it keep working; without it the order is placed at
 * today's prices unchecked. House number, province and invoice data are
 * optional for API clients; the acknowledgement of made-to-measure products is
 * not. With installation, `residentialDeclared` and `workKind` are the
 * customer's declaration, both or neither; only with them can the reduced VAT
 * apply (docs/product/vat.md#who-gets-it).
 */
export const apiCheckoutSchema = checkoutObject(false)
  .omit({ expectedTotalCents: true })
  .extend({
    expectedTotalAmount: z
      .number({ error: EXPECTED_TOTAL_MESSAGE })
      .nonnegative(EXPECTED_TOTAL_MESSAGE)
      .max(MAX_ORDER_TOTAL_CENTS / 100, EXPECTED_TOTAL_MESSAGE)
      .refine((euros) => Math.abs(euros * 100 - Math.round(euros * 100)) < 1e-6, EXPECTED_TOTAL_MESSAGE)
      .optional(),
    ...apiDeclarationFields,
  })
  .superRefine(checkTaxDeduction)
  .superRefine(checkApiDeclaration)
  .transform(
    ({ expectedTotalAmount, residentialDeclared, workKind, ...input }): CheckoutInput => ({
      ...input,
      expectedTotalCents: expectedTotalAmount === undefined ? undefined : eurosToCents(expectedTotalAmount),
      declaration: apiDeclarationOf({ residentialDeclared, workKind }),
    }),
  );
