import { Form, Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Panel } from "#app/components/ui/panel.tsx";
import {
  staffInvoicePdfPath,
  staffInvoiceXmlPath,
  staffOrderInvoicesPath,
} from "#app/domain/invoices/invoice-paths.ts";
import type { OrderInvoicesView } from "#app/domain/invoices/invoice-views.ts";
import { formatShopDay } from "#app/domain/italian-formats/dates.ts";
import { formatEuroCents } from "#app/domain/italian-formats/money.ts";
import { InvoicePreview } from "./invoice-preview.tsx";

const day = formatShopDay;

/**
 * «Fatture» of an order (docs/product/invoices.md#back-office): what the
 * payments received make due, each with its deadline, its preview and
 * «Emetti» (a plain form, so it works without JavaScript), then the issued
 * invoices with their PDF and XML.
 */
export function OrderInvoices({
  orderId,
  view,
  withCreditLinks = true,
}: {
  orderId: number;
  view: OrderInvoicesView;
  withCreditLinks?: boolean;
}) {
  const action = staffOrderInvoicesPath(orderId);
  return (
    <Panel headingId="ordine-fatture" title="Fatture" className="mt-8">
      <div className="mt-4 space-y-4">
        {view.missing.length > 0 && view.due.length > 0 ? (
          <p
            role="status"
            className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
          >
            {`Mancano i dati per la fattura: ${view.missing.join(", ")}.`}
          </p>
        ) : null}
        {view.due.length === 0 ? (
          <p className="text-sm text-slate-700">Nessuna fattura da emettere.</p>
        ) : null}
        {view.due.map((due) => (
          <div
            key={`${due.type}-${due.paymentId ?? "saldo"}`}
            className="rounded-md border border-slate-200 p-3"
          >
            <p className="font-medium text-slate-900" data-testid="fattura-da-emettere">
              {`${due.label} da emettere entro il ${day(due.dueBy)}`}
              <span className="font-normal text-slate-700">{` · ${formatEuroCents(due.preview?.totalCents ?? due.amountCents)}`}</span>
            </p>
            {due.preview ? (
              <details className="mt-2">
                <summary className="cursor-pointer text-sm font-medium text-brand-800 underline">
                  Anteprima
                </summary>
                <InvoicePreview
                  document={due.preview}
                  headingId={`anteprima-${due.type}-${due.paymentId ?? "saldo"}`}
                />
              </details>
            ) : null}
            <Form method="post" action={action} className="mt-3">
              <input type="hidden" name="intent" value="issue" />
              <input type="hidden" name="type" value={due.type} />
              {due.paymentId !== null ? <input type="hidden" name="paymentId" value={due.paymentId} /> : null}
              {/* A key per document: pressing another «Emetti» of the same page is no double submit. */}
              <input
                type="hidden"
                name="invoiceKey"
                value={`${view.issueKey}-${due.type}-${due.paymentId ?? 0}`}
              />
              <Button type="submit">{`Emetti ${due.label.toLowerCase()}`}</Button>
            </Form>
          </div>
        ))}
        <CreditNotesAdvised advice={view.creditsAdvised} action={action} />
        {view.issued.length > 0 ? (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Fatture emesse</caption>
              <thead>
                <tr className="border-b border-slate-300 text-slate-700">
                  <th scope="col" className="py-2 pr-3 font-medium">
                    Documento
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    Data
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right font-medium">
                    Totale
                  </th>
                  <th scope="col" className="py-2 font-medium">
                    File
                  </th>
                </tr>
              </thead>
              <tbody>
                {view.issued.map((invoice) => (
                  <tr key={invoice.id} className="border-b border-slate-100 align-top">
                    <td className="py-2 pr-3">{`${invoice.label} n. ${invoice.number}`}</td>
                    <td className="py-2 pr-3">{day(invoice.issuedOn)}</td>
                    <td className="py-2 pr-3 text-right">{formatEuroCents(invoice.totalCents)}</td>
                    <td className="flex flex-wrap gap-x-3 gap-y-1 py-2">
                      <a className="text-brand-800 underline" href={staffInvoicePdfPath(invoice.id)}>
                        {`PDF ${invoice.number}`}
                      </a>
                      <a className="text-brand-800 underline" href={staffInvoiceXmlPath(invoice.id)} download>
                        {`XML ${invoice.xmlFileName}`}
                      </a>
                      {withCreditLinks && invoice.creditableCents > 0 ? (
                        <Link className="text-brand-800 underline" to={`${action}#nota-${invoice.id}`}>
                          {`Nota di credito su ${invoice.number}`}
                        </Link>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
        {withCreditLinks && view.issued.length > 0 ? (
          <p>
            <Link className="text-sm font-medium text-brand-800 underline" to={action}>
              Tutte le fatture dell'ordine e le note di credito
            </Link>
          </p>
        ) : null}
      </div>
    </Panel>
  );
}

/** The credit notes the ledger calls for (docs/product/invoices.md#credit-notes), each with a link to its form. */
function CreditNotesAdvised({
  advice,
  action,
}: {
  advice: OrderInvoicesView["creditsAdvised"];
  action: string;
}) {
  return (
    <>
      {advice.map((item) => (
        <p
          key={`nota-${item.invoiceId}`}
          role="status"
          className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
          data-testid="nota-da-emettere"
        >
          {`${item.reason === "reversed" ? "Il pagamento della fattura" : "Rimborso da documentare sulla fattura"} n. ${item.invoiceNumber}${item.reason === "reversed" ? " è stato stornato" : ""}: emetti una nota di credito di ${formatEuroCents(item.amountCents)}. `}
          <Link className="font-medium underline" to={`${action}#nota-${item.invoiceId}`}>
            {`Nota di credito su ${item.invoiceNumber}`}
          </Link>
        </p>
      ))}
    </>
  );
}
