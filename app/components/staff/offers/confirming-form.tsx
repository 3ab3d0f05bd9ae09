import { type ReactNode, useRef, useState } from "react";
import { Form, useSubmit } from "react-router";
import { buttonClass } from "#app/components/ui/button.tsx";
import { ConfirmDialog } from "#app/components/ui/confirm-dialog.tsx";
import { useHydrated } from "#app/components/ui/use-hydrated.ts";

// A final or destructive form of the offer editor (remove a line, send a
// version): with JavaScript it asks first in a dialog that names what it
// does; without it, the plain form posts at once.

export function ConfirmingForm({
  action,
  fields,
  label,
  title,
  description,
  confirmLabel,
  variant = "secondary",
}: {
  action: string;
  fields: Record<string, string>;
  label: ReactNode;
  title: string;
  description: string;
  confirmLabel: string;
  variant?: "primary" | "secondary" | "danger-outline";
}) {
  const submit = useSubmit();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const hydrated = useHydrated();
  return (
    <>
      <Form
        method="post"
        action={action}
        onSubmit={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
      >
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <button
          ref={buttonRef}
          type="submit"
          aria-haspopup={hydrated ? "dialog" : undefined}
          className={buttonClass({ variant, size: "sm" })}
        >
          {label}
        </button>
      </Form>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={title}
        description={description}
        confirmLabel={confirmLabel}
        onConfirm={() => submit(fields, { method: "post", action })}
        focusAfterCancel={() => buttonRef.current?.focus()}
      />
    </>
  );
}
