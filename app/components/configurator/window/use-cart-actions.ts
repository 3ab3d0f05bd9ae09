import { useCallback } from "react";
import { useNavigate, useRevalidator } from "react-router";
import { showToast } from "#app/components/toasts/toast-store.ts";
import { ApiError, isSessionEnded, postJson } from "#app/components/web/json-client.ts";
import type { WindowConfiguration } from "#app/domain/configurator/window-configuration.ts";
import { useLineDestination } from "../line-destination.tsx";
import { type LinePlacement, placementBody } from "../line-placement-fields.tsx";

/**
 * The signed-in 'Aggiungi al Carrello': the server prices the line, with the
 * quantity and room the configurator's fields give (one piece, no room, when
 * it has none); the page data (header cart count) is revalidated afterwards.
 */
export function useAddWindowToCart(failurePrefix: "overlay" | "configurator") {
  const revalidator = useRevalidator();
  const destination = useLineDestination();
  return useCallback(
    async (configuration: WindowConfiguration, placement?: LinePlacement) => {
      try {
        await postJson(destination?.endpoint ?? "/api/cart", {
          ...configuration,
          ...placementBody(placement),
        });
      } catch (error) {
        // An ended session is the configurator's to explain (it offers to sign in again).
        if (isSessionEnded(error)) throw error;
        const message = error instanceof ApiError ? error.message : "";
        showToast({
          variant: "destructive",
          title: "Errore",
          description:
            failurePrefix === "configurator"
              ? `Si è verificato un errore durante l'aggiunta al carrello: ${message}`
              : "Si è verificato un errore durante l'aggiunta al carrello.",
        });
        console.error("aggiunta al carrello non riuscita", error);
        throw error;
      }
      showToast({
        title: destination?.addedTitle ?? "Prodotto aggiunto",
        description:
          destination?.addedDescription ?? "Il prodotto è stato aggiunto al carrello con successo.",
      });
      void revalidator.revalidate();
    },
    [failurePrefix, revalidator, destination],
  );
}

export const UPDATE_LINE_LABEL = "Aggiorna la riga";

/**
 * "Aggiorna la riga" of a cart line reopened from the cart: the whole
 * configuration goes to PATCH /api/cart/:id, the server prices it, and the
 * customer goes back to the cart, which shows the line's new size and price.
 */
export function useUpdateCartLine(lineId: number | null) {
  const navigate = useNavigate();
  return useCallback(
    async (configuration: WindowConfiguration) => {
      try {
        await postJson(`/api/cart/${lineId}`, configuration, "PATCH");
      } catch (error) {
        if (isSessionEnded(error)) throw error;
        const message = error instanceof ApiError && error.status < 500 ? ` ${error.message}` : "";
        showToast({
          variant: "destructive",
          title: "Errore",
          description: `Non è stato possibile aggiornare la riga del carrello.${message}`,
        });
        throw error;
      }
      showToast({
        title: "Riga aggiornata",
        description: "La configurazione nel carrello è stata aggiornata.",
      });
      await navigate("/cart");
    },
    [lineId, navigate],
  );
}
