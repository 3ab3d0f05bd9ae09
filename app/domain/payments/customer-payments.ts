import { company } from "../documents/company.ts";
import { type BankTransferInstructions, instalmentPaymentReference } from "../orders/bank-transfer.ts";
import type { Order } from "../orders/order.ts";
import type { RecordedPayment } from "../orders/order-payments.ts";
import { FULL_PERCENT_BP, triggerText } from "./instalment-plan.ts";
import type { InstalmentStanding } from "./instalment-status.ts";
import { reversedIds } from "./payment-ledger.ts";

// What the customer reads about paying their order (docs/product/payments.md#customer):
// what was paid, receipt by receipt; what is due now, with the bank details of
// that instalment; what comes later and when. Never the whole total again
// after a deposit. The order page, the e-mails and the PDF read this.

export interface CustomerReceipt {
  id: number;
  receivedOn: string;
  amountCents: number;
  method: string;
  kind: "payment" | "withholding" | "refund";
  instalmentLabel: string | null;
}

export interface DueInstalment {
  position: number;
  label: string;
  leftCents: number;
  dueOn: string | null;
  overdue: boolean;
  transfer: BankTransferInstructions;
  /** The instalment's own payment page. */
  payPath: string;
}

export interface LaterInstalment {
  position: number;
  label: string;
  amountCents: number;
  /** «alla posa, entro 7 giorni». */
  when: string;
}

export interface CustomerPayments {
  terms: string;
  receipts: CustomerReceipt[];
  dueNow: DueInstalment[];
  later: LaterInstalment[];
}

export type CustomerPaymentsOrder = Pick<
  Order,
  "id" | "number" | "status" | "paymentTerms" | "paymentIban" | "paymentReference"
> & {
  /** The codice fiscale a bonifico parlante names; null without the deduction. */
  deductionFiscalCode: string | null;
};

/** The codice fiscale of the deduction an order asked for, or null. */
export function deductionFiscalCodeOf(order: Pick<Order, "taxDeduction" | "invoice">): string | null {
  return order.taxDeduction && order.invoice?.type === "privato" ? order.invoice.fiscalCode : null;
}

/** The path of an instalment's payment page. */
export function instalmentPayPath(orderId: number, position: number): string {
  return `/orders/${orderId}/pagamenti/${position}`;
}

/** The bank details of one instalment: the order's IBAN (or the shop's) and the instalment's causale. */
export function instalmentTransfer(
  order: CustomerPaymentsOrder,
  step: Pick<InstalmentStanding, "label" | "leftCents" | "percentBp">,
  shopIban: string,
): BankTransferInstructions {
  return {
    payee: company.legalName,
    iban: order.paymentIban ?? shopIban,
    amountCents: step.leftCents,
    reference: instalmentReference(order, step),
  };
}

/** The causale of one instalment's transfer, as the customer's page and the staff's show it. */
export function instalmentReference(
  order: Pick<CustomerPaymentsOrder, "number" | "paymentReference" | "deductionFiscalCode">,
  step: Pick<InstalmentStanding, "label" | "percentBp">,
): string {
  // One instalment of the whole total keeps the causale the order was given.
  if (step.percentBp === FULL_PERCENT_BP && order.paymentReference) return order.paymentReference;
  return instalmentPaymentReference(order.number, order.deductionFiscalCode, step.label);
}

export function customerPayments(
  order: CustomerPaymentsOrder,
  standings: readonly InstalmentStanding[],
  entries: readonly RecordedPayment[],
  shopIban: string,
): CustomerPayments {
  const reversed = reversedIds(entries);
  const labels = new Map(standings.map((step) => [step.id, step.label]));
  const receipts = entries.flatMap((entry): CustomerReceipt[] =>
    entry.kind === "reversal" || reversed.has(entry.id)
      ? []
      : [
          {
            id: entry.id,
            receivedOn: entry.receivedOn,
            amountCents: entry.amountCents,
            method: entry.method,
            kind: entry.kind,
            instalmentLabel: entry.instalmentId === null ? null : (labels.get(entry.instalmentId) ?? null),
          },
        ],
  );
  const open = order.status !== "cancelled";
  const dueNow = open
    ? standings
        .filter((step) => step.state === "due" || step.state === "overdue")
        .map((step) => ({
          position: step.position,
          label: step.label,
          leftCents: step.leftCents,
          dueOn: step.dueOn,
          overdue: step.state === "overdue",
          transfer: instalmentTransfer(order, step, shopIban),
          payPath: instalmentPayPath(order.id, step.position),
        }))
    : [];
  const later = open
    ? standings
        .filter((step) => step.state === "later")
        .map((step) => ({
          position: step.position,
          label: step.label,
          amountCents: step.leftCents,
          when: triggerText(step),
        }))
    : [];
  return { terms: order.paymentTerms, receipts, dueNow, later };
}
