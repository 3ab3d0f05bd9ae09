import { Price } from "#app/components/ui/price.tsx";
import { formatIban } from "#app/domain/italian-formats/iban.ts";
import type { BankTransferInstructions } from "#app/domain/orders/bank-transfer.ts";

// How to pay an order by bank transfer: the success screen, the customer's
// order page and the back office show the same four facts
// (docs/product/buying.md#bank-transfer).

export function BankTransferDetails({
  transfer,
  headingId,
  headingLevel = 2,
  className = "",
}: {
  transfer: BankTransferInstructions;
  headingId: string;
  headingLevel?: 2 | 3;
  className?: string;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section
      aria-labelledby={headingId}
      className={`rounded-lg border border-slate-200 p-5 text-left ${className}`}
    >
      <Heading id={headingId} className="text-lg font-semibold text-slate-900">
        Dati per il bonifico
      </Heading>
      <dl className="mt-3 grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-[max-content_minmax(0,1fr)]">
        <dt className="text-slate-700">Beneficiario</dt>
        <dd className="font-medium text-slate-900">{transfer.payee}</dd>
        <dt className="text-slate-700">IBAN</dt>
        <dd className="min-w-0 font-mono font-medium [overflow-wrap:anywhere] text-slate-900">
          {formatIban(transfer.iban)}
        </dd>
        <dt className="text-slate-700">Importo</dt>
        <dd className="font-medium text-slate-900">
          <Price cents={transfer.amountCents} />
        </dd>
        <dt className="text-slate-700">Causale</dt>
        <dd className="min-w-0 font-medium [overflow-wrap:anywhere] text-slate-900">{transfer.reference}</dd>
      </dl>
      <p className="mt-3 text-sm text-slate-700">
        Copia la causale così com'è: ci permette di riconoscere il pagamento. Avviamo la produzione quando
        riceviamo il bonifico.
      </p>
    </section>
  );
}
