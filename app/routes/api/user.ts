import { requireApiUser } from "#app/server/http/auth-guards.server.ts";
import { handleApi } from "#app/server/http/responses.server.ts";
import type { Route } from "./+types/user";

/** GET /api/user: the signed-in user, or 401 for a guest. Never the password hash. */
export function loader({ context }: Route.LoaderArgs) {
  return handleApi(async () =>
    Response.json(requireApiUser(context), { headers: { "Cache-Control": "private, no-store" } }),
  );
}
