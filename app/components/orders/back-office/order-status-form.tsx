import { useRef, useState } from "react";
import { useFetcher } from "react-router";
import { SubmitButton } from "#app/components/ui/button.tsx";
import { ConfirmDialog } from "#app/components/ui/confirm-dialog.tsx";
import { TextAreaField } from "#app/components/ui/field.tsx";
import { EnhancedSubmissionField } from "#app/components/web/enhanced-submission.tsx";
import { orderStageTransitions } from "#app/domain/orders/order-stage-workflow.ts";
import {
  knownOrderStage,
  type OrderStage,
  orderStageLabel,
  orderStageLabels,
} from "#app/domain/orders/order-stages.ts";
import { ORDER_NOTE_MAX_LENGTH, OVERRIDE_REASON_MAX_LENGTH } from "#app/domain/orders/order-status-change.ts";
import { type OrderActionFormProps, useOrderActionForm } from "./use-order-action-form.ts";

/** What the order page's action answers: to a script always, to a plain post when it refused. */
export type OrderStatusResult = { ok: true; stage: string } | { ok: false; message: string };

/** The stages asked again before they are made: they cannot be undone. */
const isFinalStep = (stage: string) => stage === "annullato" || stage === "chiuso";

/** What the confirmation says before a stage that cannot be undone. */
function finalQuestion(orderNumber: string, status: OrderStage) {
  return status === "annullato"
    ? {
        title: `Annullare l'ordine ${orderNumber}?`,
        description: "L'annullamento è definitivo: lo stato dell'ordine non potrà più cambiare.",
        confirmLabel: "Annulla l'ordine",
      }
    : {
        title: `Segnare l'ordine ${orderNumber} come «${orderStageLabels[status]}»?`,
        description: "Lo stato diventa definitivo: non potrà più cambiare.",
        confirmLabel: `Segna come «${orderStageLabels[status]}»`,
      };
}

/**
 * The stage change: the stages the table has an edge to (its guards answer
 * 409 with the reason), an optional note and whether the customer sees it;
 * an admin may start production without the deposit by writing why. The order's version travels with the form,
 * so a change someone else made meanwhile is refused (409), not overwritten.
 * A final status is never preselected, and with JavaScript it is asked again
 * in a dialog that names it (docs/product/back-office.md#order-status-workflow).
 */
export function OrderStatusForm({
  action,
  postedResult,
  stage,
  version,
  orderNumber,
  isAdmin,
}: OrderActionFormProps<OrderStatusResult> & {
  stage: string;
  version: number;
  orderNumber: string;
  isAdmin: boolean;
}) {
  const fetcher = useFetcher<OrderStatusResult>({ key: "order-status" });
  const { formRef, refusal, busy } = useOrderActionForm(fetcher, postedResult, (answer) =>
    answer.ok
      ? {
          title: "Stato aggiornato",
          description: `Ora l'ordine è «${orderStageLabel(answer.stage)}».`,
          variant: "success",
        }
      : { title: "Stato non aggiornato", description: answer.message, variant: "destructive" },
  );
  const next = orderStageTransitions[knownOrderStage(stage)];
  const [confirming, setConfirming] = useState<OrderStage | null>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const question = confirming ? finalQuestion(orderNumber, confirming) : null;

  const alert = refusal ? (
    <p role="alert" className="mb-4 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800">
      {refusal.message}
    </p>
  ) : null;
  if (next.length === 0) {
    return (
      <>
        {alert}
        <p className="text-slate-700">Lo stato di questo ordine è definitivo: non può più cambiare.</p>
      </>
    );
  }
  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action={action}
      className="space-y-4"
      onSubmit={(event) => {
        const chosen = new FormData(event.currentTarget).get("stage");
        if (
          typeof chosen === "string" &&
          (next as readonly string[]).includes(chosen) &&
          isFinalStep(chosen)
        ) {
          event.preventDefault();
          setConfirming(chosen as OrderStage);
        }
      }}
    >
      <input type="hidden" name="version" value={version} />
      <EnhancedSubmissionField />
      {alert}
      <fieldset>
        <legend className="text-sm font-medium text-slate-900">Nuovo stato</legend>
        <div className="mt-2 flex flex-wrap gap-4">
          {next.map((option, index) => (
            <label key={option} className="flex items-center gap-2 text-slate-900">
              <input
                type="radio"
                name="stage"
                value={option}
                defaultChecked={index === 0 && !isFinalStep(option)}
                className="size-4 accent-brand-700"
              />
              {orderStageLabels[option]}
            </label>
          ))}
        </div>
      </fieldset>
      <TextAreaField
        id="stato-nota"
        name="note"
        label="Nota (facoltativa)"
        rows={3}
        maxLength={ORDER_NOTE_MAX_LENGTH}
      />
      <label className="flex items-center gap-2 text-sm text-slate-900">
        <input type="checkbox" name="noteVisibleToCustomer" className="size-4 accent-brand-700" />
        Nota visibile al cliente
      </label>
      {isAdmin && next.includes("in_produzione") ? (
        <TextAreaField
          id="stato-deroga"
          name="overrideReason"
          label="Motivo per avviare la produzione senza acconto (solo amministratori, facoltativo)"
          rows={2}
          maxLength={OVERRIDE_REASON_MAX_LENGTH}
        />
      ) : null}
      <SubmitButton ref={submitRef} busy={busy} busyLabel="Aggiornamento in corso…">
        Aggiorna lo stato
      </SubmitButton>
      <ConfirmDialog
        open={question !== null}
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
        title={question?.title ?? ""}
        description={question?.description ?? ""}
        confirmLabel={question?.confirmLabel ?? ""}
        cancelLabel="Torna all'ordine"
        onConfirm={() => {
          if (formRef.current) fetcher.submit(new FormData(formRef.current), { method: "post", action });
        }}
        focusAfterCancel={() => submitRef.current?.focus()}
        focusAfterConfirm={() => submitRef.current?.focus()}
      />
    </fetcher.Form>
  );
}
