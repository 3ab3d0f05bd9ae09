// The acknowledgement that made-to-measure products cannot be returned
// (art. 59, comma 1, lett. c, Codice del Consumo; docs/product/buying.md#right-of-withdrawal).

export function WithdrawalAcknowledgement({
  checked,
  error,
}: {
  checked: boolean;
  error: string | undefined;
}) {
  return (
    <section className="rounded-lg border border-slate-200 p-6">
      <div className="flex items-start gap-3">
        <input
          type="checkbox"
          id="esclusione-recesso"
          name="withdrawalExclusionAccepted"
          required
          defaultChecked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={`esclusione-recesso-nota${error ? " esclusione-recesso-errore" : ""}`}
          className="mt-1 size-4 shrink-0 accent-brand-700"
        />
        <label htmlFor="esclusione-recesso" className="font-medium text-slate-900">
          Ho compreso che i prodotti su misura sono esclusi dal diritto di recesso
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
        </label>
      </div>
      <p id="esclusione-recesso-nota" className="mt-2 text-sm text-slate-700">
        Finestre e porte sono realizzate sulle tue misure: per questo non si applica il recesso di 14 giorni
        (art. 59, comma 1, lettera c, del Codice del Consumo). Restano le garanzie di legge.
      </p>
      {error ? (
        <p id="esclusione-recesso-errore" className="mt-1 text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
    </section>
  );
}
