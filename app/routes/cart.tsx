import { Minus, Plus, ShoppingCart, Trash2 } from "lucide-react";
import { data, Link, redirect, useFetcher } from "react-router";
import { z } from "zod";
import { LineSummary } from "#app/components/cart/line-summary.tsx";
import { OrderTotals } from "#app/components/cart/order-totals.tsx";
import { ProductImage } from "#app/components/catalogue/product-image.tsx";
import { EnhancedSubmissionField, enhancedFields } from "#app/components/forms/enhanced-submission.tsx";
import { useFetcherToast } from "#app/components/toasts/use-fetcher-toast.ts";
import { buttonClass } from "#app/components/ui/button.tsx";
import { ConfirmDialog } from "#app/components/ui/confirm-dialog.tsx";
import { Price } from "#app/components/ui/price.tsx";
import { useHydrated } from "#app/components/ui/use-hydrated.ts";
import type { CartLine } from "#app/domain/cart.ts";
import { quantitySchema } from "#app/domain/checkout.ts";
import { pageMeta, siteUrlFromMatches } from "#app/domain/seo.ts";
import { firstIssueMessage, integerLike } from "#app/domain/validation.ts";
import { requirePageUser } from "#app/server/auth-guards.server.ts";
import { getCart, removeCartLine, setCartLineQuantity } from "#app/server/cart.server.ts";
import { dbContext } from "#app/server/context.server.ts";
import { redirectWithToast } from "#app/server/flash-toast.server.ts";
import { isEnhancedSubmission, serviceErrorResult } from "#app/server/page-actions.server.ts";
import { readFormData } from "#app/server/request-body.server.ts";
import type { Route } from "./+types/cart";

const MAX_QUANTITY = 99;
const UPDATE_ERROR = "Si è verificato un errore durante l'aggiornamento del prodotto.";
const REMOVE_ERROR = "Si è verificato un errore durante la rimozione del prodotto.";
const REMOVE_QUESTION = "Sei sicuro di voler rimuovere questo prodotto dal carrello?";
const REMOVED_TOAST = { title: "Prodotto rimosso", variant: "success" } as const;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Carrello",
    description: "I serramenti su misura che hai configurato, pronti per l'ordine.",
    path: "/cart",
    siteUrl: siteUrlFromMatches(matches),
    noindex: true,
  });

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = requirePageUser(context, request);
  return { cart: await getCart(context.get(dbContext), user.id) };
}

const lineIdSchema = z.preprocess(
  integerLike,
  z.number({ error: "Riga del carrello non valida" }).int().positive().max(2_147_483_647),
);

const cartActionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("quantity"), lineId: lineIdSchema, quantity: quantitySchema }),
    z.object({ intent: z.literal("remove"), lineId: lineIdSchema }),
  ],
  { error: "Azione non valida" },
);

type CartIntent = "quantity" | "remove";

export async function action({ context, request }: Route.ActionArgs) {
  const user = requirePageUser(context, request);
  const form = await readFormData(request, context);
  const intent: CartIntent = form.get("intent") === "remove" ? "remove" : "quantity";
  const parsed = cartActionSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    return data({ ok: false as const, intent, message: firstIssueMessage(parsed.error) }, { status: 400 });
  }
  const db = context.get(dbContext);
  try {
    if (parsed.data.intent === "quantity") {
      await setCartLineQuantity(db, user.id, parsed.data.lineId, parsed.data.quantity);
    } else {
      await removeCartLine(db, user.id, parsed.data.lineId);
    }
  } catch (error) {
    return serviceErrorResult(error, (message) => ({ ok: false as const, intent, message }));
  }
  if (!isEnhancedSubmission(form)) {
    throw intent === "remove" ? redirectWithToast(context, "/cart", REMOVED_TOAST) : redirect("/cart");
  }
  return { ok: true as const, intent, message: null };
}

const primaryButton = buttonClass({ size: "lg" });
const iconButton =
  "inline-flex size-10 items-center justify-center rounded-md border border-slate-400 bg-white text-slate-900 hover:bg-slate-100 disabled:cursor-not-allowed disabled:border-slate-300 disabled:bg-slate-100 disabled:text-slate-500";

export default function CartPage({ loaderData, actionData }: Route.ComponentProps) {
  const { cart } = loaderData;
  // A failed plain form post (no JavaScript) comes back here as action data.
  const failure = actionData && !actionData.ok ? actionData : null;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-bold text-slate-900">Il tuo carrello</h1>
      {failure ? (
        <div role="alert" className="mt-4 rounded-md border border-red-300 bg-red-50 p-4 text-red-900">
          <p className="font-semibold">Errore</p>
          <p>{failure.intent === "remove" ? REMOVE_ERROR : UPDATE_ERROR}</p>
          {failure.message ? <p className="mt-1 text-sm">{failure.message}</p> : null}
        </div>
      ) : null}

      {cart.lines.length === 0 ? (
        <EmptyCart />
      ) : (
        <div className="mt-8 grid items-start gap-8 lg:grid-cols-3">
          <section aria-labelledby="prodotti-nel-carrello" className="lg:col-span-2">
            <h2 id="prodotti-nel-carrello" className="sr-only">
              Prodotti nel carrello
            </h2>
            <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
              {cart.lines.map((line) => (
                <CartLineItem key={line.id} line={line} />
              ))}
            </ul>
          </section>
          <OrderSummary subtotalCents={cart.subtotalCents} itemCount={cart.itemCount} />
        </div>
      )}
    </div>
  );
}

function EmptyCart() {
  return (
    <section className="mt-8 rounded-lg border border-slate-200 px-6 py-16 text-center">
      <ShoppingCart aria-hidden="true" className="mx-auto size-12 text-brand-700" />
      <h2 className="mt-4 text-xl font-semibold text-slate-900">Il tuo carrello è vuoto</h2>
      <p className="mt-2 text-slate-700">
        Configura una finestra o una porta su misura e aggiungila al carrello.
      </p>
      <Link to="/" className={`mt-6 ${primaryButton}`}>
        Continua lo shopping
      </Link>
    </section>
  );
}

function CartLineItem({ line }: { line: CartLine }) {
  const fetcher = useFetcher<typeof action>();
  const hydrated = useHydrated();
  const busy = fetcher.state !== "idle";
  const removing = busy && fetcher.formData?.get("intent") === "remove";
  const quantityId = `quantita-${line.id}`;

  useFetcherToast(fetcher, (result) => {
    if (result.ok) return result.intent === "remove" ? REMOVED_TOAST : null;
    return {
      title: "Errore",
      description: result.intent === "remove" ? REMOVE_ERROR : UPDATE_ERROR,
      variant: "destructive",
    };
  });

  const hiddenFields = (
    <>
      <input type="hidden" name="lineId" value={line.id} />
      <EnhancedSubmissionField />
    </>
  );

  return (
    <li
      className={`flex flex-col gap-4 p-4 sm:flex-row sm:p-6 ${removing ? "opacity-50" : ""}`}
      aria-busy={busy || undefined}
    >
      <div className="w-28 shrink-0 sm:w-36">
        <ProductImage product={line.product} className="rounded-md border border-slate-200" />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:justify-between">
          <LineSummary
            productName={line.product.name}
            productHref={`/product/${line.product.id}`}
            summary={line.summary}
            dimensions={line.dimensions}
          />
          <dl className="shrink-0 text-sm sm:text-right">
            <div>
              <dt className="inline text-slate-700">Prezzo unitario: </dt>
              <dd className="inline font-medium text-slate-900">
                <Price cents={line.unitPriceCents} />
              </dd>
            </div>
            <div className="mt-1">
              <dt className="inline text-slate-700">Totale riga: </dt>
              <dd className="inline text-lg font-semibold text-slate-900">
                <Price cents={line.lineTotalCents} />
              </dd>
            </div>
          </dl>
        </div>

        <div className="flex flex-wrap items-center justify-between gap-4">
          <fetcher.Form method="post" className="flex items-center gap-2">
            <input type="hidden" name="intent" value="quantity" />
            {hiddenFields}
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
              <input type="hidden" name="intent" value="remove" />
              {hiddenFields}
              <RemoveButton productName={line.product.name} type="submit" />
            </fetcher.Form>
          )}
        </div>
      </div>
    </li>
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

function OrderSummary({ subtotalCents, itemCount }: { subtotalCents: number; itemCount: number }) {
  return (
    <section
      aria-labelledby="riepilogo-ordine"
      className="rounded-lg border border-slate-200 bg-slate-50 p-6 lg:sticky lg:top-24"
    >
      <h2 id="riepilogo-ordine" className="text-xl font-semibold text-slate-900">
        Riepilogo dell'ordine
      </h2>
      <OrderTotals
        subtotalCents={subtotalCents}
        subtotalLabel={`Subtotale (${itemCount} ${itemCount === 1 ? "articolo" : "articoli"})`}
        className="mt-4"
      />
      <Link to="/checkout" className={`mt-6 w-full ${primaryButton}`}>
        Procedi al checkout
      </Link>
      <p className="mt-4 text-sm text-slate-700">
        Procedendo accetti i{" "}
        <Link
          to="/terms"
          className="font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900"
        >
          Termini e condizioni di vendita
        </Link>{" "}
        e confermi di aver letto l'
        <Link
          to="/privacy"
          className="font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900"
        >
          informativa sulla privacy
        </Link>
        .
      </p>
    </section>
  );
}
