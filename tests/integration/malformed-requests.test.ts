import { describe, expect, it } from "vitest";
import { rawRequest } from "../support/raw-http.ts";
import { sharedTestApp } from "../support/test-app.ts";

// Requests no browser sends, written byte for byte on a socket: each gets a
// plain 4xx with an Italian message, and none is logged as a server error.

const logLines: Record<string, unknown>[] = [];
const app = sharedTestApp({ log: (line) => logLines.push(line) });

const request = (...lines: string[]) =>
  rawRequest(app.baseUrl, [...lines, "Connection: close", "", ""].join("\r\n"));
const host = () => `Host: ${new URL(app.baseUrl).host}`;

describe("malformed requests answer 4xx, never 500, and are not logged as errors", () => {
  it.each([
    ["a Host header with markup", ["GET / HTTP/1.1", "Host: a<b"], 400],
    ["a Host header with a path", ["GET /api/products HTTP/1.1", "Host: example.it/x"], 400],
    ["no Host header (HTTP/1.0)", ["GET /api/products HTTP/1.0"], 400],
    ["an absolute-form target", ["GET http://x/ HTTP/1.1", "Host: x"], 400],
    ["an absolute-form target to the API", ["GET http://x/api/products HTTP/1.1", "Host: x"], 400],
    ["TRACE", ["TRACE / HTTP/1.1", "HOST"], 405],
    ["OPTIONS", ["OPTIONS /api/products HTTP/1.1", "HOST"], 405],
    ["an unknown method", ["PROPFIND / HTTP/1.1", "HOST"], 405],
  ])("%s", async (_label, lines, status) => {
    logLines.length = 0;
    const answer = await request(...lines.map((line) => (line === "HOST" ? host() : line)));
    expect(answer.status).toBe(status);
    expect(answer.headers["content-type"]).toMatch(/^application\/json/);
    const { message } = JSON.parse(answer.body) as { message: string };
    expect(message).toMatch(/^(Richiesta non valida|Metodo non consentito)/);
    if (status === 405) expect(answer.headers.allow).toBe("GET, HEAD, POST, PUT, PATCH, DELETE");
    expect(logLines.filter((line) => line.level === "error")).toEqual([]);
    expect(logLines).toContainEqual(expect.objectContaining({ msg: "request", status }));
  });

  it("still serves a well-formed request", async () => {
    expect((await request("GET /api/products HTTP/1.1", host())).status).toBe(200);
    expect((await request("GET /api/products HTTP/1.1", "Host: www.aurora-serramenti.it:443")).status).toBe(
      200,
    );
    expect((await request("GET /healthz HTTP/1.1", "Host: [::1]:3000")).status).toBe(200);
  });
});

describe("a NUL character anywhere in a request answers 400 in Italian, never 500", () => {
  const nulMessage = /carattere nullo/;
  const expectRefused = async (response: Response) => {
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(nulMessage);
    expect(logLines.filter((line) => line.level === "error")).toEqual([]);
  };
  const postJson = (path: string, body: unknown) =>
    app.request(path, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  const postPageForm = (path: string, fields: Record<string, string>) =>
    app.request(path, { method: "POST", body: new URLSearchParams(fields), redirect: "manual" });

  it.each([
    "/category/fin%00estre",
    "/product/1%00",
    "/api/subcategories/a%00b",
    "/api/products/1%00",
    "/gestione/ordini/1%00",
    "/qualcosa%00-che-non-esiste",
  ])("in the path: GET %s", async (path) => {
    logLines.length = 0;
    await expectRefused(await app.request(path));
  });

  it.each(["/cerca?q=fin%00estra", "/api/products?search=a%00", "/auth?redirectTo=%2Fcart%00", "/?utm%00=1"])(
    "in the query string: GET %s",
    async (path) => {
      logLines.length = 0;
      await expectRefused(await app.request(path));
    },
  );

  it.each([
    ["/api/login", { username: "mario\u0000", password: "una-password" }],
    [
      "/api/register",
      { username: "mario_nul", password: "Una-Password-Lunga-2026", firstName: "Ma\u0000rio" },
    ],
    ["/api/quote-requests", { customerName: "Giulia", notes: ["a", { deep: "b\u0000" }] }],
    ["/api/price", { productId: 1, "width\u0000": 1200 }],
  ])("in a JSON body: POST %s", async (path, body) => {
    logLines.length = 0;
    await expectRefused(await postJson(path, body));
  });

  it.each([
    ["/contatti", { nome: "Giulia\u0000", cognome: "Bianchi", email: "g@example.it", messaggio: "Ciao" }],
    ["/auth", { intent: "login", username: "mario\u0000", password: "una-password" }],
    ["/password-dimenticata", { identifier: "mario\u0000" }],
  ])("in a page form: POST %s", async (path, fields) => {
    logLines.length = 0;
    await expectRefused(await postPageForm(path, fields));
  });

  it("in a multipart page form", async () => {
    logLines.length = 0;
    const form = new FormData();
    form.append("identifier", "mario\u0000");
    await expectRefused(
      await app.request("/password-dimenticata", { method: "POST", body: form, redirect: "manual" }),
    );
  });
});
