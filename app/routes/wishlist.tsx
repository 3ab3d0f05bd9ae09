import { useRef } from "react";
import { data, redirect, useFetcher } from "react-router";
import { z } from "zod";
import { ClearWishlistButton } from "#app/components/accounts/clear-wishlist-button.tsx";
import { EmptyWishlist, WishlistCard } from "#app/components/accounts/wishlist-card.tsx";
import { useFetcherToast } from "#app/components/toasts/use-fetcher-toast.ts";
import { enhancedFields } from "#app/components/web/enhanced-submission.tsx";
import { safeRedirectPath } from "#app/domain/accounts/account-schemas.ts";
import { signInPath } from "#app/domain/accounts/sign-in-path.ts";
import type { WishlistActionResult, WishlistIntent } from "#app/domain/accounts/wishlist.ts";
import { productIdSchema } from "#app/domain/configurator/window-configuration.ts";
import { refuse } from "#app/domain/refusal.ts";
import { staticPageMeta } from "#app/domain/web/seo.ts";
import { integerLike } from "#app/domain/web/validation.ts";
import {
  addToWishlist,
  clearWishlist,
  listWishlist,
  removeFromWishlist,
} from "#app/server/accounts/wishlist.server.ts";
import { requirePageUser } from "#app/server/web/auth-guards.server.ts";
import { currentUserContext, dbContext } from "#app/server/web/context.server.ts";
import { readFormData } from "#app/server/web/http-body.server.ts";
import { formIntent, isEnhancedSubmission, pageFormAction } from "#app/server/web/page-actions.server.ts";
import { refusalStatus } from "#app/server/web/refusal-status.server.ts";
import type { Route } from "./+types/wishlist";

// The server's message when it has one, otherwise these (docs/product/texts.md#notices).
const ADD_FAILED = "Impossibile aggiungere il prodotto alla lista dei desideri.";
const REMOVE_FAILED = "Impossibile rimuovere il prodotto dalla lista dei desideri.";
const CLEAR_FAILED = "Impossibile svuotare la lista dei desideri.";

const itemIdSchema = z.preprocess(
  integerLike,
  z.number({ error: REMOVE_FAILED }).int(REMOVE_FAILED).positive(REMOVE_FAILED).max(2_147_483_647),
);

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = requirePageUser(context, request);
  return { items: await listWishlist(context.get(dbContext), user.id) };
}

/** Where a plain post (no JavaScript) goes back to. */
const backTo = (form: FormData) => safeRedirectPath(form.get("redirectTo"), "/wishlist");

/** A guest's post: a plain one goes to sign in and comes back; a script is told to send them there. */
async function guestAnswer({ context, request }: Route.ActionArgs) {
  const form = await readFormData(request, context);
  if (!isEnhancedSubmission(form)) throw redirect(signInPath(backTo(form)));
  const refusal = refuse.unauthenticated("Effettua l'accesso");
  return data<WishlistActionResult>(
    { ok: false, intent: null, error: refusal.message, needsLogin: true },
    { status: refusalStatus(refusal.kind) },
  );
}

/**
 * Toggle (the heart on product cards and pages), remove one item, clear all.
 * A plain post (no JavaScript) is answered with a redirect to its `redirectTo`;
 * an enhanced submission gets the result as data.
 */
export async function action(args: Route.ActionArgs) {
  const user = args.context.get(currentUserContext);
  if (!user) return guestAnswer(args);
  const db = args.context.get(dbContext);
  const failed: Record<WishlistIntent, string> = {
    toggle: ADD_FAILED,
    remove: REMOVE_FAILED,
    clear: CLEAR_FAILED,
  };
  const done = (result: WishlistActionResult, form: FormData) => ({ result, redirectTo: backTo(form) });
  return pageFormAction(args, {
    unknownIntent: REMOVE_FAILED,
    intents: {
      toggle: formIntent(
        z.object({ productId: productIdSchema }),
        async ({ productId }, form) => {
          const existing = (await listWishlist(db, user.id)).find((item) => item.productId === productId);
          if (existing) {
            failed.toggle = REMOVE_FAILED;
            await removeFromWishlist(db, user.id, existing.id);
          } else {
            await addToWishlist(db, user.id, productId);
          }
          return done({ ok: true, intent: "toggle", productId, inWishlist: !existing }, form);
        },
        { invalid: () => refuse.invalid(ADD_FAILED) },
      ),
      remove: formIntent(
        z.object({ id: itemIdSchema }),
        async ({ id }, form) => {
          await removeFromWishlist(db, user.id, id);
          return done({ ok: true, intent: "remove" }, form);
        },
        { invalid: () => refuse.invalid(REMOVE_FAILED) },
      ),
      clear: formIntent(z.object({}), async (_, form) => {
        await clearWishlist(db, user.id);
        return done({ ok: true, intent: "clear" }, form);
      }),
    } satisfies Record<WishlistIntent, unknown>,
    refused: ({ intent, message }): WishlistActionResult => ({
      ok: false,
      intent,
      error: message,
      needsLogin: false,
    }),
    unexpected: {
      log: "wishlist action failed",
      message: (intent) => failed[intent],
      details: (intent) => ({ intent }),
    },
  });
}

export const meta: Route.MetaFunction = staticPageMeta({
  title: "La mia lista dei desideri",
  description: "I serramenti che hai salvato per ritrovarli e confrontarli con calma.",
  path: "/wishlist",
  noindex: true,
});

function savedCountLine(count: number): string {
  return count === 1 ? "1 prodotto salvato" : `${count} prodotti salvati`;
}

export default function WishlistPage({ loaderData, actionData }: Route.ComponentProps) {
  const { items } = loaderData;
  const fetcher = useFetcher<WishlistActionResult>({ key: "wishlist-page" });
  const headingRef = useRef<HTMLHeadingElement>(null);

  useFetcherToast(fetcher, (result) => {
    if (!result.ok) return { title: "Errore", description: result.error, variant: "destructive" };
    if (result.intent === "remove") {
      return {
        title: "Prodotto rimosso",
        description: "Il prodotto è stato rimosso dalla lista dei desideri.",
      };
    }
    if (result.intent === "clear") {
      return { title: "Lista svuotata", description: "La lista dei desideri è stata svuotata." };
    }
    return null;
  });

  // What is being removed disappears at once and stays away while the list reloads; a failure brings it back.
  const pendingIntent = fetcher.formData?.get("intent");
  const pendingItemId = pendingIntent === "remove" ? Number(fetcher.formData?.get("id")) : null;
  const shownItems = pendingIntent === "clear" ? [] : items.filter((item) => item.id !== pendingItemId);

  function removeItem(itemId: number) {
    // The removed card held the focus; the page title keeps the reader's place.
    headingRef.current?.focus();
    fetcher.submit(enhancedFields({ intent: "remove", id: String(itemId) }), {
      method: "post",
      action: "/wishlist",
    });
  }

  function clearAll() {
    fetcher.submit(enhancedFields({ intent: "clear" }), { method: "post", action: "/wishlist" });
  }

  const plainFormError = actionData && !actionData.ok ? actionData.error : null;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-12">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1
            ref={headingRef}
            tabIndex={-1}
            className="text-3xl font-bold text-slate-900 outline-none sm:text-4xl"
          >
            La mia lista dei desideri
          </h1>
          {shownItems.length > 0 ? (
            <p className="mt-2 text-slate-700">{savedCountLine(shownItems.length)}</p>
          ) : null}
        </div>
        {/* Kept while clearing, so that its dialog can close and hand the focus over. */}
        {items.length > 0 ? (
          <ClearWishlistButton
            busy={fetcher.state !== "idle"}
            onConfirm={clearAll}
            focusAfterClear={() => headingRef.current?.focus()}
          />
        ) : null}
      </div>

      {plainFormError ? (
        <p role="alert" className="mt-6 rounded-md border border-red-700 bg-red-50 p-4 text-red-900">
          {plainFormError}
        </p>
      ) : null}

      {shownItems.length === 0 ? (
        <EmptyWishlist />
      ) : (
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {shownItems.map((item) => (
            <li key={item.id}>
              <WishlistCard item={item} onRemove={removeItem} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
