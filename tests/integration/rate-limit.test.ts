import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { DatabaseRateLimiter, pruneExpiredRateLimits } from "#app/server/platform/rate-limit.server.ts";
import * as schema from "#db/schema.ts";
import { postForm } from "../support/api-client.ts";
import { contactFormFields } from "../support/lead-fixtures.ts";
import { sharedTestApp } from "../support/test-app.ts";

// The per-address limits live in the database (rate_limit_hits), so that every
// instance counts the same hits. Here the limiter runs directly against the
// test database, with explicit clock values.

const app = sharedTestApp();

describe("the database rate limiter", () => {
  it("allows the limit, refuses the next, and frees up as the window slides", async () => {
    const limiter = new DatabaseRateLimiter(app.db, "sliding", { limit: 3, windowMs: 60_000 });
    const start = 1_000_000;
    expect((await limiter.hit("1.2.3.4", start)).allowed).toBe(true);
    expect((await limiter.hit("1.2.3.4", start + 1_000)).allowed).toBe(true);
    expect((await limiter.hit("1.2.3.4", start + 2_000)).allowed).toBe(true);
    expect(await limiter.hit("1.2.3.4", start + 3_000)).toEqual({ allowed: false, retryAfterSeconds: 57 });
    // A refused hit takes no slot: the first one still decides when there is room again.
    expect(await limiter.hit("1.2.3.4", start + 59_000)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect((await limiter.hit("5.6.7.8", start + 3_000)).allowed).toBe(true);
    expect((await limiter.hit("1.2.3.4", start + 60_001)).allowed).toBe(true);
    expect((await limiter.hit("1.2.3.4", start + 60_002)).allowed).toBe(false);
  });

  it("keeps buckets apart: sign-ups do not use up the public forms", async () => {
    const rule = { limit: 1, windowMs: 60_000 };
    const forms = new DatabaseRateLimiter(app.db, "forms-apart", rule);
    const signUps = new DatabaseRateLimiter(app.db, "sign-ups-apart", rule);
    expect((await forms.hit("9.9.9.9")).allowed).toBe(true);
    expect((await signUps.hit("9.9.9.9")).allowed).toBe(true);
    expect((await forms.hit("9.9.9.9")).allowed).toBe(false);
  });

  it("lets exactly the limit through when 50 hits for one address arrive at once", async () => {
    const limiter = new DatabaseRateLimiter(app.db, "parallel", { limit: 10, windowMs: 60_000 });
    const verdicts = await Promise.all(Array.from({ length: 50 }, () => limiter.hit("10.0.0.1")));
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(10);
  });

  it("prunes the rows of addresses whose hits have all left the window", async () => {
    const limiter = new DatabaseRateLimiter(app.db, "pruned", { limit: 5, windowMs: 1_000 });
    await limiter.hit("old", 5_000);
    await limiter.hit("recent", 9_500);
    await pruneExpiredRateLimits(app.db, 10_000);
    const keys = (await app.db.select().from(schema.rateLimitHits))
      .filter((row) => row.bucket === "pruned")
      .map((row) => row.key);
    expect(keys).toEqual(["recent"]);
  });
});

describe("the per-address limits count an IPv6 /64 as one client", () => {
  // Behind a trusted proxy on loopback, a test can speak for any client address.
  const limited = sharedTestApp({
    trustProxy: "loopback",
    publicFormLimit: { limit: 2, windowMs: 60_000 },
    registrationLimit: { limit: 2, windowMs: 60_000 },
  });
  const from = (address: string) => ({ "x-forwarded-for": address });

  const contactForm = (address: string) => postForm(limited, "/contatti", contactFormFields, from(address));
  const passwordReset = (address: string) =>
    postForm(limited, "/password-dimenticata", { identifier: "nessuno-si-chiama-cosi" }, from(address));
  const signUp = (address: string) =>
    limited.request("/api/register", {
      method: "POST",
      headers: { "content-type": "application/json", ...from(address) },
      body: JSON.stringify({
        username: `rete_${randomBytes(4).toString("hex")}`,
        password: "Una-Password-Lunga-2026",
      }),
    });

  it.each([
    ["the contact form", contactForm, "2001:db8:10:1"],
    ["«Password dimenticata?»", passwordReset, "2001:db8:10:2"],
    ["sign-ups", signUp, "2001:db8:10:3"],
  ])("%s: two addresses of a /64 use up its limit, the next /64 is counted apart", async (_, send, net) => {
    expect((await send(`${net}::1`)).status).toBeLessThan(400);
    expect((await send(`${net}:ffff:ffff:ffff:fffe`)).status).toBeLessThan(400);
    const refused = await send(`${net}:aaaa::3`);
    expect(refused.status).toBe(429);
    expect(await refused.text()).toMatch(/troppe richieste/i);
    expect((await send(`${net.replace(/:\d+$/, ":99")}::1`)).status).toBeLessThan(400);
  });

  it("counts an IPv4-mapped IPv6 address as the IPv4 address", async () => {
    expect((await contactForm("198.51.100.23")).status).toBeLessThan(400);
    expect((await contactForm("::ffff:198.51.100.23")).status).toBeLessThan(400);
    expect((await contactForm("198.51.100.23")).status).toBe(429);
  });
});
