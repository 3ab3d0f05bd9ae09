import type { Refusal, RefusalKind } from "#app/domain/refusal.ts";

// The one place where a refusal becomes an HTTP status (docs/decisions/028-refusals.md):
// services and domain rules say what kind of no it is, the web layer alone
// decides how HTTP spells it.
const statusOfKind = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  "not-found": 404,
  conflict: 409,
  gone: 410,
  "too-large": 413,
  limit: 429,
  unavailable: 503,
} as const satisfies Record<RefusalKind, number>;

export function refusalStatus(kind: RefusalKind): number {
  return statusOfKind[kind];
}

/** The headers a refusal asks for: a retry hint after a limit or a full queue. */
export function refusalHeaders(refusal: Refusal): Record<string, string> {
  return refusal.retryAfterSeconds === undefined ? {} : { "Retry-After": String(refusal.retryAfterSeconds) };
}
