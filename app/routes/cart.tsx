import { data, redirect } from "react-router";
import { z } from "zod";
import {
  CartLineItem,
  REMOVE_ERROR,
  REMOVED_TOAST,
  UPDATE_ERROR,
} from "#app/components/cart-and-checkout/cart-line-item.tsx";
import { CartOrderSummary, EmptyCart } from "#app/components/cart-and-checkout/cart-order-summary.tsx";
import { quantitySchema } from "#app/domain/configurator/line-quantity.ts";
import { staticPageMeta } from "#app/domain/web/seo.ts";
import { firstIssueMessage, integerLike } from "#app/domain/web/validation.ts";
import {
  getCart,
  removeCartLine,
  setCartLineQuantity,
  setCartLineServices,
} from "#app/server/cart-and-checkout/cart.server.ts";
import { lineServicesSchema } from "#app/server/configurator/line-services.server.ts";
import { requirePageUser } from "#app/server/web/auth-guards.server.ts";
import { dbContext } from "#app/server/web/context.server.ts";
import { redirectWithToast } from "#app/server/web/flash-toast.server.ts";
import { readFormData } from "#app/server/web/http-body.server.ts";
import { isEnhancedSubmission, serviceErrorResult } from "#app/server/web/page-actions.server.ts";
import type { Route } from "./+types/cart";

export const meta: Route.MetaFunction = staticPageMeta({
  title: "Carrello",
  description: "I serramenti su misura che hai configurato, pronti per l'ordine.",
  path: "/cart",
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
    z.object({ intent: z.literal("services"), lineId: lineIdSchema, services: lineServicesSchema }),
  ],
  { error: "Azione non valida" },
);

type CartIntent = "quantity" | "remove" | "services";

const cartIntentOf = (value: FormDataEntryValue | null): CartIntent =>
  value === "remove" || value === "services" ? value : "quantity";

export async function action({ context, request }: Route.ActionArgs) {
  const user = requirePageUser(context, request);
  const form = await readFormData(request, context);
  const intent = cartIntentOf(form.get("intent"));
  // The service checkboxes share one name: each ticked one is a value.
  const parsed = cartActionSchema.safeParse({
    ...Object.fromEntries(form),
    services: form.getAll("services"),
  });
  if (!parsed.success) {
    return data({ ok: false as const, intent, message: firstIssueMessage(parsed.error) }, { status: 400 });
  }
  const db = context.get(dbContext);
  try {
    const change = parsed.data;
    if (change.intent === "quantity") {
      await setCartLineQuantity(db, user.id, change.lineId, change.quantity);
    } else if (change.intent === "services") {
      await setCartLineServices(db, user.id, change.lineId, change.services);
    } else {
      await removeCartLine(db, user.id, change.lineId);
    }
  } catch (error) {
    return serviceErrorResult(error, (message) => ({ ok: false as const, intent, message }));
  }
  if (!isEnhancedSubmission(form)) {
    throw intent === "remove" ? redirectWithToast(context, "/cart", REMOVED_TOAST) : redirect("/cart");
  }
  return { ok: true as const, intent, message: null };
}

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
          <CartOrderSummary
            subtotalCents={cart.subtotalCents}
            itemCount={cart.itemCount}
            products={cart.lines.map((line) => line.product)}
          />
        </div>
      )}
    </div>
  );
}
