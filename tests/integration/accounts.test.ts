import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as schema from "#db/schema.ts";
import { customer, postForm, registeredCustomer } from "../support/api-client.ts";
import { sharedTestApp, startTestApp } from "../support/test-app.ts";

// Behind a trusted proxy on loopback, a test can speak for any client address.
const app = sharedTestApp({ trustProxy: "loopback" });

/** A login through the JSON API from the given client address. */
function logInFrom(address: string, username: string, password: string) {
  return customer(app).json<{ message?: string; username?: string }>("/api/login", {
    method: "POST",
    headers: { "x-forwarded-for": address },
    json: { username, password },
  });
}

/** A plain (no JavaScript) form post to /auth; redirects are not followed. */
function postAuthForm(fields: Record<string, string>, address = "192.0.2.200") {
  return postForm(app, "/auth", fields, { "x-forwarded-for": address });
}

describe("registration", () => {
  it("creates the account, signs it in, and stores an argon2id hash", async () => {
    const client = customer(app);
    const { status, body } = await client.json<Record<string, unknown>>("/api/register", {
      method: "POST",
      json: {
        username: client.username,
        password: client.password,
        firstName: "Lucia",
        email: "lucia@example.it",
      },
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({ username: client.username, firstName: "Lucia", email: "lucia@example.it" });
    expect(body).not.toHaveProperty("passwordHash");
    expect(client.cookie).toMatch(/^__Host-sid=/);

    const [row] = await app.db.select().from(schema.users).where(eq(schema.users.username, client.username));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row!.passwordHash).not.toContain(client.password);

    const me = await client.json("/api/user");
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ username: client.username });
    expect(me.body).not.toHaveProperty("passwordHash");
  });

  it("sets an HttpOnly, SameSite=Lax, Secure, __Host- cookie with a long random id", async () => {
    const client = customer(app);
    const response = await client.request("/api/register", {
      method: "POST",
      json: { username: client.username, password: client.password },
    });
    const cookie = response.headers.getSetCookie()[0] ?? "";
    expect(cookie).toMatch(/^__Host-sid=[A-Za-z0-9_-]{43}\.[A-Za-z0-9_-]+;/);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).toContain("Secure");
    expect(cookie).toContain("Path=/");
    expect(cookie).toContain(`Max-Age=${30 * 24 * 60 * 60}`);
  });

  it("answers a taken username (in any case) with 409", async () => {
    const first = await registeredCustomer(app);
    const second = customer(app, first.username.toUpperCase());
    const { status, body } = await second.json("/api/register", {
      method: "POST",
      json: { username: second.username, password: "Un-altra-Password-1" },
    });
    expect(status).toBe(409);
    expect(body).toEqual({ message: "Nome utente già in uso" });
  });

  it.each([
    [{ username: "ab", password: "Vetro-Azzurro-77" }, "Il nome utente deve contenere almeno 3 caratteri"],
    [{ username: "mario_valido", password: "12345" }, "La password deve contenere almeno 6 caratteri"],
    [{ username: "mario_valido", password: "password123" }, /troppo comune/],
    [
      { username: "mario_valido", password: "Vetro-Azzurro-77", email: "mario@" },
      "Inserisci un indirizzo email valido",
    ],
    [{ username: 12345, password: ["x"] }, "Il nome utente deve contenere almeno 3 caratteri"],
  ])("refuses %j with the documented message", async (payload, message) => {
    const { status, body } = await customer(app).json<{ message: string }>("/api/register", {
      method: "POST",
      json: payload,
    });
    expect(status).toBe(400);
    expect(body.message).toMatch(message);
  });

  it("allows 10 sign-ups per address in 10 minutes, through the API and the page, then answers 429", async () => {
    // The app's own default limit, not the generous one the other tests use.
    const limited = await startTestApp({ registrationLimit: undefined });
    try {
      const taken = await registeredCustomer(limited);
      // A taken name counts too: probing for accounts is what the limit slows down.
      const probe = await customer(limited, taken.username).json("/api/register", {
        method: "POST",
        json: { username: taken.username, password: "Un-altra-Password-1" },
      });
      expect(probe.status).toBe(409);
      for (let attempt = 3; attempt <= 9; attempt++) await registeredCustomer(limited);
      const tenth = customer(limited);
      const viaPage = await limited.request("/auth", {
        method: "POST",
        body: new URLSearchParams({
          intent: "register",
          username: tenth.username,
          password: tenth.password,
        }),
        redirect: "manual",
      });
      expect(viaPage.status).toBe(302);

      const eleventh = customer(limited);
      const refused = await eleventh.json<{ message: string }>("/api/register", {
        method: "POST",
        json: { username: eleventh.username, password: eleventh.password },
      });
      expect(refused.status).toBe(429);
      expect(refused.body.message).toMatch(/troppe richieste/i);
      const [created] = await limited.db
        .select({ value: sql<number>`count(*)::int` })
        .from(schema.users)
        .where(eq(schema.users.username, eleventh.username));
      expect(created!.value).toBe(0);

      const refusedPage = await limited.request("/auth", {
        method: "POST",
        body: new URLSearchParams({
          intent: "register",
          username: eleventh.username,
          password: eleventh.password,
        }),
        redirect: "manual",
      });
      expect(refusedPage.status).toBe(429);
      expect(await refusedPage.text()).toMatch(/troppe richieste/i);
    } finally {
      await limited.close();
    }
  });
});

describe("registration password rules", () => {
  it.each([
    ["      ", "La password non può essere composta solo da spazi"],
    ["\t\t\t\t\t\t\t\t", "La password non può essere composta solo da spazi"],
    ["Aurora1992", /nome del negozio/],
    ["AuroraSerramenti2026", /nome del negozio/],
    ["Serramenti2026", /nome del negozio/],
    ["finestre!", /nome del negozio/],
    ["Finestre-2026", /nome del negozio/],
  ])("refuses %j with 400 and an Italian message, and creates no account", async (password, message) => {
    const client = customer(app);
    const { status, body } = await client.json<{ message: string }>("/api/register", {
      method: "POST",
      json: { username: client.username, password },
    });
    expect(status).toBe(400);
    expect(body.message).toMatch(message);
    expect(client.cookie).toBeNull();
    const rows = await app.db.select().from(schema.users).where(eq(schema.users.username, client.username));
    expect(rows).toEqual([]);
  });

  it("shows the refusal beside the password field of the registration form", async () => {
    const response = await postAuthForm({
      intent: "register",
      username: `cliente_${Date.now().toString(36)}`,
      password: "Serramenti1992",
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("La password non può essere il nome del negozio");
  });
});

describe("login, sessions and logout", () => {
  it("issues a new session id at login and ends it at logout", async () => {
    const registered = await registeredCustomer(app);
    const registrationCookie = registered.cookie;

    const login = await registered.json("/api/login", {
      method: "POST",
      json: { username: registered.username, password: registered.password },
    });
    expect(login.status).toBe(200);
    expect(registered.cookie).not.toBe(registrationCookie);

    const staleCookie = registered.cookie;
    const logout = await registered.request("/api/logout", { method: "POST" });
    expect(logout.status).toBe(204);
    expect(logout.headers.getSetCookie()[0]).toMatch(/Max-Age=0/);

    // The old cookie, replayed, no longer works: the session is gone on the server.
    const replay = await app.request("/api/user", { headers: { cookie: staleCookie ?? "" } });
    expect(replay.status).toBe(401);
    expect((await replay.json()).message).toMatch(/accedere/);
    const oldRegistration = await app.request("/api/user", { headers: { cookie: registrationCookie ?? "" } });
    expect(oldRegistration.status).toBe(401);
  });

  it("rejects a forged cookie", async () => {
    const forged = await app.request("/api/user", { headers: { cookie: "__Host-sid=abc.def" } });
    expect(forged.status).toBe(401);
  });

  it("answers wrong credentials with 401 and an Italian message", async () => {
    const registered = await registeredCustomer(app);
    const { status, body } = await customer(app).json("/api/login", {
      method: "POST",
      json: { username: registered.username, password: "sbagliata!" },
    });
    expect(status).toBe(401);
    expect(body).toEqual({ message: "Nome utente o password non corretti" });
  });

  it("throttles the 11th failed login for an account from one address with 429, even with the right password", async () => {
    const registered = await registeredCustomer(app);
    const attacker = "203.0.113.11";
    for (let attempt = 1; attempt <= 10; attempt++) {
      const { status } = await logInFrom(attacker, registered.username, `sbagliata-${attempt}`);
      expect(status).toBe(401);
    }
    const eleventh = await logInFrom(attacker, registered.username, registered.password);
    expect(eleventh.status).toBe(429);
    expect(eleventh.body.message).toMatch(/Troppi tentativi/);

    // No permanent lockout: once the failures age out of the window, login works again.
    await app.db
      .update(schema.loginAttempts)
      .set({ createdAt: sql`now() - interval '16 minutes'` })
      .where(eq(schema.loginAttempts.username, registered.username.toLowerCase()));
    const later = await logInFrom(attacker, registered.username, registered.password);
    expect(later.status).toBe(200);
  });
});

describe("login throttle under attack", () => {
  it("lets the owner in from another address while an attacker is throttled on the account", async () => {
    const owner = await registeredCustomer(app);
    const attacker = "203.0.113.21";
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect((await logInFrom(attacker, owner.username, `indovino-${attempt}`)).status).toBe(401);
    }
    expect((await logInFrom(attacker, owner.username, "indovino-11")).status).toBe(429);

    const fromHome = await logInFrom("198.51.100.7", owner.username, owner.password);
    expect(fromHome.status).toBe(200);
    expect(fromHome.body.username).toBe(owner.username);

    // The owner's success does not hand the attacker a fresh set of guesses.
    expect((await logInFrom(attacker, owner.username, "indovino-12")).status).toBe(429);
    // Nor does one noisy address block the account for everybody else.
    expect((await logInFrom("198.51.100.8", owner.username, "un-errore")).status).toBe(401);
  });

  it("still lets the owner in when many addresses guess at the account (a growing delay, never a refusal)", async () => {
    const owner = await registeredCustomer(app);
    for (let address = 1; address <= 12; address++) {
      for (let attempt = 1; attempt <= 2; attempt++) {
        const { status } = await logInFrom(`203.0.113.${100 + address}`, owner.username, `rete-${attempt}`);
        expect(status).toBe(401);
      }
    }
    const owners = await logInFrom("198.51.100.9", owner.username, owner.password);
    expect(owners.status).toBe(200);
  });

  it("checks no more than 10 passwords when 50 wrong logins for one account arrive at once", async () => {
    const victim = await registeredCustomer(app);
    const attacker = "203.0.113.31";
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, attempt) =>
        logInFrom(attacker, victim.username, `parallela-${attempt}`),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(40);
    for (const answer of answers.filter((each) => each.status === 429)) {
      expect(answer.body.message).toBe("Troppi tentativi di accesso non riusciti. Riprova tra 15 minuti.");
    }
    expect((await logInFrom("198.51.100.31", victim.username, victim.password)).status).toBe(200);
  });

  it("checks no more than 30 passwords from one address across accounts, even all at once", async () => {
    const accounts = await Promise.all(Array.from({ length: 4 }, () => registeredCustomer(app)));
    const sprayer = "203.0.113.41";
    const answers = await Promise.all(
      accounts.flatMap((account) =>
        Array.from({ length: 9 }, (_, attempt) => logInFrom(sprayer, account.username, `spray-${attempt}`)),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(30);
    expect(statuses.filter((status) => status === 429)).toHaveLength(6);

    const [first] = accounts;
    expect((await logInFrom(sprayer, first!.username, first!.password)).status).toBe(429);
    expect((await logInFrom("198.51.100.41", first!.username, first!.password)).status).toBe(200);
  });
});

describe("redirect after login", () => {
  it.each([
    ["/.//evil.com", "/evil.com"],
    ["/..//evil.com", "/evil.com"],
    ["/%2e//evil.com", "/evil.com"],
    ["/%2e%2e//evil.com/path", "/evil.com/path"],
    ["//evil.com", "/"],
    ["/\\evil.com", "/"],
    ["/%0d%0aSet-Cookie:%20x=1", "/"],
    ["/orders?pagina=2", "/orders?pagina=2"],
  ])("a plain form login with redirectTo=%j lands on %j, on the shop", async (redirectTo, expected) => {
    const registered = await registeredCustomer(app);
    const response = await postAuthForm({
      intent: "login",
      username: registered.username,
      password: registered.password,
      redirectTo,
    });
    expect(response.status).toBe(302);
    const location = response.headers.get("location") ?? "";
    expect(location).toBe(expected);
    expect(new URL(location, app.baseUrl).origin).toBe(app.baseUrl);
    expect(response.headers.getSetCookie().some((cookie) => cookie.startsWith("__Host-sid="))).toBe(true);
  });

  it("ignores an off-site redirectTo in the query string of the form's action, too", async () => {
    const registered = await registeredCustomer(app);
    const response = await app.request(`/auth?redirectTo=${encodeURIComponent("/.//evil.com")}`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": "192.0.2.201" },
      body: new URLSearchParams({
        intent: "login",
        username: registered.username,
        password: registered.password,
      }).toString(),
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/evil.com");
  });
});

describe("cross-site requests", () => {
  it("refuses a state-changing request from another origin with 403", async () => {
    const registered = await registeredCustomer(app);
    const attack = await registered.json<{ message: string }>("/api/wishlist", {
      method: "DELETE",
      headers: { origin: "https://evil.example" },
    });
    expect(attack.status).toBe(403);
    expect(attack.body.message).toMatch(/altro sito/);

    const fetchMetadata = await registered.json("/api/logout", {
      method: "POST",
      headers: { "sec-fetch-site": "cross-site" },
    });
    expect(fetchMetadata.status).toBe(403);
    expect((await registered.json("/api/user")).status).toBe(200);

    const sameOrigin = await registered.request("/api/logout", {
      method: "POST",
      headers: { origin: app.baseUrl },
    });
    expect(sameOrigin.status).toBe(204);
  });
});

describe("signing up from a product", () => {
  it("comes back to the product: the header's link, the tabs and the form keep where to return", async () => {
    const [product] = await app.db
      .select({ id: schema.products.id })
      .from(schema.products)
      .where(eq(schema.products.hidden, false))
      .limit(1);
    const productPath = `/product/${product!.id}`;
    const back = encodeURIComponent(productPath);
    const page = await (await app.request(productPath)).text();
    expect(page).toContain(`href="/auth?redirectTo=${back}"`);

    const auth = await (await app.request(`/auth?redirectTo=${back}`)).text();
    // Both tabs, and the registration form's own action, keep it.
    expect(auth).toContain(`href="/auth?redirectTo=${back}"`);
    expect(auth).toContain(`href="/auth?tab=registrati&amp;redirectTo=${back}"`);
    expect(auth).toContain(`action="/auth?tab=registrati&amp;redirectTo=${back}"`);
    expect(auth).toMatch(new RegExp(`<input type="hidden" name="redirectTo" value="${productPath}"`));

    const client = customer(app);
    const response = await postForm(
      app,
      `/auth?tab=registrati&redirectTo=${back}`,
      { intent: "register", username: client.username, password: client.password, redirectTo: productPath },
      { "x-forwarded-for": "192.0.2.210" },
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(productPath);
    expect(response.headers.getSetCookie().some((cookie) => cookie.startsWith("__Host-sid="))).toBe(true);
  });

  it("refuses an off-site return and lands on the home page instead", async () => {
    const client = customer(app);
    const response = await postForm(
      app,
      `/auth?tab=registrati&redirectTo=${encodeURIComponent("//evil.com")}`,
      { intent: "register", username: client.username, password: client.password },
      { "x-forwarded-for": "192.0.2.211" },
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/");
  });
});
