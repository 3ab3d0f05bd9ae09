import { useEffect, useState } from "react";
import { type ClimateZone, isClimateZone } from "#app/domain/configurator/climate-zones.ts";

/** Where the browser keeps the buyer's climate zone, for every product (docs/product/thermal.md#ecobonus). */
export const CLIMATE_ZONE_STORAGE_KEY = "aurora:zona-climatica";
/** Stored when the buyer chose «Non indicata»: the profile's zone no longer preselects. */
const NO_ZONE = "nessuna";

function readStoredZone(): ClimateZone | "" | null {
  try {
    const stored = window.localStorage.getItem(CLIMATE_ZONE_STORAGE_KEY);
    if (stored === NO_ZONE) return "";
    return stored && isClimateZone(stored) ? stored : null;
  } catch {
    return null; // storage blocked (private mode, policy): the zone is not remembered
  }
}

function storeZone(zone: ClimateZone | "") {
  try {
    window.localStorage.setItem(CLIMATE_ZONE_STORAGE_KEY, zone || NO_ZONE);
  } catch {
    // storage blocked: the choice lasts for this page only
  }
}

/**
 * The climate zone the buyer chose once, on any product, remembered in this
 * browser. The first render uses the profile's zone (or none), as the server
 * did, and the stored choice is read after hydration, so the markup matches.
 */
export function useRememberedClimateZone(profileZone: ClimateZone | null) {
  const [zone, setZone] = useState<ClimateZone | "">(profileZone ?? "");
  useEffect(() => {
    const stored = readStoredZone();
    if (stored !== null) setZone(stored);
  }, []);
  const choose = (next: ClimateZone | "") => {
    setZone(next);
    storeZone(next);
  };
  return [zone, choose] as const;
}
