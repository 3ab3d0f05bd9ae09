import { type ComponentProps, type ReactNode, useRef, useState } from "react";
import { Form, useSubmit } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { ConfirmDialog } from "#app/components/ui/confirm-dialog.tsx";
import { useHydrated } from "#app/components/ui/use-hydrated.ts";

/**
 * A form whose submission is final: with JavaScript it asks first in a dialog
 * that names what it does; without, the browser's own `required` checks run and
 * it posts at once (the server checks everything again).
 */
export function ConfirmedForm({
  title,
  description,
  confirmLabel,
  className,
  encType,
  children,
}: {
  title: string;
  description: ReactNode;
  confirmLabel: string;
  className?: string;
  /** multipart/form-data when the form carries a file. */
  encType?: "multipart/form-data";
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  const submit = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Form
        ref={formRef}
        method="post"
        encType={encType}
        className={className}
        onSubmit={
          hydrated
            ? (event) => {
                event.preventDefault();
                setOpen(true);
              }
            : undefined
        }
      >
        {children}
      </Form>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={title}
        description={description}
        confirmLabel={confirmLabel}
        onConfirm={() => {
          if (formRef.current) void submit(formRef.current);
        }}
      />
    </>
  );
}

/** The submit button of a ConfirmedForm: once hydrated it opens the dialog, and says so to assistive technology. */
export function ConfirmedSubmit(props: Omit<ComponentProps<typeof Button>, "type">) {
  const hydrated = useHydrated();
  return <Button type="submit" aria-haspopup={hydrated ? "dialog" : undefined} {...props} />;
}
