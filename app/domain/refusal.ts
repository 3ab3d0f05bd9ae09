// A refusal is how a rule of the shop says no: what kind of no it is, the
// Italian sentence the user reads, and the form fields at fault. Services and
// domain rules throw or return refusals; only the web layer turns a kind into
// an HTTP status (app/server/web/refusal-status.server.ts), so no rule speaks
// HTTP and a page tells refusals apart by kind or reason, never by their text.
// docs/decisions/028-refusals.md describes the kinds.

/** What kind of no: the web layer's one table maps each to a status. */
export const refusalKinds = [
  /** The input breaks a rule (a field, a bound, a malformed id). */
  "invalid",
  /** The caller must sign in first. */
  "unauthenticated",
  /** Signed in, but this role may not do this. */
  "forbidden",
  /** No such object, or not the caller's: the two read the same. */
  "not-found",
  /** The object is not in a state that allows this (a transition, a stale version, a duplicate). */
  "conflict",
  /** It existed and is no longer usable (an expired link, a withdrawn offer). */
  "gone",
  /** Too large to accept (a body, a file). */
  "too-large",
  /** Too many attempts or too much of something in a window of time. */
  "limit",
  /** The shop cannot do it right now (a full queue); worth retrying. */
  "unavailable",
] as const;

export type RefusalKind = (typeof refusalKinds)[number];

export interface RefusalDetails {
  /** Each field at fault → its own Italian message, for a form to show beside its inputs. */
  fields?: Record<string, string>;
  /**
   * A stable name for this particular refusal, for code that must tell two
   * refusals of the same kind apart (e.g. "payment-exceeds-balance").
   */
  reason?: string;
  /** Seconds after which a retry may succeed ("limit", "unavailable"). */
  retryAfterSeconds?: number;
}

export class Refusal extends Error {
  readonly kind: RefusalKind;
  readonly fields: Readonly<Record<string, string>>;
  readonly reason: string | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(kind: RefusalKind, message: string, details: RefusalDetails = {}) {
    super(message);
    this.name = "Refusal";
    this.kind = kind;
    this.fields = details.fields ?? {};
    this.reason = details.reason;
    this.retryAfterSeconds = details.retryAfterSeconds;
  }
}

export function isRefusal(error: unknown): error is Refusal {
  return error instanceof Refusal;
}

/** Shorthands that read like the rule: `throw refuse.notFound("Ordine non trovato")`. */
export const refuse = {
  invalid: (message: string, details?: RefusalDetails) => new Refusal("invalid", message, details),
  unauthenticated: (message: string, details?: RefusalDetails) =>
    new Refusal("unauthenticated", message, details),
  forbidden: (message: string, details?: RefusalDetails) => new Refusal("forbidden", message, details),
  notFound: (message: string, details?: RefusalDetails) => new Refusal("not-found", message, details),
  conflict: (message: string, details?: RefusalDetails) => new Refusal("conflict", message, details),
  gone: (message: string, details?: RefusalDetails) => new Refusal("gone", message, details),
  tooLarge: (message: string, details?: RefusalDetails) => new Refusal("too-large", message, details),
  limit: (message: string, details?: RefusalDetails) => new Refusal("limit", message, details),
  unavailable: (message: string, details?: RefusalDetails) => new Refusal("unavailable", message, details),
};
