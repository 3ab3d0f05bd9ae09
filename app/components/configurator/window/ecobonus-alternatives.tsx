import { createContext, type ReactNode, useContext } from "react";
import type { ClimateZone } from "#app/domain/configurator/climate-zones.ts";

// Per climate zone, a product of the same category whose reference figure meets
// the zone's Ecobonus limit, computed by the product page's loader
// (product-page-facts.server.ts): the configurator's thermal hint links it when
// the configuration misses the limit. Elsewhere (the card's overlay) there is none.

export type EcobonusAlternativeLinks = Partial<Record<ClimateZone, { id: number; name: string }>>;

const EcobonusAlternativesContext = createContext<EcobonusAlternativeLinks>({});

export function EcobonusAlternatives({
  value,
  children,
}: {
  value: EcobonusAlternativeLinks;
  children: ReactNode;
}) {
  return <EcobonusAlternativesContext value={value}>{children}</EcobonusAlternativesContext>;
}

export function useEcobonusAlternative(zone: ClimateZone | ""): { id: number; name: string } | null {
  const alternatives = useContext(EcobonusAlternativesContext);
  return zone ? (alternatives[zone] ?? null) : null;
}
