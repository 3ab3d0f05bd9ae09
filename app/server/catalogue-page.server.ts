import type { RouterContextProvider } from "react-router";
import type { Database } from "./db.server.ts";
import { requireStaff } from "./http/auth-guards.server.ts";
import { dbContext } from "./http/context.server.ts";

/**
 * The loader of a back-office catalogue page: staff only (anyone else gets the
 * back office's 404), then what the page lists. Its saves are
 * catalogue-form-action.server.ts.
 */
export async function loadCataloguePage<Data>(
  context: Readonly<RouterContextProvider>,
  read: (db: Database) => Promise<Data>,
): Promise<Data> {
  requireStaff(context);
  return read(context.get(dbContext));
}
