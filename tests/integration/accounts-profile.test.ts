import { randomBytes } from "node:crypto";
import { and, desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../db/schema.ts";
import { type Customer, customer, postForm, registeredCustomer, visibleHtml } from "../support/api-client.ts";
import { readMail } from "../support/email-links.ts";
import { startTestApp, type TestApp } from "../support/test-app.ts";
import { addFirstWindowToCart, loadPricingCatalogue } from "../support/window-fixtures.ts";

// The customer's own account (docs/product/accounts.md): "I miei dati", the
// password change, login with the e-mail, and "Password dimenticata?" with its
// single-use, 30-minute link.

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ publicFormLimit: { limit: 5, windowMs: 60_000 } });
});
afterAll(async () => {
  await app?.close();
});

const uniqueEmail = () => `cliente.${randomBytes(4).toString("hex")}@example.it`;

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

async function signedIn(client: Customer) {
  return (await client.request("/api/user")).status === 200;
}

/** The reset link's token from the message waiting in the outbox for `email`. */
async function resetTokenFor(email: string): Promise<string | undefined> {
  // The link is prepared once the answer has been sent.
  await app.deferredWorkDone();
  const [row] = await app.db
    .select()
    .from(schema.mailOutbox)
    .where(eq(schema.mailOutbox.recipient, email))
    .orderBy(desc(schema.mailOutbox.id))
    .limit(1);
  if (row?.kind !== "password-reset") return undefined;
  return (row.params as { token: string }).token;
}

function postAsPage(client: Customer, pathname: string, fields: Record<string, string>) {
  return client.request(pathname, { method: "POST", body: new URLSearchParams(fields), redirect: "manual" });
}

describe("I miei dati", () => {
  it("sends a guest to sign in", async () => {
    const answer = await app.request("/profilo", { redirect: "manual" });
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toMatch(/^\/auth\?/);
  });

  it("saves name, contacts and the address split in street, city, CAP and province; the checkout prefills them", async () => {
    const owner = await registeredCustomer(app);
    const saved = await postAsPage(owner, "/profilo", {
      intent: "profile",
      firstName: "Giulia",
      lastName: "Verdi",
      email: "giulia.verdi@example.it",
      phone: "+39 051 555 1234",
      address: "Via Saragozza 12",
      city: "Bologna",
      postalCode: "40123",
      province: "bo",
      // A new e-mail needs the current password (docs/product/accounts.md#changing-the-e-mail).
      currentPassword: owner.password,
    });
    expect(saved.status).toBe(302);
    const { body } = await owner.json<Record<string, string>>("/api/user");
    expect(body).toMatchObject({
      firstName: "Giulia",
      lastName: "Verdi",
      email: "giulia.verdi@example.it",
      address: "Via Saragozza 12",
      city: "Bologna",
      postalCode: "40123",
      province: "BO",
    });
    await addFirstWindowToCart(owner, await loadPricingCatalogue(app));
    const checkout = await visibleHtml(await owner.request("/checkout"));
    // The profile's one-line address is split into the street and the house number.
    for (const value of ['value="Via Saragozza"', 'value="12"', 'value="Bologna"', 'value="40123"']) {
      expect(checkout).toContain(value);
    }
    expect(checkout).toMatch(/<option value="BO" selected="">Bologna \(BO\)<\/option>/);
  });

  it("refuses a wrong CAP, e-mail or province beside each field and saves nothing", async () => {
    const owner = await registeredCustomer(app);
    const refused = await postAsPage(owner, "/profilo", {
      intent: "profile",
      firstName: "Nuovo nome",
      email: "non-una-mail",
      postalCode: "4012",
      province: "Bologna",
    });
    expect(refused.status).toBe(400);
    const html = await visibleHtml(refused);
    expect(html).toContain("Il CAP è di 5 cifre");
    expect(html).toContain("Inserisci un indirizzo email valido");
    expect(html).toContain("Scrivi la sigla della provincia, per esempio BO");
    expect(html).toContain('value="Nuovo nome"');
    const { body } = await owner.json<{ firstName: string }>("/api/user");
    expect(body.firstName).toBe("Mario");
  });
});

describe("changing the password", () => {
  it("needs the current one, then ends every other session but this one", async () => {
    const owner = await registeredCustomer(app);
    const other = await secondSession(owner);

    const wrong = await postAsPage(owner, "/profilo", {
      intent: "password",
      currentPassword: "non-e-questa",
      newPassword: "Nuova-Chiave-Lunga-77",
      confirmPassword: "Nuova-Chiave-Lunga-77",
    });
    expect(wrong.status).toBe(400);
    expect(await visibleHtml(wrong)).toContain("La password attuale non è corretta");
    expect(await signedIn(other)).toBe(true);

    const mismatch = await postAsPage(owner, "/profilo", {
      intent: "password",
      currentPassword: owner.password,
      newPassword: "Nuova-Chiave-Lunga-77",
      confirmPassword: "Nuova-Chiave-Lunga-78",
    });
    expect(mismatch.status).toBe(400);
    expect(await visibleHtml(mismatch)).toContain("Le due password non coincidono");

    const changed = await postAsPage(owner, "/profilo", {
      intent: "password",
      currentPassword: owner.password,
      newPassword: "Nuova-Chiave-Lunga-77",
      confirmPassword: "Nuova-Chiave-Lunga-77",
    });
    expect(changed.status).toBe(302);
    expect(await signedIn(owner)).toBe(true);
    expect(await signedIn(other)).toBe(false);
    const oldLogin = await customer(app, owner.username).request("/api/login", {
      method: "POST",
      json: { username: owner.username, password: owner.password },
    });
    expect(oldLogin.status).toBe(401);
    owner.password = "Nuova-Chiave-Lunga-77";
    await secondSession(owner);
  });
});

describe("login", () => {
  it("accepts the account's e-mail in place of the username", async () => {
    const email = uniqueEmail();
    const owner = await registeredCustomer(app, { email });
    const byEmail = customer(app, "whoever");
    const login = await byEmail.request("/api/login", {
      method: "POST",
      json: { username: email.toUpperCase(), password: owner.password },
    });
    expect(login.status).toBe(200);
    expect(((await login.json()) as { username: string }).username).toBe(owner.username);
  });

  it("an e-mail belongs to one account: a second sign-up with it answers the same, is created without it, and the owner is told", async () => {
    const email = uniqueEmail();
    const first = await registeredCustomer(app, { email });
    const second = customer(app);
    const signUp = await second.json<{ email: string | null }>("/api/register", {
      method: "POST",
      json: { username: second.username, password: second.password, email: email.toUpperCase() },
    });
    expect(signUp.status).toBe(201);
    expect(signUp.body.email).toBe(email.toUpperCase());
    const [row] = await app.db.select().from(schema.users).where(eq(schema.users.username, second.username));
    expect(row!.email).toBeNull();
    const told = await readMail(app, email, "account-email-taken");
    expect(told.subject).toBe("Il tuo indirizzo e-mail è stato indicato per un altro account");
    expect(told.text).not.toContain(second.username);
    // Login and recovery by e-mail still name its owner.
    const login = await customer(app, "whoever").request("/api/login", {
      method: "POST",
      json: { username: email, password: first.password },
    });
    expect(login.status).toBe(200);
    expect(((await login.json()) as { username: string }).username).toBe(first.username);
  });
});

describe("Password dimenticata?", () => {
  const answer = "corrispondono a un account con un indirizzo e-mail, ti abbiamo inviato un link";

  it("is linked from the login form", async () => {
    expect(await visibleHtml(await app.request("/auth"))).toContain('href="/password-dimenticata"');
  });

  it("sends a single-use link; the new password works, every session ends, the link cannot be used again", async () => {
    const email = uniqueEmail();
    const owner = await registeredCustomer(app, { email });
    const other = await secondSession(owner);
    const requested = await postForm(app, "/password-dimenticata", { identifier: owner.username });
    expect(requested.status).toBe(200);
    expect(await visibleHtml(requested)).toContain(answer);
    const token = await resetTokenFor(email);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only the hash is stored.
    const stored = await app.db.select().from(schema.passwordResetTokens);
    expect(stored.some((row) => row.tokenHash === token)).toBe(false);

    const page = await app.request(`/reimposta-password?token=${token}`);
    expect(page.status).toBe(200);
    expect(await visibleHtml(page)).toContain("Nuova password");

    const reset = await postForm(app, "/reimposta-password", {
      token: token!,
      newPassword: "Chiave-Ritrovata-2026",
      confirmPassword: "Chiave-Ritrovata-2026",
    });
    expect(reset.status).toBe(302);
    expect(reset.headers.get("location")).toBe("/auth");
    expect(await signedIn(owner)).toBe(false);
    expect(await signedIn(other)).toBe(false);
    const login = await customer(app, owner.username).request("/api/login", {
      method: "POST",
      json: { username: owner.username, password: "Chiave-Ritrovata-2026" },
    });
    expect(login.status).toBe(200);

    const again = await postForm(app, "/reimposta-password", {
      token: token!,
      newPassword: "Chiave-Rubata-2026-xx",
      confirmPassword: "Chiave-Rubata-2026-xx",
    });
    expect(again.status).toBe(400);
    expect(await visibleHtml(again)).toContain("Il link non è valido o è scaduto");
    expect((await app.request(`/reimposta-password?token=${token}`)).status).toBe(400);
  });

  it("a link older than 30 minutes no longer works", async () => {
    const email = uniqueEmail();
    const owner = await registeredCustomer(app, { email });
    await postForm(app, "/password-dimenticata", { identifier: email });
    const token = await resetTokenFor(email);
    expect(token).toBeDefined();
    const [row] = await app.db.select().from(schema.users).where(eq(schema.users.username, owner.username));
    await app.db
      .update(schema.passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.passwordResetTokens.userId, row!.id));
    const late = await postForm(app, "/reimposta-password", {
      token: token!,
      newPassword: "Chiave-Ritrovata-2026",
      confirmPassword: "Chiave-Ritrovata-2026",
    });
    expect(late.status).toBe(400);
    expect(await visibleHtml(late)).toContain("Il link non è valido o è scaduto");
  });

  it("answers the same for an unknown account and for one without e-mail, and sends nothing", async () => {
    const withoutEmail = await registeredCustomer(app, { email: undefined });
    const before = (await app.db.select().from(schema.mailOutbox)).length;
    for (const identifier of ["nessuno-si-chiama-cosi", withoutEmail.username]) {
      const reply = await postForm(app, "/password-dimenticata", { identifier });
      expect(reply.status).toBe(200);
      const html = await visibleHtml(reply);
      expect(html).toContain(answer);
      expect(html).toContain("Il tuo account non ha un indirizzo e-mail? Contattaci");
    }
    await app.deferredWorkDone();
    expect((await app.db.select().from(schema.mailOutbox)).length).toBe(before);
  });

  it("answers before the link is prepared: no token, no e-mail in the outbox until the answer is sent", async () => {
    const held: (() => Promise<void>)[] = [];
    const holding = await startTestApp({ deferredWork: (work) => held.push(work) });
    try {
      const email = uniqueEmail();
      const owner = await registeredCustomer(holding, { email });
      // The sign-up's own confirmation link is not the reset's work.
      const outboxFor = () =>
        holding.db
          .select()
          .from(schema.mailOutbox)
          .where(and(eq(schema.mailOutbox.recipient, email), eq(schema.mailOutbox.kind, "password-reset")));
      const requested = await postForm(holding, "/password-dimenticata", { identifier: owner.username });
      expect(requested.status).toBe(200);
      expect(await visibleHtml(requested)).toContain(answer);
      // The answer is here; the work it deferred has not run yet.
      expect(held).toHaveLength(1);
      expect(await outboxFor()).toEqual([]);
      expect(await holding.db.select().from(schema.passwordResetTokens)).toEqual([]);

      await held[0]!();
      expect((await outboxFor()).map((row) => row.kind)).toEqual(["password-reset"]);
      expect(await holding.db.select().from(schema.passwordResetTokens)).toHaveLength(1);
    } finally {
      await holding.close();
    }
  });

  it("logs a failure of the deferred work as one error line, after the answer", async () => {
    const logLines: Record<string, unknown>[] = [];
    const failing = await startTestApp({ log: (line) => logLines.push(line) });
    try {
      const email = uniqueEmail();
      const owner = await registeredCustomer(failing, { email });
      await failing.db.execute(
        sql`alter table password_reset_tokens add constraint refuse_tokens check (false) not valid`,
      );
      const requested = await postForm(failing, "/password-dimenticata", { identifier: owner.username });
      expect(requested.status).toBe(200);
      await failing.deferredWorkDone();
      expect(logLines.filter((line) => line.level === "error")).toEqual([
        expect.objectContaining({ msg: "password reset request failed after the answer", code: "23514" }),
      ]);
    } finally {
      await failing.close();
    }
  });

  it("is rate-limited per address", async () => {
    const limited = await startTestApp({ publicFormLimit: { limit: 3, windowMs: 60_000 } });
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 4; attempt++) {
        statuses.push((await postForm(limited, "/password-dimenticata", { identifier: "qualcuno" })).status);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});
