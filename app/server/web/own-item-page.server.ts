import { data, type RouterContextProvider } from "react-router";
import { isRefusal } from "#app/domain/refusal.ts";
import { parseId } from "#app/domain/web/record-id.ts";
import type { Database } from "../platform/db.server.ts";
import { requirePageUser } from "./auth-guards.server.ts";
import { dbContext } from "./context.server.ts";
import { refusalStatus } from "./refusal-status.server.ts";

/**
 * The loader of a page on one of the signed-in customer's own things
 * (/orders/:id, /preventivi/:id): a guest is sent to sign in; a malformed id,
 * a missing one and another customer's all read the same, a 404 with
 * `{ notFound: true }` for the page's message.
 */
export async function loadOwnItemPage<Item extends object>(
  {
    context,
    request,
    params,
  }: { context: Readonly<RouterContextProvider>; request: Request; params: { id?: string } },
  load: (db: Database, userId: number, itemId: number) => Promise<Item>,
) {
  const user = requirePageUser(context, request);
  try {
    const itemId = parseId(params.id, "Non trovato");
    return { notFound: false as const, ...(await load(context.get(dbContext), user.id, itemId)) };
  } catch (error) {
    if (isRefusal(error)) return data({ notFound: true as const }, { status: refusalStatus("not-found") });
    throw error;
  }
}
