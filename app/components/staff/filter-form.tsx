import type { ReactNode } from "react";
import { Form } from "react-router";
import { Button, ButtonLink } from "#app/components/ui/button.tsx";

/**
 * A back-office list's filters: a GET form to the list's own address, so the
 * filters land in the URL and work without JavaScript; "Azzera" is a link to
 * the list without any. `footer` goes below the buttons (e.g. an export link).
 */
export function FilterForm({
  action,
  className,
  submitLabel = "Filtra",
  footer,
  children,
}: {
  action: string;
  /** The grid of the fields (layout only). */
  className: string;
  submitLabel?: string;
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Form method="get" action={action} className={className}>
      {children}
      <div className="flex flex-wrap gap-2">
        <Button type="submit">{submitLabel}</Button>
        <ButtonLink to={action} variant="secondary">
          Azzera
        </ButtonLink>
      </div>
      {footer}
    </Form>
  );
}
