import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { useFetcherToast } from "#app/components/toasts/use-fetcher-toast.ts";
import { SubmitButton } from "#app/components/ui/button.tsx";
import { SelectField, TextField } from "#app/components/ui/field.tsx";
import { EnhancedSubmissionField } from "#app/components/web/enhanced-submission.tsx";
import { STAFF_PASSWORD_MIN_LENGTH } from "#app/domain/staff/staff-accounts.ts";
import { staffRoles, userRoleLabels } from "#app/domain/staff/staff-roles.ts";
import { type StaffAccountResult, staffAccountToasts } from "./staff-account-result.ts";

const textFields = [
  { name: "username", label: "Nome utente", type: "text" },
  { name: "email", label: "E-mail", type: "email" },
  { name: "firstName", label: "Nome", type: "text" },
  { name: "lastName", label: "Cognome", type: "text" },
] as const;

/** An admin creates a staff account: works as a plain post too, with the errors beside the fields. */
export function StaffAccountForm({
  action,
  postedResult,
}: {
  action: string;
  /** The action's refusal of a post made without JavaScript. */
  postedResult: StaffAccountResult | undefined;
}) {
  const fetcher = useFetcher<StaffAccountResult>({ key: "staff-account-create" });
  const formRef = useRef<HTMLFormElement>(null);
  const result = fetcher.data ?? (postedResult?.intent === "create" ? postedResult : undefined);
  const failure = result && !result.ok ? result : undefined;
  const errors = failure?.errors ?? {};
  const values = failure?.values ?? {};

  useFetcherToast(fetcher, (answer) =>
    answer.ok
      ? {
          title: staffAccountToasts.create.title,
          description: staffAccountToasts.create.description(answer.username),
          variant: "success",
        }
      : null,
  );
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) formRef.current?.reset();
  }, [fetcher.state, fetcher.data]);

  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form ref={formRef} method="post" action={action} noValidate className="space-y-4">
      <input type="hidden" name="intent" value="create" />
      <EnhancedSubmissionField />
      {failure && Object.keys(failure.errors).length === 0 ? (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800">
          {failure.message}
        </p>
      ) : null}
      <div className="grid gap-4 md:grid-cols-2">
        {textFields.map(({ name, label, type }) => (
          <TextField
            key={name}
            name={name}
            type={type}
            label={label}
            required
            autoComplete="off"
            defaultValue={values[name]}
            error={errors[name]}
          />
        ))}
        <TextField
          name="password"
          type="password"
          label="Password iniziale"
          required
          autoComplete="new-password"
          hint={`Almeno ${STAFF_PASSWORD_MIN_LENGTH} caratteri; comunicala alla persona di persona.`}
          error={errors.password}
        />
        <SelectField
          id="staff-role"
          name="role"
          label="Ruolo"
          required
          defaultValue={values.role ?? "staff"}
          choices={staffRoles.map((role) => ({ value: role, label: userRoleLabels[role] }))}
          error={errors.role}
        />
      </div>
      <SubmitButton busy={busy} busyLabel="Creazione in corso…">
        Crea account
      </SubmitButton>
    </fetcher.Form>
  );
}
