import { describe, expect, it } from "vitest";
import { renderMailBody } from "./mail-layout.server.ts";
import { mailAudience, renderStoredMail } from "./templates.server.ts";

// The offer's e-mails as the worker renders them (docs/product/mail.md#offers).

const url = (path: string) => new URL(path, "https://shop.example.it").href;

const answer = {
  offerId: 7,
  offerNumber: "O-2026-000012",
  versionNumber: 2,
  note: "",
  customerName: "Mario Rossi",
  jobNumber: "C-2026-000003",
  orderNumber: null,
  recordedByStaff: false,
};

describe("the sent version's e-mail", () => {
  const mail = renderStoredMail(
    "offer-version-sent",
    {
      offerId: 7,
      offerNumber: "O-2026-000012",
      versionNumber: 2,
      versionId: 41,
      name: "Mario Rossi",
      totalCents: 124_260,
      validUntil: "2027-01-15",
    },
    url,
  );

  it("names the offer and the version, with the total, the validity and the customer's page", () => {
    expect(mailAudience("offer-version-sent")).toBe("cliente");
    expect(mail.subject).toBe("La nostra offerta O-2026-000012 (versione 2)");
    expect(mail.body.greeting).toBe("Gentile Mario Rossi,");
    expect(mail.body.rows).toEqual([
      ["Totale (IVA inclusa)", "1.242,60\u00a0€"],
      ["Valida fino al", "15/01/2027"],
    ]);
    expect(mail.body.link).toEqual({
      label: "Vedi l'offerta",
      url: "https://shop.example.it/offerte/O-2026-000012",
    });
    expect(renderMailBody(mail.body).text).toContain("Valida fino al: 15/01/2027");
  });

  it("attaches the version's PDF by its row", () => {
    expect(mail.attachments).toEqual([
      { document: "offer-version", id: 41, offerNumber: "O-2026-000012", versionNumber: 2 },
    ]);
  });
});

describe("the office's e-mail about an answer", () => {
  it("gives the order an acceptance made", () => {
    const mail = renderStoredMail(
      "offer-answer-shop",
      { ...answer, decision: "accepted", orderNumber: "A-2026-000045" },
      url,
    );
    expect(mailAudience("offer-answer-shop")).toBe("negozio");
    expect(mail.subject).toBe("Offerta O-2026-000012 (versione 2) accettata: Mario Rossi");
    expect(mail.body.rows).toContainEqual(["Ordine", "A-2026-000045"]);
    expect(mail.body.rows).toContainEqual(["Commessa", "C-2026-000003"]);
    expect(mail.body.rows).toContainEqual(["Registrata da", "cliente, dal sito"]);
    expect(mail.body.link?.url).toBe("https://shop.example.it/gestione/offerte/O-2026-000012");
    expect(mail.attachments).toEqual([]);
  });

  it("gives a decline's reason and says staff recorded it", () => {
    const mail = renderStoredMail(
      "offer-answer-shop",
      { ...answer, decision: "declined", note: "Troppo caro", recordedByStaff: true },
      url,
    );
    expect(mail.subject).toBe("Offerta O-2026-000012 (versione 2) rifiutata: Mario Rossi");
    expect(mail.body.rows).toContainEqual(["Motivo", "Troppo caro"]);
    expect(mail.body.rows).toContainEqual(["Registrata da", "personale del negozio"]);
    expect(mail.body.paragraphs[0]).toMatch(/registrata dal personale del negozio/);
    expect(mail.body.rows?.some(([label]) => label === "Ordine")).toBe(false);
  });

  it("gives the change the customer asked for", () => {
    const mail = renderStoredMail(
      "offer-answer-shop",
      { ...answer, decision: "change-requested", note: "Aggiungere la zanzariera" },
      url,
    );
    expect(mail.subject).toBe("Offerta O-2026-000012 (versione 2) modifica richiesta: Mario Rossi");
    expect(mail.body.rows).toContainEqual(["Modifica richiesta", "Aggiungere la zanzariera"]);
  });

  it("refuses params of no known answer", () => {
    expect(() => renderStoredMail("offer-answer-shop", { ...answer, decision: "maybe" }, url)).toThrow();
  });
});

describe("a revision of an order (docs/product/offers.md#orders-that-change)", () => {
  it("tells the customer which order it changes", () => {
    const mail = renderStoredMail(
      "offer-version-sent",
      {
        offerId: 8,
        offerNumber: "O-2026-000013",
        versionNumber: 1,
        versionId: 42,
        name: "Mario Rossi",
        totalCents: 134_260,
        validUntil: "2027-01-15",
        revisesOrderNumber: "A-2026-000045",
      },
      url,
    );
    expect(mail.subject).toBe("Variante dell'ordine A-2026-000045 (offerta O-2026-000013, versione 1)");
    expect(mail.body.paragraphs[0]).toContain("variante del tuo ordine A-2026-000045");
  });

  it("tells the office that a declined revision leaves the order as it was", () => {
    const mail = renderStoredMail(
      "offer-answer-shop",
      { ...answer, decision: "declined", note: "Restiamo così", revisesOrderNumber: "A-2026-000045" },
      url,
    );
    expect(mail.body.rows).toContainEqual(["Variante dell'ordine", "A-2026-000045"]);
    expect(mail.body.rows).toContainEqual(["Ordine", "A-2026-000045: resta com'era"]);
  });
});
