import { desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../db/schema.ts";
import { registeredCustomer, visibleHtml } from "../support/api-client.ts";
import {
  auditRowsFor,
  createStaffAccount,
  FIRST_ADMIN,
  postPageForm,
  SETUP_TIMEOUT_MS,
  signedInStaff,
  signIn,
  signInAsFirstAdmin,
  startStaffTestApp,
} from "../support/staff.ts";
import { loadBuiltApp, startTestApp, type TestApp, testDriver } from "../support/test-app.ts";

// Roles and staff accounts (docs/product/back-office.md#roles): the first admin
// from the environment, staff accounts an admin creates and disables, staff
// sessions that end after 8 hours without use, and the audit rows of it all.

let app: TestApp;

beforeAll(async () => {
  app = await startStaffTestApp();
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await app?.close();
});

const HOUR = 60 * 60 * 1000;

const auditRows = (userId: number) => auditRowsFor(app, "user", userId);

async function userNamed(username: string) {
  const [row] = await app.db.select().from(schema.users).where(eq(schema.users.username, username));
  if (!row) throw new Error(`no user ${username}`);
  return row;
}

/** A valid create form for /gestione/staff, with `override` on top. */
function newAccountFields(override: Record<string, string> = {}) {
  return {
    intent: "create",
    username: "nuovo_collega",
    email: "collega@aurora.example",
    firstName: "Anna",
    lastName: "Neri",
    password: "Password-Lunga-2026",
    role: "staff",
    ...override,
  };
}

async function sessionsOf(userId: number) {
  return app.db.select().from(schema.sessions).where(eq(schema.sessions.userId, userId));
}

describe("the first admin from ADMIN_USERNAME and ADMIN_PASSWORD", () => {
  it("is created once, with a hashed password, and audited", async () => {
    const admin = await userNamed(FIRST_ADMIN.username);
    expect(admin.role).toBe("admin");
    expect(admin.passwordHash).toMatch(/^\$argon2id\$/);
    const [created] = await auditRows(admin.id);
    expect(created).toMatchObject({
      actorId: admin.id,
      action: "staff.first-admin",
      after: { username: FIRST_ADMIN.username, role: "admin" },
    });

    // Every later start finds the admin and changes nothing, whatever the variables say now.
    const module = await loadBuiltApp();
    expect(await module.ensureFirstAdmin(app.db, FIRST_ADMIN)).toBe("admin-exists");
    expect(
      await module.ensureFirstAdmin(app.db, { username: "secondo_admin", password: "Un-Altra-Password-99" }),
    ).toBe("admin-exists");
    const admins = await app.db.select().from(schema.users).where(eq(schema.users.role, "admin"));
    expect(admins.map((row) => row.username)).toEqual([FIRST_ADMIN.username]);
    expect((await userNamed(FIRST_ADMIN.username)).passwordHash).toBe(admin.passwordHash);
    await signInAsFirstAdmin(app);
  });

  it("never promotes an account that already holds the name", async () => {
    const fresh = await startTestApp();
    try {
      const squatter = await registeredCustomer(fresh);
      const module = await loadBuiltApp();
      const outcome = await module.ensureFirstAdmin(fresh.db, {
        username: squatter.username.toUpperCase(),
        password: FIRST_ADMIN.password,
      });
      expect(outcome).toBe("username-taken");
      const rows = await fresh.db.select().from(schema.users);
      expect(rows.map((row) => row.role)).toEqual(["customer"]);
      expect(await fresh.db.select().from(schema.auditLog)).toEqual([]);
    } finally {
      await fresh.close();
    }
  });
});

describe("an admin creates staff accounts", () => {
  it("creates a staff member who signs in at /auth like everyone else, audited without the password", async () => {
    const admin = await signInAsFirstAdmin(app);
    const { username, password } = await createStaffAccount(admin);
    const row = await userNamed(username);
    expect(row).toMatchObject({ role: "staff", firstName: "Giulia", lastName: "Verdi", disabledAt: null });

    const [audit] = await auditRows(row.id);
    expect(audit).toMatchObject({
      actorId: (await userNamed(FIRST_ADMIN.username)).id,
      action: "staff.create",
    });
    expect(audit!.before).toBeNull();
    expect(audit!.after).toMatchObject({ username, role: "staff", email: `${username}@aurora.example` });
    expect(JSON.stringify(audit!.after)).not.toContain(password);
    expect(JSON.stringify(audit!.after)).not.toContain("argon2");

    // The page form at /auth, without JavaScript.
    const login = await app.request("/auth", {
      method: "POST",
      redirect: "manual",
      body: new URLSearchParams({ intent: "login", username, password, redirectTo: "/gestione" }),
    });
    expect(login.status).toBe(302);
    expect(login.headers.get("location")).toBe("/gestione");

    const listed = await visibleHtml(await admin.request("/gestione/staff"));
    expect(listed.includes(username)).toBe(true);
  });

  it("creates an admin when asked, and the role never comes from anywhere but the form's two choices", async () => {
    const admin = await signInAsFirstAdmin(app);
    const second = await signedInStaff(app, admin, "admin");
    expect((await second.request("/gestione/staff")).status).toBe(200);

    const refused = await postPageForm(
      admin,
      "/gestione/staff",
      newAccountFields({ username: "cliente_promosso", role: "customer" }),
    );
    expect(refused.status).toBe(400);
    expect((await visibleHtml(refused)).includes("Scegli il ruolo: personale o amministratore")).toBe(true);
  });

  it.each([
    [{ username: "ab" }, "Il nome utente deve contenere almeno 3 caratteri"],
    [{ email: "non-una-mail" }, "Inserisci un indirizzo email valido"],
    [{ firstName: " " }, "Il nome è obbligatorio"],
    [{ password: "Corta-1" }, "La password del personale deve contenere almeno 10 caratteri"],
    [{ password: "password123" }, "Questa password è troppo comune"],
  ] as [Record<string, string>, string][])(
    "refuses %j beside the field, saving nothing",
    async (override, message) => {
      const admin = await signInAsFirstAdmin(app);
      const before = await app.db.select({ id: schema.users.id }).from(schema.users);
      const response = await postPageForm(admin, "/gestione/staff", newAccountFields(override));
      expect(response.status).toBe(400);
      expect((await visibleHtml(response)).includes(message)).toBe(true);
      expect(await app.db.select({ id: schema.users.id }).from(schema.users)).toHaveLength(before.length);
    },
  );

  it("answers a taken username with 409", async () => {
    const admin = await signInAsFirstAdmin(app);
    const response = await postPageForm(
      admin,
      "/gestione/staff",
      newAccountFields({ username: FIRST_ADMIN.username.toUpperCase() }),
    );
    expect(response.status).toBe(409);
    expect((await visibleHtml(response)).includes("Nome utente già in uso")).toBe(true);
  });
});

describe("disabling a staff account", () => {
  it("ends its sessions at once, refuses its logins, and is audited; re-enabling lets it back in", async () => {
    const admin = await signInAsFirstAdmin(app);
    const { username, password } = await createStaffAccount(admin);
    const staff = await signIn(app, username, password);
    const secondDevice = await signIn(app, username, password);
    const row = await userNamed(username);
    expect(await sessionsOf(row.id)).toHaveLength(2);
    expect((await staff.request("/gestione")).status).toBe(200);

    const disabled = await postPageForm(admin, "/gestione/staff", {
      intent: "disable",
      userId: String(row.id),
    });
    expect(disabled.status).toBe(302);
    expect(await sessionsOf(row.id)).toEqual([]);
    expect((await staff.request("/gestione")).status).toBe(404);
    expect((await secondDevice.json("/api/user")).status).toBe(401);
    const refused = await staff.json<{ message: string }>("/api/login", {
      method: "POST",
      json: { username, password },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("Questo account è stato disattivato: rivolgiti a un amministratore");
    expect(
      (await staff.json("/api/login", { method: "POST", json: { username, password: "sbagliata!" } })).status,
    ).toBe(401);

    const enabled = await postPageForm(admin, "/gestione/staff", {
      intent: "enable",
      userId: String(row.id),
    });
    expect(enabled.status).toBe(302);
    const back = await signIn(app, username, password);
    expect((await back.request("/gestione")).status).toBe(200);

    const actions = (await auditRows(row.id)).map(({ action, before, after }) => ({ action, before, after }));
    expect(actions.map((entry) => entry.action)).toEqual(["staff.create", "staff.disable", "staff.enable"]);
    expect(actions[1]!.before).toEqual({ disabledAt: null });
    expect((actions[1]!.after as { disabledAt: string }).disabledAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(actions[2]!.after).toEqual({ disabledAt: null });
  });

  it("refuses to disable one's own account (409) and a customer's (404)", async () => {
    const admin = await signInAsFirstAdmin(app);
    const self = await userNamed(FIRST_ADMIN.username);
    const own = await postPageForm(admin, "/gestione/staff", { intent: "disable", userId: String(self.id) });
    expect(own.status).toBe(409);
    expect((await visibleHtml(own)).includes("Non puoi disattivare il tuo account")).toBe(true);

    const shopper = await registeredCustomer(app);
    const shopperRow = await userNamed(shopper.username);
    const customerTarget = await postPageForm(admin, "/gestione/staff", {
      intent: "disable",
      userId: String(shopperRow.id),
    });
    expect(customerTarget.status).toBe(404);
    expect((await userNamed(shopper.username)).disabledAt).toBeNull();
    expect((await shopper.json("/api/user")).status).toBe(200);
  });
});

/** How many other database sessions wait for a row lock (PostgreSQL). */
async function requestsWaitingOnLocks(): Promise<number> {
  const result = await app.db.execute(
    sql`select count(*)::int as waiting from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`,
  );
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    waiting: number;
  }[];
  return rows[0]?.waiting ?? 0;
}

describe("two admins disabling each other at the same moment", () => {
  const ACTOR_DISABLED = "Il tuo account è stato disattivato da un altro amministratore";

  it("one wins; the other gets 409 in Italian (or, once signed out, 404), never a 500, and stays active", async () => {
    const first = await signInAsFirstAdmin(app);
    let refusedWith409 = 0;
    for (let round = 0; round < 6; round++) {
      const accounts = [await createStaffAccount(first, "admin"), await createStaffAccount(first, "admin")];
      const [one, other] = await Promise.all(
        accounts.map((account) => signIn(app, account.username, account.password)),
      );
      const rows = await Promise.all(accounts.map((account) => userNamed(account.username)));
      const answers = await Promise.all([
        postPageForm(one!, "/gestione/staff", { intent: "disable", userId: String(rows[1]!.id) }),
        postPageForm(other!, "/gestione/staff", { intent: "disable", userId: String(rows[0]!.id) }),
      ]);
      const statuses = answers.map((answer) => answer.status);
      expect(
        statuses.filter((status) => status === 302),
        `round ${round}: ${statuses}`,
      ).toHaveLength(1);
      const loser = answers.find((answer) => answer.status !== 302)!;
      expect([409, 404]).toContain(loser.status);
      if (loser.status === 409) {
        refusedWith409++;
        expect(await visibleHtml(loser)).toContain(ACTOR_DISABLED);
      }
      const after = await Promise.all(accounts.map((account) => userNamed(account.username)));
      expect(after.filter((row) => row.disabledAt !== null)).toHaveLength(1);
      const audited = (await Promise.all(rows.map((row) => auditRows(row.id)))).flat();
      expect(audited.filter((entry) => entry.action === "staff.disable")).toHaveLength(1);
    }
    // PostgreSQL runs the two transactions at once, so a loser there usually gets the 409;
    // PGlite runs them one after the other, so its loser is usually signed out already (404).
    if (app.driver === "pg") expect(refusedWith409).toBeGreaterThan(0);
  });

  // Deterministic on PostgreSQL: the test holds both rows until both requests wait for them.
  it.skipIf(testDriver() !== "postgres")(
    "when both requests wait on the accounts' rows, the first disables the other and the second gets 409",
    async () => {
      const first = await signInAsFirstAdmin(app);
      const accounts = [await createStaffAccount(first, "admin"), await createStaffAccount(first, "admin")];
      const [one, other] = await Promise.all(
        accounts.map((account) => signIn(app, account.username, account.password)),
      );
      const rows = await Promise.all(accounts.map((account) => userNamed(account.username)));
      const ids = rows.map((row) => row.id);
      let answers: Promise<Response[]> | undefined;
      await app.db.transaction(async (tx) => {
        await tx.execute(
          sql`select id from users where id in (${ids[0]!}, ${ids[1]!}) order by id for update`,
        );
        answers = Promise.all([
          postPageForm(one!, "/gestione/staff", { intent: "disable", userId: String(ids[1]) }),
          postPageForm(other!, "/gestione/staff", { intent: "disable", userId: String(ids[0]) }),
        ]);
        await expect.poll(() => requestsWaitingOnLocks(), { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
      });
      const statuses = (await answers!).map((answer) => answer.status).sort();
      expect(statuses).toEqual([302, 409]);
      const loser = (await answers!).find((answer) => answer.status === 409)!;
      expect(await visibleHtml(loser)).toContain(ACTOR_DISABLED);
      const after = await Promise.all(accounts.map((account) => userNamed(account.username)));
      expect(after.filter((row) => row.disabledAt !== null)).toHaveLength(1);
    },
  );
});

describe("staff sessions", () => {
  it("last 8 hours from the last use, while a customer's last 30 days", async () => {
    const admin = await signInAsFirstAdmin(app);
    const staff = await signedInStaff(app, admin);
    const staffRow = await userNamed(staff.username);
    const [session] = await sessionsOf(staffRow.id);
    const left = session!.expiresAt.getTime() - Date.now();
    expect(left).toBeGreaterThan(7.9 * HOUR);
    expect(left).toBeLessThanOrEqual(8 * HOUR);

    const shopper = await registeredCustomer(app);
    const [customerSession] = await sessionsOf((await userNamed(shopper.username)).id);
    expect(customerSession!.expiresAt.getTime() - Date.now()).toBeGreaterThan(29 * 24 * HOUR);
  });

  it("slide with use: a session last extended an hour ago moves to 8 hours from now", async () => {
    const admin = await signInAsFirstAdmin(app);
    const staff = await signedInStaff(app, admin);
    const userId = (await userNamed(staff.username)).id;
    await app.db
      .update(schema.sessions)
      .set({ expiresAt: sql`now() + interval '7 hours'` })
      .where(eq(schema.sessions.userId, userId));
    expect((await staff.request("/gestione")).status).toBe(200);
    const [session] = await sessionsOf(userId);
    expect(session!.expiresAt.getTime() - Date.now()).toBeGreaterThan(7.9 * HOUR);
  });

  it("end after 8 hours without use: the back office answers 404 and the API 401", async () => {
    const admin = await signInAsFirstAdmin(app);
    const staff = await signedInStaff(app, admin);
    const userId = (await userNamed(staff.username)).id;
    // As if the last use had been 8 hours and a minute ago.
    await app.db
      .update(schema.sessions)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(schema.sessions.userId, userId));
    expect((await staff.request("/gestione")).status).toBe(404);
    expect((await staff.json("/api/user")).status).toBe(401);
  });

  it("a customer who becomes staff keeps no 30-day session: the next use cuts it to 8 hours", async () => {
    const shopper = await registeredCustomer(app);
    const row = await userNamed(shopper.username);
    await app.db.update(schema.users).set({ role: "staff" }).where(eq(schema.users.id, row.id));
    expect((await shopper.request("/gestione")).status).toBe(200);
    const [session] = await sessionsOf(row.id);
    expect(session!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(8 * HOUR);
  });
});

describe("the audit log page", () => {
  it("lists the changes newest first, filtered by person and by object", async () => {
    const admin = await signInAsFirstAdmin(app);
    const { username } = await createStaffAccount(admin);
    const target = await userNamed(username);
    const adminId = (await userNamed(FIRST_ADMIN.username)).id;

    const all = await visibleHtml(await admin.request("/gestione/registro"));
    expect(all.includes("Account del personale creato")).toBe(true);

    const [latest] = await app.db.select().from(schema.auditLog).orderBy(desc(schema.auditLog.id)).limit(1);
    expect(latest).toMatchObject({ objectId: String(target.id), action: "staff.create" });

    const byObject = await visibleHtml(
      await admin.request(`/gestione/registro?oggetto=user&id=${target.id}`),
    );
    expect(byObject.includes(`Account n. ${target.id}`)).toBe(true);
    expect(byObject.includes("1 attività")).toBe(true);

    const nobody = await visibleHtml(await admin.request(`/gestione/registro?persona=${target.id}`));
    expect(nobody.includes("Nessuna attività trovata.")).toBe(true);
    const byAdmin = await visibleHtml(await admin.request(`/gestione/registro?persona=${adminId}`));
    expect(byAdmin.includes("Account del personale creato")).toBe(true);
  });
});
