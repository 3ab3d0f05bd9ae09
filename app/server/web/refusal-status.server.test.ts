import { describe, expect, test } from "vitest";
import { refusalKinds, refuse } from "#app/domain/refusal.ts";
import { refusalHeaders, refusalStatus } from "./refusal-status.server.ts";
import { apiErrorOf } from "./responses.server.ts";

describe("the web layer's kind → status table", () => {
  test("every kind of refusal has its one status", () => {
    expect(Object.fromEntries(refusalKinds.map((kind) => [kind, refusalStatus(kind)]))).toEqual({
      invalid: 400,
      unauthenticated: 401,
      forbidden: 403,
      "not-found": 404,
      conflict: 409,
      gone: 410,
      "too-large": 413,
      limit: 429,
      unavailable: 503,
    });
  });

  test("no two kinds share a status, so a client can tell them apart", () => {
    expect(new Set(refusalKinds.map(refusalStatus)).size).toBe(refusalKinds.length);
  });

  test("the API answers a refusal with its kind's status and its Italian message", () => {
    expect(apiErrorOf(refuse.conflict("L'ordine è già «Completato»"))).toEqual({
      status: 409,
      message: "L'ordine è già «Completato»",
      closeConnection: false,
    });
    expect(apiErrorOf(refuse.tooLarge("La richiesta è troppo grande")).closeConnection).toBe(true);
  });

  test("a refusal that says when to retry asks for Retry-After; others ask for no header", () => {
    expect(refusalHeaders(refuse.unavailable("Riprova tra poco", { retryAfterSeconds: 10 }))).toEqual({
      "Retry-After": "10",
    });
    expect(refusalHeaders(refuse.notFound("Ordine non trovato"))).toEqual({});
  });
});
