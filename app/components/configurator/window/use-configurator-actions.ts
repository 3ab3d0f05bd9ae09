import { useState } from "react";
import { showToast } from "#app/components/toasts/toast-store.ts";
import { ApiError, isSessionEnded } from "#app/components/web/json-client.ts";
import type { WindowConfiguration } from "#app/domain/configurator/window-configuration.ts";
import type { LinePlacement } from "../line-placement-fields.tsx";
import { type QuoteContact, requestServerPrice, submitQuoteRequest } from "./configurator-api.ts";
import {
  type ConfiguratorAction,
  missingFieldsSuffix,
  type WindowConfiguratorState,
} from "./use-window-configurator.ts";

/** What a signed-in customer's 'Aggiungi al Carrello' does; supplied by the cart feature. */
export type AddToCartHandler = (
  configuration: WindowConfiguration,
  placement?: LinePlacement,
) => Promise<void>;

export interface ConfiguratorActionOptions {
  onDone?: () => void;
  onAddToCart?: AddToCartHandler;
  /** The «Quantità» and «Ambiente» fields, when the configurator has them: null while one is wrong. */
  placement?: () => LinePlacement | null;
  /** After a line was added (instead of `onDone`): what was added, to offer another one. */
  onAdded?: (placement: LinePlacement | undefined) => void;
}

/** A quote request the server has stored: what the recap shows. */
export interface SentQuote {
  id: number;
  number: string;
  email: string;
}

/**
 * The configurators' actions with the notices of docs/product/texts.md#notices: calculate, detailed
 * quote (through the contact dialog) and add to cart. Each validates first.
 */
export function useConfiguratorActions(
  state: WindowConfiguratorState,
  { onDone, onAddToCart, placement, onAdded }: ConfiguratorActionOptions = {},
) {
  const [pending, setPending] = useState<ConfiguratorAction | null>(null);
  const [quoteOpen, setQuoteDialogOpen] = useState(false);
  const [sentQuote, setSentQuote] = useState<SentQuote | null>(null);
  const [sessionExpired, setSessionExpired] = useState(false);

  function validOrNotify(action: ConfiguratorAction): WindowConfiguration | null {
    const configuration = state.validate();
    if (!configuration) {
      showToast({
        variant: "destructive",
        title: "Campi obbligatori mancanti",
        description: `Completa tutti i campi obbligatori ${missingFieldsSuffix[action]}`,
      });
    }
    return configuration;
  }

  async function calculate() {
    const configuration = validOrNotify("price");
    if (!configuration) return;
    setPending("price");
    try {
      state.acceptServerPrice(await requestServerPrice(configuration));
    } catch (error) {
      showToast({
        variant: "destructive",
        title: "Errore",
        description:
          error instanceof ApiError && error.status < 500
            ? error.message
            : "Si è verificato un errore durante il calcolo del prezzo.",
      });
    } finally {
      setPending(null);
    }
  }

  function openQuote() {
    if (validOrNotify("quote")) setQuoteOpen(true);
  }

  /** Closing the dialog after its recap ends the configurator's job, as adding to the cart does. */
  function setQuoteOpen(open: boolean) {
    setQuoteDialogOpen(open);
    if (!open && sentQuote) {
      setSentQuote(null);
      onDone?.();
    }
  }

  async function sendQuote(contact: QuoteContact) {
    const configuration = state.validate();
    if (!configuration) return;
    let stored: Awaited<ReturnType<typeof submitQuoteRequest>>;
    try {
      stored = await submitQuoteRequest(configuration, contact);
    } catch (error) {
      showToast({
        variant: "destructive",
        title: "Errore",
        description: "Si è verificato un errore durante l'invio della richiesta.",
      });
      throw error;
    }
    // The dialog stays open on its recap (number and what was requested) until the customer closes it.
    setSentQuote({ id: stored.id, number: stored.number, email: contact.customerEmail });
    showToast({
      title: "Preventivo Inviato",
      description: "La tua richiesta di preventivo è stata inviata con successo. Ti contatteremo presto!",
    });
  }

  async function addToCart() {
    const configuration = validOrNotify("cart");
    if (!configuration || !onAddToCart) return;
    const where = placement ? placement() : undefined;
    // A wrong quantity or room is shown beside its field.
    if (where === null) return;
    setPending("cart");
    try {
      await onAddToCart(configuration, where);
      if (onAdded) onAdded(where);
      else onDone?.();
    } catch (error) {
      // Other failures: the cart feature has already shown the notice; the configurator stays open to retry.
      if (isSessionEnded(error)) setSessionExpired(true);
    } finally {
      setPending(null);
    }
  }

  return {
    pending,
    calculate,
    openQuote,
    sendQuote,
    addToCart,
    quoteOpen,
    setQuoteOpen,
    sentQuote,
    sessionExpired,
    setSessionExpired,
  };
}

export type ConfiguratorActions = ReturnType<typeof useConfiguratorActions>;
