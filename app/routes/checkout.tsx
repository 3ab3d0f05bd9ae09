import { CheckCircle2, Lock, ShoppingCart } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { data, Form, Link, redirect, useFetcher, useNavigate } from "react-router";
import { LineSummary } from "#app/components/shop/line-summary.tsx";
import { OrderTotals } from "#app/components/shop/order-totals.tsx";
import { useHydrated } from "#app/components/ui/use-hydrated.ts";
import { checkoutSchema, type PaymentMethod } from "#app/domain/checkout.ts";
import { formatEuroCents } from "#app/domain/money.ts";
import { pageMeta, siteUrlFromMatches } from "#app/domain/seo.ts";
import { fieldErrors, firstIssueMessage } from "#app/domain/validation.ts";
import { requirePageUser } from "#app/server/auth-guards.server.ts";
import { type CartLine, getCart } from "#app/server/cart.server.ts";
import { dbContext } from "#app/server/context.server.ts";
import { HttpError } from "#app/server/http.server.ts";
import { createOrderFromCart } from "#app/server/orders.server.ts";
import { readFormData } from "#app/server/request-body.server.ts";
import type { Route } from "./+types/checkout";

/** SPEC §9: the simulated payment takes about 1.5 s, the success screen 3 s. */
const PAYMENT_DELAY_MS = 1500;
const REDIRECT_DELAY_MS = 3000;
const ORDER_ERROR = "Si è verificato un errore durante la creazione dell'ordine.";

const paymentChoices: ReadonlyArray<{ value: PaymentMethod; label: string }> = [
  { value: "carta", label: "Carta di credito" },
  { value: "bonifico", label: "Bonifico bancario" },
  { value: "portafoglio", label: "Portafoglio digitale" },
  { value: "contrassegno", label: "Contanti alla consegna" },
];
const DEFAULT_PAYMENT_METHOD: PaymentMethod = "carta";

const shippingFieldNames = ["name", "email", "phone", "address", "city", "postalCode"] as const;
type ShippingField = (typeof shippingFieldNames)[number];
type ShippingValues = Record<ShippingField, string>;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Checkout",
    description: "Indica i dati di spedizione e il metodo di pagamento per completare il tuo ordine.",
    path: "/checkout",
    siteUrl: siteUrlFromMatches(matches),
    noindex: true,
  });

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = requirePageUser(context, request);
  const cart = await getCart(context.get(dbContext), user.id);
  const prefill: ShippingValues = {
    name: [user.firstName, user.lastName].filter(Boolean).join(" "),
    email: user.email ?? "",
    phone: user.phone ?? "",
    address: user.address ?? "",
    city: user.city ?? "",
    postalCode: user.postalCode ?? "",
  };
  // One key per page view: a double submit or a retry of this form creates one order.
  return { cart, prefill, idempotencyKey: crypto.randomUUID() };
}

function isPaymentMethod(value: unknown): value is PaymentMethod {
  return paymentChoices.some((choice) => choice.value === value);
}

export async function action({ context, request }: Route.ActionArgs) {
  const user = requirePageUser(context, request);
  const form = await readFormData(request, context);
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  // Only the enhanced (JavaScript) submission sends this; a plain form post gets a redirect instead.
  const enhanced = text("enhanced") === "1";
  const values = Object.fromEntries(shippingFieldNames.map((name) => [name, text(name)])) as ShippingValues;
  const paymentMethod = text("paymentMethod");
  const parsed = checkoutSchema.safeParse({
    shipping: values,
    paymentMethod: paymentMethod || undefined,
    idempotencyKey: text("idempotencyKey") || undefined,
  });
  const failure = (status: number, message: string, errors: Record<string, string> = {}) =>
    data(
      {
        ok: false as const,
        message,
        errors,
        values,
        paymentMethod: isPaymentMethod(paymentMethod) ? paymentMethod : null,
      },
      { status },
    );
  if (!parsed.success) {
    // "shipping.city" → "city": the form's fields are flat.
    const errors = Object.fromEntries(
      Object.entries(fieldErrors(parsed.error)).map(([key, message]) => [
        key.replace(/^shipping\./, ""),
        message,
      ]),
    );
    return failure(400, firstIssueMessage(parsed.error), errors);
  }
  try {
    const { order } = await createOrderFromCart(context.get(dbContext), user.id, parsed.data);
    if (!enhanced) throw redirect(`/orders/${order.id}?nuovo=1`);
    return { ok: true as const, orderId: order.id };
  } catch (error) {
    if (error instanceof HttpError) return failure(error.status, error.message);
    throw error;
  }
}

type Phase = { step: "form" } | { step: "processing" } | { step: "success"; orderId: number };

const inputClass =
  "mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 focus:border-brand-700 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600 aria-invalid:border-red-700";
const primaryButton =
  "inline-flex items-center justify-center gap-2 rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800 disabled:cursor-wait disabled:opacity-70";

export default function CheckoutPage({ loaderData, actionData }: Route.ComponentProps) {
  const { cart, prefill } = loaderData;
  const fetcher = useFetcher<typeof action>();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  // Kept for the whole page view, even when the loader revalidates after a failed attempt.
  const [idempotencyKey] = useState(loaderData.idempotencyKey);
  const [phase, setPhase] = useState<Phase>({ step: "form" });
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod>(
    actionData && !actionData.ok && actionData.paymentMethod
      ? actionData.paymentMethod
      : DEFAULT_PAYMENT_METHOD,
  );
  const formRef = useRef<HTMLFormElement>(null);
  const awaitingResult = useRef(false);
  const paymentTimer = useRef<number | undefined>(undefined);

  // With JavaScript the result comes from the fetcher; a plain post renders it as action data.
  const result = fetcher.data ?? actionData;
  const failure = phase.step === "form" && result && !result.ok ? result : null;

  useEffect(() => {
    if (!awaitingResult.current || !fetcher.data) return;
    awaitingResult.current = false;
    setPhase(fetcher.data.ok ? { step: "success", orderId: fetcher.data.orderId } : { step: "form" });
  }, [fetcher.data]);

  // A submission that ended without a new answer returns to the form instead of spinning forever.
  useEffect(() => {
    if (fetcher.state === "idle" && awaitingResult.current && phase.step === "processing") {
      awaitingResult.current = false;
      setPhase({ step: "form" });
    }
  }, [fetcher.state, phase.step]);

  useEffect(() => {
    if (phase.step !== "success") return;
    const timer = window.setTimeout(() => navigate(`/orders/${phase.orderId}`), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [phase, navigate]);

  // A method picked before hydration changed the DOM but not the state.
  useEffect(() => {
    const picked = formRef.current?.querySelector<HTMLInputElement>('input[name="paymentMethod"]:checked');
    if (picked && isPaymentMethod(picked.value)) setPaymentMethod(picked.value);
  }, []);

  useEffect(() => () => window.clearTimeout(paymentTimer.current), []);

  function submitWithSimulatedPayment(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (phase.step !== "form") return;
    const formData = new FormData(event.currentTarget);
    formData.set("enhanced", "1");
    setPhase({ step: "processing" });
    paymentTimer.current = window.setTimeout(() => {
      awaitingResult.current = true;
      fetcher.submit(formData, { method: "post" });
    }, PAYMENT_DELAY_MS);
  }

  if (phase.step === "success") return <OrderCompleted orderId={phase.orderId} />;

  if (cart.lines.length === 0 && phase.step === "form") {
    return (
      <div className="mx-auto max-w-3xl px-4 py-12">
        <h1 className="text-3xl font-bold text-slate-900">Checkout</h1>
        <section className="mt-8 rounded-lg border border-slate-200 px-6 py-16 text-center">
          <ShoppingCart aria-hidden="true" className="mx-auto size-12 text-brand-700" />
          <h2 className="mt-4 text-xl font-semibold text-slate-900">Il tuo carrello è vuoto</h2>
          <p className="mt-2 text-slate-700">
            Aggiungi almeno un prodotto al carrello per completare un ordine.
          </p>
          <Link to="/" className={`mt-6 ${primaryButton}`}>
            Continua lo shopping
          </Link>
        </section>
      </div>
    );
  }

  const processing = phase.step === "processing";
  const values = failure?.values ?? prefill;
  const errors: Record<string, string> = failure?.errors ?? {};

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-bold text-slate-900">Checkout</h1>
      {failure ? (
        <div role="alert" className="mt-4 rounded-md border border-red-300 bg-red-50 p-4 text-red-900">
          <p className="font-semibold">{ORDER_ERROR}</p>
          {failure.message ? <p className="mt-1">{failure.message}</p> : null}
        </div>
      ) : null}

      <div className="mt-8 grid items-start gap-8 lg:grid-cols-3">
        <Form
          ref={formRef}
          method="post"
          onSubmit={hydrated ? submitWithSimulatedPayment : undefined}
          className="group/checkout space-y-8 lg:col-span-2"
          aria-busy={processing || undefined}
        >
          <input type="hidden" name="idempotencyKey" value={idempotencyKey} />

          <section aria-labelledby="dati-spedizione" className="rounded-lg border border-slate-200 p-6">
            <h2 id="dati-spedizione" className="text-xl font-semibold text-slate-900">
              Dati di spedizione
            </h2>
            <p className="mt-1 text-sm text-slate-700">Tutti i campi sono obbligatori.</p>
            <div className="mt-6 grid gap-5 sm:grid-cols-2">
              <TextField
                name="name"
                label="Nome e cognome"
                autoComplete="name"
                values={values}
                errors={errors}
              />
              <TextField
                name="email"
                label="Email"
                type="email"
                autoComplete="email"
                values={values}
                errors={errors}
              />
              <TextField
                name="phone"
                label="Telefono"
                type="tel"
                autoComplete="tel"
                values={values}
                errors={errors}
              />
              <TextField
                name="address"
                label="Indirizzo"
                autoComplete="street-address"
                values={values}
                errors={errors}
              />
              <TextField
                name="city"
                label="Città"
                autoComplete="address-level2"
                values={values}
                errors={errors}
              />
              <TextField
                name="postalCode"
                label="CAP"
                autoComplete="postal-code"
                inputMode="numeric"
                pattern="\d{5}"
                maxLength={5}
                hint="5 cifre"
                values={values}
                errors={errors}
              />
            </div>
          </section>

          <section className="rounded-lg border border-slate-200 p-6">
            <fieldset aria-describedby={errors.paymentMethod ? "errore-metodo-pagamento" : undefined}>
              <legend className="text-xl font-semibold text-slate-900">Metodo di pagamento</legend>
              <div className="mt-4 grid gap-3 sm:grid-cols-2">
                {paymentChoices.map((choice) => (
                  <label
                    key={choice.value}
                    className="flex cursor-pointer items-center gap-3 rounded-md border border-slate-300 p-4 has-checked:border-brand-700 has-checked:bg-brand-50"
                  >
                    <input
                      type="radio"
                      id={`metodo-${choice.value}`}
                      name="paymentMethod"
                      value={choice.value}
                      required
                      defaultChecked={choice.value === paymentMethod}
                      onChange={() => setPaymentMethod(choice.value)}
                      className="size-4 accent-brand-700"
                    />
                    <span className="font-medium text-slate-900">{choice.label}</span>
                  </label>
                ))}
              </div>
              {errors.paymentMethod ? (
                <p id="errore-metodo-pagamento" className="mt-2 text-sm text-red-800">
                  {errors.paymentMethod}
                </p>
              ) : null}
            </fieldset>

            {/* Shown by CSS whenever the card is chosen, so it works before and without JavaScript. */}
            <fieldset className="mt-6 hidden group-has-[#metodo-carta:checked]/checkout:block">
              <legend className="text-lg font-semibold text-slate-900">Dati della carta</legend>
              <p className="mt-1 flex items-start gap-2 text-sm text-slate-700">
                <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />I dati della carta non vengono
                inviati né memorizzati: il pagamento è simulato.
              </p>
              <CardFields required={hydrated && paymentMethod === "carta"} />
            </fieldset>
          </section>

          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <Link
              to="/cart"
              className="font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900"
            >
              Torna al carrello
            </Link>
            <button type="submit" disabled={processing} className={primaryButton}>
              {processing ? "Elaborazione del pagamento..." : "Conferma e paga"}
            </button>
          </div>
          <p role="status" className="sr-only">
            {processing ? "Elaborazione del pagamento in corso, attendi." : ""}
          </p>
        </Form>

        <CheckoutSummary lines={cart.lines} subtotalCents={cart.subtotalCents} />
      </div>
    </div>
  );
}

function TextField({
  name,
  label,
  values,
  errors,
  hint,
  ...inputProps
}: {
  name: ShippingField;
  label: string;
  values: ShippingValues;
  errors: Record<string, string>;
  hint?: string;
} & Omit<React.ComponentPropsWithoutRef<"input">, "name" | "defaultValue">) {
  const id = `spedizione-${name}`;
  const error = errors[name];
  const describedBy = [hint ? `${id}-suggerimento` : null, error ? `${id}-errore` : null]
    .filter(Boolean)
    .join(" ");
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-900">
        {label}
        <span aria-hidden="true" className="ml-0.5 text-red-700">
          *
        </span>
      </label>
      <input
        id={id}
        name={name}
        type="text"
        required
        defaultValue={values[name]}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={inputClass}
        {...inputProps}
      />
      {hint ? (
        <p id={`${id}-suggerimento`} className="mt-1 text-sm text-slate-700">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-errore`} className="mt-1 text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The card fields have no `name`: the browser never submits them, so the card number never reaches us. */
function CardFields({ required }: { required: boolean }) {
  const cardField = (id: string, label: string, props: React.ComponentPropsWithoutRef<"input">) => (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-900">
        {label}
        <span aria-hidden="true" className="ml-0.5 text-red-700">
          *
        </span>
      </label>
      <input id={id} type="text" required={required} className={inputClass} {...props} />
    </div>
  );
  return (
    <div className="mt-4 grid gap-5 sm:grid-cols-2">
      <div className="sm:col-span-2">
        {cardField("carta-intestatario", "Intestatario della carta", { autoComplete: "cc-name" })}
      </div>
      <div className="sm:col-span-2">
        {cardField("carta-numero", "Numero della carta", { autoComplete: "cc-number", inputMode: "numeric" })}
      </div>
      {cardField("carta-scadenza", "Scadenza (MM/AA)", { autoComplete: "cc-exp", placeholder: "MM/AA" })}
      {cardField("carta-cvv", "CVV", { autoComplete: "cc-csc", inputMode: "numeric", maxLength: 4 })}
    </div>
  );
}

function CheckoutSummary({ lines, subtotalCents }: { lines: CartLine[]; subtotalCents: number }) {
  return (
    <section
      aria-labelledby="riepilogo-checkout"
      className="rounded-lg border border-slate-200 bg-slate-50 p-6 lg:sticky lg:top-24"
    >
      <h2 id="riepilogo-checkout" className="text-xl font-semibold text-slate-900">
        Riepilogo dell'ordine
      </h2>
      <ul className="mt-4 divide-y divide-slate-200">
        {lines.map((line) => (
          <li key={line.id} className="py-4 first:pt-0">
            <LineSummary
              productName={line.product.name}
              summary={line.summary}
              dimensions={line.dimensions}
            />
            <p className="mt-2 flex justify-between gap-4 text-sm text-slate-800">
              <span>
                Quantità: {line.quantity} × {formatEuroCents(Math.round(line.calculatedPrice * 100))}
              </span>
              <span className="font-semibold text-slate-900">
                {formatEuroCents(Math.round(line.lineTotal * 100))}
              </span>
            </p>
          </li>
        ))}
      </ul>
      <OrderTotals subtotalCents={subtotalCents} className="mt-4 border-t border-slate-300 pt-4" />
    </section>
  );
}

function OrderCompleted({ orderId }: { orderId: number }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The whole screen changed: moving focus to its heading lets screen readers announce it.
  useEffect(() => {
    window.scrollTo({ top: 0 });
    headingRef.current?.focus({ preventScroll: true });
  }, []);
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center">
      <CheckCircle2 aria-hidden="true" className="mx-auto size-16 text-emerald-700" />
      <h1 ref={headingRef} tabIndex={-1} className="mt-4 text-3xl font-bold text-slate-900 outline-none">
        Ordine completato!
      </h1>
      <p className="mt-4 text-lg text-slate-800">
        Grazie per il tuo acquisto. Il numero del tuo ordine è <strong>{orderId}</strong>.
      </p>
      <p className="mt-2 text-slate-700">Verrai reindirizzato al dettaglio dell'ordine tra 3 secondi.</p>
      <Link to={`/orders/${orderId}`} className={`mt-8 ${primaryButton}`}>
        Vedi il dettaglio dell'ordine
      </Link>
    </section>
  );
}
