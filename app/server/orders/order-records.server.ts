import {
  type CheckoutInput,
  isMadeToMeasure,
  streetLine,
  WITHDRAWAL_EXCLUSION_MESSAGE,
} from "#app/domain/cart-and-checkout/checkout-rules.ts";
import {
  availablePaymentMethods,
  CASH_LIMIT_MESSAGE,
  paymentNote,
} from "#app/domain/cart-and-checkout/payment-methods.ts";
import { type LineKind, storedLineDetails } from "#app/domain/configurator/line-kinds/registry.ts";
import { summarySizeText } from "#app/domain/configurator/line-kinds/summary.ts";
import { paymentReference } from "#app/domain/orders/bank-transfer.ts";
import { refuse } from "#app/domain/refusal.ts";
import type * as schema from "#db/schema.ts";
import { isVerifiedAccountEmail } from "../accounts/account-email.server.ts";
import { enqueueMail } from "../mail/outbox.server.ts";
import { customerPaymentsOfRow } from "../payments/customer-payments.server.ts";
import type { Transaction } from "../platform/db.server.ts";

// The order row and its «ordine ricevuto» e-mail, as the checkout and an
// accepted offer both write them (docs/product/buying.md#checkout,
// docs/product/offers.md#accepting): one shape of the address, the invoice
// data, the payment's causale and the art. 59 acknowledgement.

type OrderRow = typeof schema.orders.$inferSelect;
type OrderItemRow = typeof schema.orderItems.$inferSelect;

/** What the customer filled in: the checkout's fields. */
export type OrderForm = Pick<
  CheckoutInput,
  "shipping" | "invoice" | "paymentMethod" | "taxDeduction" | "withdrawalExclusionAccepted" | "notes"
> & { idempotencyKey?: string | undefined };

export interface OrderFacts {
  userId: number;
  jobId: number;
  number: string;
  totalCents: number;
  shopIban: string;
}

/** The street and number on one line, as `jobForOrder` and older readers take it. */
export function orderStreet(form: Pick<OrderForm, "shipping">): string {
  return streetLine(form.shipping.address, form.shipping.houseNumber);
}

/** The orders row of a new order, always «pending». */
export function orderRowValues(form: OrderForm, facts: OrderFacts): typeof schema.orders.$inferInsert {
  const { shipping, invoice } = form;
  const street = orderStreet(form);
  const province = shipping.province ? ` (${shipping.province})` : "";
  const address = `${street}, ${shipping.postalCode} ${shipping.city}${province}`;
  const note = paymentNote(form.paymentMethod);
  const deductionFiscalCode = form.taxDeduction && invoice?.type === "privato" ? invoice.fiscalCode : null;
  const byTransfer = form.paymentMethod === "bonifico";
  return {
    number: facts.number,
    jobId: facts.jobId,
    userId: facts.userId,
    status: "pending",
    totalCents: facts.totalCents,
    paymentMethod: form.paymentMethod,
    shippingName: shipping.name,
    shippingEmail: shipping.email,
    shippingPhone: shipping.phone,
    // The one-line street and number that older readers show.
    shippingAddress: street,
    shippingCity: shipping.city,
    shippingPostalCode: shipping.postalCode,
    billingAddress: address,
    shippingStreet: shipping.address,
    shippingHouseNumber: shipping.houseNumber ?? null,
    shippingProvince: shipping.province ?? null,
    invoiceType: invoice?.type ?? null,
    invoiceFiscalCode: invoice?.type === "privato" ? invoice.fiscalCode : null,
    invoiceCompanyName: invoice?.type === "azienda" ? invoice.companyName : null,
    invoiceVatNumber: invoice?.type === "azienda" ? invoice.vatNumber : null,
    invoiceSdiCode: invoice?.type === "azienda" ? invoice.sdiCode : null,
    invoicePec: invoice?.type === "azienda" ? invoice.pec : null,
    taxDeduction: deductionFiscalCode !== null,
    paymentReference: byTransfer ? paymentReference(facts.number, deductionFiscalCode) : null,
    paymentIban: byTransfer ? facts.shopIban : null,
    withdrawalExclusionAcceptedAt: form.withdrawalExclusionAccepted ? new Date() : null,
    notes: form.notes ? `${note}. ${form.notes}` : note,
    idempotencyKey: form.idempotencyKey ?? null,
  };
}

/** The customer's «ordine ricevuto» e-mail, queued in the order's transaction. */
export async function queueOrderReceivedMail(
  tx: Transaction,
  order: OrderRow,
  items: readonly OrderItemRow[],
): Promise<void> {
  const plan = await customerPaymentsOfRow(tx, order, order.paymentIban ?? "");
  await enqueueMail(
    tx,
    "order-received",
    { to: order.shippingEmail },
    {
      orderId: order.id,
      number: order.number,
      // An address the account has not confirmed gets the order's facts, not the typed name (docs/product/mail.md).
      name: (await isVerifiedAccountEmail(tx, order.userId, order.shippingEmail)) ? order.shippingName : null,
      totalCents: order.totalCents,
      paymentMethod: order.paymentMethod,
      // What is due now, never the whole total after a deposit (docs/product/payments.md#customer).
      bankTransfer: order.paymentMethod === "bonifico" ? (plan.dueNow[0]?.transfer ?? null) : null,
      paymentTerms: plan.terms,
      dueNow: plan.dueNow.map(({ label, leftCents, dueOn }) => ({ label, amountCents: leftCents, dueOn })),
      later: plan.later.map(({ label, amountCents, when }) => ({ label, amountCents, when })),
      lines: items.map((item) => ({
        productName: item.productName,
        size: summarySizeText(storedLineDetails(item.kind, item.configuration).summary),
        quantity: item.quantity,
        lineTotalCents: item.lineTotalCents,
        services: item.services.map(({ label, totalCents }) => ({ label, totalCents })),
      })),
      vat: order.vatSplit ? { rates: order.vatSplit.rates, savingCents: order.vatSplit.savingCents } : null,
    },
  );
}

/**
 * The Italian rules of a checkout (docs/product/buying.md#checkout): no cash
 * from 5.000 € up, and the acknowledgement that made-to-measure products
 * cannot be returned. Refused with the field's message, for the form.
 */
export function checkOrderRules(
  input: Pick<OrderForm, "paymentMethod" | "withdrawalExclusionAccepted">,
  totalCents: number,
  kinds: readonly LineKind[],
) {
  if (
    input.paymentMethod === "contrassegno" &&
    !availablePaymentMethods(totalCents).includes("contrassegno")
  ) {
    throw refuse.invalid(CASH_LIMIT_MESSAGE, { fields: { paymentMethod: CASH_LIMIT_MESSAGE } });
  }
  if (!input.withdrawalExclusionAccepted && kinds.some(isMadeToMeasure)) {
    throw refuse.invalid(WITHDRAWAL_EXCLUSION_MESSAGE, {
      fields: {
        withdrawalExclusionAccepted: WITHDRAWAL_EXCLUSION_MESSAGE,
      },
    });
  }
}
