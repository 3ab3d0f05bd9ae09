import { CalendarDays, Pencil, Star, Trash2 } from "lucide-react";
import { AlertDialog } from "radix-ui";
import { useRef, useState } from "react";
import { Form, Link } from "react-router";
import { ProductImage } from "#app/components/catalogue/product-image.tsx";
import { useHydrated } from "#app/components/ui/use-hydrated.ts";
import { formatDateMedium } from "#app/domain/dates.ts";
import { formatEuroCents } from "#app/domain/money.ts";

export interface SavedConfigurationSummary {
  id: number;
  name: string;
  productId: number;
  isDefault: boolean;
  /** ISO timestamp. */
  createdAt: string;
  /** Euros with two decimals, as priced by the server. */
  calculatedPrice: number;
  product: { id: number; name: string; imageUrl: string | null; categoryId: number };
}

export type SavedConfigurationIntent = "delete" | "set-default";

interface SavedConfigurationCardProps {
  configuration: SavedConfigurationSummary;
  /** The route whose action deletes or sets the default; the plain forms post there. */
  actionPath: string;
  /** True while any delete or set-default call runs: every card's buttons wait (SPEC §2). */
  busy: boolean;
  /** Which call runs for this very card, to say so on its button. */
  pendingIntent: SavedConfigurationIntent | null;
  onSetDefault: (id: number) => void;
  onDelete: (id: number) => void;
  /** Where the focus goes once a confirmed delete has closed the dialog (the card is about to vanish). */
  focusAfterDelete: () => void;
  headingLevel?: 2 | 3 | 4;
}

const actionButton =
  "inline-flex items-center justify-center gap-1.5 rounded-md px-3 py-2 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-60";

/** A saved window configuration: picture, name, date, price and its three actions. */
export function SavedConfigurationCard({
  configuration,
  actionPath,
  busy,
  pendingIntent,
  onSetDefault,
  onDelete,
  focusAfterDelete,
  headingLevel = 3,
}: SavedConfigurationCardProps) {
  const { id, name, product, isDefault } = configuration;
  const Heading = `h${headingLevel}` as const;
  const nameId = `configurazione-${id}`;
  const [confirmOpen, setConfirmOpen] = useState(false);
  const confirmed = useRef(false);
  const deleteButtonRef = useRef<HTMLButtonElement>(null);
  // Only once hydrated does 'Elimina' open the confirmation instead of posting.
  const hydrated = useHydrated();
  const editPath = `/product/${configuration.productId}?configurazione=${id}#configuratore`;

  return (
    <article
      aria-labelledby={nameId}
      className={`flex h-full flex-col overflow-hidden rounded-lg border bg-white shadow-sm ${
        isDefault ? "border-brand-700 ring-1 ring-brand-700" : "border-slate-200"
      }`}
    >
      <div className="relative">
        <Link to={`/product/${product.id}`} aria-label={`Vedi il prodotto ${product.name}`} className="block">
          <ProductImage product={product} />
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
        </div>

        <p className="flex flex-col">
          <span className="text-xs font-medium text-slate-600">Prezzo calcolato</span>
          <span className="text-xl font-bold text-slate-900">
            {formatEuroCents(Math.round(configuration.calculatedPrice * 100))}
          </span>
        </p>

        <div className="mt-auto flex flex-wrap gap-2">
          <Form
            method="post"
            action={actionPath}
            onSubmit={(event) => {
              event.preventDefault();
              onSetDefault(id);
            }}
          >
            <input type="hidden" name="intent" value="set-default" />
            <input type="hidden" name="id" value={id} />
            <input type="hidden" name="redirectTo" value={actionPath} />
            <button
              type="submit"
              disabled={busy || isDefault}
              aria-busy={pendingIntent === "set-default" || undefined}
              className={`${actionButton} ${
                isDefault
                  ? "border border-brand-700 bg-brand-50 text-brand-900 disabled:opacity-100"
                  : "bg-brand-700 text-white hover:bg-brand-800"
              }`}
            >
              <Star aria-hidden="true" className="size-4" fill={isDefault ? "currentColor" : "none"} />
              {isDefault ? "Predefinita" : "Imposta predefinita"}
              <span className="sr-only">: {name}</span>
            </button>
          </Form>

          <Link
            to={editPath}
            className={`${actionButton} border border-brand-700 text-brand-800 hover:bg-brand-50`}
          >
            <Pencil aria-hidden="true" className="size-4" />
            Modifica<span className="sr-only">: {name}</span>
          </Link>

          <Form
            method="post"
            action={actionPath}
            onSubmit={(event) => {
              // With JavaScript the delete asks first; the plain post deletes straight away.
              event.preventDefault();
              confirmed.current = false;
              setConfirmOpen(true);
            }}
          >
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="id" value={id} />
            <input type="hidden" name="redirectTo" value={actionPath} />
            <button
              ref={deleteButtonRef}
              type="submit"
              disabled={busy}
              aria-busy={pendingIntent === "delete" || undefined}
              aria-haspopup={hydrated ? "dialog" : undefined}
              className={`${actionButton} border border-red-700 text-red-800 hover:bg-red-50`}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              Elimina<span className="sr-only">: {name}</span>
            </button>
          </Form>
        </div>
      </div>

      <AlertDialog.Root open={confirmOpen} onOpenChange={setConfirmOpen}>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
          <AlertDialog.Content
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              if (confirmed.current) focusAfterDelete();
              else deleteButtonRef.current?.focus();
            }}
            className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl"
          >
            <AlertDialog.Title className="text-lg font-semibold text-slate-900">
              Sei sicuro?
            </AlertDialog.Title>
            <AlertDialog.Description className="mt-2 text-slate-700">
              Questa azione non può essere annullata. La configurazione sarà eliminata definitivamente.
            </AlertDialog.Description>
            <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <AlertDialog.Cancel className="rounded-md border border-slate-300 px-4 py-2 font-semibold text-slate-800 hover:bg-slate-100">
                Annulla
              </AlertDialog.Cancel>
              <AlertDialog.Action
                onClick={() => {
                  confirmed.current = true;
                  onDelete(id);
                }}
                className="rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800"
              >
                Elimina
              </AlertDialog.Action>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </article>
  );
}
