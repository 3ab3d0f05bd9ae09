import { SubmitButton } from "#app/components/ui/button.tsx";
import { SelectField } from "#app/components/ui/field.tsx";
import type { AssignableStaff } from "#app/domain/requests/request-detail.ts";
import { type RequestFormTarget, useRequestActionForm } from "./request-action-result.ts";
import { RequestIntentForm } from "./request-intent-form.tsx";

/** Who answers the request: one of the active staff members, or nobody. */
export function RequestAssignmentForm({
  target,
  assigneeId,
  staff,
}: {
  target: RequestFormTarget;
  assigneeId: number | null;
  staff: AssignableStaff[];
}) {
  const form = useRequestActionForm(target, "assign");
  return (
    <RequestIntentForm form={form} className="space-y-3">
      <SelectField
        // A new value from the server (another change) resets the select to it.
        key={`${assigneeId ?? "nessuno"}-${target.version}`}
        id="richiesta-assegnatario"
        name="assigneeId"
        label="Assegnata a"
        defaultValue={assigneeId === null ? "" : String(assigneeId)}
        choices={[
          { value: "", label: "Nessuno" },
          ...staff.map((person) => ({
            value: String(person.id),
            label: person.name ? `${person.name} (${person.username})` : person.username,
          })),
        ]}
        error={form.errors.assigneeId}
      />
      <SubmitButton variant="outline" busy={form.busy}>
        Assegna
      </SubmitButton>
    </RequestIntentForm>
  );
}
