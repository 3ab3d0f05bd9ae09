import { useEffect, useRef } from "react";
import { SubmitButton } from "#app/components/ui/button.tsx";
import { TextAreaField } from "#app/components/ui/field.tsx";
import { Panel } from "#app/components/ui/panel.tsx";
import { formatDateTime } from "#app/domain/italian-formats/dates.ts";
import type { RequestNoteEntry } from "#app/domain/requests/request-detail.ts";
import { REQUEST_NOTE_MAX_LENGTH } from "#app/domain/requests/request-forms.ts";
import { type RequestFormTarget, useRequestActionForm } from "./request-action-result.ts";
import { requestField } from "./request-field.ts";
import { RequestIntentForm } from "./request-intent-form.tsx";

/** Staff's internal notes, oldest first, and the form that adds one (notes are never edited or deleted). */
export function RequestNotes({ target, notes }: { target: RequestFormTarget; notes: RequestNoteEntry[] }) {
  const form = useRequestActionForm(target, "note");
  const { busy, succeeded } = form;
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (succeeded) formRef.current?.reset();
  }, [succeeded]);
  return (
    <Panel headingId="richiesta-note" title="Note interne">
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
      <RequestIntentForm form={form} versionChecked={false} formRef={formRef} className="mt-4 space-y-3">
        <TextAreaField
          id="richiesta-nuova-nota"
          {...requestField(form, "body")}
          label="Nuova nota"
          required
          rows={3}
          maxLength={REQUEST_NOTE_MAX_LENGTH}
        />
        <SubmitButton variant="outline" busy={busy}>
          Aggiungi nota
        </SubmitButton>
      </RequestIntentForm>
    </Panel>
  );
}
