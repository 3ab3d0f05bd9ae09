import { Form } from "react-router";
import { buttonClass } from "#app/components/ui/button.tsx";
import { TextAreaField, TextField } from "#app/components/ui/field.tsx";
import { formatDateTime } from "#app/domain/italian-formats/dates.ts";
import {
  MEASUREMENT_NOTES_MAX,
  type MeasuredPosition,
} from "#app/domain/measurements/position-measurement.ts";

// One position on the technician's phone page: its size now, and the form
// for the measured size and notes; a refusal is shown beside its field.

export interface PositionRefusal {
  itemId: string;
  message: string;
  errors: Record<string, string>;
  values: Record<string, string>;
}

const size = (width: number | null, height: number | null) =>
  width !== null && height !== null ? `${width} × ${height} mm` : "—";

export function PositionMeasurementForm({
  position,
  refused,
  editable,
}: {
  position: MeasuredPosition;
  refused: PositionRefusal | null;
  editable: boolean;
}) {
  const id = `posizione-${position.index}`;
  const measured = position.measurement;
  const value = (name: "width" | "height" | "notes", stored: string) => refused?.values[name] ?? stored;
  return (
    <li className="rounded-lg border border-slate-200 p-4">
      <h2 id={`${id}-titolo`} className="text-lg font-semibold text-slate-900">
        {`Posizione ${position.index}: ${position.productName}`}
      </h2>
      <p className="mt-1 text-sm text-slate-800">
        {[position.roomLabel || "Locale non indicato", `Quantità ${position.quantity}`].join(" · ")}
      </p>
      <p className="mt-1 text-sm text-slate-800">
        {`Misura nell'ordine: ${size(position.widthMm, position.heightMm)} (${position.sizesFinal ? "definitiva" : "indicativa"})`}
      </p>
      {measured ? (
        <p className="mt-1 text-sm text-slate-800">
          {`Rilevata: ${size(measured.widthMm, measured.heightMm)}, da ${measured.measuredBy} il ${formatDateTime(measured.measuredAt)}`}
          {measured.notes ? ` · ${measured.notes}` : ""}
        </p>
      ) : (
        <p className="mt-1 text-sm font-medium text-amber-900">Da misurare</p>
      )}
      {editable ? (
        <Form method="post" className="mt-3 grid gap-3 sm:grid-cols-2" aria-labelledby={`${id}-titolo`}>
          <input type="hidden" name="intent" value="measure" />
          <input type="hidden" name="itemId" value={position.itemId} />
          {refused ? (
            <p role="alert" className="text-sm text-red-800 sm:col-span-2">
              {refused.message}
            </p>
          ) : null}
          <TextField
            id={`${id}-larghezza`}
            name="width"
            label="Larghezza (mm)"
            inputMode="numeric"
            required
            defaultValue={value("width", measured ? String(measured.widthMm) : "")}
            error={refused?.errors.width}
          />
          <TextField
            id={`${id}-altezza`}
            name="height"
            label="Altezza (mm)"
            inputMode="numeric"
            required
            defaultValue={value("height", measured ? String(measured.heightMm) : "")}
            error={refused?.errors.height}
          />
          <div className="sm:col-span-2">
            <TextAreaField
              id={`${id}-note`}
              name="notes"
              label="Note (es. «fuori squadro 4 mm»)"
              rows={2}
              maxLength={MEASUREMENT_NOTES_MAX}
              defaultValue={value("notes", measured?.notes ?? "")}
              error={refused?.errors.notes}
            />
          </div>
          <button type="submit" className={buttonClass({ className: "sm:col-span-2 sm:justify-self-start" })}>
            Salva le misure
          </button>
        </Form>
      ) : null}
    </li>
  );
}
