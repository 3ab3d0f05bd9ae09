import { data, type ShouldRevalidateFunction } from "react-router";
import {
  type CheckoutActionResult,
  type CheckoutValues,
  checkoutFieldNames,
} from "#app/components/cart-and-checkout/checkout-fields.ts";
import { CheckoutForm } from "#app/components/cart-and-checkout/checkout-form.tsx";
import { checkoutSchema, splitStreetAndNumber } from "#app/domain/cart-and-checkout/checkout-rules.ts";
import { isPaidAtCheckout, isPaymentMethod } from "#app/domain/cart-and-checkout/payment-methods.ts";
import { isProvinceCode } from "#app/domain/italian-formats/provinces.ts";
import { bankTransferInstructions } from "#app/domain/orders/bank-transfer.ts";
import { isRefusal } from "#app/domain/refusal.ts";
import { staticPageMeta } from "#app/domain/web/seo.ts";
import { fieldErrors, firstIssueMessage } from "#app/domain/web/validation.ts";
import { getCart } from "#app/server/cart-and-checkout/cart.server.ts";
import { orderDeliveryText } from "#app/server/catalogue/delivery-times.server.ts";
import { createOrderFromCart } from "#app/server/orders/orders.server.ts";
import { requirePageUser } from "#app/server/web/auth-guards.server.ts";
import { dbContext, shopSettingsContext } from "#app/server/web/context.server.ts";
import { redirectWithToast } from "#app/server/web/flash-toast.server.ts";
import { readFormData } from "#app/server/web/http-body.server.ts";
import { isEnhancedSubmission, serviceErrorResult } from "#app/server/web/page-actions.server.ts";
import { refusalStatus } from "#app/server/web/refusal-status.server.ts";
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
  // The profile keeps the street and number on one line (docs/product/accounts.md#profile).
  const { street, houseNumber } = splitStreetAndNumber(user.address ?? "");
  const prefill: CheckoutValues = {
    name: [user.firstName, user.lastName].filter(Boolean).join(" "),
    email: user.email ?? "",
    phone: user.phone ?? "",
    address: street,
    houseNumber,
    city: user.city ?? "",
    postalCode: user.postalCode ?? "",
    province: user.province && isProvinceCode(user.province) ? user.province : "",
    invoiceType: "privato",
    fiscalCode: "",
    companyName: "",
    vatNumber: "",
    sdiCode: "",
    pec: "",
    taxDeduction: "",
    withdrawalExclusionAccepted: "",
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
  const values = Object.fromEntries(
    checkoutFieldNames.map((name) => [name, text(name).slice(0, 1000)]),
  ) as CheckoutValues;
  const paymentMethod = text("paymentMethod");
  const parsed = checkoutSchema.safeParse({
    shipping: {
      name: values.name,
      email: values.email,
      phone: values.phone,
      address: values.address,
      houseNumber: values.houseNumber,
      city: values.city,
      postalCode: values.postalCode,
      province: values.province,
    },
    invoice: {
      type: values.invoiceType || undefined,
      fiscalCode: values.fiscalCode,
      companyName: values.companyName,
      vatNumber: values.vatNumber,
      sdiCode: values.sdiCode,
      pec: values.pec,
    },
    taxDeduction: values.taxDeduction || undefined,
    withdrawalExclusionAccepted: values.withdrawalExclusionAccepted || undefined,
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
    // "shipping.city" → "city", "invoice.type" → "invoiceType": the form's fields are flat.
    const errors = Object.fromEntries(
      Object.entries(fieldErrors(parsed.error)).map(([key, message]) => [
        key === "invoice.type" ? "invoiceType" : key.replace(/^(shipping|invoice)\./, ""),
        message,
      ]),
    );
    return data(failedResult(firstIssueMessage(parsed.error), errors), { status: 400 });
  }
  const { shopIban } = context.get(shopSettingsContext);
  let order: Awaited<ReturnType<typeof createOrderFromCart>>["order"];
  const db = context.get(dbContext);
  try {
    order = (await createOrderFromCart(db, user.id, parsed.data, shopIban)).order;
  } catch (error) {
    // The cash limit and the acknowledgement are the server's rules: their message goes on the field.
    if (isRefusal(error) && Object.keys(error.fields).length > 0) {
      return data(failedResult(error.message, { ...error.fields }), { status: refusalStatus(error.kind) });
    }
    return serviceErrorResult(error, (message) => failedResult(message));
  }
  // With JavaScript the page shows its own success screen, with what happens next.
  if (isEnhancedSubmission(form)) {
    return {
      ok: true as const,
      orderId: order.id,
      number: order.number,
      paymentMethod: parsed.data.paymentMethod,
      paid: isPaidAtCheckout(order.paymentMethod),
      bankTransfer: bankTransferInstructions(order),
      delivery: await orderDeliveryText(db, order),
    };
  }
  throw redirectWithToast(context, `/orders/${order.id}`, {
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
