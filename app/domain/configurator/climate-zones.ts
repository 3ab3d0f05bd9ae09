import { formatTransmittance, type ThermalTransmittance } from "./thermal-transmittance.ts";

// The Ecobonus hint (docs/product/thermal.md#ecobonus): the climate zones of
// DPR 412/1993 (Allegato A), the window limits of DM 6 agosto 2020 "Requisiti"
// (Allegato E) and the provinces that lie wholly in one zone. Sources and the
// limits of the province map in docs/decisions/018-thermal-transmittance-and-ecobonus.md.

export const climateZones = ["A", "B", "C", "D", "E", "F"] as const;
export type ClimateZone = (typeof climateZones)[number];

/** Uw (and Ud) limits for windows and doors, W/m²K, DM 6 agosto 2020 Allegato E. */
export const ecobonusLimits: Record<ClimateZone, number> = {
  A: 2.6,
  B: 2.6,
  C: 1.75,
  D: 1.67,
  E: 1.3,
  F: 1.0,
};

export function isClimateZone(value: unknown): value is ClimateZone {
  return typeof value === "string" && (climateZones as readonly string[]).includes(value);
}

/**
 * Provinces (two-letter sigla) whose comuni are all in one zone. The zone is
 * decided comune by comune and most provinces span several (hills, mountains,
 * islands), so only the plain provinces we are sure of are listed; any other
 * province maps to none and the customer is asked.
 */
const zoneByProvince: Readonly<Record<string, ClimateZone>> = {
  MI: "E",
  MB: "E",
  LO: "E",
  CR: "E",
  MN: "E",
  FE: "E",
  RO: "E",
};

/** The zone of a province wholly in one zone, else null. */
export function climateZoneOfProvince(province: string | null | undefined): ClimateZone | null {
  return zoneByProvince[province?.trim().toUpperCase() ?? ""] ?? null;
}

export interface EcobonusVerdict {
  zone: ClimateZone;
  limit: number;
  eligible: boolean;
  /** How much the figure must come down, W/m²K; 0 when eligible. */
  excess: number;
  /** "Idoneo Ecobonus zona E (limite 1,30 W/m²K)" or "Non idoneo …: servono 0,25 W/m²K in meno". */
  message: string;
}

/** Compares the shown figure (rounded to the hundredth) with the zone's limit. */
export function ecobonusVerdict(thermal: ThermalTransmittance, zone: ClimateZone): EcobonusVerdict {
  const limit = ecobonusLimits[zone];
  // Both in hundredths, so 1,30 against 1,30 is eligible whatever the float says.
  const excessHundredths = Math.round(thermal.value * 100) - Math.round(limit * 100);
  const eligible = excessHundredths <= 0;
  const excess = eligible ? 0 : excessHundredths / 100;
  const head = `Ecobonus zona ${zone} (limite ${formatTransmittance(limit)} W/m²K)`;
  return {
    zone,
    limit,
    eligible,
    excess,
    message: eligible
      ? `Idoneo ${head}`
      : `Non idoneo ${head}: servono ${formatTransmittance(excess)} W/m²K in meno`,
  };
}

export const ECOBONUS_NOTE =
  "Informazione indicativa: l'accesso alle detrazioni dipende dall'intero intervento e dalla normativa in vigore.";
