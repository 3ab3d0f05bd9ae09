import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../db/schema.ts";
import {
  type Customer,
  customer,
  postForm,
  readableWords,
  registeredCustomer,
} from "../support/api-client.ts";
import { linkToken, readMail } from "../support/email-links.ts";
import { windowRequestBody } from "../support/requests.ts";
import {
  auditRowsFor,
  phoneJob,
  postPageForm,
  SETUP_TIMEOUT_MS,
  signedInStaff,
  signInAsFirstAdmin,
  startStaffTestApp,
} from "../support/staff.ts";
import type { TestApp } from "../support/test-app.ts";

// A phone customer's account (docs/product/jobs.md#an-account-for-a-phone-customer):
// staff create it from the job without a password; the customer gets an
// invitation to choose one, and the job's offers are theirs. The version's
// e-mail carries the PDF only to an address known to be the customer's
// (docs/product/mail.md#offers).

let app: TestApp;
let staff: Customer;
let buyer: Customer;

beforeAll(async () => {
  app = await startStaffTestApp({ publicFormLimit: { limit: 10_000, windowMs: 60_000 } });
  const admin = await signInAsFirstAdmin(app);
  staff = await signedInStaff(app, admin);
  buyer = await registeredCustomer(app);
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await app?.close();
});

async function jobRow(number: string) {
  const [row] = await app.db.select().from(schema.jobs).where(eq(schema.jobs.number, number));
  return row!;
}

async function draftOffer(job: string): Promise<string> {
  const created = await postPageForm(staff, `/gestione/commesse/${job}`, { intent: "new-offer" });
  const number = /(O-\d{4}-\d{6})$/.exec(created.headers.get("location") ?? "")![1]!;
  const body = { ...(await windowRequestBody(app)), quantity: 1 };
  expect(
    (await staff.request(`/gestione/offerte/${number}/righe`, { method: "POST", json: body })).status,
  ).toBe(201);
  return number;
}

async function sendOffer(number: string) {
  const [offer] = await app.db.select().from(schema.offers).where(eq(schema.offers.number, number));
  const sent = await postPageForm(staff, `/gestione/offerte/${number}`, {
    intent: "send",
    version: String(offer!.version),
  });
  expect(sent.status).toBe(302);
}

const account = (email: string, extra: Record<string, string> = {}) => ({
  intent: "account",
  firstName: "Rosa",
  lastName: "Martini",
  email,
  phone: "333 444 5566",
  fiscalCode: "",
  ...extra,
});

describe("«Crea l'account del cliente»", () => {
  it("makes an account that cannot sign in, owns the job's offers, and invites the customer", async () => {
    const job = await phoneJob(staff, "Rosa Martini");
    const offer = await draftOffer(job);
    const email = "rosa.martini@example.it";
    const created = await postPageForm(staff, `/gestione/commesse/${job}`, account(email));
    expect(created.status).toBe(302);
    const { userId } = await jobRow(job);
    expect(userId).not.toBeNull();
    const [user] = await app.db.select().from(schema.users).where(eq(schema.users.id, userId!));
    expect(user).toMatchObject({ role: "customer", email, firstName: "Rosa", emailVerifiedAt: null });
    const [offerRow] = await app.db.select().from(schema.offers).where(eq(schema.offers.number, offer));
    expect(offerRow!.userId).toBe(userId);
    expect((await auditRowsFor(app, "user", userId!)).map((row) => row.action)).toEqual(["customer.invite"]);

    // No password works until the customer chooses one.
    const guess = await customer(app, user!.username).request("/api/login", {
      method: "POST",
      json: { username: user!.username, password: "!invito" },
    });
    expect(guess.status).toBe(401);

    const invitation = await readMail(app, email, "account-invitation");
    expect(invitation.subject).toBe("Il tuo account Aurora Serramenti: scegli la password");
    expect(invitation.text).not.toContain("Rosa");
    const token = await linkToken(app, email, "account-invitation");
    const chosen = await postForm(app, "/reimposta-password", {
      token,
      newPassword: "Finestre-Nuove-2027",
      confirmPassword: "Finestre-Nuove-2027",
    });
    expect(chosen.status).toBe(302);
    const login = await customer(app, user!.username).request("/api/login", {
      method: "POST",
      json: { username: user!.username, password: "Finestre-Nuove-2027" },
    });
    expect(login.status).toBe(200);

    const again = await postPageForm(staff, `/gestione/commesse/${job}`, account("altra@example.it"));
    expect(again.status).toBe(409);
  });

  it("refuses an address another account holds, and a wrong codice fiscale, saving nothing", async () => {
    const job = await phoneJob(staff, "Bruno Testa");
    const taken = await postPageForm(
      staff,
      `/gestione/commesse/${job}`,
      account(`${buyer.username}@example.it`),
    );
    expect(taken.status).toBe(409);
    expect(readableWords(await taken.text())).toContain("Questa e-mail è già di un altro account");
    const wrongCode = await postPageForm(
      staff,
      `/gestione/commesse/${job}`,
      account("bruno.testa@example.it", { fiscalCode: "RSSMRA80A01H501X" }),
    );
    expect(wrongCode.status).toBe(400);
    expect((await jobRow(job)).userId).toBeNull();
    const users = await app.db
      .select()
      .from(schema.users)
      .where(eq(schema.users.email, "bruno.testa@example.it"));
    expect(users).toHaveLength(0);
  });

  it("is a staff form: a customer gets 404", async () => {
    const job = await phoneJob(staff, "Carla Fonti");
    const posted = await postPageForm(buyer, `/gestione/commesse/${job}`, account("carla@example.it"));
    expect(posted.status).toBe(404);
    expect((await jobRow(job)).userId).toBeNull();
  });
});

describe("the version's e-mail carries the PDF only to an address known to be the customer's", () => {
  it("an invited address nobody confirmed gets fixed words and no PDF; a confirmed one gets the PDF", async () => {
    const unconfirmedJob = await phoneJob(staff, "Dario Neri");
    await postPageForm(staff, `/gestione/commesse/${unconfirmedJob}`, account("dario.neri@example.it"));
    await sendOffer(await draftOffer(unconfirmedJob));
    const plain = await readMail(app, "dario.neri@example.it", "offer-version-sent");
    expect(plain.attachments).toEqual([]);
    expect(plain.text).not.toContain("Dario");

    const confirmedJob = await phoneJob(staff, "Elena Riva");
    await postPageForm(
      staff,
      `/gestione/commesse/${confirmedJob}`,
      account("elena.riva@example.it", { firstName: "Elena", lastName: "Riva", emailConfirmed: "on" }),
    );
    await sendOffer(await draftOffer(confirmedJob));
    const withPdf = await readMail(app, "elena.riva@example.it", "offer-version-sent");
    expect(withPdf.attachments.map((attachment) => attachment.document)).toEqual(["offer-version"]);
    expect(withPdf.text).toContain("Gentile Elena Riva");
  });
});
