import { Form } from "react-router";
import { FormRefusal } from "#app/components/requests/back-office/form-refusal.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { TextField } from "#app/components/ui/field.tsx";
import type { IntentRefusal } from "#app/domain/web/page-actions.ts";

// One team's form (docs/product/production.md#teams): its name, whether it
// is active, and its members ticked among the active staff.

export interface TeamFormTeam {
  id: number;
  name: string;
  active: boolean;
  version: number;
  members: { id: number }[];
}

export function TeamForm({
  action,
  team,
  people,
  refused,
}: {
  action: string;
  team: TeamFormTeam | null;
  people: { id: number; name: string }[];
  refused: IntentRefusal<string> | undefined;
}) {
  const prefix = team ? `squadra-${team.id}` : "squadra-nuova";
  const errors = refused?.errors ?? {};
  const members = new Set(team?.members.map((member) => member.id) ?? []);
  return (
    <Form method="post" action={action} noValidate className="grid gap-4">
      <input type="hidden" name="intent" value="save" />
      {team ? <input type="hidden" name="teamId" value={team.id} /> : null}
      {team ? <input type="hidden" name="version" value={team.version} /> : null}
      <FormRefusal message={refused?.message} errors={errors} />
      <TextField
        name="name"
        id={`${prefix}-name`}
        label="Nome della squadra"
        required
        defaultValue={refused?.values.name ?? team?.name ?? ""}
        error={errors.name}
      />
      {team ? (
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name="active" value="on" defaultChecked={team.active} className="size-4" />
          Attiva (si può mandare agli appuntamenti)
        </label>
      ) : null}
      <fieldset aria-describedby={errors.memberIds ? `${prefix}-members-errore` : undefined}>
        <legend className="text-sm font-medium text-slate-900">Membri</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {people.map((person) => (
            <label key={person.id} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                name="memberIds"
                value={person.id}
                defaultChecked={members.has(person.id)}
                className="size-4"
              />
              {person.name}
            </label>
          ))}
        </div>
        {errors.memberIds ? (
          <p id={`${prefix}-members-errore`} className="mt-1 text-sm font-medium text-red-800">
            {errors.memberIds}
          </p>
        ) : null}
      </fieldset>
      <div>
        <Button type="submit" size="sm">
          {team ? "Salva la squadra" : "Crea la squadra"}
        </Button>
      </div>
    </Form>
  );
}
