import { useId, useState } from "react";
import { inputClass } from "#app/components/ui/field.tsx";
import { ROOM_LABEL_MAX } from "#app/domain/offers/offer-input.ts";

// «Quantità» and «Ambiente» beside a configurator's add button
// (docs/product/buying.md#cart): how many pieces of this configuration and the
// room they go in («Cucina», «Camera 2»). Both are optional; the server checks
// them again, for the cart as for an offer.

export interface LinePlacement {
  quantity: number;
  roomLabel: string;
}

const QUANTITY_MESSAGE = "La quantità deve essere un numero intero da 1 a 99";
const ROOM_MESSAGE = `L'ambiente può avere al massimo ${ROOM_LABEL_MAX} caratteri.`;

/** The two fields' state; `checked()` answers the placement, or null (and shows why) when a field is wrong. */
export function useLinePlacement() {
  const [quantity, setQuantity] = useState("1");
  const [roomLabel, setRoomLabel] = useState("");
  const [errors, setErrors] = useState<{ quantity?: string; roomLabel?: string }>({});
  function checked(): LinePlacement | null {
    const text = quantity.trim();
    const count = Number(text);
    const found = {
      quantity: /^\d{1,2}$/.test(text) && count >= 1 && count <= 99 ? undefined : QUANTITY_MESSAGE,
      roomLabel: roomLabel.trim().length > ROOM_LABEL_MAX ? ROOM_MESSAGE : undefined,
    };
    setErrors(found);
    if (found.quantity || found.roomLabel) return null;
    return { quantity: count, roomLabel: roomLabel.trim() };
  }
  /** After a line was added: the next one starts again at one piece, in no room. */
  function reset() {
    setQuantity("1");
    setRoomLabel("");
    setErrors({});
  }
  return { quantity, setQuantity, roomLabel, setRoomLabel, errors, checked, reset };
}

export type LinePlacementState = ReturnType<typeof useLinePlacement>;

/** The body's fields for POST /api/cart (or an offer's line endpoint): the room only when named. */
export function placementBody(placement: LinePlacement | undefined) {
  if (!placement) return { quantity: 1 };
  return placement.roomLabel
    ? { quantity: placement.quantity, roomLabel: placement.roomLabel }
    : { quantity: placement.quantity };
}

export function LinePlacementFields({ placement }: { placement: LinePlacementState }) {
  const id = useId();
  const { errors } = placement;
  return (
    <div className="grid grid-cols-[6rem_minmax(0,1fr)] gap-3">
      <div>
        <label htmlFor={`${id}-quantita`} className="block text-sm font-medium text-slate-900">
          Quantità
        </label>
        <input
          id={`${id}-quantita`}
          type="number"
          inputMode="numeric"
          min={1}
          max={99}
          step={1}
          value={placement.quantity}
          onChange={(event) => placement.setQuantity(event.target.value)}
          aria-invalid={errors.quantity ? true : undefined}
          aria-describedby={errors.quantity ? `${id}-quantita-errore` : undefined}
          className={`${inputClass} mt-1`}
        />
      </div>
      <div>
        <label htmlFor={`${id}-ambiente`} className="block text-sm font-medium text-slate-900">
          Ambiente <span className="font-normal text-slate-700">(facoltativo)</span>
        </label>
        <input
          id={`${id}-ambiente`}
          type="text"
          value={placement.roomLabel}
          onChange={(event) => placement.setRoomLabel(event.target.value)}
          placeholder="Per esempio Cucina, Camera 2"
          maxLength={ROOM_LABEL_MAX + 10}
          autoComplete="off"
          aria-invalid={errors.roomLabel ? true : undefined}
          aria-describedby={errors.roomLabel ? `${id}-ambiente-errore` : undefined}
          className={`${inputClass} mt-1`}
        />
      </div>
      {errors.quantity ? (
        <p id={`${id}-quantita-errore`} role="alert" className="col-span-2 text-sm font-medium text-red-800">
          {errors.quantity}
        </p>
      ) : null}
      {errors.roomLabel ? (
        <p id={`${id}-ambiente-errore`} role="alert" className="col-span-2 text-sm font-medium text-red-800">
          {errors.roomLabel}
        </p>
      ) : null}
    </div>
  );
}
