import { defineTransitions } from "../status-machine.ts";
import { type AppointmentStatus, appointmentStatusLabels } from "./appointment-kinds.ts";

// An appointment's statuses as one guarded table (docs/decisions/029-guarded-transitions.md,
// docs/product/production.md#appointments): only a programmato one is done or
// cancelled, and neither comes back.

export const appointmentTransitions = defineTransitions<AppointmentStatus, Record<string, never>>(
  {
    programmato: { svolto: [], annullato: [] },
    svolto: {},
    annullato: {},
  },
  {
    unchanged: (status) => `L'appuntamento è già «${appointmentStatusLabels[status]}»`,
    final: (status) => `L'appuntamento è «${appointmentStatusLabels[status]}»: non si può più cambiare`,
    notAllowed: ({ from, to }) =>
      `Un appuntamento «${appointmentStatusLabels[from]}» non può diventare «${appointmentStatusLabels[to]}»`,
  },
);
