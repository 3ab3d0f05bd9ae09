import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../db/schema.ts";
import { type Customer, registeredCustomer, visibleHtml } from "../support/api-client.ts";
import {
  postRequestForm,
  type RequestKind,
  requestAuditRows,
  requestHistoryRows,
  requestPagePath,
  requestRow,
  sendLead,
  sendQuoteRequest,
} from "../support/requests.ts";
import { postPageForm, signedInStaff, signInAsFirstAdmin, startStaffTestApp } from "../support/staff.ts";
import type { TestApp } from "../support/test-app.ts";

// The inbox's workflow (docs/product/back-office.md#quote-requests-and-leads):
// every allowed and refused status change with its history and audit rows, the
// concurrent-change 409, assignment and internal notes.

let app: TestApp;
let admin: Customer;
let staff: Customer;
let staffId: number;

beforeAll(async () => {
  app = await startStaffTestApp({ publicFormLimit: { limit: 10_000, windowMs: 60_000 } });
  admin = await signInAsFirstAdmin(app);
  staff = await signedInStaff(app, admin);
  staffId = await userId(staff.username);
});
afterAll(async () => {
  await app?.close();
});

async function userId(username: string): Promise<number> {
  const [row] = await app.db.select().from(schema.users).where(eq(schema.users.username, username));
  return row!.id;
}

const statuses = ["nuova", "in-lavorazione", "offerta-inviata", "accettata", "rifiutata", "chiusa"] as const;
type Status = (typeof statuses)[number];

/** The documented table (docs/product/back-office.md#quote-requests-and-leads), written out again as the test's oracle. */
const allowed: Record<RequestKind, Record<Status, Status[]>> = {
  preventivo: {
    nuova: ["in-lavorazione", "chiusa"],
    // "Offerta inviata" comes from saving an offer, never from the status form.
    "in-lavorazione": ["chiusa"],
    "offerta-inviata": ["accettata", "rifiutata", "chiusa"],
    accettata: [],
    rifiutata: [],
    chiusa: [],
  },
  contatto: {
    nuova: ["in-lavorazione", "chiusa"],
    "in-lavorazione": ["offerta-inviata", "chiusa"],
    "offerta-inviata": ["accettata", "rifiutata", "chiusa"],
    accettata: [],
    rifiutata: [],
    chiusa: [],
  },
};

async function newRequest(kind: RequestKind): Promise<number> {
  return kind === "preventivo" ? (await sendQuoteRequest(app)).id : sendLead(app);
}

/** Puts a fresh request straight into `status` (test set-up only: the app never does this). */
async function requestIn(kind: RequestKind, status: Status): Promise<number> {
  const id = await newRequest(kind);
  const table = kind === "preventivo" ? schema.quoteRequests : schema.contactMessages;
  await app.db.update(table).set({ status }).where(eq(table.id, id));
  return id;
}

describe("status changes", () => {
  for (const kind of ["preventivo", "contatto"] as const) {
    for (const from of statuses) {
      for (const to of statuses) {
        const permitted = allowed[kind][from].includes(to);
        it(`${kind}: ${from} → ${to} is ${permitted ? "allowed" : "refused with 409"}`, async () => {
          const id = await requestIn(kind, from);
          const before = await requestRow(app, kind, id);
          const response = await postRequestForm(app, staff, kind, id, {
            intent: "status",
            status: to,
            note: "Telefonato al cliente",
          });
          const after = await requestRow(app, kind, id);
          const history = await requestHistoryRows(app, kind, id);
          const audit = await requestAuditRows(app, kind, id);
          if (!permitted) {
            expect(response.status).toBe(409);
            const html = await visibleHtml(response);
            expect(html).toMatch(
              /La richiesta è già|non può più cambiare|non si può passare|quando salvi l&#x27;offerta/,
            );
            expect(after.status).toBe(from);
            expect(after.version).toBe(before.version);
            expect(history).toEqual([]);
            expect(audit).toEqual([]);
            return;
          }
          expect(response.status).toBe(302);
          expect(response.headers.get("location")).toBe(requestPagePath(kind, id));
          expect(after.status).toBe(to);
          expect(after.version).toBe(before.version + 1);
          expect(history).toHaveLength(1);
          expect(history[0]).toMatchObject({
            fromStatus: from,
            toStatus: to,
            changedBy: staffId,
            note: "Telefonato al cliente",
          });
          expect(audit).toHaveLength(1);
          expect(audit[0]).toMatchObject({
            actorId: staffId,
            action: "request.status",
            before: { status: from },
            after: { status: to, note: "Telefonato al cliente" },
          });
        });
      }
    }
  }

  it("refuses a status that does not exist with 400, beside the field", async () => {
    const id = await newRequest("contatto");
    const response = await postRequestForm(app, staff, "contatto", id, { intent: "status", status: "evasa" });
    expect(response.status).toBe(400);
    expect(await visibleHtml(response)).toContain("Scegli il nuovo stato");
    expect((await requestRow(app, "contatto", id)).status).toBe("nuova");
  });

  it("shows the history on the request's page, with who and the note", async () => {
    const id = await newRequest("contatto");
    await postRequestForm(app, staff, "contatto", id, {
      intent: "status",
      status: "in-lavorazione",
      note: "Preso in carico",
    });
    const html = await visibleHtml(await staff.request(requestPagePath("contatto", id)));
    expect(html).toContain("Da «Nuova» a «In lavorazione»");
    expect(html).toContain("Preso in carico");
    expect(html).toContain(staff.username);
  });

  it("links the customer's phone for a call, spaces left out", async () => {
    const { id } = await sendQuoteRequest(app, { customerPhone: "+39 333 123 4567" });
    const html = await visibleHtml(await staff.request(requestPagePath("preventivo", id)));
    expect(html).toMatch(/<a href="tel:\+393331234567"[^>]*>\+39 333 123 4567<\/a>/);
  });

  it("answers an unknown request and an unknown kind 404", async () => {
    expect((await staff.request(requestPagePath("preventivo", 999_999))).status).toBe(404);
    expect((await staff.request("/gestione/richieste/ordine/1")).status).toBe(404);
    expect((await staff.request("/gestione/richieste/contatto/abc")).status).toBe(404);
    const post = await postPageForm(staff, requestPagePath("contatto", 999_999), {
      intent: "status",
      status: "chiusa",
      version: "1",
    });
    expect(post.status).toBe(404);
  });
});

describe("two staff members at once", () => {
  it("the second change made from a stale page gets 409 and sees the new state", async () => {
    const id = await newRequest("preventivo");
    const { version } = await requestRow(app, "preventivo", id);
    const colleague = await signedInStaff(app, admin);
    const first = await postRequestForm(app, staff, "preventivo", id, {
      intent: "status",
      status: "in-lavorazione",
      version: String(version),
    });
    expect(first.status).toBe(302);
    const second = await postRequestForm(app, colleague, "preventivo", id, {
      intent: "status",
      status: "chiusa",
      version: String(version),
    });
    expect(second.status).toBe(409);
    const html = await visibleHtml(second);
    expect(html).toContain("La richiesta è stata modificata da un altro utente");
    // The answer is the page drawn again from the database: the new status and version.
    expect(html).toContain("Da «Nuova» a «In lavorazione»");
    expect(html).toContain(`name="version" value="${version + 1}"`);
    expect((await requestRow(app, "preventivo", id)).status).toBe("in-lavorazione");
    expect(await requestHistoryRows(app, "preventivo", id)).toHaveLength(1);
  });

  it("when both post at the same moment, exactly one wins", async () => {
    const id = await newRequest("contatto");
    const colleague = await signedInStaff(app, admin);
    const { version } = await requestRow(app, "contatto", id);
    const answers = await Promise.all(
      [staff, colleague].map((person, index) =>
        postRequestForm(app, person, "contatto", id, {
          intent: "status",
          status: index === 0 ? "in-lavorazione" : "chiusa",
          version: String(version),
        }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([302, 409]);
    expect(await requestHistoryRows(app, "contatto", id)).toHaveLength(1);
    expect(await requestAuditRows(app, "contatto", id)).toHaveLength(1);
  });

  it("a stale assignment is refused the same way", async () => {
    const id = await newRequest("contatto");
    const { version } = await requestRow(app, "contatto", id);
    await postRequestForm(app, staff, "contatto", id, { intent: "status", status: "in-lavorazione" });
    const stale = await postRequestForm(app, staff, "contatto", id, {
      intent: "assign",
      assigneeId: String(staffId),
      version: String(version),
    });
    expect(stale.status).toBe(409);
    expect((await requestRow(app, "contatto", id)).assignedTo).toBeNull();
  });
});

describe("assignment", () => {
  it("assigns to an active staff member and back to nobody, audited", async () => {
    const id = await newRequest("preventivo");
    const assigned = await postRequestForm(app, admin, "preventivo", id, {
      intent: "assign",
      assigneeId: String(staffId),
    });
    expect(assigned.status).toBe(302);
    expect((await requestRow(app, "preventivo", id)).assignedTo).toBe(staffId);
    const inbox = await visibleHtml(await admin.request("/gestione/richieste?tipo=preventivo"));
    expect(inbox).toContain(staff.username);

    await postRequestForm(app, admin, "preventivo", id, { intent: "assign", assigneeId: "" });
    expect((await requestRow(app, "preventivo", id)).assignedTo).toBeNull();
    const audit = await requestAuditRows(app, "preventivo", id);
    expect(audit.map(({ action, before, after }) => ({ action, before, after }))).toEqual([
      { action: "request.assign", before: { assignedTo: null }, after: { assignedTo: staffId } },
      { action: "request.assign", before: { assignedTo: staffId }, after: { assignedTo: null } },
    ]);
  });

  it("refuses a customer, a disabled account and a made-up id (400), changing nothing", async () => {
    const id = await newRequest("contatto");
    const shopper = await registeredCustomer(app);
    const dismissed = await signedInStaff(app, admin);
    const dismissedId = await userId(dismissed.username);
    await postPageForm(admin, "/gestione/staff", { intent: "disable", userId: String(dismissedId) });
    for (const assigneeId of [
      String(await userId(shopper.username)),
      String(dismissedId),
      "999999",
      "tutti",
    ]) {
      const response = await postRequestForm(app, staff, "contatto", id, { intent: "assign", assigneeId });
      expect(response.status, assigneeId).toBe(400);
      expect(await visibleHtml(response)).toMatch(/Scegli un membro del personale/);
    }
    expect((await requestRow(app, "contatto", id)).assignedTo).toBeNull();
    expect(await requestAuditRows(app, "contatto", id)).toEqual([]);
  });

  it("offers the active staff in the select, never customers", async () => {
    const id = await newRequest("contatto");
    const shopper = await registeredCustomer(app);
    const html = await visibleHtml(await staff.request(requestPagePath("contatto", id)));
    expect(html).toContain(`<option value="${staffId}">`);
    expect(html).not.toContain(shopper.username);
  });
});

describe("internal notes", () => {
  it("are appended with their author and date, audited, and never reach the customer", async () => {
    const shopper = await registeredCustomer(app);
    const { id } = await sendQuoteRequest(app, {}, shopper);
    for (const body of ["Prima nota: richiamare lunedì", "Seconda nota: misure da verificare"]) {
      const response = await postRequestForm(app, staff, "preventivo", id, { intent: "note", body });
      expect(response.status).toBe(302);
    }
    const html = await visibleHtml(await staff.request(requestPagePath("preventivo", id)));
    expect(html.indexOf("Prima nota")).toBeLessThan(html.indexOf("Seconda nota"));
    const notes = await app.db
      .select()
      .from(schema.requestNotes)
      .where(eq(schema.requestNotes.quoteRequestId, id));
    expect(notes.map((note) => note.authorId)).toEqual([staffId, staffId]);
    const audit = await requestAuditRows(app, "preventivo", id);
    expect(audit.map((row) => row.action)).toEqual(["request.note", "request.note"]);
    expect(audit[0]!.after).toMatchObject({ body: "Prima nota: richiamare lunedì" });

    const customerPage = await visibleHtml(await shopper.request(`/preventivi/${id}`));
    expect(customerPage).not.toContain("Prima nota");
  });

  it("refuses an empty note beside the field", async () => {
    const id = await newRequest("contatto");
    const response = await postRequestForm(app, staff, "contatto", id, { intent: "note", body: "   " });
    expect(response.status).toBe(400);
    expect(await visibleHtml(response)).toContain("Scrivi il testo della nota");
    expect(
      await app.db.select().from(schema.requestNotes).where(eq(schema.requestNotes.contactMessageId, id)),
    ).toEqual([]);
  });

  it("answers an enhanced submission with data, not a redirect", async () => {
    const id = await newRequest("contatto");
    const response = await postPageForm(staff, `${requestPagePath("contatto", id)}.data`, {
      intent: "note",
      body: "Nota da script",
      js: "1",
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Nota aggiunta");
  });
});
