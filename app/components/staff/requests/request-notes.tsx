import { useEffect, useRef } from "react";
import { EnhancedSubmissionField } from "#app/components/forms/enhanced-submission.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Field, inputClass } from "#app/components/ui/field.tsx";
import { formatDateTime } from "#app/domain/dates.ts";
import type { RequestNoteEntry } from "#app/domain/request-detail.ts";
import { REQUEST_NOTE_MAX_LENGTH } from "#app/domain/request-forms.ts";
import type { RequestKind } from "#app/domain/request-status.ts";
import { FormRefusal } from "./form-refusal.tsx";
import { type RequestActionResult, useRequestActionForm } from "./request-action-result.ts";

/** Staff's internal notes, oldest first, and the form that adds one (notes are never edited or deleted). */
export function RequestNotes({
  kind,
  id,
  notes,
  action,
  postedResult,
}: {
  kind: RequestKind;
  id: number;
  notes: RequestNoteEntry[];
  action: string;
  postedResult: RequestActionResult | undefined;
}) {
  const { fetcher, failure, errors, values, busy, succeeded } = useRequestActionForm(
    `${kind}-${id}`,
    "note",
    postedResult,
  );
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (succeeded) formRef.current?.reset();
  }, [succeeded]);
  return (
    <section aria-labelledby="richiesta-note" className="rounded-lg border border-slate-200 p-5">
      <h2 id="richiesta-note" className="text-lg font-semibold text-slate-900">
        Note interne
      </h2>
      <p className="mt-1 text-sm text-slate-700">Solo per il personale: il cliente non le vede.</p>
      {notes.length === 0 ? (
        <p className="mt-4 text-sm text-slate-700">Ancora nessuna nota.</p>
      ) : (
        <ol className="mt-4 space-y-3">
          {notes.map((note) => (
            <li key={note.id} className="rounded-md bg-slate-50 p-3">
              <p className="text-sm text-slate-700">
                <span className="font-semibold text-slate-900">{note.author}</span> ·{" "}
                <time dateTime={note.at}>{formatDateTime(note.at)}</time>
              </p>
              <p className="mt-1 whitespace-pre-line text-slate-900">{note.body}</p>
            </li>
          ))}
        </ol>
      )}
      <fetcher.Form ref={formRef} method="post" action={action} className="mt-4 space-y-3">
        <input type="hidden" name="intent" value="note" />
        <EnhancedSubmissionField />
        <FormRefusal message={failure?.message} errors={errors} />
        <Field id="richiesta-nuova-nota" label="Nuova nota" required error={errors.body}>
          {(control) => (
            <textarea
              name="body"
              rows={3}
              required
              maxLength={REQUEST_NOTE_MAX_LENGTH}
              defaultValue={values.body}
              className={inputClass}
              {...control}
            />
          )}
        </Field>
        <Button type="submit" variant="outline" disabled={busy}>
          {busy ? "Salvataggio…" : "Aggiungi nota"}
        </Button>
      </fetcher.Form>
    </section>
  );
}
