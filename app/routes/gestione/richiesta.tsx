import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import type { z } from "zod";
import { PdfLink } from "#app/components/documents/pdf-link.tsx";
import { BackLink } from "#app/components/layout/back-link.tsx";
import type {
  RequestActionResult,
  RequestFormTarget,
  RequestIntent,
} from "#app/components/requests/back-office/request-action-result.ts";
import { RequestAssignmentForm } from "#app/components/requests/back-office/request-assignment-form.tsx";
import { RequestContactPanel } from "#app/components/requests/back-office/request-contact-panel.tsx";
import { RequestHistory } from "#app/components/requests/back-office/request-history.tsx";
import { RequestNotes } from "#app/components/requests/back-office/request-notes.tsx";
import { RequestOfferForm } from "#app/components/requests/back-office/request-offer-form.tsx";
import { RequestStatusForm } from "#app/components/requests/back-office/request-status-form.tsx";
import { QuoteConfigurationPanel } from "#app/components/requests/quote-configuration-panel.tsx";
import { QuoteOfferPanel } from "#app/components/requests/quote-offer-panel.tsx";
import { RequestStatusBadge } from "#app/components/requests/request-status-badge.tsx";
import { Panel } from "#app/components/ui/panel.tsx";
import { Price } from "#app/components/ui/price.tsx";
import { refuse } from "#app/domain/refusal.ts";
import {
  assignmentSchema,
  requestNoteSchema,
  statusChangeSchema,
} from "#app/domain/requests/request-forms.ts";
import { requestPath } from "#app/domain/requests/request-inbox.ts";
import { offerFormSchema } from "#app/domain/requests/request-offer.ts";
import {
  isRequestKind,
  type RequestKind,
  requestStatusLabels,
  requestTitle,
} from "#app/domain/requests/request-status.ts";
import { parseRecordId } from "#app/domain/web/record-id.ts";
import { staffPageMeta } from "#app/domain/web/seo.ts";
import { fieldErrors, firstIssueMessage } from "#app/domain/web/validation.ts";
import type { Database } from "#app/server/platform/db.server.ts";
import { getRequestDetail } from "#app/server/requests/request-detail.server.ts";
import {
  addRequestNote,
  assignRequest,
  changeRequestStatus,
  makeOffer,
} from "#app/server/requests/request-workflow.server.ts";
import { listAssignableStaff } from "#app/server/staff/staff-accounts.server.ts";
import { requireStaff, type StaffUser } from "#app/server/web/auth-guards.server.ts";
import { dbContext } from "#app/server/web/context.server.ts";
import { redirectWithToast } from "#app/server/web/flash-toast.server.ts";
import { readFormData } from "#app/server/web/http-body.server.ts";
import {
  formTextFields,
  intentRefusal,
  isEnhancedSubmission,
  serviceErrorResult,
} from "#app/server/web/page-actions.server.ts";
import { orStaffNotFound } from "#app/server/web/staff-record.server.ts";
import type { Route } from "./+types/richiesta";

// One quote request (/gestione/richieste/preventivo/:id) or lead
// (/gestione/richieste/contatto/:id): one route, the kind is a parameter
// (docs/product/back-office.md#quote-requests-and-leads).

/** A kind or id that cannot be is the same 404 as a missing request. */
function requestParams(params: Route.LoaderArgs["params"]): { kind: RequestKind; id: number } {
  const id = parseRecordId(params.id);
  if (!isRequestKind(params.kind) || id === null) throw data(null, { status: 404 });
  return { kind: params.kind, id };
}

export async function loader({ context, params }: Route.LoaderArgs) {
  requireStaff(context);
  const { kind, id } = requestParams(params);
  const db = context.get(dbContext);
  return orStaffNotFound(async () => {
    const [request, staff] = await Promise.all([getRequestDetail(db, kind, id), listAssignableStaff(db)]);
    return { request, staff };
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  staffPageMeta(loaderData ? requestTitle(loaderData.request) : "Richiesta");

/** After a 409 the form was stale: reload, so that staff see the state someone else left. */
export function shouldRevalidate({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionStatus === 409 || defaultShouldRevalidate;
}

const intents = ["status", "assign", "note", "offer"] as const satisfies readonly RequestIntent[];

/** Fields echoed back into a refused form (never more than a note's length). */
const ECHOED_FIELDS = ["status", "note", "body", "offeredPrice", "reason"] as const;

interface IntentContext {
  db: Database;
  staff: StaffUser;
  kind: RequestKind;
  id: number;
  fields: Record<string, string>;
}

/** A form the schema refused: answered 400 with each field's message beside it. */
class InvalidForm extends Error {
  readonly errors: Record<string, string>;
  constructor(message: string, errors: Record<string, string>) {
    super(message);
    this.errors = errors;
  }
}

/** Parses the form with the intent's schema; a refusal carries the fields' messages. */
function parseFields<Schema extends z.ZodType>(
  schema: Schema,
  fields: Record<string, string>,
): z.infer<Schema> {
  const parsed = schema.safeParse(fields);
  if (!parsed.success) throw new InvalidForm(firstIssueMessage(parsed.error), fieldErrors(parsed.error));
  return parsed.data;
}

/** Each intent: parse, call its service, say what happened. */
const handlers: Record<RequestIntent, (input: IntentContext) => Promise<string>> = {
  async status({ db, staff, kind, id, fields }) {
    const input = parseFields(statusChangeSchema, fields);
    await changeRequestStatus(db, staff, kind, id, input);
    return `Stato cambiato in «${requestStatusLabels[input.status]}»`;
  },
  async assign({ db, staff, kind, id, fields }) {
    const { assignee } = await assignRequest(db, staff, kind, id, parseFields(assignmentSchema, fields));
    return assignee ? `Richiesta assegnata a ${assignee}` : "Richiesta non più assegnata";
  },
  async note({ db, staff, kind, id, fields }) {
    await addRequestNote(db, staff, kind, id, parseFields(requestNoteSchema, fields));
    return "Nota aggiunta";
  },
  async offer({ db, staff, kind, id, fields }) {
    if (kind !== "preventivo") throw refuse.invalid("Solo un preventivo ha un'offerta");
    await makeOffer(db, staff, id, parseFields(offerFormSchema, fields));
    return "Offerta salvata e inviata";
  },
};

/** The page's four forms: status, assignment, note, offer (each change audited by its service). */
export async function action({ context, request, params }: Route.ActionArgs) {
  const staff = requireStaff(context);
  const { kind, id } = requestParams(params);
  const form = await readFormData(request, context);
  const fields = formTextFields(form);
  const intent = intents.find((candidate) => candidate === fields.intent);
  const refusal = intentRefusal(intent ?? "status", fields, { names: ECHOED_FIELDS, maxLength: 2000 });
  if (!intent) return data(refusal("Operazione non riconosciuta"), { status: 400 });

  let message: string;
  try {
    message = await handlers[intent]({ db: context.get(dbContext), staff, kind, id, fields });
  } catch (error) {
    if (error instanceof InvalidForm) return data(refusal(error.message, error.errors), { status: 400 });
    return serviceErrorResult(error, (text) => refusal(text));
  }
  if (isEnhancedSubmission(form)) return { ok: true, intent, message } satisfies RequestActionResult;
  throw redirectWithToast(context, requestPath(kind, id), { title: message, variant: "success" });
}

export default function RequestPage({ loaderData, actionData }: Route.ComponentProps) {
  const { request, staff } = loaderData;
  const target: RequestFormTarget = {
    kind: request.kind,
    id: request.id,
    version: request.version,
    action: requestPath(request.kind, request.id),
    postedResult: actionData && !actionData.ok ? actionData : undefined,
  };
  const quote = request.quote;
  return (
    <div>
      <BackLink to="/gestione/richieste">Torna alle richieste</BackLink>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold text-slate-900">{requestTitle(request)}</h1>
        <RequestStatusBadge status={request.status} />
        {quote ? <PdfLink href={`/preventivi/${request.id}/pdf`} label="Preventivo (PDF)" /> : null}
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-6">
          <RequestContactPanel request={request} />
          {quote ? (
            <>
              <QuoteConfigurationPanel
                configuration={quote.configuration}
                headingId="richiesta-configurazione"
              >
                <div className="flex flex-wrap justify-between gap-2">
                  <dt className="text-slate-700">Prezzo oggi con lo stesso catalogo</dt>
                  <dd className="font-semibold text-slate-900">
                    {quote.currentPrice.available ? (
                      <Price cents={quote.currentPrice.cents} />
                    ) : (
                      quote.currentPrice.reason
                    )}
                  </dd>
                </div>
              </QuoteConfigurationPanel>
              {quote.offer ? (
                <QuoteOfferPanel
                  offer={quote.offer}
                  requestPriceCents={quote.configuration.requestPriceCents}
                  headingId="richiesta-offerta"
                  title="Offerta inviata al cliente"
                  by={` · ${quote.offer.by}`}
                />
              ) : null}
              <RequestOfferForm
                target={target}
                status={request.status}
                requestPriceCents={quote.configuration.requestPriceCents}
                currentOfferCents={quote.offer?.priceCents ?? null}
              />
            </>
          ) : null}
          <RequestHistory createdAt={request.createdAt} history={request.history} />
          <RequestNotes target={target} notes={request.notes} />
        </div>
        <aside className="space-y-6" aria-label="Gestione della richiesta">
          <Panel headingId="richiesta-stato" title="Stato">
            <div className="mt-3">
              <RequestStatusForm target={target} status={request.status} />
            </div>
          </Panel>
          <Panel headingId="richiesta-assegnazione" title="Assegnazione">
            <div className="mt-3">
              <RequestAssignmentForm
                target={target}
                assigneeId={request.assignee?.id ?? null}
                staff={staff}
              />
            </div>
          </Panel>
        </aside>
      </div>
    </div>
  );
}
