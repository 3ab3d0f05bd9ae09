import { z } from "zod";
import {
  CartLineItem,
  REMOVE_ERROR,
  REMOVED_TOAST,
  UPDATE_ERROR,
} from "#app/components/cart-and-checkout/cart-line-item.tsx";
import { CartOrderSummary, EmptyCart } from "#app/components/cart-and-checkout/cart-order-summary.tsx";
import { CartQuoteRequestForm } from "#app/components/cart-and-checkout/cart-quote-request-form.tsx";
import type { CartActionResult, CartIntent } from "#app/domain/cart-and-checkout/cart.ts";
import { quantitySchema } from "#app/domain/configurator/line-quantity.ts";
import { includesFitting } from "#app/domain/configurator/line-services.ts";
import {
  cartQuoteFieldNames,
  cartQuoteFormSchema,
  cartQuotePrefill,
} from "#app/domain/requests/cart-quote-request.ts";
import { staticPageMeta } from "#app/domain/web/seo.ts";
import { integerLike } from "#app/domain/web/validation.ts";
import {
  getCart,
  removeCartLine,
  setCartLineQuantity,
  setCartLineServices,
} from "#app/server/cart-and-checkout/cart.server.ts";
import { lineServicesSchema } from "#app/server/configurator/line-services.server.ts";
import { requestQuoteForCart } from "#app/server/requests/cart-quote-request.server.ts";
import { requirePageUser } from "#app/server/web/auth-guards.server.ts";
import { dbContext } from "#app/server/web/context.server.ts";
import { echoFields, formIntent, pageFormAction } from "#app/server/web/page-actions.server.ts";
import type { Route } from "./+types/cart";

export const meta: Route.MetaFunction = staticPageMeta({
  title: "Carrello",
  description: "I serramenti su misura che hai configurato, pronti per l'ordine.",
  path: "/cart",
  noindex: true,
});

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = requirePageUser(context, request);
  return { cart: await getCart(context.get(dbContext), user.id), sitePrefill: cartQuotePrefill(user) };
}

const lineIdSchema = z.preprocess(
  integerLike,
  z.number({ error: "Riga del carrello non valida" }).int().positive().max(2_147_483_647),
);

/** After a change the cart is drawn again; only a removal says so in a toast. */
const changed = (intent: CartIntent) => ({
  result: { ok: true, intent, message: null } satisfies CartActionResult,
  redirectTo: "/cart",
  toast: intent === "remove" ? REMOVED_TOAST : undefined,
});

export async function action({ context, request }: Route.ActionArgs) {
  const user = requirePageUser(context, request);
  const db = context.get(dbContext);
  return pageFormAction(
    { context, request },
    {
      unknownIntent: "Azione non valida",
      intents: {
        quantity: formIntent(z.object({ lineId: lineIdSchema, quantity: quantitySchema }), async (change) => {
          await setCartLineQuantity(db, user.id, change.lineId, change.quantity);
          return changed("quantity");
        }),
        remove: formIntent(z.object({ lineId: lineIdSchema }), async ({ lineId }) => {
          await removeCartLine(db, user.id, lineId);
          return changed("remove");
        }),
        services: formIntent(
          z.object({ lineId: lineIdSchema, services: lineServicesSchema }),
          async (change) => {
            await setCartLineServices(db, user.id, change.lineId, change.services);
            return changed("services");
          },
          // The service checkboxes share one name: each ticked one is a value.
          { input: (form, fields) => ({ ...fields, services: form.getAll("services") }) },
        ),
        // The whole cart as one quote request (docs/product/buying.md#a-quote-for-the-whole-cart).
        quote: formIntent(cartQuoteFormSchema, async (form) => {
          await requestQuoteForCart(db, user.id, form);
          return {
            result: { ok: true, intent: "quote", message: null } satisfies CartActionResult,
            redirectTo: "/preventivi",
            toast: {
              title: "Richiesta inviata",
              description: "Ti scriveremo presto con il preventivo per tutto il carrello.",
              variant: "success",
            },
          };
        }),
      } satisfies Record<CartIntent, unknown>,
      echo: echoFields(cartQuoteFieldNames, 2000),
      refused: ({ intent, message, errors, values }): CartActionResult =>
        intent === "quote" ? { ok: false, intent, message, errors, values } : { ok: false, intent, message },
    },
  );
}

export default function CartPage({ loaderData, actionData }: Route.ComponentProps) {
  const { cart, sitePrefill } = loaderData;
  // A failed plain form post (no JavaScript) comes back here as action data.
  const failure = actionData && !actionData.ok ? actionData : null;
  const quoteFailure = failure?.intent === "quote" ? failure : null;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-bold text-slate-900">Il tuo carrello</h1>
      {/* The quote form shows its own refusal; an emptied cart has no form to show it. */}
      {failure && (!quoteFailure || cart.lines.length === 0) ? (
        <div role="alert" className="mt-4 rounded-md border border-red-300 bg-red-50 p-4 text-red-900">
          <p className="font-semibold">Errore</p>
          <p>
            {failure.intent === "remove"
              ? REMOVE_ERROR
              : failure.intent === "quote"
                ? "La richiesta di preventivo non è stata inviata."
                : UPDATE_ERROR}
          </p>
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
          <CartOrderSummary
            subtotalCents={cart.subtotalCents}
            itemCount={cart.itemCount}
            withFitting={includesFitting(cart.lines)}
            products={cart.lines.map((line) => line.product)}
          />
          <CartQuoteRequestForm failure={quoteFailure} prefill={sitePrefill} className="lg:col-span-2" />
        </div>
      )}
    </div>
  );
}
