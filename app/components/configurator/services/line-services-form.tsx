import { useFetcher } from "react-router";
import { useFetcherToast } from "#app/components/toasts/use-fetcher-toast.ts";
import { SubmitButton } from "#app/components/ui/button.tsx";
import { EnhancedSubmissionField } from "#app/components/web/enhanced-submission.tsx";
import type { CartActionResult, CartLine } from "#app/domain/cart-and-checkout/cart.ts";

export const SERVICES_UPDATED_TOAST = { title: "Servizi aggiornati", variant: "success" } as const;
const SERVICES_ERROR = "Non è stato possibile aggiornare i servizi.";

/**
 * The services a cart line can take, ticked as the customer chose them. The
 * form posts only the codes; the server prices them (docs/product/buying.md#services).
 * Without JavaScript it is a plain post that comes back to the cart.
 */
export function LineServicesForm({ line }: { line: Pick<CartLine, "id" | "product" | "serviceChoices"> }) {
  const fetcher = useFetcher<CartActionResult>();
  const busy = fetcher.state !== "idle";
  useFetcherToast(fetcher, (result) =>
    result.ok
      ? SERVICES_UPDATED_TOAST
      : { title: "Errore", description: result.message ?? SERVICES_ERROR, variant: "destructive" },
  );
  if (line.serviceChoices.length === 0) return null;
  const legendId = `servizi-${line.id}`;
  return (
    <fetcher.Form method="post" className="rounded-md border border-slate-200 bg-slate-50 p-3">
      <input type="hidden" name="intent" value="services" />
      <input type="hidden" name="lineId" value={line.id} />
      <EnhancedSubmissionField />
      <fieldset aria-describedby={`${legendId}-nota`}>
        <legend id={legendId} className="text-sm font-semibold text-slate-900">
          Servizi per {line.product.name}
        </legend>
        <p id={`${legendId}-nota`} className="mt-1 text-xs text-slate-700">
          Prezzi calcolati sulle misure della configurazione, per ogni pezzo.
        </p>
        <ul className="mt-2 space-y-2">
          {line.serviceChoices.map((choice) => {
            const id = `servizio-${line.id}-${choice.code}`;
            return (
              <li key={choice.code} className="flex items-start gap-2">
                <input
                  type="checkbox"
                  id={id}
                  name="services"
                  value={choice.code}
                  defaultChecked={choice.chosen}
                  aria-describedby={`${id}-descrizione`}
                  className="mt-1 size-5 shrink-0 accent-brand-700"
                />
                <label htmlFor={id} className="text-sm text-slate-900">
                  <span className="font-medium">{choice.label}</span>{" "}
                  <span className="text-slate-700">({choice.priceText})</span>
                  <span id={`${id}-descrizione`} className="block text-xs text-slate-700">
                    {choice.description}
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
      <SubmitButton
        variant="outline"
        size="sm"
        className="mt-3 bg-white text-sm"
        busy={busy}
        busyLabel="Aggiornamento…"
      >
        Aggiorna servizi
      </SubmitButton>
    </fetcher.Form>
  );
}
