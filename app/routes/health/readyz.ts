import { pingDatabase } from "#app/server/platform/db.server.ts";
import { dbContext } from "#app/server/web/context.server.ts";
import { refusalStatus } from "#app/server/web/refusal-status.server.ts";
import type { Route } from "./+types/readyz";

/** Readiness: the database answers, so a load balancer may send traffic here. */
export async function loader({ context }: Route.LoaderArgs) {
  const headers = { "Cache-Control": "no-store" };
  try {
    await pingDatabase(context.get(dbContext));
    return Response.json({ status: "ok" }, { headers });
  } catch {
    return Response.json(
      { status: "unavailable", message: "Database non raggiungibile" },
      { status: refusalStatus("unavailable"), headers },
    );
  }
}
