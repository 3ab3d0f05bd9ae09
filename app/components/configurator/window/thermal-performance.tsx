import { useId } from "react";
import { Link } from "react-router";
import {
  climateZoneOfProvince,
  climateZones,
  ECOBONUS_NOTE,
  ecobonusVerdict,
  isClimateZone,
} from "#app/domain/configurator/climate-zones.ts";
import {
  type ThermalTransmittance,
  transmittanceText,
} from "#app/domain/configurator/thermal-transmittance.ts";
import { useEcobonusAlternative } from "./ecobonus-alternatives.tsx";
import { useRememberedClimateZone } from "./use-remembered-climate-zone.ts";

const selectClass =
  "mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 sm:max-w-xs";

/**
 * The configuration's Uw (or a door's Ud), live, and the Ecobonus hint for the
 * chosen climate zone (docs/product/thermal.md#ecobonus). The zone starts from
 * the signed-in customer's province when that province is wholly in one zone;
 * it is the customer's own information and never sent with the configuration;
 * the browser remembers the zone chosen for every product.
 */
export function ThermalPerformance({
  thermal,
  province,
}: {
  thermal: ThermalTransmittance | null;
  province?: string | null;
}) {
  const id = useId();
  const profileZone = climateZoneOfProvince(province);
  const [zone, setZone] = useRememberedClimateZone(profileZone);
  const alternative = useEcobonusAlternative(zone);
  if (!thermal) return null;
  const verdict = zone ? ecobonusVerdict(thermal, zone) : null;
  const hintId = `${id}-hint`;
  const noteId = `${id}-note`;
  return (
    <div className="rounded-lg border border-slate-200 p-4" data-testid="prestazioni-termiche">
      <p className="text-sm text-slate-800" aria-live="polite">
        Trasmittanza termica:{" "}
        <strong className="text-base text-slate-900" data-testid="trasmittanza">
          {transmittanceText(thermal)}
        </strong>
      </p>
      <label htmlFor={id} className="mt-3 block text-sm font-semibold text-slate-800">
        Zona climatica
      </label>
      <select
        id={id}
        name="zonaClimatica"
        value={zone}
        onChange={(event) => setZone(isClimateZone(event.target.value) ? event.target.value : "")}
        aria-describedby={`${hintId} ${noteId}`}
        className={selectClass}
      >
        <option value="">Non indicata</option>
        {climateZones.map((candidate) => (
          <option key={candidate} value={candidate}>
            Zona {candidate}
          </option>
        ))}
      </select>
      <p
        id={hintId}
        aria-live="polite"
        data-testid="ecobonus"
        className={`mt-2 text-sm ${verdict ? (verdict.eligible ? "font-medium text-green-800" : "font-medium text-red-800") : "text-slate-700"}`}
      >
        {verdict
          ? verdict.message
          : "Indica la zona climatica del tuo comune per sapere se il serramento rispetta i limiti dell'Ecobonus."}
      </p>
      {verdict && !verdict.eligible && alternative ? (
        <p className="mt-1 text-sm" data-testid="ecobonus-alternativa">
          <Link to={`/product/${alternative.id}`} className="font-medium text-brand-800 underline">
            Vedi {alternative.name}, che rientra nei limiti della zona {verdict.zone}
          </Link>
        </p>
      ) : null}
      {profileZone && zone === profileZone ? (
        <p className="mt-1 text-xs text-slate-700">Zona suggerita dalla provincia del tuo profilo.</p>
      ) : null}
      <p id={noteId} className="mt-2 text-xs text-slate-600">
        {ECOBONUS_NOTE}
      </p>
    </div>
  );
}
