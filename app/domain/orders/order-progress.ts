import { type AppointmentKind, appointmentKindLabels } from "../appointments/appointment-kinds.ts";
import { stagePath } from "./order-stage-workflow.ts";
import { knownOrderStage, type OrderStage, orderStageLabels } from "./order-stages.ts";

// The customer's view of where their order is (docs/product/production.md#stages):
// every step of its path with the day it was reached, the step it is at, and
// the next appointment at the site.

export interface ProgressStep {
  stage: OrderStage;
  label: string;
  /** When the order reached it (ISO); null for a step still ahead. */
  reachedAt: string | null;
  current: boolean;
}

export interface NextAppointment {
  kind: AppointmentKind;
  label: string;
  startsAt: string;
  endsAt: string;
}

export interface OrderProgress {
  cancelled: boolean;
  steps: ProgressStep[];
  nextAppointment: NextAppointment | null;
}

export function orderProgress(input: {
  stage: string;
  createdAt: string;
  includesInstallation: boolean;
  /** Every stage change, oldest first. */
  changes: readonly { toStage: string | null; at: string }[];
  nextAppointment: { kind: AppointmentKind; startsAt: string; endsAt: string } | null;
}): OrderProgress {
  const stage = knownOrderStage(input.stage);
  const reached = new Map<OrderStage, string>([["in_attesa_di_conferma", input.createdAt]]);
  for (const change of input.changes) {
    if (change.toStage) reached.set(knownOrderStage(change.toStage), change.at);
  }
  const path = stagePath(input.includesInstallation);
  const currentIndex = path.indexOf(stage);
  const steps = path.map((step, index) => ({
    stage: step,
    label: orderStageLabels[step],
    // A step passed without its own record (an order from before stages) still reads as passed.
    reachedAt: reached.get(step) ?? (currentIndex >= 0 && index <= currentIndex ? input.createdAt : null),
    current: step === stage,
  }));
  const next = input.nextAppointment;
  return {
    cancelled: stage === "annullato",
    steps,
    nextAppointment: next ? { ...next, label: appointmentKindLabels[next.kind] } : null,
  };
}
