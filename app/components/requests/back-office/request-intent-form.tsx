import type { ReactNode, Ref } from "react";
import { EnhancedSubmissionField } from "#app/components/web/enhanced-submission.tsx";
import { FormRefusal } from "./form-refusal.tsx";
import type { RequestActionForm } from "./request-action-result.ts";

/**
 * A form of a request's page posting its intent to the page's action, with
 * the version it was drawn from when the change is version-checked (a note is
 * not), and a refusal that belongs to no field above the fields.
 */
export function RequestIntentForm({
  form,
  versionChecked = true,
  formRef,
  className,
  noValidate,
  children,
}: {
  form: RequestActionForm;
  versionChecked?: boolean;
  formRef?: Ref<HTMLFormElement>;
  className: string;
  noValidate?: boolean;
  children: ReactNode;
}) {
  const { fetcher, target, intent, failure, errors } = form;
  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action={target.action}
      noValidate={noValidate}
      className={className}
    >
      <input type="hidden" name="intent" value={intent} />
      {versionChecked ? <input type="hidden" name="version" value={target.version} /> : null}
      <EnhancedSubmissionField />
      <FormRefusal message={failure?.message} errors={errors} />
      {children}
    </fetcher.Form>
  );
}
