import type { InvoiceDocument } from "#app/domain/invoices/invoice-document.ts";
import { formatEuroCents } from "#app/domain/italian-formats/money.ts";

/**
 * The document «Emetti» will issue, line by line, as an HTML preview of the
 * same frozen data the PDF and the XML are made from (only the number is
 * drawn at issue): docs/product/invoices.md#back-office.
 */
export function InvoicePreview({ document, headingId }: { document: InvoiceDocument; headingId: string }) {
  return (
    <div className="mt-3 overflow-x-auto rounded-md border border-slate-200 p-3 text-sm">
      <p id={headingId} className="font-medium text-slate-900">
        {document.buyer.name} · {document.buyer.fiscalCode ?? `P.IVA ${document.buyer.vatNumber}`} · codice
        destinatario {document.buyer.recipientCode}
      </p>
      <table className="mt-2 w-full text-left" aria-labelledby={headingId}>
        <thead>
          <tr className="border-b border-slate-300 text-slate-700">
            <th scope="col" className="py-1 pr-3 font-medium">
              Descrizione
            </th>
            <th scope="col" className="py-1 pr-3 text-right font-medium">
              IVA
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              Imponibile
            </th>
          </tr>
        </thead>
        <tbody>
          {document.lines.map((line, index) => (
            // Lines have no id of their own; a frozen document's lines never reorder.
            <tr key={index} className="border-b border-slate-100">
              <td className="py-1 pr-3">{line.description}</td>
              <td className="py-1 pr-3 text-right">{line.ratePercent}%</td>
              <td className="py-1 text-right">{formatEuroCents(line.netCents)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          {document.rates.map((rate) => (
            <tr key={rate.ratePercent}>
              <td className="py-1 pr-3 text-slate-700">{`Riepilogo ${rate.ratePercent}%: IVA ${formatEuroCents(rate.vatCents)}`}</td>
              <td />
              <td className="py-1 text-right">{formatEuroCents(rate.netCents)}</td>
            </tr>
          ))}
          <tr>
            <th scope="row" className="py-1 pr-3 text-left font-semibold">
              Totale documento
            </th>
            <td />
            <td className="py-1 text-right font-semibold">{formatEuroCents(document.totalCents)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
