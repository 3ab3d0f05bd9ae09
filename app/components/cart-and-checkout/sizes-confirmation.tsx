// A supply-only order has no survey: the customer may confirm here that their
// sizes are final (docs/product/production.md#measurements); otherwise the
// office measures before production.

export function SizesConfirmation({ checked }: { checked: boolean }) {
  return (
    <section className="rounded-lg border border-slate-200 p-6">
      <div className="flex items-start gap-3">
        <input
          type="checkbox"
          id="misure-definitive"
          name="sizesConfirmed"
          defaultChecked={checked}
          aria-describedby="misure-definitive-nota"
          className="mt-1 size-4 shrink-0 accent-brand-700"
        />
        <label htmlFor="misure-definitive" className="font-medium text-slate-900">
          Confermo che le misure indicate sono quelle definitive
        </label>
      </div>
      <p id="misure-definitive-nota" className="mt-2 text-sm text-slate-700">
        Senza posa non facciamo il sopralluogo: con questa conferma produciamo sulle tue misure. Se non sei
        sicuro, lascia la casella vuota e ti contatteremo per verificarle.
      </p>
    </section>
  );
}
