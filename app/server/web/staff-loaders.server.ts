import type { RouterContextProvider } from "react-router";
import type { Database } from "../platform/db.server.ts";
import { requireStaff } from "./auth-guards.server.ts";
import { dbContext } from "./context.server.ts";

// The loaders of the back office's pages: staff only (anyone else gets the
// back office's 404), then what the page shows, read by its service.

/** A back-office page's loader: the dashboard, the mail overview, a catalogue list. */
export async function loadStaffPage<Data>(
  context: Readonly<RouterContextProvider>,
  read: (db: Database) => Promise<Data>,
): Promise<Data> {
  requireStaff(context);
  return read(context.get(dbContext));
}

/**
 * The loader of a back-office list (orders, customers): the filter read from
 * the query string by its domain parser, and the page of rows that match it.
 */
export function loadStaffList<Filter, List>(
  { context, request }: { context: Readonly<RouterContextProvider>; request: Request },
  parseFilter: (params: URLSearchParams) => Filter,
  list: (db: Database, filter: Filter) => Promise<List>,
): Promise<{ filter: Filter; list: List }> {
  return loadStaffPage(context, async (db) => {
    const filter = parseFilter(new URL(request.url).searchParams);
    return { filter, list: await list(db, filter) };
  });
}
