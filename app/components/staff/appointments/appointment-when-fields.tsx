import { SelectField, TextField } from "#app/components/ui/field.tsx";
import type { BookingChoices } from "#app/domain/appointments/appointment-view.ts";

// The day, the time window and who goes: the same fields in the booking and
// the move forms (docs/product/production.md#appointments). Times are Rome's.

export interface WhenDefaults {
  day: string;
  startTime: string;
  endTime: string;
  teamId: string;
  technicianId: string;
}

export function AppointmentWhenFields({
  idPrefix,
  choices,
  defaults,
  errors,
}: {
  idPrefix: string;
  choices: BookingChoices;
  defaults: WhenDefaults;
  errors: Record<string, string>;
}) {
  const field = (name: keyof WhenDefaults) => ({
    name,
    id: `${idPrefix}-${name}`,
    defaultValue: defaults[name],
    error: errors[name],
  });
  return (
    <>
      <TextField {...field("day")} label="Data" type="date" required />
      <div className="grid grid-cols-2 gap-4">
        <TextField {...field("startTime")} label="Ora di inizio" type="time" required step={300} />
        <TextField {...field("endTime")} label="Ora di fine" type="time" required step={300} />
      </div>
      <SelectField
        {...field("teamId")}
        label="Squadra"
        choices={[
          { value: "", label: "Nessuna squadra" },
          ...choices.teams.map((team) => ({ value: String(team.id), label: team.name })),
        ]}
      />
      <SelectField
        {...field("technicianId")}
        label="Tecnico"
        hint="Una squadra, un tecnico o entrambi"
        choices={[
          { value: "", label: "Nessun tecnico" },
          ...choices.technicians.map((person) => ({ value: String(person.id), label: person.name })),
        ]}
      />
    </>
  );
}
