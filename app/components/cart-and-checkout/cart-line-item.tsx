import { Minus, Pencil, Plus, Trash2 } from "lucide-react";
import { Link, useFetcher } from "react-router";
import { InlineDetail } from "#app/components/cart-and-checkout/inline-detail.tsx";
import { LineSummary } from "#app/components/cart-and-checkout/line-summary.tsx";
import { UnavailableLineNotice } from "#app/components/cart-and-checkout/unavailable-line-notice.tsx";
import { DeliveryEstimate } from "#app/components/catalogue/delivery-estimate.tsx";
import { LineThumbnail } from "#app/components/configurator/drawings/line-thumbnail.tsx";
import { LineServiceRows } from "#app/components/configurator/services/line-service-rows.tsx";
import { LineServicesForm } from "#app/components/configurator/services/line-services-form.tsx";
import { useFetcherToast } from "#app/components/toasts/use-fetcher-toast.ts";
import { ConfirmDialog } from "#app/components/ui/confirm-dialog.tsx";
import { Price } from "#app/components/ui/price.tsx";
import { useHydrated } from "#app/components/ui/use-hydrated.ts";
import { EnhancedSubmissionField, enhancedFields } from "#app/components/web/enhanced-submission.tsx";
import type { CartActionResult, CartLine } from "#app/domain/cart-and-checkout/cart.ts";
import { cartLineEditPath } from "#app/domain/configurator/configuration-link.ts";

// One line of the cart page: quantity steps and removal post to the cart route's action.

const MAX_QUANTITY = 99;
export const UPDATE_ERROR = "Si è verificato un errore durante l'aggiornamento del prodotto.";
export const REMOVE_ERROR = "Si è verificato un errore durante la rimozione del prodotto.";
const REMOVE_QUESTION = "Sei sicuro di voler rimuovere questo prodotto dal carrello?";
export const REMOVED_TOAST = { title: "Prodotto rimosso", variant: "success" } as const;
const iconButton =
  "inline-flex size-10 items-center justify-center rounded-md border border-slate-400 bg-white text-slate-900 hover:bg-slate-100 disabled:cursor-not-allowed disabled:border-slate-300 disabled:bg-slate-100 disabled:text-slate-500";

type CartLineFetcher = ReturnType<typeof useFetcher<CartActionResult>>;

export function CartLineItem({ line }: { line: CartLine }) {
  const fetcher = useFetcher<CartActionResult>();
  const hydrated = useHydrated();
  const busy = fetcher.state !== "idle";
  const removing = busy && fetcher.formData?.get("intent") === "remove";

  useFetcherToast(fetcher, (result) => {
    if (result.ok) return result.intent === "remove" ? REMOVED_TOAST : null;
    return {
      title: "Errore",
      description: result.intent === "remove" ? REMOVE_ERROR : UPDATE_ERROR,
      variant: "destructive",
    };
  });

  return (
    <li
      className={`flex flex-col gap-4 p-4 sm:flex-row sm:p-6 ${removing ? "opacity-50" : ""}`}
      aria-busy={busy || undefined}
    >
      <div className="w-28 shrink-0 sm:w-36">
        <LineThumbnail spec={line.drawing} />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:justify-between">
          <LineDescription line={line} />
          <LinePrices line={line} />
        </div>

        <LineServiceRows services={line.services} />
        {line.available ? <LineServicesForm line={line} /> : null}

        <div className="flex flex-wrap items-center justify-between gap-4">
          <QuantityStepper line={line} fetcher={fetcher} />

          {hydrated ? (
            <RemoveWithConfirmation
              productName={line.product.name}
              disabled={busy}
              onConfirm={() =>
                fetcher.submit(enhancedFields({ intent: "remove", lineId: String(line.id) }), {
                  method: "post",
                })
              }
            />
          ) : (
            // Without JavaScript there is no dialog: the button posts the removal directly.
            <fetcher.Form method="post">
              <LineIntentFields intent="remove" lineId={line.id} />
              <RemoveButton productName={line.product.name} type="submit" />
            </fetcher.Form>
          )}
        </div>
      </div>
    </li>
  );
}

/** What the line is: product, options, availability, delivery and the way back to the configurator. */
function LineDescription({ line }: { line: CartLine }) {
  return (
    <div>
      <LineSummary
        productName={line.product.name}
        productHref={line.available ? `/product/${line.product.id}` : undefined}
        roomLabel={line.roomLabel}
        summary={line.summary}
        dimensions={line.dimensions}
        thermal={line.thermalTransmittance}
      />
      <UnavailableLineNotice reason={line.unavailableReason} />
      <DeliveryEstimate products={[line.product]} className="mt-2" />
      {line.reconfigurable ? (
        <Link
          to={cartLineEditPath(line)}
          aria-label={`Modifica configurazione di ${line.product.name}`}
          className="mt-2 inline-flex items-center gap-1.5 text-sm font-medium text-brand-800 underline-offset-2 hover:underline"
        >
          <Pencil aria-hidden="true" className="size-4" />
          Modifica configurazione
        </Link>
      ) : null}
    </div>
  );
}

function LinePrices({ line }: { line: CartLine }) {
  return (
    <dl className="shrink-0 text-sm sm:text-right">
      <InlineDetail term="Prezzo unitario" valueClassName="font-medium text-slate-900">
        <Price cents={line.unitPriceCents} />
      </InlineDetail>
      <InlineDetail term="Totale riga" valueClassName="text-lg font-semibold text-slate-900" className="mt-1">
        <Price cents={line.lineTotalCents} />
      </InlineDetail>
    </dl>
  );
}

/** The hidden fields every post of this line carries, so the cart action knows what to do to which line. */
function LineIntentFields({ intent, lineId }: { intent: "quantity" | "remove"; lineId: CartLine["id"] }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="lineId" value={lineId} />
      <EnhancedSubmissionField />
    </>
  );
}

/** Minus and plus buttons each post the quantity they lead to; the current one is announced politely. */
function QuantityStepper({ line, fetcher }: { line: CartLine; fetcher: CartLineFetcher }) {
  const quantityId = `quantita-${line.id}`;
  return (
    <fetcher.Form method="post" className="flex items-center gap-2">
      <LineIntentFields intent="quantity" lineId={line.id} />
      <span id={`${quantityId}-label`} className="mr-1 text-sm text-slate-700">
        Quantità
      </span>
      <button
        type="submit"
        name="quantity"
        value={line.quantity - 1}
        disabled={line.quantity <= 1}
        aria-label={`Diminuisci la quantità di ${line.product.name}`}
        className={iconButton}
      >
        <Minus aria-hidden="true" className="size-4" />
      </button>
      <output
        id={quantityId}
        aria-labelledby={`${quantityId}-label`}
        aria-live="polite"
        className="min-w-8 text-center text-lg font-semibold text-slate-900"
      >
        {line.quantity}
      </output>
      <button
        type="submit"
        name="quantity"
        value={line.quantity + 1}
        disabled={line.quantity >= MAX_QUANTITY}
        aria-label={`Aumenta la quantità di ${line.product.name}`}
        className={iconButton}
      >
        <Plus aria-hidden="true" className="size-4" />
      </button>
    </fetcher.Form>
  );
}

function RemoveButton({
  productName,
  ...props
}: { productName: string } & React.ComponentPropsWithoutRef<"button">) {
  return (
    <button
      {...props}
      aria-label={`Rimuovi ${productName} dal carrello`}
      className="inline-flex items-center gap-2 rounded-md px-3 py-2 font-medium text-red-800 hover:bg-red-50 disabled:opacity-60"
    >
      <Trash2 aria-hidden="true" className="size-4" />
      Rimuovi
    </button>
  );
}

function RemoveWithConfirmation({
  productName,
  disabled,
  onConfirm,
}: {
  productName: string;
  disabled: boolean;
  onConfirm: () => void;
}) {
  return (
    <ConfirmDialog
      trigger={<RemoveButton productName={productName} type="button" disabled={disabled} />}
      title={REMOVE_QUESTION}
      description={`${productName} verrà eliminato dal carrello.`}
      confirmLabel="Rimuovi"
      onConfirm={onConfirm}
    />
  );
}
