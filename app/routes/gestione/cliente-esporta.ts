import { data } from "react-router";
import { parseRecordId } from "#app/domain/record-id.ts";
import { exportCustomerData } from "#app/server/customer-privacy.server.ts";
import { requireStaff } from "#app/server/http/auth-guards.server.ts";
import { dbContext } from "#app/server/http/context.server.ts";
import { attachmentHeader } from "#app/server/http/downloads.server.ts";
import { HttpError } from "#app/server/http/responses.server.ts";
import type { Route } from "./+types/cliente-esporta";

/** GET /gestione/clienti/:id/esporta: "Esporta dati", everything about the customer as a JSON download. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const staff = requireStaff(context);
  const id = parseRecordId(params.id);
  if (id === null) throw data(null, { status: 404 });
  try {
    const exported = await exportCustomerData(context.get(dbContext), staff, id);
    return new Response(JSON.stringify(exported, null, 2), {
      headers: {
        "Content-Type": "application/json; charset=utf-8",
        "Content-Disposition": attachmentHeader(`cliente-${id}-dati.json`),
      },
    });
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}
