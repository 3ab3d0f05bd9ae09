import { count, eq } from "drizzle-orm";
import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staffJobAppointmentsPath } from "../../app/domain/appointments/appointment-view.ts";
import { customerOfferPath } from "../../app/domain/offers/offer-paths.ts";
import { appointmentDoneFor } from "../../app/server/appointments/appointment-outcomes.server.ts";
import * as schema from "../../db/schema.ts";
import {
  type Customer,
  readableText,
  registeredCustomer,
  validCheckoutForm,
  visibleHtml,
} from "../support/api-client.ts";
import { bookingFields, invitationOf, summerDay, winterDay } from "../support/appointments.ts";
import { recipientOf, startSmtpServer, type TestSmtpServer } from "../support/mail.ts";
import { type SentOffer, sentOfferFor, serverDb } from "../support/offers.ts";
import {
  auditRowsFor,
  createStaffAccount,
  postPageForm,
  SETUP_TIMEOUT_MS,
  signedInStaff,
  signInAsFirstAdmin,
  startStaffTestApp,
} from "../support/staff.ts";
import { TEST_SHOP_EMAIL, type TestApp } from "../support/test-app.ts";

// Appointments (docs/product/production.md#appointments): staff book, move and
// cancel them from the job page, the customer's calendar follows through the
// invitation's UID, SEQUENCE and METHOD, nobody is booked twice at once, and
// the customer sees them and asks for another date.

let smtp: TestSmtpServer;
let app: TestApp;
let staff: Customer;
let admin: Customer;
let buyer: Customer;
let offer: SentOffer;
let jobNumber: string;
let customerEmail: string;
const people: Record<"anna" | "bruno", { id: number; name: string }> = {
  anna: { id: 0, name: "" },
  bruno: { id: 0, name: "" },
};
let teamId: number;

async function userId(username: string) {
  const [row] = await app.db.select().from(schema.users).where(eq(schema.users.username, username));
  return { id: row!.id, name: `${row!.firstName} ${row!.lastName}`.trim() || row!.username };
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  app = await startStaffTestApp({ mail: { smtpUrl: smtp.url } });
  admin = await signInAsFirstAdmin(app);
  staff = await signedInStaff(app, admin);
  buyer = await registeredCustomer(app);
  people.anna = await userId((await createStaffAccount(admin)).username);
  people.bruno = await userId((await createStaffAccount(admin)).username);
  const saved = await postPageForm(admin, "/gestione/squadre", {
    intent: "save",
    name: `Squadra prova ${process.pid}`,
  });
  expect(saved.status).toBe(302);
  const [team] = await app.db
    .select()
    .from(schema.staffTeams)
    .where(eq(schema.staffTeams.name, `Squadra prova ${process.pid}`));
  teamId = team!.id;
  const members = new URLSearchParams({
    intent: "save",
    teamId: String(teamId),
    version: String(team!.version),
    name: team!.name,
    active: "on",
  });
  members.append("memberIds", String(people.anna.id));
  members.append("memberIds", String(people.bruno.id));
  const withMembers = await admin.request("/gestione/squadre", {
    method: "POST",
    body: members,
    redirect: "manual",
  });
  expect(withMembers.status).toBe(302);
  expect((await auditRowsFor(app, "team", teamId)).map((row) => row.action)).toEqual([
    "team.create",
    "team.update",
  ]);
  offer = await sentOfferFor(app, buyer);
  const [job] = await app.db.select().from(schema.jobs).where(eq(schema.jobs.id, offer.jobId));
  jobNumber = job!.number;
  customerEmail = job!.customerEmail!;
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

const book = (fields: Record<string, string>) =>
  postPageForm(staff, staffJobAppointmentsPath(jobNumber), bookingFields(fields));

async function appointmentCount() {
  const [row] = await app.db.select({ total: count() }).from(schema.appointments);
  return row!.total;
}

async function latestAppointment() {
  const rows = await app.db
    .select()
    .from(schema.appointments)
    .where(eq(schema.appointments.jobId, offer.jobId));
  return rows.sort((a, b) => b.id - a.id)[0]!;
}

/** The invitations the customer received so far, once there are `atLeast`. */
async function invitations(atLeast: number): Promise<ParsedMail[]> {
  const mine = (messages: ParsedMail[]) =>
    messages.filter(
      (message) =>
        recipientOf(message) === customerEmail &&
        message.attachments.some((part) => part.contentType === "text/calendar"),
    );
  return mine(await smtp.waitFor((messages) => mine(messages).length >= atLeast));
}

/** The page's words as a reader sees them, entities decoded. */
async function wordsOf(response: Response): Promise<string> {
  return readableText(await visibleHtml(response))
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");
}

async function pageText(client: Customer, path: string) {
  const response = await client.request(path);
  return { status: response.status, text: await wordsOf(response) };
}

describe("an appointment's life and its invitation", () => {
  it("books, moves and cancels with the same UID, SEQUENCE raised and METHOD:CANCEL", async () => {
    const booked = await book({ teamId: String(teamId), startTime: "08:30", endTime: "10:00" });
    expect(booked.status).toBe(302);
    const row = await latestAppointment();
    const staffRows = await app.db
      .select()
      .from(schema.appointmentStaff)
      .where(eq(schema.appointmentStaff.appointmentId, row.id));
    expect(staffRows.map((r) => r.userId).sort()).toEqual([people.anna.id, people.bruno.id].sort());
    expect((await auditRowsFor(app, "appointment", row.id)).map((a) => a.action)).toEqual([
      "appointment.book",
    ]);

    const [first] = await invitations(1);
    const request = invitationOf(first!);
    expect(request).toMatchObject({
      partMethod: "REQUEST",
      method: "REQUEST",
      sequence: 0,
      tzid: "Europe/Rome",
      localStart: `${summerDay()}T08:30:00`,
      localEnd: `${summerDay()}T10:00:00`,
      hasRomeTimezone: true,
    });
    expect(request.uid).toBe(row.uid);
    expect(first!.subject).toContain("Appuntamento fissato");

    const moved = await postPageForm(staff, staffJobAppointmentsPath(jobNumber), {
      intent: "move",
      appointmentId: String(row.id),
      version: String(row.version),
      day: winterDay(),
      startTime: "14:00",
      endTime: "16:30",
      teamId: String(teamId),
      technicianId: "",
    });
    expect(moved.status).toBe(302);
    const afterMove = invitationOf((await invitations(2))[1]!);
    expect(afterMove).toMatchObject({
      method: "REQUEST",
      uid: request.uid,
      sequence: 1,
      tzid: "Europe/Rome",
      localStart: `${winterDay()}T14:00:00`,
    });

    const current = await latestAppointment();
    const cancelled = await postPageForm(staff, staffJobAppointmentsPath(jobNumber), {
      intent: "cancel",
      appointmentId: String(current.id),
      version: String(current.version),
      reason: "Il cliente è fuori città",
    });
    expect(cancelled.status).toBe(302);
    const cancel = invitationOf((await invitations(3))[2]!);
    expect(cancel).toMatchObject({
      partMethod: "CANCEL",
      method: "CANCEL",
      uid: request.uid,
      sequence: 2,
      status: "CANCELLED",
    });
    expect((await latestAppointment()).status).toBe("annullato");
    expect((await auditRowsFor(app, "appointment", row.id)).map((a) => a.action)).toEqual([
      "appointment.book",
      "appointment.move",
      "appointment.cancel",
    ]);
  });
});

describe("refused bookings save nothing", () => {
  it("refuses the same person alone and inside a team at overlapping times, naming who and when", async () => {
    const day = summerDay();
    const alone = await book({ technicianId: String(people.anna.id), startTime: "11:00", endTime: "12:00" });
    expect(alone.status).toBe(302);
    const before = await appointmentCount();
    const clash = await book({ teamId: String(teamId), startTime: "11:30", endTime: "13:00" });
    expect(clash.status).toBe(409);
    const body = await wordsOf(clash);
    expect(body).toContain(`${people.anna.name} è già impegnato il`);
    expect(body).toContain(`${day.slice(8, 10)}/07/${day.slice(0, 4)} 11:00–12:00`);
    expect(await appointmentCount()).toBe(before);
    // Back to back is no overlap.
    const after = await book({ teamId: String(teamId), startTime: "12:00", endTime: "13:00" });
    expect(after.status).toBe(302);
  });

  it("lets only one of two simultaneous bookings of the same person through", async () => {
    const fields = { technicianId: String(people.bruno.id), startTime: "17:00", endTime: "18:00" };
    const before = await appointmentCount();
    const answers = await Promise.all([book(fields), book(fields)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([302, 409]);
    expect(await appointmentCount()).toBe(before + 1);
  });

  it("refuses a past day, an end before the start, an unknown or inactive team beside the field", async () => {
    const [stopped] = await app.db
      .insert(schema.staffTeams)
      .values({ name: `Squadra ferma ${process.pid}`, active: false })
      .returning();
    await app.db.insert(schema.staffTeamMembers).values({ teamId: stopped!.id, userId: people.anna.id });
    const stoppedTeam = stopped!.id;
    const before = await appointmentCount();
    const cases: [Record<string, string>, string, string][] = [
      [{ day: "2020-03-02", technicianId: String(people.anna.id) }, "day", "non ancora passate"],
      [
        { startTime: "10:00", endTime: "09:00", technicianId: String(people.anna.id) },
        "endTime",
        "L'ora di fine deve essere dopo l'inizio",
      ],
      [{ teamId: "999999" }, "teamId", "Scegli una squadra attiva dall'elenco"],
      [{ technicianId: "999999" }, "technicianId", "Scegli un tecnico attivo dall'elenco"],
      [{ teamId: String(stoppedTeam) }, "teamId", "Scegli una squadra attiva dall'elenco"],
    ];
    for (const [fields, field, message] of cases) {
      const answer = await book(fields);
      expect(answer.status, field).toBe(400);
      const html = await answer.text();
      expect(html).toContain(`id="book-${field}-errore"`);
      expect(await wordsOf(new Response(html))).toContain(message);
    }
    expect(await appointmentCount()).toBe(before);
  });
});

describe("the customer sees their appointments", () => {
  it("shows them on the order and the offer pages, and takes a request for another date", async () => {
    const accepted = await postPageForm(buyer, customerOfferPath(offer.number), {
      intent: "accept",
      versionNumber: "1",
      paymentMethod: "bonifico",
      ...validCheckoutForm,
    });
    expect(accepted.status).toBe(302);
    const orderId = Number((accepted.headers.get("location") ?? "").split("/").at(-1));
    const booked = await book({
      kind: "consegna",
      orderId: String(orderId),
      technicianId: String(people.bruno.id),
      startTime: "07:30",
      endTime: "08:15",
    });
    expect(booked.status).toBe(302);
    const delivery = await latestAppointment();
    const date = `${summerDay().slice(8, 10)}/07/${summerDay().slice(0, 4)}`;
    for (const path of [`/orders/${orderId}`, customerOfferPath(offer.number)]) {
      const page = await pageText(buyer, path);
      expect(page.status).toBe(200);
      expect(page.text).toContain(`Consegna: ${date}, 07:30–08:15`);
      expect(page.text).toContain("Chiedi un'altra data");
    }

    const asked = await postPageForm(buyer, `/appuntamenti/${delivery.id}/altra-data`, {
      message: "Preferirei il pomeriggio",
      returnTo: `/orders/${orderId}`,
    });
    expect(asked.status).toBe(302);
    expect(asked.headers.get("location")).toBe(`/orders/${orderId}`);
    const [stored] = await app.db
      .select()
      .from(schema.appointmentChangeRequests)
      .where(eq(schema.appointmentChangeRequests.appointmentId, delivery.id));
    expect(stored?.message).toBe("Preferirei il pomeriggio");
    const [toShop] = await smtp.waitFor((messages) =>
      messages.some((m) => recipientOf(m) === TEST_SHOP_EMAIL && m.subject?.includes("un'altra data")),
    );
    expect(toShop).toBeDefined();
    const staffPage = await pageText(staff, `/gestione/commesse/${jobNumber}`);
    expect(staffPage.text).toContain("«Preferirei il pomeriggio»");

    const stranger = await registeredCustomer(app);
    expect((await stranger.request(`/appuntamenti/${delivery.id}/altra-data`)).status).toBe(404);
    const intruding = await postPageForm(stranger, `/appuntamenti/${delivery.id}/altra-data`, {
      message: "Intruso",
    });
    expect(intruding.status).toBe(404);
    expect((await pageText(stranger, `/orders/${orderId}`)).text).not.toContain("Consegna:");

    const db = serverDb(app);
    expect(await appointmentDoneFor(db, orderId, "consegna")).toBe(false);
    const done = await postPageForm(staff, staffJobAppointmentsPath(jobNumber), {
      intent: "done",
      appointmentId: String(delivery.id),
      version: String(delivery.version),
      doneNotes: "Consegnato al piano",
    });
    expect(done.status).toBe(302);
    expect(await appointmentDoneFor(db, orderId, "consegna")).toBe(true);
    expect(await appointmentDoneFor(db, orderId, "posa")).toBe(false);
  });
});

describe("teams and the calendar", () => {
  it("keeps the teams page for admins and shows the week and the day", async () => {
    expect((await staff.request("/gestione/squadre")).status).toBe(404);
    expect((await admin.request("/gestione/squadre")).status).toBe(200);
    const week = await pageText(staff, `/gestione/calendario?settimana=${summerDay()}`);
    expect(week.status).toBe(200);
    expect(week.text).toContain(`Squadra prova ${process.pid}`);
    expect(week.text).toContain("12:00–13:00 · Sopralluogo");
    expect(week.text).toContain("Mario Rossi");
    const day = await pageText(staff, `/gestione/calendario?giorno=${summerDay()}`);
    expect(day.text).toContain(`Senza squadra: ${people.bruno.name}`);
    expect(day.text).toContain("07:30–08:15 · Consegna");
  });
});
