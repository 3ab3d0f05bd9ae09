import type { ShouldRevalidateFunction } from "react-router";
import { z } from "zod";
import {
  type CheckoutActionResult,
  type CheckoutValues,
  checkoutFieldNames,
  type InstallationValues,
  installationFieldNames,
} from "#app/components/cart-and-checkout/checkout-fields.ts";
import { CheckoutForm } from "#app/components/cart-and-checkout/checkout-form.tsx";
import { checkoutSchema } from "#app/domain/cart-and-checkout/checkout-rules.ts";
import { isPaymentMethod } from "#app/domain/cart-and-checkout/payment-methods.ts";
import { splitProfileAddress } from "#app/domain/cart-and-checkout/profile-address.ts";
import { isProvinceCode } from "#app/domain/italian-formats/provinces.ts";
import { declarationOfFields, installationFields } from "#app/domain/vat/installation-declaration.ts";
import { staticPageMeta } from "#app/domain/web/seo.ts";
import { profileFiscalCode } from "#app/server/accounts/account-profile.server.ts";
import { getCart } from "#app/server/cart-and-checkout/cart.server.ts";
import { orderDeliveryText } from "#app/server/catalogue/delivery-times.server.ts";
import { createOrderFromCart } from "#app/server/orders/orders.server.ts";
import { checkoutPaymentSummary } from "#app/server/payments/customer-payments.server.ts";
import { checkoutVatPreview } from "#app/server/vat/order-vat.server.ts";
import { requirePageUser } from "#app/server/web/auth-guards.server.ts";
import { checkoutFieldValue, checkoutInput, invalidCheckout } from "#app/server/web/checkout-form.server.ts";
import { dbContext, shopSettingsContext } from "#app/server/web/context.server.ts";
import { formIntent, pageFormAction } from "#app/server/web/page-actions.server.ts";
import type { Route } from "./+types/checkout";

export const meta: Route.MetaFunction = staticPageMeta({
  title: "Checkout",
  description: "Indica i dati di spedizione e il metodo di pagamento per completare il tuo ordine.",
  path: "/checkout",
  noindex: true,
});

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = requirePageUser(context, request);
  const db = context.get(dbContext);
  const [cart, fiscalCode] = await Promise.all([getCart(db, user.id), profileFiscalCode(db, user.id)]);
  // The profile keeps the address on one line, often with its CAP and city
  // (docs/product/buying.md#checkout); the profile's own city, CAP and province come first.
  const parts = splitProfileAddress(user.address ?? "");
  const province = user.province || parts.province;
  const prefill: CheckoutValues = {
    name: [user.firstName, user.lastName].filter(Boolean).join(" "),
    email: user.email ?? "",
    phone: user.phone ?? "",
    address: parts.street,
    houseNumber: parts.houseNumber,
    city: user.city || parts.city,
    postalCode: user.postalCode || parts.postalCode,
    province: province && isProvinceCode(province) ? province : "",
    invoiceType: "privato",
    fiscalCode,
    companyName: "",
    vatNumber: "",
    sdiCode: "",
    pec: "",
    taxDeduction: "",
    withdrawalExclusionAccepted: "",
    sizesConfirmed: "",
  };
  // One key per page view: a double submit or a retry of this form creates one order.
  return {
    cart,
    prefill,
    idempotencyKey: crypto.randomUUID(),
    reducedVat: await checkoutVatPreview(db, cart),
  };
}

/** The checkout's fields and, with installation, the building's use (docs/product/vat.md#who-gets-it). */
const cartCheckoutSchema = z.object({ order: checkoutSchema, ...installationFields });

export async function action({ context, request }: Route.ActionArgs) {
  const user = requirePageUser(context, request);
  const { shopIban } = context.get(shopSettingsContext);
  const db = context.get(dbContext);
  return pageFormAction(
    { context, request },
    {
      fallbackIntent: "checkout",
      intents: {
        checkout: formIntent(
          cartCheckoutSchema,
          async ({ order: fields, ...declared }) => {
            const input = { ...fields, declaration: declarationOfFields(declared) };
            const { order } = await createOrderFromCart(db, user.id, input, shopIban, {
              declarationRequired: true,
            });
            // With JavaScript the page shows its own success screen, with what happens next.
            return {
              result: {
                ok: true as const,
                orderId: order.id,
                number: order.number,
                paymentMethod: input.paymentMethod,
                ...(await checkoutPaymentSummary(db, order.id, shopIban)),
                delivery: await orderDeliveryText(db, order),
              },
              redirectTo: `/orders/${order.id}`,
              toast: { title: "Grazie! Il tuo ordine è stato ricevuto." },
            };
          },
          {
            input: (_, fields) => ({
              order: checkoutInput(fields),
              residential: fields.residential || undefined,
              workKind: fields.workKind || undefined,
            }),
            invalid: (error) => invalidCheckout(error, "order."),
          },
        ),
      },
      // The cash limit and the acknowledgement are the server's rules: their message goes on the field.
      refused: ({ message, errors }, fields) => {
        const paymentMethod = fields.paymentMethod ?? "";
        return {
          ok: false as const,
          message,
          errors,
          values: Object.fromEntries(
            [...checkoutFieldNames, ...installationFieldNames].map((name) => [
              name,
              checkoutFieldValue(fields, name),
            ]),
          ) as CheckoutValues & InstallationValues,
          paymentMethod: isPaymentMethod(paymentMethod) ? paymentMethod : null,
        };
      },
    },
  );
}

/**
 * A checkout refused because the cart changed (409) shows the cart as it is
 * now: the loader runs again, though React Router skips that after a 4xx.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionStatus, defaultShouldRevalidate }) =>
  actionStatus === 409 || defaultShouldRevalidate;

export default function CheckoutPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <CheckoutForm
      cart={loaderData.cart}
      prefill={loaderData.prefill}
      idempotencyKey={loaderData.idempotencyKey}
      reducedVat={loaderData.reducedVat}
      actionData={actionData satisfies CheckoutActionResult | undefined}
    />
  );
}
