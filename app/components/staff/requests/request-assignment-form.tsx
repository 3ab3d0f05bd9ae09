import { EnhancedSubmissionField } from "#app/components/forms/enhanced-submission.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Field, inputClass } from "#app/components/ui/field.tsx";
import type { AssignableStaff } from "#app/domain/request-detail.ts";
import type { RequestKind } from "#app/domain/request-status.ts";
import { FormRefusal } from "./form-refusal.tsx";
import { type RequestActionResult, useRequestActionForm } from "./request-action-result.ts";

/** Who answers the request: one of the active staff members, or nobody. */
export function RequestAssignmentForm({
  kind,
  id,
  assigneeId,
  version,
  staff,
  action,
  postedResult,
}: {
  kind: RequestKind;
  id: number;
  assigneeId: number | null;
  version: number;
  staff: AssignableStaff[];
  action: string;
  postedResult: RequestActionResult | undefined;
}) {
  const { fetcher, failure, errors, busy } = useRequestActionForm(`${kind}-${id}`, "assign", postedResult);
  return (
    <fetcher.Form method="post" action={action} className="space-y-3">
      <input type="hidden" name="intent" value="assign" />
      <input type="hidden" name="version" value={version} />
      <EnhancedSubmissionField />
      <FormRefusal message={failure?.message} errors={errors} />
      <Field id="richiesta-assegnatario" label="Assegnata a" error={errors.assigneeId}>
        {(control) => (
          <select
            // A new value from the server (another change) resets the select to it.
            key={`${assigneeId ?? "nessuno"}-${version}`}
            name="assigneeId"
            defaultValue={assigneeId ?? ""}
            className={inputClass}
            {...control}
          >
            <option value="">Nessuno</option>
            {staff.map((person) => (
              <option key={person.id} value={person.id}>
                {person.name ? `${person.name} (${person.username})` : person.username}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Button type="submit" variant="outline" disabled={busy}>
        {busy ? "Salvataggio…" : "Assegna"}
      </Button>
    </fetcher.Form>
  );
}
