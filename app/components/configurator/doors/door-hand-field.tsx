import { doorHandTexts } from "#app/domain/configurator/door-price.ts";
import type { DoorConfigurator, DoorHand } from "./use-door-configurator.ts";

/** The id of the first choice, which an attempt to add without a hand focuses. */
export const doorHandInputId = (baseId: string) => `${baseId}-mano-destra`;

const hands: readonly DoorHand[] = ["destra", "sinistra"];

/**
 * «Mano di apertura»: the side of the hinges seen from inside
 * (docs/product/door-configurator.md#hand). Asked, never assumed.
 */
export function DoorHandField({ configurator, baseId }: { configurator: DoorConfigurator; baseId: string }) {
  const errorId = `${baseId}-mano-errore`;
  const missing = configurator.handMissing;
  return (
    <fieldset aria-describedby={missing ? errorId : `${baseId}-mano-aiuto`} className="space-y-2">
      <legend className="text-base font-semibold text-slate-900">
        Mano di apertura <span aria-hidden="true">*</span>
      </legend>
      <p id={`${baseId}-mano-aiuto`} className="text-sm text-slate-700">
        Guardando la porta dall'interno di casa: il lato delle cerniere.
      </p>
      <div className="flex flex-wrap gap-3">
        {hands.map((hand) => (
          <label
            key={hand}
            className="flex min-w-0 items-center gap-2 rounded-md border border-slate-400 px-3 py-2 text-sm text-slate-900 has-checked:border-brand-700 has-checked:bg-brand-50"
          >
            <input
              id={hand === "destra" ? doorHandInputId(baseId) : undefined}
              type="radio"
              name={`${baseId}-mano`}
              value={hand}
              checked={configurator.choices.openingSide === hand}
              onChange={() => configurator.chooseHand(hand)}
              aria-invalid={missing ? true : undefined}
              className="size-4 accent-brand-700"
            />
            {doorHandTexts[hand]}
          </label>
        ))}
      </div>
      {missing ? (
        <p id={errorId} className="text-sm font-medium text-red-800">
          Scegli la mano di apertura
        </p>
      ) : null}
    </fieldset>
  );
}
