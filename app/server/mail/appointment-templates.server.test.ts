import { describe, expect, it } from "vitest";
import { renderStoredMail } from "./templates.server.ts";

// The appointments' e-mails as the worker renders them (docs/product/production.md#invitations).

const url = (path: string) => new URL(path, "https://shop.example.it").href;

const booked = {
  appointmentId: 9,
  jobNumber: "C-2026-000003",
  kind: "sopralluogo",
  startsAt: "2027-07-14T06:30:00.000Z",
  endsAt: "2027-07-14T08:00:00.000Z",
  siteAddress: "Via Indipendenza 10, 40121 Bologna (BO)",
  name: "Mario Rossi",
  method: "REQUEST",
  sequence: 0,
  moved: false,
} as const;

describe("the appointment's invitation", () => {
  it("says when in Rome's time and refers to the invitation with its sequence and method", () => {
    const mail = renderStoredMail("appointment-invitation", booked, url);
    expect(mail.subject).toBe("Appuntamento fissato: sopralluogo il 14/07/2027, 08:30–10:00");
    expect(mail.body.greeting).toBe("Gentile Mario Rossi,");
    expect(mail.body.rows).toContainEqual(["Dove", "Via Indipendenza 10, 40121 Bologna (BO)"]);
    expect(mail.attachments).toEqual([
      { document: "appointment-invitation", id: 9, sequence: 0, method: "REQUEST", confirmed: true },
    ]);
  });

  it("to an unconfirmed address carries neither the name nor the site", () => {
    const mail = renderStoredMail(
      "appointment-invitation",
      { ...booked, name: null, siteAddress: null },
      url,
    );
    expect(mail.body.greeting).toBe("Gentile cliente,");
    expect(mail.body.rows?.map(([label]) => label)).not.toContain("Dove");
    expect(mail.attachments[0]).toMatchObject({ confirmed: false });
  });

  it("names a move and a cancel", () => {
    const moved = renderStoredMail("appointment-invitation", { ...booked, sequence: 1, moved: true }, url);
    expect(moved.subject).toMatch(/^Appuntamento spostato: /);
    const cancel = renderStoredMail(
      "appointment-invitation",
      { ...booked, method: "CANCEL", sequence: 2 },
      url,
    );
    expect(cancel.subject).toBe("Appuntamento annullato: sopralluogo del 14/07/2027");
    expect(cancel.attachments[0]).toMatchObject({ method: "CANCEL", sequence: 2 });
  });
});
