import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { customer, registeredCustomer } from "../support/api-client.ts";
import { sharedTestApp } from "../support/test-app.ts";

const logLines: Record<string, unknown>[] = [];
const app = sharedTestApp({ log: (line) => logLines.push(line) });

function expectHardened(response: Response, label: string) {
  const csp = response.headers.get("content-security-policy") ?? "";
  expect(csp, label).toMatch(/object-src 'none'/);
  expect(csp, label).toMatch(/base-uri 'none'/);
  expect(csp, label).toMatch(/frame-ancestors 'none'/);
  expect(csp, label).toMatch(/script-src 'self'/);
  expect(csp, label).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(csp, label).toMatch(/img-src 'self' data: https:\/\/\*\.tile\.openstreetmap\.org/);
  expect(response.headers.get("strict-transport-security"), label).toMatch(/max-age=\d+/);
  expect(response.headers.get("x-content-type-options"), label).toBe("nosniff");
  expect(response.headers.get("referrer-policy"), label).toBe("strict-origin-when-cross-origin");
  expect(response.headers.get("permissions-policy"), label).toMatch(/camera=\(\)/);
  expect(response.headers.get("x-powered-by"), label).toBeNull();
  expect(response.headers.get("x-request-id"), label).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
}

const scriptSources = (response: Response) =>
  /script-src ([^;]*)/.exec(response.headers.get("content-security-policy") ?? "")?.[1]?.split(" ") ?? [];

/** The page's executable inline scripts: their attributes and their text. */
const inlineScriptsOf = (html: string) =>
  [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)([^>]*)>([\s\S]*?)<\/script>/g)].map(
    ([, attributes = "", text = ""]) => ({ attributes, text }),
  );

describe("security headers", () => {
  it("are on a signed-in page, whose inline scripts carry the answer's own nonce", async () => {
    const buyer = await registeredCustomer(app);
    const response = await buyer.request("/");
    expectHardened(response, "signed-in page");
    expect(response.headers.get("x-cache")).toBeNull();
    const nonces = scriptSources(response).filter((source) => source.startsWith("'nonce-"));
    expect(nonces).toHaveLength(1);
    const nonce = nonces[0]!.slice("'nonce-".length, -1);
    expect(nonce).toMatch(/^[A-Za-z0-9+/=]{20,}$/);
    const scripts = inlineScriptsOf(await response.text());
    expect(scripts.length).toBeGreaterThan(0);
    for (const { attributes } of scripts) expect(attributes).toContain(`nonce="${nonce}"`);
  });

  // A page kept for guests is served to many requests, so no nonce can be in it:
  // its CSP allows exactly its own inline scripts by their hashes.
  it.each(["/chi-siamo", "/category/finestre"])(
    "are on a guest page, rendered and kept: %s allows its inline scripts by hash",
    async (pathname) => {
      for (const expected of ["MISS", "HIT"]) {
        const response = await app.request(pathname);
        expect(response.status).toBe(200);
        expect(response.headers.get("x-cache"), pathname).toBe(expected);
        expectHardened(response, `${pathname} ${expected}`);
        const sources = scriptSources(response);
        expect(sources.some((source) => source.startsWith("'nonce-"))).toBe(false);
        const scripts = inlineScriptsOf(await response.text());
        expect(scripts.length).toBeGreaterThan(0);
        for (const { attributes, text } of scripts) {
          expect(attributes).not.toContain("nonce=");
          expect(sources).toContain(`'sha256-${createHash("sha256").update(text).digest("base64")}'`);
        }
      }
    },
  );

  it("are on an API response and on error responses", async () => {
    expectHardened(await app.request("/api/products"), "api");
    expectHardened(await app.request("/api/products/abc"), "api 400");
    expectHardened(await app.request("/nope"), "page 404");
    expectHardened(await app.request("/assets/missing-file.js"), "missing asset");
  });

  it("use a fresh nonce for every answer that is not kept", async () => {
    const first = (await app.request("/cerca?q=finestra")).headers.get("content-security-policy");
    const second = (await app.request("/cerca?q=finestra")).headers.get("content-security-policy");
    expect(first).toMatch(/'nonce-/);
    expect(first).not.toBe(second);
  });

  it("ignore a client's X-Request-Id when no proxy is trusted", async () => {
    const response = await app.request("/healthz", { headers: { "x-request-id": "trace-12345678" } });
    expect(response.headers.get("x-request-id")).not.toBe("trace-12345678");
    expect(response.headers.get("x-request-id")).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });
});

describe("behind a trusted proxy", () => {
  const proxied = sharedTestApp({ trustProxy: 1 });

  it("keep the proxy's X-Request-Id when it has a safe shape, and replace any other", async () => {
    for (const id of ["trace-12345678", "a", "req.2026-01-01_abc", "A".repeat(64)]) {
      const response = await proxied.request("/healthz", { headers: { "x-request-id": id } });
      expect(response.headers.get("x-request-id"), id).toBe(id);
    }
    for (const id of ["<script>alert(1)</script>", "A".repeat(65), "a b", "id\u00e8", "a/b", "a;b"]) {
      const response = await proxied.request("/healthz", { headers: { "x-request-id": id } });
      expect(response.headers.get("x-request-id"), id).not.toBe(id);
      expect(response.headers.get("x-request-id"), id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    }
  });
});

describe("error responses leak nothing", () => {
  it.each([
    ["/api/products/abc", 400],
    ["/api/products/999999", 404],
    ["/api/nulla", 404],
    ["/%E0%A4%A", 404],
  ])("%s", async (pathname, status) => {
    const response = await app.request(pathname);
    expect(response.status).toBe(status);
    const body = await response.text();
    expect(body).not.toMatch(/at [\w.]+ \(|\/work\/|node_modules|SELECT |select "|Error:/);
  });

  it("answers malformed JSON without echoing parser details", async () => {
    const response = await app.request("/api/price", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: '{"productId": 1, "options": ',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: "Formato JSON non valido" });
  });
});

describe("request logs", () => {
  it("write one JSON line per request with id, method, path, status and duration, and no secrets", async () => {
    const client = customer(app);
    await client.request("/api/register", {
      method: "POST",
      json: { username: client.username, password: "Segretissima-Password-1" },
    });
    await client.request("/api/user?token=abc123");
    const line = logLines.find((entry) => entry.path === "/api/user");
    expect(line).toMatchObject({
      level: "info",
      msg: "request",
      method: "GET",
      path: "/api/user",
      status: 200,
      requestId: expect.any(String),
      durationMs: expect.any(Number),
    });
    const everything = JSON.stringify(logLines);
    expect(everything).not.toContain("Segretissima-Password-1");
    expect(everything).not.toContain("abc123");
    expect(everything).not.toMatch(/sid=/);
  });
});
