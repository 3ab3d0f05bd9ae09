import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { useLineDestination } from "../line-destination.tsx";
import type { LinePlacement } from "../line-placement-fields.tsx";

export const ANOTHER_WINDOW_LABEL = "Aggiungi un'altra finestra";

/**
 * Where the configurator was, once a window was added and it closed
 * (docs/product/buying.md#cart): what went in, and «Aggiungi un'altra
 * finestra», which opens it again with the same choices.
 */
export function AddedWindowNotice({
  productName,
  placement,
  onAnother,
}: {
  productName: string;
  placement: LinePlacement;
  onAnother: () => void;
}) {
  const destination = useLineDestination();
  const pieces = placement.quantity === 1 ? "1 pezzo" : `${placement.quantity} pezzi`;
  const room = placement.roomLabel ? ` per «${placement.roomLabel}»` : "";
  return (
    <div role="status" className="mt-4 rounded-md border border-emerald-700 bg-emerald-50 p-4 text-slate-900">
      <p className="font-semibold">
        {destination ? "Aggiunto all'offerta" : "Aggiunto al carrello"}: {productName}, {pieces}
        {room}.
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Button onClick={onAnother}>{ANOTHER_WINDOW_LABEL}</Button>
        {destination ? null : (
          <Link to="/cart" className="font-semibold text-brand-800 underline underline-offset-2">
            Vai al carrello
          </Link>
        )}
      </div>
    </div>
  );
}
