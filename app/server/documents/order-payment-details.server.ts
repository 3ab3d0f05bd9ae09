import { formatDateShort } from "#app/domain/italian-formats/dates.ts";
import { formatIban } from "#app/domain/italian-formats/iban.ts";
import { formatEuroCents } from "#app/domain/italian-formats/money.ts";
import { bankTransferInstructions } from "#app/domain/orders/bank-transfer.ts";
import type { Order } from "#app/domain/orders/order.ts";
import { customerPayments, deductionFiscalCodeOf } from "#app/domain/payments/customer-payments.ts";
import { NOTHING_DUE_NOW, SURVEY_DEPOSIT_SENTENCE } from "#app/domain/payments/payment-wording.ts";
import { orderPaymentStatus } from "../payments/order-ledger.server.ts";
import type { Database } from "../platform/db.server.ts";

// What the order confirmation PDF says about paying (docs/product/payments.md#customer):
// the terms, what is due now with that instalment's bank details, what comes
// later; the same as the order page and the e-mail. Orders placed before
// instalments were kept print the whole transfer, as they always did.

type Detail = { label: string; value: string };

export async function orderPaymentDetails(db: Database, order: Order): Promise<Detail[]> {
  const { instalments, payments } = await orderPaymentStatus(db, order);
  if (instalments.length === 0) {
    const transfer = bankTransferInstructions(order);
    return transfer ? transferDetails(transfer) : [];
  }
  const plan = customerPayments(
    { ...order, deductionFiscalCode: deductionFiscalCodeOf(order) },
    instalments,
    payments,
    order.paymentIban ?? "",
  );
  const details: Detail[] = [];
  if (plan.terms) details.push({ label: "Condizioni di pagamento", value: plan.terms });
  for (const step of plan.dueNow) {
    const due = step.dueOn ? ` entro il ${formatDateShort(`${step.dueOn}T12:00:00Z`)}` : "";
    details.push({ label: `${step.label} da pagare ora`, value: `${formatEuroCents(step.leftCents)}${due}` });
  }
  const first = plan.dueNow[0];
  if (first && order.paymentMethod === "bonifico") details.push(...transferDetails(first.transfer));
  if (plan.dueNow.length === 0 && plan.later.length > 0 && plan.receipts.length === 0) {
    details.push({ label: "Da pagare ora", value: `${NOTHING_DUE_NOW} ${SURVEY_DEPOSIT_SENTENCE}` });
  }
  for (const step of plan.later) {
    details.push({ label: step.label, value: `${formatEuroCents(step.amountCents)} ${step.when}` });
  }
  return details;
}

function transferDetails(transfer: { payee: string; iban: string; amountCents: number; reference: string }) {
  return [
    { label: "Bonifico a", value: transfer.payee },
    { label: "IBAN", value: formatIban(transfer.iban) },
    { label: "Importo", value: formatEuroCents(transfer.amountCents) },
    { label: "Causale", value: transfer.reference },
  ];
}
