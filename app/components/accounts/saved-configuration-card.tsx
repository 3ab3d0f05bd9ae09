import { CalendarDays, Pencil, ShoppingCart, Star, Trash2 } from "lucide-react";
import { type ComponentPropsWithRef, useRef, useState } from "react";
import { Form, Link } from "react-router";
import { ProductDrawing } from "#app/components/configurator/drawings/product-drawing.tsx";
import { CopyConfigurationLink } from "#app/components/configurator/window/copy-configuration-link.tsx";
import { type ButtonVariant, buttonClass } from "#app/components/ui/button.tsx";
import { ConfirmDialog } from "#app/components/ui/confirm-dialog.tsx";
import { Price } from "#app/components/ui/price.tsx";
import { useHydrated } from "#app/components/ui/use-hydrated.ts";
import type { SavedConfigurationSummary } from "#app/domain/configurator/saved-configuration.ts";
import { formatDateMedium } from "#app/domain/italian-formats/dates.ts";

export type SavedConfigurationIntent = "delete" | "set-default" | "add-to-cart";

interface SavedConfigurationCardProps {
  /** With its link to share; «Copia link» is left out without one. */
  configuration: SavedConfigurationSummary & { sharePath?: string };
  /** The route whose action deletes or sets the default; the plain forms post there. */
  actionPath: string;
  /** True while any delete or set-default call runs: every card's buttons wait (docs/product/buying.md). */
  busy: boolean;
  /** Which call runs for this very card, to say so on its button. */
  pendingIntent: SavedConfigurationIntent | null;
  onSetDefault: (id: number) => void;
  onDelete: (id: number) => void;
  /** «Aggiungi al carrello»; the card offers it only when given. */
  onAddToCart?: (id: number) => void;
  /** The server's refusal of the last «Aggiungi al carrello» of this card (a size the factory cannot make). */
  cartError?: string | null;
  /** Where the focus goes once a confirmed delete has closed the dialog (the card is about to vanish). */
  focusAfterDelete: () => void;
  headingLevel?: 2 | 3 | 4;
}

const actionButton = (variant: ButtonVariant) => buttonClass({ variant, size: "sm", className: "text-sm" });
// The default configuration's button is disabled but must not look dimmed: it states a choice.
const chosenDefaultButton =
  "inline-flex items-center justify-center gap-2 rounded-md border border-brand-700 bg-brand-50 px-4 py-2 text-sm font-semibold text-brand-900";

/** A saved window configuration: its drawing, name, date, price and its three actions. */
export function SavedConfigurationCard({
  configuration,
  actionPath,
  busy,
  pendingIntent,
  onSetDefault,
  onDelete,
  onAddToCart,
  cartError = null,
  focusAfterDelete,
  headingLevel = 3,
}: SavedConfigurationCardProps) {
  const { id, name, product, isDefault } = configuration;
  const Heading = `h${headingLevel}` as const;
  const nameId = `configurazione-${id}`;
  const [confirmOpen, setConfirmOpen] = useState(false);
  const deleteButtonRef = useRef<HTMLButtonElement>(null);
  // Only once hydrated does 'Elimina' open the confirmation instead of posting.
  const hydrated = useHydrated();
  const editPath = `/product/${configuration.productId}?configurazione=${id}#configuratore`;
  const post: IntentPost = { id, actionPath, busy, pendingIntent };

  return (
    <article
      aria-labelledby={nameId}
      className={`flex h-full flex-col overflow-hidden rounded-lg border bg-white shadow-sm ${
        isDefault ? "border-brand-700 ring-1 ring-brand-700" : "border-slate-200"
      }`}
    >
      <div className="relative">
        <Link to={`/product/${product.id}`} aria-label={`Vedi il prodotto ${product.name}`} className="block">
          <ProductDrawing
            spec={configuration.drawing}
            variant="image"
            className="aspect-[4/3] h-auto w-full bg-slate-50"
          />
        </Link>
        {isDefault ? (
          <span className="absolute top-2 left-2 inline-flex items-center gap-1 rounded-full bg-brand-700 px-2.5 py-0.5 text-xs font-semibold text-white">
            <Star aria-hidden="true" className="size-3" fill="currentColor" />
            Configurazione predefinita
          </span>
        ) : null}
      </div>

      <div className="flex flex-1 flex-col gap-3 p-4">
        <div>
          <Heading id={nameId} className="text-lg leading-snug font-semibold break-words text-slate-900">
            {name}
          </Heading>
          <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-700">
            <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
            <span className="sr-only">Data di creazione:</span>
            <time dateTime={configuration.createdAt} title="Data di creazione">
              {formatDateMedium(configuration.createdAt)}
            </time>
          </p>
          <p className="mt-1 text-sm text-slate-700">{product.name}</p>
          <p className="mt-1 text-sm text-slate-700">
            <span className="sr-only">Misure: </span>
            {configuration.sizeText}
          </p>
          {configuration.sizeProblem ? (
            <p className="mt-2 rounded-md bg-amber-50 p-2 text-sm text-amber-900" role="note">
              Misura da cambiare prima dell'acquisto: {configuration.sizeProblem}.
            </p>
          ) : null}
        </div>

        <p className="flex flex-col">
          <span className="text-xs font-medium text-slate-600">Prezzo calcolato</span>
          <Price cents={configuration.calculatedPriceCents} className="text-xl font-bold text-slate-900" />
        </p>

        {onAddToCart ? (
          <AddToCartButton post={post} name={name} onAddToCart={onAddToCart} error={cartError} />
        ) : null}

        <div className="mt-auto flex flex-wrap gap-2">
          <IntentButton
            intent="set-default"
            post={post}
            onScriptedSubmit={() => onSetDefault(id)}
            disabled={isDefault}
            className={isDefault ? chosenDefaultButton : actionButton("primary")}
          >
            <Star aria-hidden="true" className="size-4" fill={isDefault ? "currentColor" : "none"} />
            {isDefault ? "Predefinita" : "Imposta predefinita"}
            <span className="sr-only">: {name}</span>
          </IntentButton>

          <Link to={editPath} className={actionButton("outline")}>
            <Pencil aria-hidden="true" className="size-4" />
            Modifica<span className="sr-only">: {name}</span>
          </Link>

          {/* With JavaScript the delete asks first; the plain post deletes straight away. */}
          <IntentButton
            ref={deleteButtonRef}
            intent="delete"
            post={post}
            onScriptedSubmit={() => setConfirmOpen(true)}
            aria-haspopup={hydrated ? "dialog" : undefined}
            className={actionButton("danger-outline")}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            Elimina<span className="sr-only">: {name}</span>
          </IntentButton>
        </div>
        {configuration.sharePath ? <CopyConfigurationLink path={configuration.sharePath} of={name} /> : null}
      </div>

      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title="Sei sicuro?"
        description="Questa azione non può essere annullata. La configurazione sarà eliminata definitivamente."
        confirmLabel="Elimina"
        onConfirm={() => onDelete(id)}
        focusAfterConfirm={focusAfterDelete}
        focusAfterCancel={() => deleteButtonRef.current?.focus()}
      />
    </article>
  );
}

/** «Aggiungi al carrello» of one card, with the server's refusal (a size the factory cannot make) below it. */
function AddToCartButton({
  post,
  name,
  onAddToCart,
  error,
}: {
  post: IntentPost;
  name: string;
  onAddToCart: (id: number) => void;
  error: string | null;
}) {
  return (
    <div>
      <IntentButton
        intent="add-to-cart"
        post={post}
        onScriptedSubmit={() => onAddToCart(post.id)}
        className={actionButton("accent")}
      >
        <ShoppingCart aria-hidden="true" className="size-4" />
        {post.pendingIntent === "add-to-cart" ? "Aggiunta in corso..." : "Aggiungi al carrello"}
        <span className="sr-only">: {name}</span>
      </IntentButton>
      {error ? (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Where a card's plain posts go, and what runs: every card waits while any call runs (docs/product/buying.md). */
interface IntentPost {
  id: number;
  actionPath: string;
  busy: boolean;
  pendingIntent: SavedConfigurationIntent | null;
}

/** One intent for one configuration as a plain post's submit button; with JavaScript the card handles it instead. */
function IntentButton({
  intent,
  post,
  onScriptedSubmit,
  disabled = false,
  ...buttonProps
}: {
  intent: SavedConfigurationIntent;
  post: IntentPost;
  onScriptedSubmit: () => void;
  disabled?: boolean;
} & Pick<ComponentPropsWithRef<"button">, "ref" | "className" | "aria-haspopup" | "children">) {
  return (
    <Form
      method="post"
      action={post.actionPath}
      onSubmit={(event) => {
        event.preventDefault();
        onScriptedSubmit();
      }}
    >
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={post.id} />
      <input type="hidden" name="redirectTo" value={post.actionPath} />
      <button
        type="submit"
        disabled={post.busy || disabled}
        aria-busy={post.pendingIntent === intent || undefined}
        {...buttonProps}
      />
    </Form>
  );
}
