import type { RouterContextProvider } from "react-router";
import type { Database } from "../db.server.ts";
import { requireStaff } from "./auth-guards.server.ts";
import { dbContext } from "./context.server.ts";

/**
 * The loader of a back-office list (orders, customers): staff only, the
 * filter read from the query string by its domain parser, and the page of
 * rows that match it.
 */
export async function loadStaffList<Filter, List>(
  { context, request }: { context: Readonly<RouterContextProvider>; request: Request },
  parseFilter: (params: URLSearchParams) => Filter,
  list: (db: Database, filter: Filter) => Promise<List>,
): Promise<{ filter: Filter; list: List }> {
  requireStaff(context);
  const filter = parseFilter(new URL(request.url).searchParams);
  return { filter, list: await list(context.get(dbContext), filter) };
}
