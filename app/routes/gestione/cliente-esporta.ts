import { data } from "react-router";
import { isRefusal } from "#app/domain/refusal.ts";
import { parseRecordId } from "#app/domain/web/record-id.ts";
import { exportCustomerData } from "#app/server/staff/customer-privacy.server.ts";
import { requireStaff } from "#app/server/web/auth-guards.server.ts";
import { dbContext } from "#app/server/web/context.server.ts";
import { attachmentHeader } from "#app/server/web/downloads.server.ts";
import { readFormData } from "#app/server/web/http-body.server.ts";
import { writeOnlyLoader } from "#app/server/web/json-api.server.ts";
import { refusalStatus } from "#app/server/web/refusal-status.server.ts";
import type { Route } from "./+types/cliente-esporta";

// "Esporta dati" (docs/product/back-office.md#gdpr): everything about the
// customer as a JSON download. The export is audited, so it is a POST from the
// customer page's button: a GET (a link in a contact message, an image tag)
// answers 405 and writes nothing, and a cross-site post is refused (express/app.ts).

/** GET /gestione/clienti/:id/esporta: 405 with `Allow: POST`, nothing exported or audited. */
export const loader = writeOnlyLoader("POST");

/** POST /gestione/clienti/:id/esporta: the download, with its audit row. */
export async function action({ context, params, request }: Route.ActionArgs) {
  const staff = requireStaff(context);
  if (request.method !== "POST") return writeOnlyLoader("POST")();
  const id = parseRecordId(params.id);
  if (id === null) throw data(null, { status: refusalStatus("not-found") });
  await readFormData(request, context);
  try {
    const exported = await exportCustomerData(context.get(dbContext), staff, id);
    return new Response(JSON.stringify(exported, null, 2), {
      headers: {
        "Content-Type": "application/json; charset=utf-8",
        "Content-Disposition": attachmentHeader(`cliente-${id}-dati.json`),
      },
    });
  } catch (error) {
    if (isRefusal(error) && error.kind === "not-found")
      throw data(null, { status: refusalStatus("not-found") });
    throw error;
  }
}
