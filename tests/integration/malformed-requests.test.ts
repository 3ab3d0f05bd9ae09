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
