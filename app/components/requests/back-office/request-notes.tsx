import { useEffect, useRef } from "react";
import { InternalNoteList } from "#app/components/staff/internal-note-list.tsx";
import { SubmitButton } from "#app/components/ui/button.tsx";
import { TextAreaField } from "#app/components/ui/field.tsx";
import { Panel } from "#app/components/ui/panel.tsx";
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
      <InternalNoteList notes={notes} />
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
