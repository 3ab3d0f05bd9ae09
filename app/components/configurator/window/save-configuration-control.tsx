import { useId, useState } from "react";
import { useRevalidator } from "react-router";
import { showToast } from "#app/components/toasts/toast-store.ts";
import { ApiError, isSessionEnded, postJson } from "#app/components/web/json-client.ts";
import type { WindowConfiguratorState } from "./use-window-configurator.ts";

/** What is being edited: a saved configuration reopened from /saved-configurations. */
export interface EditedConfiguration {
  id: number;
  name: string;
}

/**
 * 'Salva configurazione' with a name: stores the product, options, size and the
 * server's price; when editing, saves the changes back to the same configuration.
 */
export function SaveConfigurationControl({
  state,
  productId,
  editing,
  onSessionEnded,
}: {
  state: WindowConfiguratorState;
  productId: number;
  editing?: EditedConfiguration | null;
  /** The server answered 401: the configurator offers to sign in again. */
  onSessionEnded: () => void;
}) {
  const id = useId();
  const revalidator = useRevalidator();
  const [name, setName] = useState(editing?.name ?? "");
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function save() {
    const configuration = state.validate();
    if (!configuration) {
      showToast({
        variant: "destructive",
        title: "Campi obbligatori mancanti",
        description: "Completa tutti i campi obbligatori prima di salvare la configurazione",
      });
      return;
    }
    if (!name.trim()) {
      setError("Dai un nome alla configurazione");
      return;
    }
    setError(null);
    setPending(true);
    try {
      const body = { name, options: configuration.options, dimensions: configuration.dimensions };
      if (editing) {
        await postJson(`/api/saved-configurations/${editing.id}`, body, "PATCH");
        showToast({
          title: "Configurazione aggiornata",
          description: "La configurazione è stata aggiornata con successo.",
        });
      } else {
        await postJson("/api/saved-configurations", { ...body, productId });
        showToast({
          title: "Configurazione salvata",
          description: "La configurazione è stata salvata con successo.",
        });
      }
      void revalidator.revalidate();
    } catch (failure) {
      if (isSessionEnded(failure)) {
        onSessionEnded();
        return;
      }
      const message = failure instanceof ApiError ? failure.message : null;
      showToast({
        variant: "destructive",
        title: "Errore",
        description:
          message ??
          (editing ? "Impossibile aggiornare la configurazione." : "Impossibile salvare la configurazione."),
      });
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="rounded-lg border border-slate-200 p-4">
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        Nome della configurazione
      </label>
      <div className="mt-1 flex flex-wrap gap-2">
        <input
          id={id}
          value={name}
          onChange={(event) => setName(event.target.value)}
          maxLength={100}
          placeholder="Es. Finestra soggiorno"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="min-w-0 flex-1 rounded-md border border-slate-400 px-3 py-2"
        />
        <button
          type="button"
          onClick={save}
          disabled={pending}
          className="max-w-full rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-60"
        >
          {pending ? "Salvataggio..." : editing ? "Salva modifiche" : "Salva configurazione"}
        </button>
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}
