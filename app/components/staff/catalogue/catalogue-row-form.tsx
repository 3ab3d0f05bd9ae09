import type { ReactNode } from "react";
import { EnhancedSubmissionField } from "#app/components/forms/enhanced-submission.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { FormRefusal } from "../requests/form-refusal.tsx";
import type { CatalogueFormTarget, useCatalogueForm } from "./catalogue-action-result.ts";

/**
 * One row of a catalogue price list: a small form of its own, named by the
 * item it edits (so that its fields and its "Salva" button are read with the
 * item's name), posting its intent and the hidden fields naming the item.
 */
export function CatalogueRowForm({
  form,
  target,
  hidden,
  title,
  detail,
  fieldsClassName,
  children,
}: {
  form: ReturnType<typeof useCatalogueForm>;
  target: CatalogueFormTarget;
  /** The fields that name the edited item. */
  hidden: Record<string, string>;
  title: string;
  detail?: string | null;
  /** The grid of the row's fields (layout only). */
  fieldsClassName: string;
  children: ReactNode;
}) {
  const { fetcher, failure, errors, busy } = form;
  const titleId = `${target.rowKey}-nome`;
  // A refusal of a hidden field (the item itself) has no field to stand beside: it goes above.
  const shownErrors = Object.fromEntries(Object.entries(errors).filter(([name]) => !(name in hidden)));
  return (
    <li className="py-4">
      <fetcher.Form method="post" action={target.action} noValidate aria-labelledby={titleId}>
        <input type="hidden" name="intent" value={target.intent} />
        {Object.entries(hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <EnhancedSubmissionField />
        <p id={titleId} className="font-semibold text-slate-900">
          {title}
          {detail ? <span className="ml-2 text-sm font-normal text-slate-700">{detail}</span> : null}
        </p>
        <div className="mt-2">
          <FormRefusal message={failure?.message} errors={shownErrors} />
        </div>
        <div className={`mt-2 grid items-start gap-3 ${fieldsClassName}`}>
          {children}
          <Button type="submit" variant="outline" disabled={busy} className="md:mt-6">
            {busy ? "Salvataggio…" : "Salva"}
            <span className="sr-only"> {title}</span>
          </Button>
        </div>
      </fetcher.Form>
    </li>
  );
}
