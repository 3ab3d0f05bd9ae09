import { privateApiLoader } from "#app/server/web/json-api.server.ts";
import type { Route } from "./+types/user";

/** GET /api/user: the signed-in user, or 401 for a guest. Never the password hash. */
export const loader = privateApiLoader<Route.LoaderArgs>(async (user) => user);
