// How a demo order or request lived: its status changes, each allowed by the
// workflow tables (app/domain/orders/order-status.ts, app/domain/requests/request-status.ts),
// spaced out in time and cut at the history's last day, so that recent ones
// are still open and old ones are settled.
import { canChangeOrderStatus, type OrderStatus } from "#app/domain/orders/order-status.ts";
import { type RequestStatus, requestTransitions } from "#app/domain/requests/request-status.ts";
import type { Random } from "./people.ts";

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export interface Step<S> {
  from: S;
  to: S;
  at: Date;
}

/** A moment `minDays`–`maxDays` after `after`. */
function later(random: Random, after: Date, minDays: number, maxDays: number): Date {
  return new Date(after.getTime() + minDays * DAY_MS + random.next() * (maxDays - minDays) * DAY_MS);
}

/**
 * Walks from `start` along `next` (which answers the following status and how
 * many days it takes, or null to stay), stopping at the first step after `until`.
 */
function walk<S extends string>(
  random: Random,
  start: S,
  createdAt: Date,
  until: Date,
  allowed: (from: S, to: S) => boolean,
  next: (status: S) => { to: S; days: [number, number] } | null,
): { status: S; steps: Step<S>[] } {
  const steps: Step<S>[] = [];
  let status = start;
  let at = createdAt;
  for (;;) {
    const move = next(status);
    if (!move) break;
    const when = later(random, at, ...move.days);
    if (when > until) break;
    if (!allowed(status, move.to)) throw new Error(`demo history: ${status} → ${move.to} is not allowed`);
    steps.push({ from: status, to: move.to, at: when });
    status = move.to;
    at = when;
  }
  return { status, steps };
}

/** pending → processing → completed, with a few cancellations on the way. */
export function orderWalk(random: Random, createdAt: Date, until: Date) {
  return walk<OrderStatus>(random, "pending", createdAt, until, canChangeOrderStatus, (status) => {
    if (status === "pending")
      return random.next() < 0.06
        ? { to: "cancelled", days: [0.2, 5] }
        : { to: "processing", days: [0.1, 3] };
    if (status === "processing")
      return random.next() < 0.03 ? { to: "cancelled", days: [1, 10] } : { to: "completed", days: [7, 35] };
    return null;
  });
}

const requestAllowed = (from: RequestStatus, to: RequestStatus) => requestTransitions[from].includes(to);

/**
 * nuova → in lavorazione → offerta inviata → accettata / rifiutata / chiusa;
 * some are closed early (duplicates, no answer), some answers never come.
 */
export function requestWalk(random: Random, createdAt: Date, until: Date) {
  return walk<RequestStatus>(random, "nuova", createdAt, until, requestAllowed, (status) => {
    const roll = random.next();
    switch (status) {
      case "nuova":
        return roll < 0.05 ? { to: "chiusa", days: [0.5, 10] } : { to: "in-lavorazione", days: [0.05, 4] };
      case "in-lavorazione":
        return roll < 0.06 ? { to: "chiusa", days: [2, 20] } : { to: "offerta-inviata", days: [0.5, 7] };
      case "offerta-inviata":
        if (roll < 0.45) return { to: "accettata", days: [1, 20] };
        if (roll < 0.75) return { to: "rifiutata", days: [2, 30] };
        if (roll < 0.9) return { to: "chiusa", days: [20, 60] };
        return null;
      default:
        return null;
    }
  });
}

/** A moment between `from` and `until`, evenly spread. */
export function momentBetween(random: Random, from: Date, until: Date): Date {
  return new Date(from.getTime() + random.next() * (until.getTime() - from.getTime()));
}

/** A moment shortly after `after` (minutes to hours), for a note or an assignment. */
export function shortlyAfter(random: Random, after: Date, until: Date): Date {
  const at = new Date(after.getTime() + random.integer(5, 600) * 60_000);
  return at > until ? until : at;
}
