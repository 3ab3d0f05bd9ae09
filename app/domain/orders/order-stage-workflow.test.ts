import { describe, expect, it } from "vitest";
import {
  allowedOrderStages,
  type OrderStageFacts,
  orderStageRefusal,
  orderStageTransitions,
  permissiveStageFacts,
} from "./order-stage-workflow.ts";
import { type OrderStage, orderStages, orderStatusOfStage } from "./order-stages.ts";
import { orderStatusTransitions } from "./order-status.ts";

const facts = (changes: Partial<OrderStageFacts>): OrderStageFacts => ({
  ...permissiveStageFacts,
  ...changes,
});
const message = (from: OrderStage, to: OrderStage, changes: Partial<OrderStageFacts>) =>
  orderStageRefusal(from, to, facts(changes))?.message ?? null;

describe("the order stages", () => {
  it("read as the spec's four statuses in the JSON API", () => {
    expect(Object.fromEntries(orderStages.map((stage) => [stage, orderStatusOfStage(stage)]))).toEqual({
      in_attesa_di_conferma: "pending",
      confermato: "processing",
      misure_definitive: "processing",
      in_produzione: "processing",
      pronto: "processing",
      consegnato: "completed",
      posato: "completed",
      chiuso: "completed",
      annullato: "cancelled",
    });
  });

  it("seen through the statuses, the stage table is the spec's status table", () => {
    const projected = new Map<string, Set<string>>();
    for (const from of orderStages) {
      for (const to of orderStageTransitions[from]) {
        const [a, b] = [orderStatusOfStage(from), orderStatusOfStage(to)];
        if (a !== b) projected.set(a, (projected.get(a) ?? new Set()).add(b));
      }
    }
    for (const [status, targets] of Object.entries(orderStatusTransitions)) {
      expect([...(projected.get(status) ?? [])].sort(), status).toEqual([...targets].sort());
    }
  });

  it("go one step at a time; chiuso and annullato are final; production cannot be cancelled", () => {
    expect(orderStageTransitions).toEqual({
      in_attesa_di_conferma: ["confermato", "annullato"],
      confermato: ["misure_definitive", "annullato"],
      misure_definitive: ["in_produzione", "annullato"],
      in_produzione: ["pronto"],
      pronto: ["consegnato", "posato"],
      consegnato: ["chiuso"],
      posato: ["chiuso"],
      chiuso: [],
      annullato: [],
    });
    expect(message("in_produzione", "annullato", {})).toBe(
      "Un ordine «In produzione» non può passare a «Annullato»",
    );
    expect(message("chiuso", "annullato", {})).toBe("L'ordine è «Chiuso»: lo stato non può più cambiare");
  });

  it("«Misure definitive» needs every position final and the customer's confirmation", () => {
    expect(message("confermato", "misure_definitive", { positionsWithoutFinalSizes: 2 })).toBe(
      "Mancano le misure definitive di 2 posizioni",
    );
    expect(message("confermato", "misure_definitive", { positionsWithoutFinalSizes: 1 })).toBe(
      "Mancano le misure definitive di 1 posizione",
    );
    expect(message("confermato", "misure_definitive", { measurementsConfirmed: false })).toBe(
      "Il cliente non ha ancora confermato le misure definitive",
    );
    expect(message("confermato", "misure_definitive", {})).toBeNull();
  });

  it("«In produzione» needs the deposit, or an admin's reason", () => {
    const noDeposit = { depositReceived: false };
    const refused =
      "L'acconto non risulta ricevuto: solo un amministratore può avviare la produzione senza, scrivendo il motivo";
    expect(message("misure_definitive", "in_produzione", noDeposit)).toBe(refused);
    expect(
      message("misure_definitive", "in_produzione", {
        ...noDeposit,
        actorIsAdmin: false,
        overrideReason: "Urgente",
      }),
    ).toBe(refused);
    expect(
      message("misure_definitive", "in_produzione", { ...noDeposit, overrideReason: "Cliente storico" }),
    ).toBeNull();
    expect(orderStageRefusal("misure_definitive", "in_produzione", facts(noDeposit))).toMatchObject({
      kind: "conflict",
      reason: "deposit-missing",
    });
  });

  it("ends «posato» after a done fitting, or «consegnato» after a done delivery, then «chiuso» when paid", () => {
    expect(message("pronto", "posato", { includesInstallation: true, fittingDone: false })).toBe(
      "La posa non risulta ancora svolta",
    );
    expect(message("pronto", "posato", { includesInstallation: true })).toBeNull();
    expect(message("pronto", "consegnato", { includesInstallation: true })).toBe(
      "Un ordine con posa si conclude «Posato», non «Consegnato»",
    );
    expect(message("pronto", "posato", { includesInstallation: false })).toBe(
      "Un ordine senza posa si conclude «Consegnato», non «Posato»",
    );
    expect(message("pronto", "consegnato", { deliveryDone: false })).toBe(
      "La consegna non risulta ancora svolta",
    );
    expect(message("posato", "chiuso", { leftToPayCents: 123_456 })).toMatch(
      /^Restano da incassare 1\.234,56\s€$/,
    );
    expect(allowedOrderStages("pronto", facts({ includesInstallation: true }))).toEqual(["posato"]);
  });
});
