import { formatEuroCents } from "../italian-formats/money.ts";
import { type Refusal, refuse } from "../refusal.ts";
import {
  allowedTransitions,
  defineTransitions,
  type TransitionGuard,
  transitionRefusal,
  transitionTargetsByStatus,
} from "../status-machine.ts";
import { type OrderStage, orderStageLabels } from "./order-stages.ts";

// The order's stages as one table of guarded edges (docs/product/production.md#stages,
// docs/decisions/029-guarded-transitions.md). The guards read the facts the
// server gathers under the order's row lock, not only the two stages.

/** What the stage table's guards read about an order when a change is asked for. */
export interface OrderStageFacts {
  /** Positions whose sizes are still indicative. */
  positionsWithoutFinalSizes: number;
  /** The customer confirmed the final sizes (the survey's revision, or a supply-only checkout). */
  measurementsConfirmed: boolean;
  /** Until deposits are invoiced: any payment recorded and not reversed. */
  depositReceived: boolean;
  /** An admin's reason to start production without the deposit; null when none was given. */
  overrideReason: string | null;
  actorIsAdmin: boolean;
  /** Some position includes installation: the order ends «posato», else «consegnato». */
  includesInstallation: boolean;
  /** A «consegna» of the order is «svolto». */
  deliveryDone: boolean;
  /** A «posa» of the order is «svolto». */
  fittingDone: boolean;
  leftToPayCents: number;
}

/** Facts under which no guard says no: for tests and for forms listing every edge. */
export const permissiveStageFacts: OrderStageFacts = {
  positionsWithoutFinalSizes: 0,
  measurementsConfirmed: true,
  depositReceived: true,
  overrideReason: null,
  actorIsAdmin: true,
  includesInstallation: false,
  deliveryDone: true,
  fittingDone: true,
  leftToPayCents: 0,
};

type Guard = TransitionGuard<OrderStage, OrderStageFacts>;
const quoted = (stage: OrderStage) => `«${orderStageLabels[stage]}»`;
const blocked = (message: string, reason: string): Refusal => refuse.conflict(message, { reason });

const everyPositionFinal: Guard = ({ positionsWithoutFinalSizes: missing }) =>
  missing === 0
    ? null
    : blocked(
        `Mancano le misure definitive di ${missing} ${missing === 1 ? "posizione" : "posizioni"}`,
        "sizes-not-final",
      );

const customerConfirmedSizes: Guard = ({ measurementsConfirmed }) =>
  measurementsConfirmed
    ? null
    : blocked("Il cliente non ha ancora confermato le misure definitive", "sizes-not-confirmed");

/** The deposit, or an admin's stated reason to go without it. */
const depositOrOverride: Guard = ({ depositReceived, overrideReason, actorIsAdmin }) => {
  if (depositReceived) return null;
  if (overrideReason !== null && actorIsAdmin) return null;
  return blocked(
    "L'acconto non risulta ricevuto: solo un amministratore può avviare la produzione senza, scrivendo il motivo",
    "deposit-missing",
  );
};

const supplyOnly: Guard = ({ includesInstallation }) =>
  includesInstallation
    ? blocked(
        `Un ordine con posa si conclude ${quoted("posato")}, non ${quoted("consegnato")}`,
        "has-installation",
      )
    : null;
const withInstallation: Guard = ({ includesInstallation }) =>
  includesInstallation
    ? null
    : blocked(
        `Un ordine senza posa si conclude ${quoted("consegnato")}, non ${quoted("posato")}`,
        "no-installation",
      );
const deliveryDone: Guard = ({ deliveryDone: done }) =>
  done ? null : blocked("La consegna non risulta ancora svolta", "delivery-not-done");
const fittingDone: Guard = ({ fittingDone: done }) =>
  done ? null : blocked("La posa non risulta ancora svolta", "fitting-not-done");
const nothingLeftToPay: Guard = ({ leftToPayCents }) =>
  leftToPayCents <= 0
    ? null
    : blocked(`Restano da incassare ${formatEuroCents(leftToPayCents)}`, "balance-open");

const orderStageMachine = defineTransitions<OrderStage, OrderStageFacts>(
  {
    in_attesa_di_conferma: { confermato: [], annullato: [] },
    confermato: { misure_definitive: [everyPositionFinal, customerConfirmedSizes], annullato: [] },
    misure_definitive: { in_produzione: [depositOrOverride], annullato: [] },
    in_produzione: { pronto: [] },
    pronto: { consegnato: [supplyOnly, deliveryDone], posato: [withInstallation, fittingDone] },
    consegnato: { chiuso: [nothingLeftToPay] },
    posato: { chiuso: [nothingLeftToPay] },
    chiuso: {},
    annullato: {},
  },
  {
    unchanged: (stage) => `L'ordine è già ${quoted(stage)}`,
    final: (stage) => `L'ordine è ${quoted(stage)}: lo stato non può più cambiare`,
    notAllowed: ({ from, to }) => `Un ordine ${quoted(from)} non può passare a ${quoted(to)}`,
  },
);

/** Each stage → the stages it has an edge to, whatever the guards say. */
export const orderStageTransitions = transitionTargetsByStatus(orderStageMachine);

/** Why the table refuses `from → to` with these facts (a conflict), or null. */
export function orderStageRefusal(from: OrderStage, to: OrderStage, facts: OrderStageFacts): Refusal | null {
  return transitionRefusal(orderStageMachine, from, to, facts);
}

/** The stages the order may move to now: what the staff form offers first. */
export function allowedOrderStages(from: OrderStage, facts: OrderStageFacts): OrderStage[] {
  return allowedTransitions(orderStageMachine, from, facts);
}

/** Production has started: the order's lines and address no longer change. */
export function isBeforeProduction(stage: OrderStage): boolean {
  return stage === "in_attesa_di_conferma" || stage === "confermato" || stage === "misure_definitive";
}

/** The path a customer's timeline shows, ending «consegnato» or «posato» as the order does. */
export function stagePath(includesInstallation: boolean): OrderStage[] {
  return [
    "in_attesa_di_conferma",
    "confermato",
    "misure_definitive",
    "in_produzione",
    "pronto",
    includesInstallation ? "posato" : "consegnato",
    "chiuso",
  ];
}
