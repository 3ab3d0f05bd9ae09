import { eq, sql } from "drizzle-orm";
import {
  type RequestKind,
  type RequestStatus,
  type RequestTransitionFacts,
  requestTransitionRefusal,
} from "#app/domain/requests/request-status.ts";
import * as schema from "#db/schema.ts";
import type { Transaction } from "../platform/db.server.ts";
import { recordStatusChange } from "../staff/audit.server.ts";

// The one way a quote request's or a lead's status changes
// (docs/product/back-office.md#quote-requests-and-leads): staff's status form
// and offer (./request-workflow.server.ts) and the customer's acceptance
// (./quote-acceptance.server.ts) all call transitionRequest, which checks the
// guarded table (app/domain/requests/request-status.ts) with the change's
// facts. Nothing else updates their status (tests/lint/status-writes.test.ts).

const { quoteRequests, contactMessages } = schema;

/** The two tables behind the inbox, seen the same way by the workflow. */
export const requestTables = {
  preventivo: {
    table: quoteRequests,
    reference: (id: number) => ({ quoteRequestId: id }),
  },
  contatto: {
    table: contactMessages,
    reference: (id: number) => ({ contactMessageId: id }),
  },
} as const;

/** What the audit log calls each kind of request. */
export const requestAuditTypes: Record<RequestKind, string> = {
  preventivo: "quote-request",
  contatto: "lead",
};

export interface RequestTransition {
  to: RequestStatus;
  /** How the change is made: the guards' fact besides the request's kind. */
  via: RequestTransitionFacts["via"];
  /** The staff member, or the customer accepting their quote. */
  changedBy: number;
  /** The history row's note. */
  note: string;
  /** The audit row of a staff change (its actor is `changedBy`); null for the customer's own. */
  audit: { action: string; before: unknown; after: unknown } | null;
}

/**
 * Moves a request from `request.status`, as locked by the caller in `tx`, to
 * `transition.to`: refused with the table's conflict, else the status and the
 * next version are written with the history row and the audit row. Answers the
 * new version.
 */
export async function transitionRequest(
  tx: Transaction,
  request: { kind: RequestKind; id: number; status: RequestStatus },
  transition: RequestTransition,
): Promise<number> {
  const { kind, id, status: from } = request;
  const refusal = requestTransitionRefusal(from, transition.to, { kind, via: transition.via });
  if (refusal) throw refusal;
  const { table, reference } = requestTables[kind];
  const [updated] = await tx
    .update(table)
    .set({ status: transition.to, version: sql`${table.version} + 1` })
    .where(eq(table.id, id))
    .returning({ version: table.version });
  if (!updated) throw new Error("request status update returned no row");
  const { changedBy, note, audit } = transition;
  await recordStatusChange(
    tx,
    { of: "request", row: { ...reference(id), fromStatus: from, toStatus: transition.to, changedBy, note } },
    audit && { actorId: changedBy, objectType: requestAuditTypes[kind], objectId: id, ...audit },
  );
  return updated.version;
}
