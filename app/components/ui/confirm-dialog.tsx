import { AlertDialog } from "radix-ui";
import { type ReactNode, useRef } from "react";
import { buttonClass } from "./button.tsx";

// "Are you sure?" before a destructive action, as a Radix alert dialog: focus
// stays inside, Escape and "Annulla" cancel, and the title and description are
// the dialog's accessible name and description.

export interface ConfirmDialogProps {
  title: ReactNode;
  description: ReactNode;
  /** The destructive action's label, e.g. "Elimina". */
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  /** An element that opens the dialog; leave it out and drive `open` instead. */
  trigger?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /**
   * Where focus goes when the dialog closes, when the element that opened it may be
   * gone (the confirmed action removed it). Without these, Radix returns focus to the trigger.
   */
  focusAfterConfirm?: () => void;
  focusAfterCancel?: () => void;
}

export function ConfirmDialog({
  title,
  description,
  confirmLabel,
  cancelLabel = "Annulla",
  onConfirm,
  trigger,
  open,
  onOpenChange,
  focusAfterConfirm,
  focusAfterCancel,
}: ConfirmDialogProps) {
  const confirmed = useRef(false);
  const placesFocus = focusAfterConfirm !== undefined || focusAfterCancel !== undefined;
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger> : null}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
        <AlertDialog.Content
          onCloseAutoFocus={(event) => {
            const wasConfirmed = confirmed.current;
            confirmed.current = false;
            if (!placesFocus) return;
            event.preventDefault();
            if (wasConfirmed) focusAfterConfirm?.();
            else focusAfterCancel?.();
          }}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl"
        >
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-slate-700">{description}</AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClass({ variant: "secondary", size: "md" })}>
              {cancelLabel}
            </AlertDialog.Cancel>
            <AlertDialog.Action
              onClick={() => {
                confirmed.current = true;
                onConfirm();
              }}
              className={buttonClass({ variant: "danger", size: "md" })}
            >
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
