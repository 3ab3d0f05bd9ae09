import { describe, expect, it } from "vitest";
import {
  manualRequestTransitions,
  offerRefusal,
  type RequestTransitionFacts,
  requestStatuses,
  requestTransitionRefusal,
  requestTransitions,
} from "./request-status.ts";

const staffForm = (kind: RequestTransitionFacts["kind"]): RequestTransitionFacts => ({
  kind,
  via: "status-form",
});
const offer: RequestTransitionFacts = { kind: "preventivo", via: "offer" };
const customerAcceptance: RequestTransitionFacts = { kind: "preventivo", via: "customer-acceptance" };

describe("the inbox's transition table", () => {
  it("lets «chiusa» be reached from every state that is not final, and nothing leave a final one", () => {
    for (const status of requestStatuses) {
      const final = ["accettata", "rifiutata", "chiusa"].includes(status);
      expect(requestTransitions[status].includes("chiusa"), status).toBe(!final);
      if (final) expect(requestTransitions[status]).toEqual([]);
    }
  });

  it("refuses as a conflict, with an Italian reason, what the table does not allow", () => {
    expect(requestTransitionRefusal("nuova", "nuova", staffForm("contatto"))).toMatchObject({
      kind: "conflict",
      reason: "status-unchanged",
      message: "La richiesta è già «Nuova»",
    });
    expect(requestTransitionRefusal("chiusa", "nuova", staffForm("contatto"))).toMatchObject({
      kind: "conflict",
      reason: "status-final",
      message: "La richiesta è «Chiusa»: lo stato non può più cambiare",
    });
    expect(requestTransitionRefusal("nuova", "rifiutata", staffForm("contatto"))).toMatchObject({
      kind: "conflict",
      reason: "transition-not-allowed",
      message: "Da «Nuova» non si può passare a «Rifiutata»",
    });
    expect(requestTransitionRefusal("in-lavorazione", "offerta-inviata", staffForm("contatto"))).toBeNull();
  });

  it("leaves «offerta inviata» of a quote request to the offer", () => {
    expect(
      requestTransitionRefusal("in-lavorazione", "offerta-inviata", staffForm("preventivo")),
    ).toMatchObject({
      reason: "offer-sets-status",
      message: "Un preventivo passa a «Offerta inviata» quando salvi l'offerta",
    });
    expect(requestTransitionRefusal("in-lavorazione", "offerta-inviata", offer)).toBeNull();
    expect(manualRequestTransitions("preventivo", "in-lavorazione")).toEqual(["chiusa"]);
    expect(manualRequestTransitions("contatto", "in-lavorazione")).toEqual(["offerta-inviata", "chiusa"]);
  });

  it("lets the customer accept their quote before an offer, which staff cannot record", () => {
    for (const from of ["nuova", "in-lavorazione", "offerta-inviata"] as const) {
      expect(requestTransitionRefusal(from, "accettata", customerAcceptance), from).toBeNull();
    }
    expect(requestTransitionRefusal("nuova", "accettata", staffForm("preventivo"))).toMatchObject({
      reason: "transition-not-allowed",
      message: "Da «Nuova» non si può passare a «Accettata»",
    });
    expect(requestTransitionRefusal("in-lavorazione", "accettata", staffForm("contatto"))?.message).toBe(
      "Da «In lavorazione» non si può passare a «Accettata»",
    );
    expect(manualRequestTransitions("preventivo", "nuova")).toEqual(["in-lavorazione", "chiusa"]);
    // After an offer, staff record an answer the customer gave them.
    expect(requestTransitionRefusal("offerta-inviata", "accettata", staffForm("preventivo"))).toBeNull();
    expect(manualRequestTransitions("preventivo", "offerta-inviata")).toEqual([
      "accettata",
      "rifiutata",
      "chiusa",
    ]);
  });

  it("keeps each way of changing a request to its own edges", () => {
    // A lead has no customer acceptance; an offer or an acceptance neither closes nor refuses.
    expect(
      requestTransitionRefusal("offerta-inviata", "accettata", {
        kind: "contatto",
        via: "customer-acceptance",
      }),
    ).toMatchObject({ reason: "transition-not-allowed" });
    expect(requestTransitionRefusal("in-lavorazione", "chiusa", offer)).toMatchObject({
      reason: "transition-not-allowed",
    });
    expect(requestTransitionRefusal("offerta-inviata", "rifiutata", customerAcceptance)).toMatchObject({
      reason: "transition-not-allowed",
    });
    expect(requestTransitionRefusal("accettata", "chiusa", staffForm("preventivo"))).toMatchObject({
      reason: "status-final",
    });
  });

  it("allows an offer while the request is being worked on or awaits an answer", () => {
    expect(offerRefusal("in-lavorazione")).toBeNull();
    expect(offerRefusal("offerta-inviata")).toBeNull();
    expect(offerRefusal("nuova")).toMatch(/^Prendi in carico la richiesta/);
    for (const status of ["accettata", "rifiutata", "chiusa"] as const) {
      expect(offerRefusal(status)).toMatch(/non si può più fare un'offerta$/);
    }
  });
});
