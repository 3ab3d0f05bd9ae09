import { Form } from "react-router";
import { FormRefusal } from "#app/components/requests/back-office/form-refusal.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { SelectField, TextField } from "#app/components/ui/field.tsx";
import { formatDateTime } from "#app/domain/italian-formats/dates.ts";
import {
  DELIVERY_NOTE_MAX_PACKAGES,
  transportReasonLabels,
  transportReasons,
} from "#app/domain/purchasing/delivery-note-form.ts";
import { deliveryNotePdfPath, orderDeliveryNotePath } from "#app/domain/purchasing/purchasing-paths.ts";
import type { OrderPurchasingView } from "#app/domain/purchasing/purchasing-views.ts";
import type { IntentRefusal } from "#app/domain/web/page-actions.ts";

// «Documento di trasporto» of an order's delivery (docs/product/production.md#delivery-notes):
// the form that issues one — a plain form, each refusal beside its field —
// and the notes already issued, each a PDF that never changes.

export type DeliveryNoteRefusal = IntentRefusal<"delivery-note">;

export function DeliveryNoteForm({
  view,
  refused,
}: {
  view: OrderPurchasingView;
  refused: DeliveryNoteRefusal | undefined;
}) {
  const errors = refused?.errors ?? {};
  const typed = (name: string, fallback: string) => refused?.values[name] ?? fallback;
  return (
    <Form
      method="post"
      action={orderDeliveryNotePath(view.orderId)}
      noValidate
      aria-labelledby="ddt-nuovo"
      className="mt-4 grid items-start gap-4 sm:grid-cols-2"
    >
      <h3 id="ddt-nuovo" className="font-semibold text-slate-900 sm:col-span-2">
        Emetti un documento di trasporto
      </h3>
      <input type="hidden" name="intent" value="delivery-note" />
      <div className="sm:col-span-2">
        <FormRefusal message={refused?.message} errors={errors} />
      </div>
      <SelectField
        id="ddt-causale"
        name="transportReason"
        label="Causale del trasporto"
        required
        defaultValue={typed("transportReason", view.defaultTransportReason)}
        error={errors.transportReason}
        choices={transportReasons.map((code) => ({ value: code, label: transportReasonLabels[code] }))}
      />
      <TextField
        id="ddt-colli"
        name="packages"
        label="Numero di colli"
        inputMode="numeric"
        required
        autoComplete="off"
        hint={`Da 1 a ${DELIVERY_NOTE_MAX_PACKAGES}`}
        defaultValue={typed("packages", "1")}
        error={errors.packages}
      />
      <TextField
        id="ddt-data"
        name="transportDay"
        type="date"
        label="Data di inizio del trasporto"
        required
        defaultValue={typed("transportDay", "")}
        error={errors.transportDay}
      />
      <TextField
        id="ddt-ora"
        name="transportTime"
        type="time"
        label="Ora di inizio del trasporto"
        hint="Ora italiana"
        required
        defaultValue={typed("transportTime", "")}
        error={errors.transportTime}
      />
      <div className="sm:col-span-2">
        <SelectField
          id="ddt-appuntamento"
          name="appointmentId"
          label="Appuntamento di consegna o posa"
          defaultValue={typed("appointmentId", "")}
          error={errors.appointmentId}
          choices={[
            { value: "", label: "Nessuno" },
            ...view.appointments.map((appointment) => ({
              value: String(appointment.id),
              label: appointment.label,
            })),
          ]}
        />
      </div>
      <div className="sm:col-span-2">
        <Button type="submit">Emetti il documento di trasporto</Button>
      </div>
    </Form>
  );
}

export function DeliveryNoteList({ notes }: { notes: OrderPurchasingView["deliveryNotes"] }) {
  if (notes.length === 0)
    return <p className="text-sm text-slate-700">Nessun documento di trasporto emesso.</p>;
  return (
    <ul className="divide-y divide-slate-200 text-sm">
      {notes.map((note) => (
        <li key={note.id} className="flex flex-wrap items-baseline justify-between gap-2 py-2">
          <span>
            <span className="font-semibold text-slate-900">{note.number}</span> · {note.transportReason} ·
            trasporto dal {formatDateTime(note.transportStartsAt)} · {note.packages}{" "}
            {note.packages === 1 ? "collo" : "colli"}
          </span>
          <a href={deliveryNotePdfPath(note.number)} className="text-brand-800 underline">
            PDF<span className="sr-only"> {note.number}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
