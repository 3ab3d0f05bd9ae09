import { BackLink } from "#app/components/layout/back-link.tsx";
import { OfferAddForms } from "#app/components/staff/offers/offer-add-forms.tsx";
import { OfferLines } from "#app/components/staff/offers/offer-lines.tsx";
import { OfferRevisionPanel } from "#app/components/staff/offers/offer-revision-panel.tsx";
import { OfferSendPanel } from "#app/components/staff/offers/offer-send-panel.tsx";
import { OfferSummary } from "#app/components/staff/offers/offer-summary.tsx";
import { OfferTermsForm } from "#app/components/staff/offers/offer-terms-form.tsx";
import { OfferVersions } from "#app/components/staff/offers/offer-versions.tsx";
import { shopCalendarDay } from "#app/domain/italian-formats/dates.ts";
import type { OfferEditorIntent, OfferEditorResult } from "#app/domain/offers/offer-editor.ts";
import {
  addFreeForm,
  addServiceForm,
  flatFieldName,
  lineActionForm,
  lineFactsForm,
  measureForm,
  sendForm,
  termsForm,
  withNestedDiscount,
} from "#app/domain/offers/offer-editor-forms.ts";
import { staffOfferPath } from "#app/domain/offers/offer-paths.ts";
import { offerStatusLabels } from "#app/domain/offers/offer-status.ts";
import { applyRevisionSchema } from "#app/domain/offers/order-revision.ts";
import { refuse } from "#app/domain/refusal.ts";
import { staffPageMeta } from "#app/domain/web/seo.ts";
import { fieldErrors, firstIssueMessage } from "#app/domain/web/validation.ts";
import {
  addOfferLine,
  copyOfferLine,
  moveOfferLine,
  removeOfferLine,
  updateOfferTerms,
} from "#app/server/offers/offer-drafts.server.ts";
import {
  editOfferLine,
  getStaffOffer,
  measureOfferLine,
  offerIdByNumber,
} from "#app/server/offers/offer-editor.server.ts";
import { queueOfferVersionMail } from "#app/server/offers/offer-mail.server.ts";
import { sendOffer } from "#app/server/offers/offer-versions.server.ts";
import { applyRevisionWithoutConfirmation } from "#app/server/offers/order-revision-apply.server.ts";
import { revisedOrderOf } from "#app/server/offers/order-revision-views.server.ts";
import type { Database } from "#app/server/platform/db.server.ts";
import type { StaffUser } from "#app/server/web/auth-guards.server.ts";
import { requireStaff } from "#app/server/web/auth-guards.server.ts";
import { dbContext } from "#app/server/web/context.server.ts";
import { doneWithMessage, formIntent, pageFormAction } from "#app/server/web/page-actions.server.ts";
import { orStaffNotFound } from "#app/server/web/staff-record.server.ts";
import type { Route } from "./+types/offerta";

// The office's offer editor (docs/product/offers.md#writing-an-offer): lines,
// terms and sending, each a plain form that works without JavaScript; the
// server prices every change and answers a stale form with 409.

export async function loader({ context, params }: Route.LoaderArgs) {
  requireStaff(context);
  const db = context.get(dbContext);
  const number = params.number ?? "";
  return orStaffNotFound(async () => {
    const [offer, revised] = await Promise.all([getStaffOffer(db, number), revisedOrderOf(db, number)]);
    const revisedOrder = revised
      ? {
          id: revised.id,
          number: revised.number,
          status: revised.status,
          stage: revised.stage,
          totalCents: revised.totalCents,
          listTotalCents: revised.listTotalCents,
          reason: revised.reason,
        }
      : null;
    return { offer, revisedOrder };
  });
}

/** A refused discount is shown beside its own field, as the form names it. */
const flatInvalid = (error: import("zod").z.ZodError) =>
  refuse.invalid(firstIssueMessage(error), {
    fields: Object.fromEntries(
      Object.entries(fieldErrors(error)).map(([name, message]) => [flatFieldName(name), message]),
    ),
  });

/** An added line's type is the form's, never a field the browser could change. */
const lineOfType = (type: "service" | "free") => ({
  input: (_form: FormData, fields: Record<string, string>) => ({ ...withNestedDiscount(fields), type }),
  invalid: flatInvalid,
});

function editorIntents(db: Database, staff: StaffUser, number: string) {
  const path = staffOfferPath(number);
  const offerId = () => offerIdByNumber(db, number);
  const done = (intent: OfferEditorIntent, message: string) => doneWithMessage(intent, message, path);
  return {
    "add-service": formIntent(
      addServiceForm,
      async (input) => {
        await addOfferLine(db, staff, await offerId(), null, input);
        return done("add-service", "Servizio aggiunto all'offerta");
      },
      lineOfType("service"),
    ),
    "add-free": formIntent(
      addFreeForm,
      async (input) => {
        await addOfferLine(db, staff, await offerId(), null, input);
        return done("add-free", "Riga aggiunta all'offerta");
      },
      lineOfType("free"),
    ),
    line: formIntent(
      lineFactsForm,
      async ({ lineId, version, facts }) => {
        await editOfferLine(db, staff, await offerId(), lineId, version, facts);
        return done("line", "Riga salvata");
      },
      {
        invalid: flatInvalid,
        input: (form, fields) => ({
          ...withNestedDiscount(fields),
          lineServices: fields.lineServicesShown ? form.getAll("lineServices") : undefined,
        }),
      },
    ),
    copy: formIntent(lineActionForm, async ({ lineId, version }) => {
      await copyOfferLine(db, staff, await offerId(), lineId, version);
      return done("copy", "Riga copiata");
    }),
    up: formIntent(lineActionForm, async ({ lineId, version }) => {
      await moveOfferLine(db, staff, await offerId(), lineId, version, "up");
      return done("up", "Riga spostata");
    }),
    down: formIntent(lineActionForm, async ({ lineId, version }) => {
      await moveOfferLine(db, staff, await offerId(), lineId, version, "down");
      return done("down", "Riga spostata");
    }),
    measure: formIntent(measureForm, async ({ lineId, version, width, height }) => {
      await measureOfferLine(db, staff, await offerId(), lineId, version, { width, height });
      return done("measure", "Misure definitive salvate: la riga è stata ricalcolata");
    }),
    remove: formIntent(lineActionForm, async ({ lineId, version }) => {
      await removeOfferLine(db, staff, await offerId(), lineId, version);
      return done("remove", "Riga eliminata");
    }),
    terms: formIntent(
      termsForm(),
      async ({ version, ...terms }) => {
        await updateOfferTerms(db, staff, await offerId(), version, terms);
        return done("terms", "Condizioni salvate");
      },
      {
        input: (_form, fields) => withNestedDiscount(fields),
        invalid: flatInvalid,
      },
    ),
    send: formIntent(sendForm, async ({ version }) => {
      const sent = await sendOffer(db, staff, await offerId(), version, {
        today: shopCalendarDay(new Date()),
        afterFreeze: queueOfferVersionMail,
      });
      return done(
        "send",
        sent.emailedTo
          ? `Versione ${sent.versionNumber} inviata a ${sent.emailedTo}`
          : `Versione ${sent.versionNumber} pronta: il cliente non ha un'e-mail, consegnagli il PDF`,
      );
    }),
    // A revision keeping the order's total (docs/product/offers.md#orders-that-change).
    "apply-revision": formIntent(applyRevisionSchema, async ({ version }) => {
      const orderId = await applyRevisionWithoutConfirmation(
        db,
        staff,
        await offerId(),
        version,
        shopCalendarDay(new Date()),
      );
      return {
        redirectTo: `/gestione/ordini/${orderId}`,
        toast: { title: "Variante applicata all'ordine", variant: "success" as const },
      };
    }),
  };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const staff = requireStaff(context);
  return pageFormAction(
    { context, request },
    {
      intents: editorIntents(context.get(dbContext), staff, params.number ?? ""),
      unknownIntent: "Operazione non riconosciuta: ricarica la pagina.",
      echo: Object.fromEntries(
        [
          "lineId",
          "quantity",
          "roomLabel",
          "description",
          "unitPrice",
          "discountKind",
          "discountValue",
          "serviceCode",
          "width",
          "height",
          "validUntil",
          "customerNote",
          "officeNote",
          "paymentTerms",
          "paymentSchedule",
        ].map((name) => [name, 2000]),
      ),
    },
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  staffPageMeta(loaderData ? `Offerta ${loaderData.offer.number}` : "Offerta");

export default function OfferPage({ loaderData, actionData }: Route.ComponentProps) {
  const { offer } = loaderData;
  const posted = actionData as OfferEditorResult | undefined;
  const refused = posted && !posted.ok ? posted : undefined;
  return (
    <div>
      <BackLink to={offer.job.href}>Torna alla commessa {offer.job.number}</BackLink>
      <h1 className="mt-4 text-3xl font-bold break-words text-slate-900">Offerta {offer.number}</h1>
      <p className="mt-2 text-slate-700">
        Stato: <strong>{offerStatusLabels[offer.status]}</strong> · Cliente {offer.job.customerName}
      </p>
      <OfferRevisionPanel offer={offer} order={loaderData.revisedOrder} refused={refused} />
      <OfferSummary offer={offer} />
      <OfferLines offer={offer} refused={refused} />
      {offer.editable ? <OfferAddForms offer={offer} refused={refused} /> : null}
      <OfferTermsForm offer={offer} refused={refused} />
      <OfferSendPanel offer={offer} refused={refused} />
      <OfferVersions offer={offer} />
    </div>
  );
}
