import { data, redirect } from "react-router";
import {
  type CheckoutActionResult,
  type ShippingValues,
  shippingFieldNames,
} from "#app/components/checkout/checkout-fields.ts";
import { CheckoutForm } from "#app/components/checkout/checkout-form.tsx";
import { checkoutSchema } from "#app/domain/checkout.ts";
import { isPaymentMethod } from "#app/domain/payment-methods.ts";
import { pageMeta, siteUrlFromMatches } from "#app/domain/seo.ts";
import { fieldErrors, firstIssueMessage } from "#app/domain/validation.ts";
import { requirePageUser } from "#app/server/auth-guards.server.ts";
import { getCart } from "#app/server/cart.server.ts";
import { dbContext } from "#app/server/context.server.ts";
import { HttpError } from "#app/server/http.server.ts";
import { createOrderFromCart } from "#app/server/orders.server.ts";
import { readFormData } from "#app/server/request-body.server.ts";
import type { Route } from "./+types/checkout";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Checkout",
    description: "Indica i dati di spedizione e il metodo di pagamento per completare il tuo ordine.",
    path: "/checkout",
    siteUrl: siteUrlFromMatches(matches),
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
  // Only the enhanced (JavaScript) submission sends this; a plain form post gets a redirect instead.
  const enhanced = text("enhanced") === "1";
  const values = Object.fromEntries(shippingFieldNames.map((name) => [name, text(name)])) as ShippingValues;
  const paymentMethod = text("paymentMethod");
  const parsed = checkoutSchema.safeParse({
    shipping: values,
    paymentMethod: paymentMethod || undefined,
    idempotencyKey: text("idempotencyKey") || undefined,
  });
  const failure = (status: number, message: string, errors: Record<string, string> = {}) =>
    data(
      {
        ok: false as const,
        message,
        errors,
        values,
        paymentMethod: isPaymentMethod(paymentMethod) ? paymentMethod : null,
      },
      { status },
    );
  if (!parsed.success) {
    // "shipping.city" → "city": the form's fields are flat.
    const errors = Object.fromEntries(
      Object.entries(fieldErrors(parsed.error)).map(([key, message]) => [
        key.replace(/^shipping\./, ""),
        message,
      ]),
    );
    return failure(400, firstIssueMessage(parsed.error), errors);
  }
  try {
    const { order } = await createOrderFromCart(context.get(dbContext), user.id, parsed.data);
    if (!enhanced) throw redirect(`/orders/${order.id}?nuovo=1`);
    return { ok: true as const, orderId: order.id };
  } catch (error) {
    if (error instanceof HttpError) return failure(error.status, error.message);
    throw error;
  }
}

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
