import { describe, expect, it } from "vitest";
import { orderProgress } from "./order-progress.ts";

describe("the customer's progress of an order", () => {
  it("dates each step reached, marks the current one, ends «Posato» with installation, shows the next visit", () => {
    const progress = orderProgress({
      stage: "misure_definitive",
      createdAt: "2026-11-02T09:00:00.000Z",
      includesInstallation: true,
      changes: [
        { toStage: "confermato", at: "2026-11-03T09:00:00.000Z" },
        { toStage: "misure_definitive", at: "2026-11-10T09:00:00.000Z" },
      ],
      nextAppointment: {
        kind: "posa",
        startsAt: "2026-12-10T07:30:00.000Z",
        endsAt: "2026-12-10T11:00:00.000Z",
      },
    });
    expect(progress.steps.map((step) => [step.label, step.reachedAt, step.current])).toEqual([
      ["In attesa di conferma", "2026-11-02T09:00:00.000Z", false],
      ["Confermato", "2026-11-03T09:00:00.000Z", false],
      ["Misure definitive", "2026-11-10T09:00:00.000Z", true],
      ["In produzione", null, false],
      ["Pronto", null, false],
      ["Posato", null, false],
      ["Chiuso", null, false],
    ]);
    expect(progress.nextAppointment).toMatchObject({ label: "Posa" });
    expect(progress.cancelled).toBe(false);
  });

  it("ends «Consegnato» without installation; a cancelled order says so", () => {
    const steps = orderProgress({
      stage: "annullato",
      createdAt: "2026-11-02T09:00:00.000Z",
      includesInstallation: false,
      changes: [{ toStage: "annullato", at: "2026-11-03T09:00:00.000Z" }],
      nextAppointment: null,
    });
    expect(steps.cancelled).toBe(true);
    expect(steps.steps.at(-2)?.label).toBe("Consegnato");
  });
});
