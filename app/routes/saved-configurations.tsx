import { Settings2 } from "lucide-react";
import { useRef } from "react";
import { useFetcher } from "react-router";
import { z } from "zod";
import {
  SavedConfigurationCard,
  type SavedConfigurationIntent,
} from "#app/components/accounts/saved-configuration-card.tsx";
import { useFetcherToast } from "#app/components/toasts/use-fetcher-toast.ts";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { enhancedFields } from "#app/components/web/enhanced-submission.tsx";
import { safeRedirectPath } from "#app/domain/accounts/account-schemas.ts";
import { storedConfigurationPath } from "#app/domain/configurator/configuration-link.ts";
import type { SavedConfigurationSummary } from "#app/domain/configurator/saved-configuration.ts";
import { refuse } from "#app/domain/refusal.ts";
import { staticPageMeta } from "#app/domain/web/seo.ts";
import { integerLike } from "#app/domain/web/validation.ts";
import { addToCart } from "#app/server/cart-and-checkout/cart.server.ts";
import {
  deleteSavedConfiguration,
  findSavedConfiguration,
  listSavedConfigurations,
  setDefaultSavedConfiguration,
} from "#app/server/configurator/saved-configurations.server.ts";
import { requirePageUser } from "#app/server/web/auth-guards.server.ts";
import { dbContext } from "#app/server/web/context.server.ts";
import { formIntent, pageFormAction } from "#app/server/web/page-actions.server.ts";
import type { Route } from "./+types/saved-configurations";

const PAGE_PATH = "/saved-configurations";

// The server's message when it has one, otherwise these (docs/product/texts.md#notices).
const failedMessages: Record<SavedConfigurationIntent, string> = {
  delete: "Impossibile eliminare la configurazione.",
  "set-default": "Impossibile impostare la configurazione come predefinita.",
  "add-to-cart": "Impossibile aggiungere la configurazione al carrello.",
};

const configurationIdSchema = z.preprocess(integerLike, z.number().int().positive().max(2_147_483_647));

/** A card's data, with its configuration's link to share («Copia link»). */
type ListedConfiguration = SavedConfigurationSummary & { sharePath: string };

interface ProductGroup {
  product: SavedConfigurationSummary["product"];
  configurations: ListedConfiguration[];
}

/** Groups by product in the order the newest configuration of each product appears. */
function groupByProduct(configurations: ListedConfiguration[]): ProductGroup[] {
  const groups = new Map<number, ProductGroup>();
  for (const configuration of configurations) {
    const group = groups.get(configuration.productId);
    if (group) group.configurations.push(configuration);
    else
      groups.set(configuration.productId, {
        product: configuration.product,
        configurations: [configuration],
      });
  }
  return [...groups.values()];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = requirePageUser(context, request);
  const saved = await listSavedConfigurations(context.get(dbContext), user.id);
  // The page needs no options, sizes or breakdown: only what the cards show travels to the browser.
  const configurations: ListedConfiguration[] = saved.map((configuration) => ({
    id: configuration.id,
    name: configuration.name,
    productId: configuration.productId,
    isDefault: configuration.isDefault,
    createdAt: configuration.createdAt,
    calculatedPriceCents: configuration.calculatedPriceCents,
    drawing: configuration.drawing,
    sizeText: configuration.sizeText,
    sizeProblem: configuration.sizeProblem,
    sharePath: storedConfigurationPath(configuration),
    product: {
      id: configuration.product.id,
      name: configuration.product.name,
      imageUrl: configuration.product.imageUrl,
      categoryId: configuration.product.categoryId,
    },
  }));
  return { count: configurations.length, groups: groupByProduct(configurations) };
}

/**
 * Delete and set-default. A plain post (no JavaScript) is answered with a
 * redirect to its `redirectTo`; an enhanced submission gets data.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const user = requirePageUser(context, request);
  const db = context.get(dbContext);
  const mutation = (intent: SavedConfigurationIntent, change: (id: number) => Promise<unknown>) =>
    formIntent(
      z.object({ id: configurationIdSchema }),
      async ({ id }, form) => {
        await change(id);
        return {
          result: { ok: true as const, intent },
          redirectTo: safeRedirectPath(form.get("redirectTo"), PAGE_PATH),
        };
      },
      { invalid: () => refuse.invalid(failedMessages[intent]) },
    );
  // The cart line is priced again by the server from the stored configuration, for sale: a
  // size the factory cannot make is refused with its message (docs/product/window-price.md).
  const addSavedToCart = formIntent(
    z.object({ id: configurationIdSchema }),
    async ({ id }) => {
      const saved = await findSavedConfiguration(db, user.id, id);
      if (!saved) throw refuse.notFound("Configurazione non trovata");
      const { productId, options, dimensions } = saved;
      await addToCart(db, user.id, {
        kind: "window",
        request: { productId, options, dimensions, quantity: 1 },
      });
      return {
        result: { ok: true as const, intent: "add-to-cart" as const },
        redirectTo: "/cart",
        toast: { title: "Aggiunto al carrello", description: `«${saved.name}» è nel tuo carrello.` },
      };
    },
    { invalid: () => refuse.invalid(failedMessages["add-to-cart"]) },
  );
  return pageFormAction(
    { context, request },
    {
      unknownIntent: failedMessages.delete,
      intents: {
        delete: mutation("delete", (id) => deleteSavedConfiguration(db, user.id, id)),
        "set-default": mutation("set-default", (id) => setDefaultSavedConfiguration(db, user.id, id)),
        "add-to-cart": addSavedToCart,
      } satisfies Record<SavedConfigurationIntent, unknown>,
      // The card the refusal is about shows it beside its button (a size the factory cannot make).
      refused: ({ intent, message }, fields) => ({
        ok: false as const,
        intent,
        error: message,
        id: Number(fields.id) || null,
      }),
      unexpected: {
        log: "saved configuration action failed",
        message: (intent) => failedMessages[intent],
        details: (intent) => ({ intent }),
      },
    },
  );
}

export const meta: Route.MetaFunction = staticPageMeta({
  title: "Le mie configurazioni",
  description: "Le configurazioni di finestre e porte che hai salvato, con il prezzo calcolato.",
  path: PAGE_PATH,
  noindex: true,
});

function countLine(count: number): string {
  return count === 1 ? "1 configurazione salvata" : `${count} configurazioni salvate`;
}

export default function SavedConfigurationsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { count, groups } = loaderData;
  const fetcher = useFetcher<typeof action>({ key: "saved-configuration-mutation" });
  const headingRef = useRef<HTMLHeadingElement>(null);

  useFetcherToast(fetcher, (result) => {
    if (!result.ok) return { title: "Errore", description: result.error, variant: "destructive" };
    if (result.intent === "add-to-cart") {
      return { title: "Aggiunto al carrello", description: "La configurazione è nel tuo carrello." };
    }
    return result.intent === "delete"
      ? {
          title: "Configurazione eliminata",
          description: "La configurazione è stata eliminata con successo.",
        }
      : {
          title: "Configurazione predefinita",
          description: "La configurazione è stata impostata come predefinita.",
        };
  });

  const busy = fetcher.state !== "idle";
  const pendingId = fetcher.formData ? Number(fetcher.formData.get("id")) : null;
  const pendingIntent = (fetcher.formData?.get("intent") ?? null) as SavedConfigurationIntent | null;

  function submit(intent: SavedConfigurationIntent, id: number) {
    if (busy) return;
    fetcher.submit(enhancedFields({ intent, id: String(id) }), { method: "post", action: PAGE_PATH });
  }

  const plainFormError =
    actionData && !actionData.ok && actionData.intent !== "add-to-cart" ? actionData.error : null;
  // The last refusal of «Aggiungi al carrello», shown on its card (with or without JavaScript).
  const latest = fetcher.data ?? actionData;
  const cartRefusal = latest && !latest.ok && latest.intent === "add-to-cart" ? latest : null;
  const errorAlert = plainFormError ? (
    <p role="alert" className="mt-6 rounded-md border border-red-700 bg-red-50 p-4 text-red-900">
      {plainFormError}
    </p>
  ) : null;

  if (count === 0) {
    return (
      <div className="mx-auto max-w-7xl px-4 py-8 sm:py-12">
        {errorAlert}
        <section className="mx-auto mt-6 flex max-w-2xl flex-col items-center rounded-lg border border-dashed border-slate-300 px-6 py-16 text-center">
          <Settings2 aria-hidden="true" className="size-12 text-brand-700" />
          <h1
            ref={headingRef}
            tabIndex={-1}
            className="mt-4 text-2xl font-bold text-slate-900 outline-none sm:text-3xl"
          >
            Nessuna configurazione salvata
          </h1>
          <p className="mt-3 max-w-md text-slate-700">
            Personalizza un prodotto e salvalo per poterlo ritrovare facilmente in futuro.
          </p>
          <ButtonLink to="/category/finestre" size="lg" className="mt-8">
            Inizia a esplorare
          </ButtonLink>
        </section>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-12">
      <h1
        ref={headingRef}
        tabIndex={-1}
        className="text-3xl font-bold text-slate-900 outline-none sm:text-4xl"
      >
        Le mie configurazioni
      </h1>
      <p className="mt-2 text-slate-700">{countLine(count)}</p>
      {errorAlert}

      <div className="mt-8 space-y-12">
        {groups.map((group) => {
          const groupHeadingId = `prodotto-${group.product.id}`;
          return (
            <section key={group.product.id} aria-labelledby={groupHeadingId}>
              <h2 id={groupHeadingId} className="text-2xl font-semibold text-slate-900">
                {group.product.name}
              </h2>
              <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {group.configurations.map((configuration) => (
                  <li key={configuration.id}>
                    <SavedConfigurationCard
                      configuration={configuration}
                      actionPath={PAGE_PATH}
                      busy={busy}
                      pendingIntent={pendingId === configuration.id ? pendingIntent : null}
                      onSetDefault={(id) => submit("set-default", id)}
                      onDelete={(id) => submit("delete", id)}
                      onAddToCart={(id) => submit("add-to-cart", id)}
                      cartError={cartRefusal?.id === configuration.id ? cartRefusal.error : null}
                      focusAfterDelete={() => headingRef.current?.focus()}
                    />
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </div>
  );
}
