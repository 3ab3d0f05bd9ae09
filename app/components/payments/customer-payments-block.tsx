import { BankTransferDetails } from "#app/components/orders/bank-transfer-details.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { Panel } from "#app/components/ui/panel.tsx";
import { Price } from "#app/components/ui/price.tsx";
import { formatShopDay } from "#app/domain/italian-formats/dates.ts";
import type { CustomerPayments } from "#app/domain/payments/customer-payments.ts";
import { payInstalmentLabel } from "#app/domain/payments/instalment-status.ts";
import { paymentEntryKindLabels, recordedPaymentMethodTitle } from "#app/domain/payments/payment-entries.ts";
import { NOTHING_DUE_NOW, SURVEY_DEPOSIT_SENTENCE } from "#app/domain/payments/payment-wording.ts";

// «Pagamenti» on the customer's order page (docs/product/payments.md#customer):
// what was paid, what is due now with its bank details and its own payment
// page, and what comes later. Never the whole total again after a deposit.

const day = formatShopDay;

export function CustomerPaymentsBlock({ payments }: { payments: CustomerPayments }) {
  const { receipts, dueNow, later, terms } = payments;
  return (
    <Panel headingId="ordine-pagamenti" title="Pagamenti" className="mt-8">
      {terms ? <p className="mt-2 text-sm text-slate-700">{`Condizioni: ${terms}`}</p> : null}
      {receipts.length > 0 ? (
        <section aria-labelledby="pagamenti-ricevuti" className="mt-4">
          <h3 id="pagamenti-ricevuti" className="font-semibold text-slate-900">
            Pagato
          </h3>
          <ul className="mt-2 space-y-1 text-sm" data-testid="ricevute">
            {receipts.map((receipt) => (
              <li key={receipt.id}>
                {`${day(receipt.receivedOn)} · `}
                <Price cents={receipt.kind === "refund" ? -receipt.amountCents : receipt.amountCents} />
                {` · ${receipt.kind === "payment" ? recordedPaymentMethodTitle(receipt.method) : paymentEntryKindLabels[receipt.kind]}`}
                {receipt.instalmentLabel ? ` · ${receipt.instalmentLabel}` : ""}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {dueNow.length > 0 ? (
        <section aria-labelledby="pagamenti-dovuti" className="mt-4">
          <h3 id="pagamenti-dovuti" className="font-semibold text-slate-900">
            Da pagare ora
          </h3>
          {dueNow.map((step) => (
            <div key={step.position} className="mt-3" data-testid="rata-dovuta">
              <p className="text-slate-900">
                <span className="font-medium">{step.label}: </span>
                <Price cents={step.leftCents} />
                {step.dueOn ? ` entro il ${day(step.dueOn)}` : ""}
                {step.overdue ? <span className="ml-2 font-medium text-red-800">Scaduta</span> : null}
              </p>
              <ButtonLink to={step.payPath} className="mt-2">
                {payInstalmentLabel(step.label)}
              </ButtonLink>
              <BankTransferDetails
                transfer={step.transfer}
                headingId={`bonifico-rata-${step.position}`}
                headingLevel={3}
                className="mt-3"
              />
            </div>
          ))}
        </section>
      ) : receipts.length === 0 && later.length > 0 ? (
        <p className="mt-4 text-slate-800">{`${NOTHING_DUE_NOW} ${SURVEY_DEPOSIT_SENTENCE}`}</p>
      ) : null}
      {later.length > 0 ? (
        <section aria-labelledby="pagamenti-dopo" className="mt-4">
          <h3 id="pagamenti-dopo" className="font-semibold text-slate-900">
            Più avanti
          </h3>
          <ul className="mt-2 space-y-1 text-sm" data-testid="rate-future">
            {later.map((step) => (
              <li key={step.position}>
                {`${step.label}: `}
                <Price cents={step.amountCents} />
                {` ${step.when}`}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </Panel>
  );
}
