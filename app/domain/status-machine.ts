import { type Refusal, refuse } from "./refusal.ts";

// A status workflow as one table of guarded edges
// (docs/decisions/029-guarded-transitions.md): each allowed change from → to
// lists the guards it must pass, and a guard reads the *facts* of the change
// (how it is made, what the server found in its transaction), not only the two
// statuses. The orders' and the requests' tables are built with it; the
// server applies every status change through them, and a form offers only what
// they allow.

export interface TransitionEdge<Status extends string> {
  from: Status;
  to: Status;
}

/** One rule of an edge: the refusal when these facts do not allow the change, else null. */
export type TransitionGuard<Status extends string, Facts> = (
  facts: Facts,
  edge: TransitionEdge<Status>,
) => Refusal | null;

/** Every status → the statuses it may change to, each with its guards (none: always allowed). */
export type TransitionTable<Status extends string, Facts> = Record<
  Status,
  Partial<Record<Status, readonly TransitionGuard<Status, Facts>[]>>
>;

/** How a workflow words, in Italian, the changes its table has no edge for. */
export interface TransitionWording<Status extends string> {
  /** The change would leave the status as it is. */
  unchanged(status: Status): string;
  /** The status has no way out. */
  final(status: Status): string;
  /** No edge leads from `from` to `to`. */
  notAllowed(edge: TransitionEdge<Status>): string;
}

export interface StatusMachine<Status extends string, Facts> {
  readonly table: TransitionTable<Status, Facts>;
  readonly wording: TransitionWording<Status>;
}

export function defineTransitions<Status extends string, Facts>(
  table: TransitionTable<Status, Facts>,
  wording: TransitionWording<Status>,
): StatusMachine<Status, Facts> {
  return { table, wording };
}

/**
 * The refusal of a change as if its table had no edge for it: what a guard
 * answers when the edge exists only for another way of making the change.
 */
export function transitionNotAllowed<Status extends string>(
  wording: TransitionWording<Status>,
  edge: TransitionEdge<Status>,
): Refusal {
  return refuse.conflict(wording.notAllowed(edge), { reason: "transition-not-allowed" });
}

/** The statuses `from` has an edge to, whatever their guards say. */
export function transitionTargets<Status extends string, Facts>(
  machine: StatusMachine<Status, Facts>,
  from: Status,
): Status[] {
  return Object.keys(machine.table[from]) as Status[];
}

/** Every status → the statuses it has an edge to: the table without its guards. */
export function transitionTargetsByStatus<Status extends string, Facts>(
  machine: StatusMachine<Status, Facts>,
): Record<Status, readonly Status[]> {
  const targets = {} as Record<Status, readonly Status[]>;
  for (const status of Object.keys(machine.table) as Status[]) {
    targets[status] = transitionTargets(machine, status);
  }
  return targets;
}

export function isFinalStatus<Status extends string, Facts>(
  machine: StatusMachine<Status, Facts>,
  status: Status,
): boolean {
  return transitionTargets(machine, status).length === 0;
}

/** Why `from → to` is refused with these facts (the first guard that says no), or null when it is allowed. */
export function transitionRefusal<Status extends string, Facts>(
  machine: StatusMachine<Status, Facts>,
  from: Status,
  to: Status,
  facts: Facts,
): Refusal | null {
  const { wording } = machine;
  if (from === to) return refuse.conflict(wording.unchanged(from), { reason: "status-unchanged" });
  if (isFinalStatus(machine, from)) return refuse.conflict(wording.final(from), { reason: "status-final" });
  const guards = machine.table[from][to];
  if (!guards) return transitionNotAllowed(wording, { from, to });
  for (const guard of guards) {
    const refusal = guard(facts, { from, to });
    if (refusal) return refusal;
  }
  return null;
}

/** The statuses `from` may change to with these facts: what a form offers. */
export function allowedTransitions<Status extends string, Facts>(
  machine: StatusMachine<Status, Facts>,
  from: Status,
  facts: Facts,
): Status[] {
  return transitionTargets(machine, from).filter(
    (to) => transitionRefusal(machine, from, to, facts) === null,
  );
}
