import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import { z } from "zod";
import { PdfLink } from "#app/components/documents/pdf-link.tsx";
import { BackLink } from "#app/components/layout/back-link.tsx";
import type {
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
import { JobLink } from "#app/components/staff/jobs/job-link.tsx";
import { NewOfferForm } from "#app/components/staff/offers/new-offer-form.tsx";
import { RecordMailTable } from "#app/components/staff/record-mail-table.tsx";
import { StaffSection } from "#app/components/staff/staff-section.tsx";
import { Panel } from "#app/components/ui/panel.tsx";
import { Price } from "#app/components/ui/price.tsx";
import { staffOfferPath } from "#app/domain/offers/offer-paths.ts";
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
import { createOfferFromRequest } from "#app/server/offers/offer-creation.server.ts";
import { getRequestDetail } from "#app/server/requests/request-detail.server.ts";
import {
  addRequestNote,
  assignRequest,
  changeRequestStatus,
  makeOffer,
} from "#app/server/requests/request-workflow.server.ts";
import { listAssignableStaff } from "#app/server/staff/staff-accounts.server.ts";
import { requireStaff } from "#app/server/web/auth-guards.server.ts";
import { dbContext } from "#app/server/web/context.server.ts";
import { doneWithMessage, formIntent, pageFormAction } from "#app/server/web/page-actions.server.ts";
import { refusalStatus } from "#app/server/web/refusal-status.server.ts";
import { orStaffNotFound } from "#app/server/web/staff-record.server.ts";
import type { Route } from "./+types/richiesta";

// One quote request (/gestione/richieste/preventivo/:id) or lead
// (/gestione/richieste/contatto/:id): one route, the kind is a parameter
// (docs/product/back-office.md#quote-requests-and-leads).

/** A kind or id that cannot be is the same 404 as a missing request. */
function requestParams(params: Route.LoaderArgs["params"]): { kind: RequestKind; id: number } {
  const id = parseRecordId(params.id);
  if (!isRequestKind(params.kind) || id === null) throw data(null, { status: refusalStatus("not-found") });
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

/** Fields echoed back into a refused form (never more than a note's length). */
const ECHOED_FIELDS = Object.fromEntries(
  ["status", "note", "body", "offeredPrice", "reason"].map((name) => [name, 2000]),
);

/** A lead has no offer: its form is refused before its fields are read. */
const onlyForQuotes = (kind: RequestKind) => async () => {
  if (kind !== "preventivo") throw refuse.invalid("Solo un preventivo ha un'offerta");
  return undefined;
};

/** The page's four forms: status, assignment, note, offer (each change audited by its service). */
export async function action({ context, request, params }: Route.ActionArgs) {
  const staff = requireStaff(context);
  const { kind, id } = requestParams(params);
  const db = context.get(dbContext);
  const done = (intent: RequestIntent, message: string) =>
    doneWithMessage(intent, message, requestPath(kind, id));
  return pageFormAction(
    { context, request },
    {
      echo: ECHOED_FIELDS,
      intents: {
        status: formIntent(statusChangeSchema, async (input) => {
          await changeRequestStatus(db, staff, kind, id, input);
          return done("status", `Stato cambiato in «${requestStatusLabels[input.status]}»`);
        }),
        assign: formIntent(assignmentSchema, async (input) => {
          const { assignee } = await assignRequest(db, staff, kind, id, input);
          return done(
            "assign",
            assignee ? `Richiesta assegnata a ${assignee}` : "Richiesta non più assegnata",
          );
        }),
        note: formIntent(requestNoteSchema, async (input) => {
          await addRequestNote(db, staff, kind, id, input);
          return done("note", "Nota aggiunta");
        }),
        offer: formIntent(
          offerFormSchema,
          async (input) => {
            await makeOffer(db, staff, id, input);
            return done("offer", "Offerta salvata e inviata");
          },
          { admit: onlyForQuotes(kind) },
        ),
        "new-offer": formIntent(z.object({}), async () => {
          const offer = await createOfferFromRequest(db, staff, kind, id);
          return {
            redirectTo: staffOfferPath(offer),
            toast: { title: `Offerta ${offer} creata`, variant: "success" as const },
          };
        }),
      } satisfies Record<RequestIntent, unknown>,
    },
  );
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
      <JobLink number={request.jobNumber} />
      <NewOfferForm
        action={requestPath(request.kind, request.id)}
        label={
          quote ? "Crea un'offerta con righe da questa richiesta" : "Crea un'offerta per questo contatto"
        }
      />
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
          <StaffSection id="richiesta-email" title="E-mail inviate" className="">
            <RecordMailTable mails={request.mails} />
          </StaffSection>
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
