import { describe, expect, it } from "vitest";
import {
  manualRequestTransitions,
  offerRefusal,
  requestStatuses,
  requestTransitionRefusal,
  requestTransitions,
} from "./request-status.ts";

describe("the inbox's transition table", () => {
  it("lets «chiusa» be reached from every state that is not final, and nothing leave a final one", () => {
    for (const status of requestStatuses) {
      const final = ["accettata", "rifiutata", "chiusa"].includes(status);
      expect(requestTransitions[status].includes("chiusa"), status).toBe(!final);
      if (final) expect(requestTransitions[status]).toEqual([]);
    }
  });

  it("refuses with an Italian reason what the table does not allow", () => {
    expect(requestTransitionRefusal("contatto", "nuova", "nuova")).toBe("La richiesta è già «Nuova»");
    expect(requestTransitionRefusal("contatto", "chiusa", "nuova")).toBe(
      "La richiesta è «Chiusa»: lo stato non può più cambiare",
    );
    expect(requestTransitionRefusal("contatto", "nuova", "accettata")).toBe(
      "Da «Nuova» non si può passare a «Accettata»",
    );
    expect(requestTransitionRefusal("contatto", "in-lavorazione", "offerta-inviata")).toBeNull();
  });

  it("leaves «offerta inviata» of a quote request to the offer", () => {
    expect(requestTransitionRefusal("preventivo", "in-lavorazione", "offerta-inviata")).toBe(
      "Un preventivo passa a «Offerta inviata» quando salvi l'offerta",
    );
    expect(manualRequestTransitions("preventivo", "in-lavorazione")).toEqual(["chiusa"]);
    expect(manualRequestTransitions("contatto", "in-lavorazione")).toEqual(["offerta-inviata", "chiusa"]);
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
