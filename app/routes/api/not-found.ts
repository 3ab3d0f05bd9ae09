import { refusalStatus } from "#app/server/web/refusal-status.server.ts";
import { jsonError } from "#app/server/web/responses.server.ts";

const notFound = () => jsonError(refusalStatus("not-found"), "Risorsa non trovata");

/** Unknown `/api/*` paths answer JSON, never the HTML 404 page. */
export const loader = notFound;
export const action = notFound;
