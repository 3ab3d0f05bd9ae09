import { describe, expect, it } from "vitest";
import { refuse } from "./refusal.ts";
import {
  allowedTransitions,
  defineTransitions,
  isFinalStatus,
  type TransitionGuard,
  transitionRefusal,
  transitionTargets,
} from "./status-machine.ts";

// A made-up workflow, so that the machine is seen apart from the shop's tables.
type Status = "draft" | "ready" | "sent" | "void";
interface Facts {
  signed: boolean;
  sizesFinal: boolean;
}
type Guard = TransitionGuard<Status, Facts>;

const seen: string[] = [];
const needsSignature: Guard = (facts, { from, to }) => {
  seen.push(`signature ${from}→${to}`);
  return facts.signed ? null : refuse.conflict("Manca la firma", { reason: "unsigned" });
};
const needsFinalSizes: Guard = (facts) => {
  seen.push("sizes");
  return facts.sizesFinal ? null : refuse.conflict("Misure non definitive", { reason: "sizes" });
};

const machine = defineTransitions<Status, Facts>(
  {
    draft: { ready: [], void: [] },
    ready: { sent: [needsSignature, needsFinalSizes], void: [] },
    sent: {},
    void: {},
  },
  {
    unchanged: (status) => `già ${status}`,
    final: (status) => `${status} è definitivo`,
    notAllowed: ({ from, to }) => `da ${from} non si va a ${to}`,
  },
);

const allFacts: Facts = { signed: true, sizesFinal: true };

describe("a guarded status machine", () => {
  it("allows an edge whose guards all pass, and lists every edge of a status", () => {
    expect(transitionRefusal(machine, "ready", "sent", allFacts)).toBeNull();
    expect(transitionRefusal(machine, "draft", "ready", { signed: false, sizesFinal: false })).toBeNull();
    expect(transitionTargets(machine, "ready")).toEqual(["sent", "void"]);
    expect(isFinalStatus(machine, "sent")).toBe(true);
    expect(isFinalStatus(machine, "draft")).toBe(false);
  });

  it("answers the first guard that refuses, with its own reason, and asks no further", () => {
    seen.length = 0;
    expect(transitionRefusal(machine, "ready", "sent", { signed: false, sizesFinal: false })).toMatchObject({
      kind: "conflict",
      reason: "unsigned",
      message: "Manca la firma",
    });
    expect(seen).toEqual(["signature ready→sent"]);
    expect(transitionRefusal(machine, "ready", "sent", { signed: true, sizesFinal: false })).toMatchObject({
      reason: "sizes",
    });
  });

  it("words the changes without an edge as the workflow does, before any guard runs", () => {
    seen.length = 0;
    expect(transitionRefusal(machine, "ready", "ready", allFacts)).toMatchObject({
      kind: "conflict",
      reason: "status-unchanged",
      message: "già ready",
    });
    expect(transitionRefusal(machine, "sent", "void", allFacts)).toMatchObject({
      reason: "status-final",
      message: "sent è definitivo",
    });
    expect(transitionRefusal(machine, "draft", "sent", allFacts)).toMatchObject({
      reason: "transition-not-allowed",
      message: "da draft non si va a sent",
    });
    expect(seen).toEqual([]);
  });

  it("offers only the edges these facts allow", () => {
    expect(allowedTransitions(machine, "ready", allFacts)).toEqual(["sent", "void"]);
    expect(allowedTransitions(machine, "ready", { signed: true, sizesFinal: false })).toEqual(["void"]);
    expect(allowedTransitions(machine, "void", allFacts)).toEqual([]);
  });
});
