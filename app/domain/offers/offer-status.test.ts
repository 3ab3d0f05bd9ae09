import { describe, expect, it } from "vitest";
import { allowedTransitions, transitionRefusal } from "../status-machine.ts";
import { offerTransitions } from "./offer-status.ts";

describe("an offer's statuses", () => {
  it("reach «Inviata» only by sending, and an answer only from «Inviata»", () => {
    expect(allowedTransitions(offerTransitions, "bozza", { via: "send" })).toEqual(["inviata"]);
    expect(allowedTransitions(offerTransitions, "bozza", { via: "answer" })).toEqual([]);
    expect(allowedTransitions(offerTransitions, "inviata", { via: "answer" })).toEqual([
      "accettata",
      "rifiutata",
      "modifica-richiesta",
    ]);
    expect(allowedTransitions(offerTransitions, "rifiutata", { via: "send" })).toEqual(["inviata"]);
  });

  it("close once accepted", () => {
    expect(transitionRefusal(offerTransitions, "accettata", "inviata", { via: "send" })?.message).toBe(
      "L'offerta è già stata accettata: ora si modifica l'ordine.",
    );
  });
});
