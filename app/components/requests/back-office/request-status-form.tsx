import { SubmitButton } from "#app/components/ui/button.tsx";
import { SelectField, TextAreaField } from "#app/components/ui/field.tsx";
import { STATUS_NOTE_MAX_LENGTH } from "#app/domain/requests/request-forms.ts";
import {
  manualRequestTransitions,
  type RequestStatus,
  requestStatusLabels,
} from "#app/domain/requests/request-status.ts";
import { FormRefusal } from "./form-refusal.tsx";
import { type RequestFormTarget, useRequestActionForm } from "./request-action-result.ts";
import { RequestIntentForm } from "./request-intent-form.tsx";

/** The status change: only the statuses the transition table allows from here, with an optional note. */
export function RequestStatusForm({ target, status }: { target: RequestFormTarget; status: RequestStatus }) {
  const form = useRequestActionForm(target, "status");
  const { failure, errors, values, busy } = form;
  const targets = manualRequestTransitions(target.kind, status);
  if (targets.length === 0) {
    return (
      <div className="space-y-3">
        <FormRefusal message={failure?.message} errors={errors} />
        <p className="text-sm text-slate-700">Stato finale: la richiesta non cambia più stato.</p>
      </div>
    );
  }
  return (
    // A new version (this change or another's) draws the form again with the new choices.
    <RequestIntentForm key={target.version} form={form} className="space-y-3">
      <SelectField
        id="richiesta-nuovo-stato"
        name="status"
        label="Nuovo stato"
        required
        defaultValue={values.status ?? targets[0]}
        choices={targets.map((next) => ({ value: next, label: requestStatusLabels[next] }))}
        error={errors.status}
      />
      <TextAreaField
        id="richiesta-nota-stato"
        name="note"
        label="Nota (facoltativa)"
        rows={2}
        maxLength={STATUS_NOTE_MAX_LENGTH}
        defaultValue={values.note}
        error={errors.note}
      />
      {target.kind === "preventivo" && status === "in-lavorazione" ? (
        <p className="text-sm text-slate-700">«Offerta inviata» si imposta salvando l'offerta.</p>
      ) : null}
      <SubmitButton busy={busy}>Cambia stato</SubmitButton>
    </RequestIntentForm>
  );
}
