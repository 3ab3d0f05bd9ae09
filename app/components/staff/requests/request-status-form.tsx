import { EnhancedSubmissionField } from "#app/components/forms/enhanced-submission.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Field, inputClass } from "#app/components/ui/field.tsx";
import { STATUS_NOTE_MAX_LENGTH } from "#app/domain/request-forms.ts";
import {
  manualRequestTransitions,
  type RequestKind,
  type RequestStatus,
  requestStatusLabels,
} from "#app/domain/request-status.ts";
import { FormRefusal } from "./form-refusal.tsx";
import { type RequestActionResult, useRequestActionForm } from "./request-action-result.ts";

/** The status change: only the statuses the transition table allows from here, with an optional note. */
export function RequestStatusForm({
  kind,
  id,
  status,
  version,
  action,
  postedResult,
}: {
  kind: RequestKind;
  id: number;
  status: RequestStatus;
  version: number;
  action: string;
  postedResult: RequestActionResult | undefined;
}) {
  const { fetcher, failure, errors, values, busy } = useRequestActionForm(
    `${kind}-${id}`,
    "status",
    postedResult,
  );
  const targets = manualRequestTransitions(kind, status);
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
    <fetcher.Form key={version} method="post" action={action} className="space-y-3">
      <input type="hidden" name="intent" value="status" />
      <input type="hidden" name="version" value={version} />
      <EnhancedSubmissionField />
      <FormRefusal message={failure?.message} errors={errors} />
      <Field id="richiesta-nuovo-stato" label="Nuovo stato" required error={errors.status}>
        {(control) => (
          <select
            name="status"
            required
            defaultValue={values.status ?? targets[0]}
            className={inputClass}
            {...control}
          >
            {targets.map((target) => (
              <option key={target} value={target}>
                {requestStatusLabels[target]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id="richiesta-nota-stato" label="Nota (facoltativa)" error={errors.note}>
        {(control) => (
          <textarea
            name="note"
            rows={2}
            maxLength={STATUS_NOTE_MAX_LENGTH}
            defaultValue={values.note}
            className={inputClass}
            {...control}
          />
        )}
      </Field>
      {kind === "preventivo" && status === "in-lavorazione" ? (
        <p className="text-sm text-slate-700">«Offerta inviata» si imposta salvando l'offerta.</p>
      ) : null}
      <Button type="submit" disabled={busy}>
        {busy ? "Salvataggio…" : "Cambia stato"}
      </Button>
    </fetcher.Form>
  );
}
