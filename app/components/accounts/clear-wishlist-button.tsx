import { Trash2 } from "lucide-react";
import { useRef, useState } from "react";
import { Form } from "react-router";
import { buttonClass } from "#app/components/ui/button.tsx";
import { ConfirmDialog } from "#app/components/ui/confirm-dialog.tsx";
import { useHydrated } from "#app/components/ui/use-hydrated.ts";

const CLEAR_CONFIRMATION = "Sei sicuro di voler svuotare la lista dei desideri?";
const dangerOutlineButton = buttonClass({ variant: "danger-outline", size: "sm", className: "text-sm" });

interface ClearWishlistButtonProps {
  busy: boolean;
  onConfirm: () => void;
  focusAfterClear: () => void;
}

/** 'Svuota lista' asks first with JavaScript; without, the form clears the list at once. */
export function ClearWishlistButton({ busy, onConfirm, focusAfterClear }: ClearWishlistButtonProps) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // Only once hydrated does the button open the confirmation instead of posting.
  const hydrated = useHydrated();

  return (
    <>
      <Form
        method="post"
        action="/wishlist"
        onSubmit={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
      >
        <input type="hidden" name="intent" value="clear" />
        <input type="hidden" name="redirectTo" value="/wishlist" />
        <button
          ref={buttonRef}
          type="submit"
          disabled={busy}
          aria-haspopup={hydrated ? "dialog" : undefined}
          className={dangerOutlineButton}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          Svuota lista
        </button>
      </Form>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Svuota lista"
        description={CLEAR_CONFIRMATION}
        confirmLabel="Svuota lista"
        onConfirm={onConfirm}
        focusAfterConfirm={focusAfterClear}
        focusAfterCancel={() => buttonRef.current?.focus()}
      />
    </>
  );
}
