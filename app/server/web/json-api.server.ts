import type { RouterContextProvider } from "react-router";
import type { z } from "zod";
import type { PublicUser } from "#app/domain/accounts/public-user.ts";
import { parseFields } from "#app/domain/web/validation.ts";
import type { Database } from "../platform/db.server.ts";
import { requireApiUser } from "./auth-guards.server.ts";
import { dbContext } from "./context.server.ts";
import { readJsonBody } from "./http-body.server.ts";
import { handleApi, jsonError } from "./responses.server.ts";

// The one shape of a JSON API route's action: the method decides the handler,
// a wrong method is a 405 that says which ones the address accepts, bodies are
// parsed with a zod schema, and every failure answers `{ message }` in Italian.

type WriteMethod = "POST" | "PUT" | "PATCH" | "DELETE";
type ApiHandler<Args> = (args: Args) => Promise<Response>;

function methodNotAllowed(allowed: string[]): Response {
  return jsonError(405, `Metodo non consentito: usa ${allowed.join(" o ")}`, { Allow: allowed.join(", ") });
}

type ApiHandlers<Args> = Partial<Record<WriteMethod, ApiHandler<Args>>>;

/** The action of an API route without a loader: one handler per method. */
export function apiAction<Args extends { request: Request }>(handlers: ApiHandlers<Args>): ApiHandler<Args> {
  return dispatch(handlers, Object.keys(handlers));
}

/** The same for a route that also answers GET (its loader), so the 405's `Allow` lists GET and HEAD too. */
export function readableApiAction<Args extends { request: Request }>(
  handlers: ApiHandlers<Args>,
): ApiHandler<Args> {
  return dispatch(handlers, ["GET", "HEAD", ...Object.keys(handlers)]);
}

function dispatch<Args extends { request: Request }>(
  handlers: ApiHandlers<Args>,
  allowed: string[],
): ApiHandler<Args> {
  return (args) =>
    handleApi(async () => {
      const handler = handlers[args.request.method as WriteMethod];
      return handler ? handler(args) : methodNotAllowed(allowed);
    });
}

/**
 * The loader of a GET that answers the signed-in user's own data: 401 for a
 * guest, the JSON marked `private, no-store` so that no cache keeps it.
 */
export function privateApiLoader<Args extends { context: Readonly<RouterContextProvider> }>(
  read: (user: PublicUser, args: Args) => Promise<unknown>,
): (args: Args) => Promise<Response> {
  return (args) =>
    handleApi(async () => {
      const body = await read(requireApiUser(args.context), args);
      return Response.json(body, { headers: { "Cache-Control": "private, no-store" } });
    });
}

/** The loader of a GET that lists the signed-in user's own records, each as the API writes it. */
export function privateListLoader<Item>(
  list: (db: Database, userId: number) => Promise<Item[]>,
  toJson: (item: Item) => unknown,
): (args: { context: Readonly<RouterContextProvider> }) => Promise<Response> {
  return privateApiLoader(async (user, { context }) =>
    (await list(context.get(dbContext), user.id)).map((item) => toJson(item)),
  );
}

/**
 * The handler of a write to the signed-in user's own data: 401 for a guest,
 * then 400 when the JSON body does not fit `schema`, before `write` runs.
 */
export function signedInJsonHandler<Schema extends z.ZodType>(
  schema: Schema,
  write: (input: z.output<Schema>, user: PublicUser, db: Database) => Promise<Response>,
): ApiHandler<{ request: Request; context: Readonly<RouterContextProvider> }> {
  return async ({ request, context }) => {
    const user = requireApiUser(context);
    const input = await parseJsonBody(request, schema);
    return write(input, user, context.get(dbContext));
  };
}

/** The loader of a write-only API route: a GET is told which methods to use. */
export function writeOnlyLoader(...methods: WriteMethod[]): () => Response {
  return () => methodNotAllowed(methods);
}

/** The request's JSON body checked against `schema`: 400 with the schema's Italian message when it does not fit. */
export async function parseJsonBody<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
): Promise<z.output<Schema>> {
  return parseFields(schema, await readJsonBody(request));
}
