import { data, type ShouldRevalidateFunction } from "react-router";
import {
  type CheckoutActionResult,
  type ShippingValues,
  shippingFieldNames,
} from "#app/components/checkout/checkout-fields.ts";
import { CheckoutForm } from "#app/components/checkout/checkout-form.tsx";
import { checkoutSchema } from "#app/domain/checkout.ts";
import { isPaymentMethod } from "#app/domain/payment-methods.ts";
import { staticPageMeta } from "#app/domain/seo.ts";
import { fieldErrors, firstIssueMessage } from "#app/domain/validation.ts";
import { getCart } from "#app/server/cart.server.ts";
import { requirePageUser } from "#app/server/http/auth-guards.server.ts";
import { dbContext } from "#app/server/http/context.server.ts";
import { redirectWithToast } from "#app/server/http/flash-toast.server.ts";
import { isEnhancedSubmission, serviceErrorResult } from "#app/server/http/page-actions.server.ts";
import { readFormData } from "#app/server/http/request-body.server.ts";
import { createOrderFromCart } from "#app/server/orders.server.ts";
import type { Route } from "./+types/checkout";

export const meta: Route.MetaFunction = staticPageMeta({
  title: "Checkout",
  description: "Indica i dati di spedizione e il metodo di pagamento per completare il tuo ordine.",
  path: "/checkout",
  noindex: true,
});

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = requirePageUser(context, request);
  const cart = await getCart(context.get(dbContext), user.id);
  const prefill: ShippingValues = {
    name: [user.firstName, user.lastName].filter(Boolean).join(" "),
    email: user.email ?? "",
    phone: user.phone ?? "",
    address: user.address ?? "",
    city: user.city ?? "",
    postalCode: user.postalCode ?? "",
  };
  // One key per page view: a double submit or a retry of this form creates one order.
  return { cart, prefill, idempotencyKey: crypto.randomUUID() };
}

export async function action({ context, request }: Route.ActionArgs) {
  const user = requirePageUser(context, request);
  const form = await readFormData(request, context);
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const values = Object.fromEntries(shippingFieldNames.map((name) => [name, text(name)])) as ShippingValues;
  const paymentMethod = text("paymentMethod");
  const parsed = checkoutSchema.safeParse({
    shipping: values,
    paymentMethod: paymentMethod || undefined,
    idempotencyKey: text("idempotencyKey") || undefined,
    expectedTotalCents: text("expectedTotalCents") || undefined,
  });
  const failedResult = (message: string, errors: Record<string, string> = {}) => ({
    ok: false as const,
    message,
    errors,
    values,
    paymentMethod: isPaymentMethod(paymentMethod) ? paymentMethod : null,
  });
  if (!parsed.success) {
    // "shipping.city" → "city": the form's fields are flat.
    const errors = Object.fromEntries(
      Object.entries(fieldErrors(parsed.error)).map(([key, message]) => [
        key.replace(/^shipping\./, ""),
        message,
      ]),
    );
    return data(failedResult(firstIssueMessage(parsed.error), errors), { status: 400 });
  }
  let orderId: number;
  try {
    orderId = (await createOrderFromCart(context.get(dbContext), user.id, parsed.data)).order.id;
  } catch (error) {
    return serviceErrorResult(error, (message) => failedResult(message));
  }
  // With JavaScript the page shows its own success screen before moving on to the order.
  if (isEnhancedSubmission(form)) return { ok: true as const, orderId };
  throw redirectWithToast(context, `/orders/${orderId}`, {
    title: "Grazie! Il tuo ordine è stato ricevuto.",
  });
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
      actionData={actionData satisfies CheckoutActionResult | undefined}
    />
  );
}
