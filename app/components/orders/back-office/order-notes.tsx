import { useFetcher } from "react-router";
import { InternalNoteList } from "#app/components/staff/internal-note-list.tsx";
import { SubmitButton } from "#app/components/ui/button.tsx";
import { TextAreaField } from "#app/components/ui/field.tsx";
import { Panel } from "#app/components/ui/panel.tsx";
import { EnhancedSubmissionField } from "#app/components/web/enhanced-submission.tsx";
import {
  ORDER_INTERNAL_NOTE_MAX_LENGTH,
  type OrderNoteEntry,
} from "#app/domain/orders/order-status-change.ts";
import { type OrderActionFormProps, useOrderActionForm } from "./use-order-action-form.ts";

/** What the order page's action answers to «Aggiungi nota». */
export type OrderNoteResult =
  | { intent: "note"; ok: true; message: string }
  | {
      intent: "note";
      ok: false;
      message: string;
      errors: Record<string, string>;
      values: Record<string, string>;
    };

/**
 * Staff's internal notes on an order, oldest first, and the form that adds one
 * (docs/product/back-office.md#order-notes): at any status, never edited or
 * deleted, never shown to the customer.
 */
export function OrderNotes({
  action,
  postedResult,
  notes,
}: OrderActionFormProps<OrderNoteResult> & { notes: OrderNoteEntry[] }) {
  const fetcher = useFetcher<OrderNoteResult>({ key: "order-note" });
  const { formRef, refusal, busy } = useOrderActionForm(fetcher, postedResult, (answer) =>
    answer.ok
      ? { title: answer.message, variant: "success" }
      : { title: "Nota non salvata", description: answer.message, variant: "destructive" },
  );
  return (
    <Panel headingId="ordine-note" title="Note interne" className="mt-8">
      <InternalNoteList notes={notes} />
      <fetcher.Form ref={formRef} method="post" action={action} noValidate className="mt-4 space-y-3">
        <input type="hidden" name="intent" value="note" />
        <EnhancedSubmissionField />
        <TextAreaField
          id="ordine-nuova-nota"
          name="body"
          defaultValue={refusal?.values.body}
          error={refusal?.errors.body ?? (refusal ? refusal.message : undefined)}
          label="Nuova nota"
          required
          rows={3}
          maxLength={ORDER_INTERNAL_NOTE_MAX_LENGTH}
        />
        <SubmitButton variant="outline" busy={busy}>
          Aggiungi nota
        </SubmitButton>
      </fetcher.Form>
    </Panel>
  );
}
