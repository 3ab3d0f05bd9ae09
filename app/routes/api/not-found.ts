import { jsonError } from "#app/server/web/responses.server.ts";

const notFound = () => jsonError(404, "Risorsa non trovata");

/** Unknown `/api/*` paths answer JSON, never the HTML 404 page. */
export const loader = notFound;
export const action = notFound;
