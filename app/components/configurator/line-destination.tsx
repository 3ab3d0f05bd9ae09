import { createContext, type ReactNode, useContext } from "react";
import { staffOfferPath } from "#app/domain/offers/offer-paths.ts";

// Where a configurator's «Aggiungi» sends its line: the customer's cart, or
// an offer staff are writing, opened from the offer editor with the same
// configurators (docs/product/offers.md#writing-an-offer). The body is the
// same either way; the server prices it.

export interface LineDestination {
  /** The JSON endpoint that takes the configurator's body. */
  endpoint: string;
  /** The add button's label. */
  label: string;
  /** The toast once added. */
  addedTitle: string;
  addedDescription: string;
}

const LineDestinationContext = createContext<LineDestination | null>(null);

/** The offer the configurators on this page add to, or null for the cart. */
export function useLineDestination(): LineDestination | null {
  return useContext(LineDestinationContext);
}

export function LineDestinationProvider({
  destination,
  children,
}: {
  destination: LineDestination | null;
  children: ReactNode;
}) {
  return <LineDestinationContext.Provider value={destination}>{children}</LineDestinationContext.Provider>;
}

/** An offer's destination: its editor's line endpoint. */
export function offerLineDestination(number: string): LineDestination {
  return {
    endpoint: `${staffOfferPath(number)}/righe`,
    label: "Aggiungi all'offerta",
    addedTitle: "Aggiunto all'offerta",
    addedDescription: `La riga è nell'offerta ${number}: la trovi nell'editor con il prezzo ricalcolato.`,
  };
}
