import { data } from "react-router";
import { isRefusal } from "#app/domain/refusal.ts";
import { parseRecordId } from "#app/domain/web/record-id.ts";
import { refusalStatus } from "./refusal-status.server.ts";

// The back office's pages on one record (an order, a request, a customer, a
// product): a malformed id, a missing record and a service's own 404 all
// answer as an unknown URL does, so the pages leak nothing
// (docs/product/back-office.md#roles).

/** The record's id from the URL; one that cannot be is a 404. */
export function staffRecordId(raw: string | undefined): number {
  const id = parseRecordId(raw);
  if (id === null) throw data(null, { status: refusalStatus("not-found") });
  return id;
}

/** Runs a staff page's load: a service's "not-found" refusal becomes the page's 404. */
export async function orStaffNotFound<Result>(load: () => Promise<Result>): Promise<Result> {
  try {
    return await load();
  } catch (error) {
    if (isRefusal(error) && error.kind === "not-found")
      throw data(null, { status: refusalStatus("not-found") });
    throw error;
  }
}
