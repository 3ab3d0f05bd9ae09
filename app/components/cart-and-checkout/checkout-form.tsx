import { ShoppingCart } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Form, Link } from "react-router";
import { PageMessage } from "#app/components/layout/page-message.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Price } from "#app/components/ui/price.tsx";
import { useHydrated } from "#app/components/ui/use-hydrated.ts";
import type { Cart } from "#app/domain/cart-and-checkout/cart.ts";
import { isMadeToMeasure } from "#app/domain/cart-and-checkout/checkout-rules.ts";
import {
  availablePaymentMethods,
  DEFAULT_PAYMENT_METHOD,
  isPaymentMethod,
  type PaymentMethod,
} from "#app/domain/cart-and-checkout/payment-methods.ts";
import { includesFitting } from "#app/domain/configurator/line-services.ts";
import { isWorkKind } from "#app/domain/offers/work-kinds.ts";
import { declarationAllowsReducedVat } from "#app/domain/vat/beni-significativi.ts";
import type { StoredVatSplit } from "#app/domain/vat/vat-split.ts";
import { InstallationFields } from "../orders/installation-fields.tsx";
import type { CheckoutActionResult, CheckoutValues } from "./checkout-fields.ts";
import { CheckoutSummary } from "./checkout-summary.tsx";
import { InvoiceFields } from "./invoice-fields.tsx";
import { OrderCompleted } from "./order-completed.tsx";
import { PaymentFields } from "./payment-fields.tsx";
import { ShippingFields } from "./shipping-fields.tsx";
import { SizesConfirmation } from "./sizes-confirmation.tsx";
import { useSimulatedPayment } from "./use-simulated-payment.ts";
import { WithdrawalAcknowledgement } from "./withdrawal-acknowledgement.tsx";

const ORDER_ERROR = "Si è verificato un errore durante la creazione dell'ordine.";

export interface CheckoutFormProps {
  cart: Pick<Cart, "lines" | "subtotalCents">;
  prefill: CheckoutValues;
  /** One key per page view: a double submit or a retry of this form creates one order. */
  idempotencyKey: string;
  /** The action's answer to a post made without JavaScript. */
  actionData: CheckoutActionResult | undefined;
  /** The VAT split with installation in a home as maintenance work; null when it saves nothing (docs/product/vat.md). */
  reducedVat?: StoredVatSplit | null;
}

/** Whether the form's declaration, as it stands, takes the reduced VAT. */
function declaresReducedVat(
  form: HTMLFormElement | null,
  values: Record<string, string | undefined>,
): boolean {
  const data = form ? new FormData(form) : null;
  const residential = data ? data.get("residential") : (values.residential ?? "");
  const workKind = String(data ? (data.get("workKind") ?? "") : (values.workKind ?? ""));
  return declarationAllowsReducedVat({
    residentialDeclared: residential === "si",
    workKind: isWorkKind(workKind) ? workKind : null,
  });
}

/** The checkout: shipping, payment, the order's summary, then the success screen. */
export function CheckoutForm({
  cart,
  prefill,
  idempotencyKey: firstKey,
  actionData,
  reducedVat = null,
}: CheckoutFormProps) {
  const hydrated = useHydrated();
  // Kept for the whole page view, even when the loader revalidates after a failed attempt.
  const [idempotencyKey] = useState(firstKey);
  const { phase, answer, submitWithSimulatedPayment } = useSimulatedPayment();
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod>(
    actionData && !actionData.ok && actionData.paymentMethod
      ? actionData.paymentMethod
      : DEFAULT_PAYMENT_METHOD,
  );
  const formRef = useRef<HTMLFormElement>(null);
  const sentValues = actionData && !actionData.ok ? actionData.values : {};
  const [reduced, setReduced] = useState(() => declaresReducedVat(null, sentValues));

  // A method picked before hydration changed the DOM but not the state.
  useEffect(() => {
    const picked = formRef.current?.querySelector<HTMLInputElement>('input[name="paymentMethod"]:checked');
    if (picked && isPaymentMethod(picked.value)) setPaymentMethod(picked.value);
    setReduced(declaresReducedVat(formRef.current, {}));
  }, []);

  // With JavaScript the result comes from the fetcher; a plain post renders it as action data.
  const result = answer ?? actionData;
  const failure = phase.step === "form" && result && !result.ok ? result : null;

  if (phase.step === "success") return <OrderCompleted order={phase.order} />;
  if (cart.lines.length === 0 && phase.step === "form") return <EmptyCheckout />;

  const processing = phase.step === "processing";
  const values = failure?.values ?? prefill;
  const errors: Record<string, string> = failure?.errors ?? {};
  const methods = availablePaymentMethods(cart.subtotalCents);
  const madeToMeasure = cart.lines.some((line) => isMadeToMeasure(line.kind));
  const installed = includesFitting(cart.lines);
  // What the customer owes as the declaration stands; the server computes it again.
  const vatSplit = reduced ? reducedVat : null;
  const totalCents = cart.subtotalCents - (vatSplit?.savingCents ?? 0);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 [overflow-wrap:anywhere] sm:py-12">
      <h1 className="text-3xl font-bold text-slate-900">Checkout</h1>
      {failure ? (
        <div role="alert" className="mt-4 rounded-md border border-red-300 bg-red-50 p-4 text-red-900">
          <p className="font-semibold">{ORDER_ERROR}</p>
          {failure.message ? <p className="mt-1">{failure.message}</p> : null}
        </div>
      ) : null}
      {cart.lines.some((line) => !line.available) ? (
        <p className="mt-4 rounded-md border border-amber-400 bg-amber-50 p-4 text-amber-950">
          Alcuni prodotti del carrello non sono più disponibili:{" "}
          <Link to="/cart" className="font-medium underline underline-offset-2">
            rimuovili dal carrello
          </Link>{" "}
          per completare l'ordine.
        </p>
      ) : null}

      <div className="mt-8 grid grid-cols-1 items-start gap-8 lg:grid-cols-3">
        <Form
          ref={formRef}
          method="post"
          onSubmit={hydrated ? submitWithSimulatedPayment : undefined}
          className="group/checkout min-w-0 space-y-8 lg:col-span-2"
          aria-busy={processing || undefined}
          onChange={
            installed ? (event) => setReduced(declaresReducedVat(event.currentTarget, {})) : undefined
          }
        >
          <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
          {/* The total shown beside the form: the server refuses the order if it is no longer today's. */}
          <input type="hidden" name="expectedTotalCents" value={cart.subtotalCents} />
          <ShippingFields values={values} errors={errors} />
          <InvoiceFields values={values} errors={errors} />
          <PaymentFields
            paymentMethod={paymentMethod}
            onPaymentMethodChange={setPaymentMethod}
            methods={methods}
            error={errors.paymentMethod}
            cardRequired={hydrated && paymentMethod === "carta"}
            taxDeduction={values.taxDeduction === "on"}
            taxDeductionError={errors.taxDeduction}
          />
          {installed ? (
            <InstallationFields values={values} errors={errors} subject="L'ordine comprende la posa" />
          ) : null}
          {madeToMeasure && !installed ? (
            <SizesConfirmation checked={values.sizesConfirmed === "on"} />
          ) : null}
          {madeToMeasure ? (
            <WithdrawalAcknowledgement
              checked={values.withdrawalExclusionAccepted === "on"}
              error={errors.withdrawalExclusionAccepted}
            />
          ) : null}

          <CheckoutSubmitRow totalCents={totalCents} processing={processing} />
          <p role="status" className="sr-only">
            {processing ? "Elaborazione del pagamento in corso, attendi." : ""}
          </p>
        </Form>

        <CheckoutSummary
          lines={cart.lines}
          subtotalCents={cart.subtotalCents}
          vatSplit={vatSplit}
          reducedVat={reduced ? null : reducedVat}
        />
      </div>
    </div>
  );
}

/** «Torna al carrello», and the amount to pay beside the button: on a phone the summary comes after the form. */
function CheckoutSubmitRow({ totalCents, processing }: { totalCents: number; processing: boolean }) {
  return (
    <div className="flex flex-col-reverse gap-4 sm:flex-row sm:items-center sm:justify-between">
      <Link
        to="/cart"
        className="inline-flex min-h-11 items-center font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900"
      >
        Torna al carrello
      </Link>
      {/* On a phone the summary comes after the form: the amount to pay sits beside the button. */}
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p id="checkout-totale" className="flex flex-col text-slate-800">
          <span className="text-sm">Totale (IVA inclusa)</span>
          <Price cents={totalCents} className="text-xl font-bold whitespace-nowrap text-slate-900" />
        </p>
        <Button type="submit" disabled={processing} size="lg" aria-describedby="checkout-totale">
          {processing ? "Elaborazione del pagamento..." : "Conferma e paga"}
        </Button>
      </div>
    </div>
  );
}

function EmptyCheckout() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold text-slate-900">Checkout</h1>
      <PageMessage
        kind="empty"
        icon={ShoppingCart}
        title="Il tuo carrello è vuoto"
        text="Aggiungi almeno un prodotto al carrello per completare un ordine."
        linkTo="/"
        linkLabel="Continua lo shopping"
      />
    </div>
  );
}
