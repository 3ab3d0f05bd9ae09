import { desc, eq } from "drizzle-orm";
import { expect } from "vitest";
import * as schema from "../../db/schema.ts";
import type { Customer } from "./api-client.ts";
import { postPageForm } from "./staff.ts";
import type { TestApp } from "./test-app.ts";
import { firstValidConfiguration, loadPricingCatalogue } from "./window-fixtures.ts";

// The inbox's test data (docs/product/back-office.md#quote-requests-and-leads):
// quote requests sent through POST /api/quote-requests (as a guest or signed
// in) and leads sent through the contact page's form, as customers send them.

export const QUOTE_CONTACT: {
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  privacyConsent: boolean;
} = {
  customerName: "Giulia Bianchi",
  customerEmail: "giulia.bianchi@example.it",
  customerPhone: "+39 333 123 4567",
  privacyConsent: true,
};

export type RequestKind = "preventivo" | "contatto";

/** The first window product with the first value of every option: a configuration that prices. */
export async function windowRequestBody(app: TestApp) {
  const catalogue = await loadPricingCatalogue(app);
  return firstValidConfiguration(catalogue, catalogue.configurable[0]!.id);
}

/** A quote request through the API; `client` sends it with their session (signed in), else a guest. */
export async function sendQuoteRequest(
  app: TestApp,
  contact: Partial<typeof QUOTE_CONTACT> & { notes?: string } = {},
  client?: Customer,
): Promise<{ id: number; number: string; price: number }> {
  const body = { ...(await windowRequestBody(app)), ...QUOTE_CONTACT, ...contact };
  const init = { method: "POST", json: body };
  const response = client
    ? await client.request("/api/quote-requests", init)
    : await app.request("/api/quote-requests", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
  expect(response.status, "quote request stored").toBe(201);
  return (await response.json()) as { id: number; number: string; price: number };
}

/** A lead through the contact page's form (a plain post); answers its id. */
export async function sendLead(
  app: TestApp,
  fields: Partial<Record<"nome" | "cognome" | "email" | "messaggio", string>> = {},
): Promise<number> {
  const response = await app.request("/contatti", {
    method: "POST",
    redirect: "manual",
    body: new URLSearchParams({
      nome: "Luca",
      cognome: "Verdi",
      email: "luca.verdi@example.it",
      messaggio: "Vorrei un sopralluogo per tre finestre.",
      privacy: "on",
      ...fields,
    }),
  });
  expect(response.status, "lead stored").toBe(302);
  const [lead] = await app.db
    .select({ id: schema.contactMessages.id })
    .from(schema.contactMessages)
    .orderBy(desc(schema.contactMessages.id))
    .limit(1);
  return lead!.id;
}

export function requestPagePath(kind: RequestKind, id: number): string {
  return `/gestione/richieste/${kind}/${id}`;
}

/** The request's row as the database holds it now (status, version, assignment, offer). */
export async function requestRow(app: TestApp, kind: RequestKind, id: number) {
  if (kind === "preventivo") {
    const [row] = await app.db.select().from(schema.quoteRequests).where(eq(schema.quoteRequests.id, id));
    return row!;
  }
  const [row] = await app.db.select().from(schema.contactMessages).where(eq(schema.contactMessages.id, id));
  return { ...row!, offeredPriceCents: null, offerReason: null };
}

/** A plain post of one of the request page's forms, with the version the page shows now unless given. */
export async function postRequestForm(
  app: TestApp,
  staff: Customer,
  kind: RequestKind,
  id: number,
  fields: Record<string, string>,
) {
  const version = fields.version ?? String((await requestRow(app, kind, id)).version);
  return postPageForm(staff, requestPagePath(kind, id), { version, ...fields });
}

/** The audit rows written about one request, oldest first. */
export async function requestAuditRows(app: TestApp, kind: RequestKind, id: number) {
  const rows = await app.db.select().from(schema.auditLog).orderBy(schema.auditLog.id);
  const objectType = kind === "preventivo" ? "quote-request" : "lead";
  return rows.filter((row) => row.objectType === objectType && row.objectId === String(id));
}

/** The status history rows of one request, oldest first. */
export async function requestHistoryRows(app: TestApp, kind: RequestKind, id: number) {
  const column =
    kind === "preventivo"
      ? schema.requestStatusHistory.quoteRequestId
      : schema.requestStatusHistory.contactMessageId;
  return app.db
    .select()
    .from(schema.requestStatusHistory)
    .where(eq(column, id))
    .orderBy(schema.requestStatusHistory.id);
}
