import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../db/schema.ts";
import { type Customer, customer, postForm, registeredCustomer, visibleHtml } from "../support/api-client.ts";
import {
  confirmAccountEmail,
  linkToken,
  mailsTo,
  postLink,
  readMail,
  verifiedCustomer,
} from "../support/email-links.ts";
import { postRequestForm, sendQuoteRequest } from "../support/requests.ts";
import {
  auditRowsFor,
  placeOrder,
  postPageForm,
  STAFF_PASSWORD,
  signedInStaff,
  signInAsFirstAdmin,
  startStaffTestApp,
} from "../support/staff.ts";
import type { TestApp } from "../support/test-app.ts";

// An account's e-mail and the shop's mail to addresses nobody confirmed
// (docs/product/accounts.md#e-mail-verification, docs/product/mail.md): the
// confirmation links, the guest quote request's acknowledgement, the e-mail
// change with its password and its undo link, and the current password's limit.

let app: TestApp;
let admin: Customer;
let staff: Customer;

beforeAll(async () => {
  app = await startStaffTestApp({ publicFormLimit: { limit: 10_000, windowMs: 60_000 } });
  admin = await signInAsFirstAdmin(app);
  staff = await signedInStaff(app, admin);
});
afterAll(async () => {
  await app?.close();
});

// One line: a line break in a name is refused outright (docs/product/accounts.md).
const PHISHING_NAME = "Mario, versa l'acconto sull'IBAN IT00 X000 0000 0000 0000 0000 000";
const PHISHING_NOTES = "URGENTE: versare un acconto di 500 € sull'IBAN IT99 Z999 9999 9999 9999 9999 999";

async function userRow(username: string) {
  const [row] = await app.db.select().from(schema.users).where(eq(schema.users.username, username));
  return row!;
}

async function signedIn(client: Customer) {
  return (await client.request("/api/user")).status === 200;
}

/** A second browser signed in to the same account. */
async function secondSession(of: Customer): Promise<Customer> {
  const other = customer(app, of.username);
  other.password = of.password;
  const login = await other.request("/api/login", {
    method: "POST",
    json: { username: of.username, password: of.password },
  });
  expect(login.status).toBe(200);
  return other;
}

/** Asks for a reset link for `username` and answers its token, once it is in the outbox for `email`. */
async function openResetLink(username: string, email: string): Promise<string> {
  expect((await postForm(app, "/password-dimenticata", { identifier: username })).status).toBe(200);
  let token = "";
  await expect
    .poll(async () => {
      const rows = await mailsTo(app, email, "password-reset");
      token = (rows.at(-1)?.params as { token?: string } | undefined)?.token ?? "";
      return token;
    })
    .not.toBe("");
  return token;
}

async function resetLinkWorks(token: string) {
  return (await app.request(`/reimposta-password?token=${token}`)).status === 200;
}

/** Posts the profile with a new e-mail and `currentPassword` (the right one by default; null sends none). */
function changeEmail(client: Customer, email: string, currentPassword: string | null = client.password) {
  return postPageForm(client, "/profilo", {
    intent: "profile",
    email,
    ...(currentPassword === null ? {} : { currentPassword }),
  });
}

/** The words of the toast a redirect carries, read from the page it lands on. */
async function toastAfter(client: Customer, response: Response): Promise<string> {
  const flash = response.headers.getSetCookie().find((value) => /^(__Host-)?flash=/.test(value));
  expect(flash, "a toast").toBeDefined();
  const cookie = [client.cookie, flash!.split(";")[0]].filter(Boolean).join("; ");
  return visibleHtml(await app.request(response.headers.get("location") ?? "/", { headers: { cookie } }));
}

describe("confirming an account's e-mail", () => {
  it("sends a new account's address a single-use link (only its hash stored); the page's GET changes nothing, its button confirms it", async () => {
    const owner = await registeredCustomer(app);
    const email = `${owner.username}@example.it`;
    const mail = await readMail(app, email, "account-email-verify");
    expect(mail.subject).toBe("Conferma il tuo indirizzo e-mail");
    expect(mail.text).not.toContain("Mario");
    expect(mail.attachments).toEqual([]);
    const token = await linkToken(app, email, "account-email-verify");
    const stored = await app.db.select().from(schema.emailTokens);
    expect(stored.some((row) => row.tokenHash === token)).toBe(false);
    expect(stored.some((row) => row.tokenHash === createHash("sha256").update(token).digest("hex"))).toBe(
      true,
    );
    expect(await visibleHtml(await owner.request("/profilo"))).toContain("indirizzo non ancora confermato");

    const page = await app.request(`/conferma-email?token=${token}`);
    expect(page.status).toBe(200);
    expect(await visibleHtml(page)).toContain("Conferma l&#x27;indirizzo");
    expect((await userRow(owner.username)).emailVerifiedAt).toBeNull();

    const confirmed = await postLink(owner, "/conferma-email", token);
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get("location")).toBe("/profilo");
    expect((await userRow(owner.username)).emailVerifiedAt).toBeInstanceOf(Date);
    expect(await visibleHtml(await owner.request("/profilo"))).toContain("indirizzo confermato.");

    const again = await postLink(app, "/conferma-email", token);
    expect(again.status).toBe(400);
    expect(await visibleHtml(again)).toContain("Il link non è valido o è scaduto.");
    expect((await app.request(`/conferma-email?token=${token}`)).status).toBe(400);
  });

  it("«Invia di nuovo il link» sends a fresh link while the address is unconfirmed, three times a quarter of an hour, then 429", async () => {
    const owner = await registeredCustomer(app);
    const email = `${owner.username}@example.it`;
    const first = await linkToken(app, email, "account-email-verify");
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++)
      statuses.push((await postPageForm(owner, "/profilo", { intent: "resend-verification" })).status);
    expect(statuses).toEqual([302, 302, 302, 429]);
    expect(await mailsTo(app, email, "account-email-verify")).toHaveLength(4);
    // Only the newest link works.
    expect((await postLink(app, "/conferma-email", first)).status).toBe(400);
    await confirmAccountEmail(app, email);
  });

  it("a link older than 48 hours, or for an address the account no longer has, confirms nothing", async () => {
    const late = await registeredCustomer(app);
    const lateEmail = `${late.username}@example.it`;
    const lateToken = await linkToken(app, lateEmail, "account-email-verify");
    await app.db
      .update(schema.emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.emailTokens.email, lateEmail));
    expect((await postLink(app, "/conferma-email", lateToken)).status).toBe(400);
    expect((await userRow(late.username)).emailVerifiedAt).toBeNull();

    const moved = await registeredCustomer(app);
    const oldToken = await linkToken(app, `${moved.username}@example.it`, "account-email-verify");
    expect((await changeEmail(moved, `${moved.username}.nuovo@example.it`)).status).toBe(302);
    expect((await postLink(app, "/conferma-email", oldToken)).status).toBe(400);
    expect((await userRow(moved.username)).emailVerifiedAt).toBeNull();
  });

  it("an address an admin enters for a new staff account counts as confirmed by staff, in the creation's audit row", async () => {
    const row = await userRow(staff.username);
    expect(row.emailVerifiedAt).toBeInstanceOf(Date);
    const [created] = await auditRowsFor(app, "user", row.id);
    expect(created).toMatchObject({ action: "staff.create", actorId: (await userRow(admin.username)).id });
    expect(created!.after).toMatchObject({ email: row.email, emailVerifiedBy: "staff" });
    expect(await mailsTo(app, row.email!, "account-email-verify")).toEqual([]);
  });
});

describe("a quote request to an address nobody confirmed", () => {
  it("gets a short fixed-text acknowledgement, without attachment or anything the sender typed; the shop's copy has everything", async () => {
    const victim = "sconosciuta@example.it";
    const { number } = await sendQuoteRequest(app, {
      customerName: PHISHING_NAME,
      customerEmail: victim,
      notes: PHISHING_NOTES,
    });
    const mails = await mailsTo(app, victim);
    expect(mails.map((row) => row.kind)).toEqual(["quote-request-confirm"]);
    const mail = await readMail(app, victim, "quote-request-confirm");
    expect(mail.subject).toBe(`Conferma la tua richiesta di preventivo ${number}`);
    expect(mail.attachments).toEqual([]);
    expect(mail.text).toContain("Buongiorno,");
    for (const typed of ["Mario", "IBAN", "acconto", "Finestra"]) expect(mail.text).not.toContain(typed);

    // The office's copy (to SHOP_EMAIL, read when it is sent) keeps the contact details and the PDF.
    const shopRows = await app.db
      .select()
      .from(schema.mailOutbox)
      .where(eq(schema.mailOutbox.kind, "quote-received-shop"));
    const shopRow = shopRows.find((row) => (row.params as { number: string }).number === number);
    expect(shopRow?.recipient).toBeNull();
    expect(shopRow!.params).toMatchObject({ name: PHISHING_NAME, email: victim });
  });

  it("sends the quote's PDF only when the confirmation's button is pressed, once; opening the link alone sends nothing", async () => {
    const email = "conferma.guest@example.it";
    const { id } = await sendQuoteRequest(app, { customerName: "Giulia Bianchi", customerEmail: email });
    const token = await linkToken(app, email, "quote-request-confirm");
    const page = await app.request(`/conferma-richiesta?token=${token}`);
    expect(page.status).toBe(200);
    expect(await visibleHtml(page)).toContain("Conferma la richiesta");
    expect(await mailsTo(app, email, "quote-received")).toEqual([]);

    const confirmed = await postLink(app, "/conferma-richiesta", token);
    expect(confirmed.status).toBe(302);
    const mail = await readMail(app, email, "quote-received");
    expect(mail.text).toContain("Gentile Giulia Bianchi,");
    expect(mail.attachments).toEqual([{ document: "quote", id }]);
    const [row] = await app.db.select().from(schema.quoteRequests).where(eq(schema.quoteRequests.id, id));
    expect(row!.emailConfirmedAt).toBeInstanceOf(Date);

    expect((await postLink(app, "/conferma-richiesta", token)).status).toBe(400);
    expect(await mailsTo(app, email, "quote-received")).toHaveLength(1);
  });

  it("a signed-in customer gets the PDF at once only for their account's confirmed e-mail, in any case; any other address is a guest's", async () => {
    const confirmed = await verifiedCustomer(app);
    await sendQuoteRequest(app, { customerEmail: confirmed.email.toUpperCase() }, confirmed);
    expect((await mailsTo(app, confirmed.email.toUpperCase())).map((row) => row.kind)).toEqual([
      "quote-received",
    ]);

    const unconfirmed = await registeredCustomer(app);
    const ownAddress = `${unconfirmed.username}@example.it`;
    await sendQuoteRequest(app, { customerEmail: ownAddress }, unconfirmed);
    expect((await mailsTo(app, ownAddress)).map((row) => row.kind)).toEqual([
      "account-email-verify",
      "quote-request-confirm",
    ]);

    const elsewhere = `altra.${confirmed.username}@example.it`;
    await sendQuoteRequest(app, { customerEmail: elsewhere }, confirmed);
    expect((await mailsTo(app, elsewhere)).map((row) => row.kind)).toEqual(["quote-request-confirm"]);
  });

  it("staff's offer on it goes without the PDF or the sender's name until the address is confirmed", async () => {
    const email = "offerta.sconosciuta@example.it";
    const { id } = await sendQuoteRequest(app, { customerName: PHISHING_NAME, customerEmail: email });
    expect(
      (await postRequestForm(app, staff, "preventivo", id, { intent: "status", status: "in-lavorazione" }))
        .status,
    ).toBe(302);
    const offered = await postRequestForm(app, staff, "preventivo", id, {
      intent: "offer",
      offeredPrice: "1.000,00",
      reason: "Prezzo per la posa in primavera",
    });
    expect(offered.status).toBe(302);
    const mail = await readMail(app, email, "offer-sent");
    expect(mail.attachments).toEqual([]);
    expect(mail.text).toContain("Gentile cliente,");
    expect(mail.text).not.toContain("Mario");
    expect(mail.text).toContain("Prezzo per la posa in primavera");
  });
});

describe("the shop's other mail to an address nobody confirmed", () => {
  it("an order's mails carry its number, total, status and the shop's IBAN, never a typed name or note", async () => {
    const buyer = await registeredCustomer(app);
    const email = `${buyer.username}@example.it`;
    const orderId = await placeOrder(app, buyer, {
      paymentMethod: "bonifico",
      shipping: { name: PHISHING_NAME, email },
    });
    const received = await readMail(app, email, "order-received");
    expect(received.text).toContain("Gentile cliente,");
    expect(received.text).not.toContain("Mario");
    expect(received.text).toContain("IBAN: IT60 X054 2811 1010 0000 0123 456");
    expect(received.text).toMatch(/Totale \(IVA inclusa\): [\d.]+,\d{2}\s€/);

    const changed = await postPageForm(staff, `/gestione/ordini/${orderId}`, {
      stage: "confermato",
      version: "1",
      note: "Chiamaci al 333 000 0000",
      noteVisibleToCustomer: "on",
    });
    expect(changed.status).toBe(302);
    const status = await readMail(app, email, "order-status-changed");
    expect(status.text).toContain("«Confermato»");
    expect(status.text).not.toContain("333 000 0000");
    expect(status.text).not.toContain("Mario");
  });

  it("a reset link to an unconfirmed address greets nobody by name", async () => {
    const owner = await registeredCustomer(app, { firstName: "Versa500Euro" });
    const email = `${owner.username}@example.it`;
    await openResetLink(owner.username, email);
    const mail = await readMail(app, email, "password-reset");
    expect(mail.text).toContain("Gentile cliente,");
    expect(mail.text).not.toContain("Versa500Euro");
  });
});

describe("changing the e-mail", () => {
  it("needs the current password: missing or wrong, the password change's message beside the field, and nothing changes", async () => {
    const owner = await registeredCustomer(app);
    const before = await userRow(owner.username);
    for (const currentPassword of [null, "non-e-questa"]) {
      const refused = await changeEmail(owner, `${owner.username}.rubata@example.it`, currentPassword);
      expect(refused.status).toBe(400);
      const html = await visibleHtml(refused);
      expect(html).toContain("La password attuale non è corretta");
      expect(html).toMatch(/id="profilo-password-email-errore"[^>]*>La password attuale non è corretta/);
    }
    expect((await userRow(owner.username)).email).toBe(before.email);
    expect(await mailsTo(app, `${owner.username}.rubata@example.it`)).toEqual([]);
    // The other fields save without the password while the e-mail stays.
    const saved = await postPageForm(owner, "/profilo", {
      intent: "profile",
      email: before.email!,
      city: "Imola",
    });
    expect(saved.status).toBe(302);
    expect((await userRow(owner.username)).city).toBe("Imola");
  });

  it("tells the old address with an undo link; the new one starts unconfirmed and gets its link", async () => {
    const owner = await verifiedCustomer(app);
    const newEmail = `${owner.username}.nuovo@example.it`;
    const changed = await changeEmail(owner, newEmail);
    expect(changed.status).toBe(302);
    const row = await userRow(owner.username);
    expect(row).toMatchObject({ email: newEmail, emailVerifiedAt: null });
    const told = await readMail(app, owner.email, "account-email-changed");
    expect(told.subject).toBe("L'indirizzo e-mail del tuo account è stato cambiato");
    expect(told.text).toContain("/annulla-cambio-email?token=");
    expect(told.text).toContain("vale 7 giorni");
    expect(told.text).not.toContain(newEmail);
    expect((await mailsTo(app, newEmail)).map((mail) => mail.kind)).toEqual(["account-email-verify"]);
  });

  it("the undo link gives the account its old address back, confirmed, and ends every session, reset link and the new address's link", async () => {
    const owner = await verifiedCustomer(app);
    const other = await secondSession(owner);
    const thief = `${owner.username}.ladro@example.it`;
    expect((await changeEmail(owner, thief)).status).toBe(302);
    const resetToken = await openResetLink(owner.username, thief);
    const verifyToken = await linkToken(app, thief, "account-email-verify");
    const undoToken = await linkToken(app, owner.email, "account-email-changed");

    expect((await app.request(`/annulla-cambio-email?token=${undoToken}`)).status).toBe(200);
    expect((await userRow(owner.username)).email).toBe(thief);
    const undone = await postLink(app, "/annulla-cambio-email", undoToken);
    expect(undone.status).toBe(302);
    const row = await userRow(owner.username);
    expect(row.email).toBe(owner.email);
    expect(row.emailVerifiedAt).toBeInstanceOf(Date);
    expect(await signedIn(owner)).toBe(false);
    expect(await signedIn(other)).toBe(false);
    expect(await resetLinkWorks(resetToken)).toBe(false);
    expect((await postLink(app, "/conferma-email", verifyToken)).status).toBe(400);
    expect((await postLink(app, "/annulla-cambio-email", undoToken)).status).toBe(400);
  });

  it("an address another account holds answers as if it went through, is not set, and its owner is told", async () => {
    const owner = await verifiedCustomer(app);
    const intruder = await registeredCustomer(app);
    const before = (await userRow(intruder.username)).email;
    const changed = await changeEmail(intruder, owner.email.toUpperCase());
    expect(changed.status).toBe(302);
    expect(await toastAfter(intruder, changed)).toContain(
      "Ti abbiamo inviato un link di conferma al nuovo indirizzo e-mail",
    );
    expect((await userRow(intruder.username)).email).toBe(before);
    expect((await readMail(app, owner.email, "account-email-taken")).attachments).toEqual([]);
    expect(await mailsTo(app, owner.email, "account-email-verify")).toHaveLength(1);
  });

  it("staff changing their own e-mail need their password too, and leave an audit row", async () => {
    const member = await signedInStaff(app, admin);
    const row = await userRow(member.username);
    expect((await changeEmail(member, `${member.username}.nuovo@aurora.example`, "sbagliata")).status).toBe(
      400,
    );
    expect((await changeEmail(member, `${member.username}.nuovo@aurora.example`)).status).toBe(302);
    const audit = (await auditRowsFor(app, "user", row.id)).filter(
      (entry) => entry.action === "user.email-change",
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorId: row.id,
      before: { email: row.email },
      after: { email: `${member.username}.nuovo@aurora.example` },
    });
    expect(await mailsTo(app, row.email!, "account-email-changed")).toHaveLength(1);
  });
});

describe("the current password's checks", () => {
  const newPassword = "Nuova-Chiave-Lunga-77";

  it("counts wrong current passwords per account: after five, the sixth attempt answers 429 even with the right one", async () => {
    const owner = await registeredCustomer(app);
    const attempt = (currentPassword: string) =>
      postPageForm(owner, "/profilo", {
        intent: "password",
        currentPassword,
        newPassword,
        confirmPassword: newPassword,
      });
    // A right password gives its attempt back: it never counts against the account.
    expect((await changeEmail(owner, `${owner.username}.uno@example.it`)).status).toBe(302);
    const statuses: number[] = [];
    for (let wrong = 0; wrong < 3; wrong++) statuses.push((await attempt(`sbagliata-${wrong}`)).status);
    // The e-mail change's check counts with them.
    for (let wrong = 0; wrong < 2; wrong++)
      statuses.push(
        (await changeEmail(owner, `${owner.username}.due@example.it`, `sbagliata-${wrong}`)).status,
      );
    const throttled = await attempt(owner.password);
    statuses.push(throttled.status);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    expect(await visibleHtml(throttled)).toContain("Riprova tra");
    // Nothing changed: the old password still signs in.
    await secondSession(owner);
  });

  it("a staff member or admin changing their password gets the staff rule (at least 10 characters), and the form says so", async () => {
    for (const role of ["staff", "admin"] as const) {
      const member = await signedInStaff(app, admin, role);
      expect(await visibleHtml(await member.request("/profilo"))).toContain("Almeno 10 caratteri.");
      const short = await postPageForm(member, "/profilo", {
        intent: "password",
        currentPassword: STAFF_PASSWORD,
        newPassword: "Corta-77x",
        confirmPassword: "Corta-77x",
      });
      expect(short.status).toBe(400);
      expect(await visibleHtml(short)).toContain(
        "La password del personale deve contenere almeno 10 caratteri",
      );
      const login = await customer(app).request("/api/login", {
        method: "POST",
        json: { username: member.username, password: STAFF_PASSWORD },
      });
      expect(login.status).toBe(200);
    }
  });

  it("a password change and an e-mail change each end every open reset link", async () => {
    const owner = await registeredCustomer(app);
    const email = `${owner.username}@example.it`;
    const beforePassword = await openResetLink(owner.username, email);
    const changed = await postPageForm(owner, "/profilo", {
      intent: "password",
      currentPassword: owner.password,
      newPassword,
      confirmPassword: newPassword,
    });
    expect(changed.status).toBe(302);
    owner.password = newPassword;
    expect(await resetLinkWorks(beforePassword)).toBe(false);

    const beforeEmail = await openResetLink(owner.username, email);
    expect((await changeEmail(owner, `${owner.username}.altro@example.it`)).status).toBe(302);
    expect(await resetLinkWorks(beforeEmail)).toBe(false);
  });

  it("staff and admins changing their password leave an audit row, without the password or its hash", async () => {
    const member = await signedInStaff(app, admin);
    const row = await userRow(member.username);
    const longer = "Banco-Nuovo-2027-Lungo";
    const changed = await postPageForm(member, "/profilo", {
      intent: "password",
      currentPassword: STAFF_PASSWORD,
      newPassword: longer,
      confirmPassword: longer,
    });
    expect(changed.status).toBe(302);
    const audit = (await auditRowsFor(app, "user", row.id)).filter(
      (entry) => entry.action === "user.password-change",
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actorId).toBe(row.id);
    expect(JSON.stringify(audit[0])).not.toContain(longer);
    expect(JSON.stringify(audit[0])).not.toContain("argon2");
  });
});
