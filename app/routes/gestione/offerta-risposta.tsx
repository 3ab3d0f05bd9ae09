import {
  type CheckoutValues,
  checkoutFieldNames,
} from "#app/components/cart-and-checkout/checkout-fields.ts";
import { BackLink } from "#app/components/layout/back-link.tsx";
import {
  type OfferAnswerFailure,
  OfferAnswerForms,
  type OfferAnswerIntent,
} from "#app/components/offers/offer-answer-forms.tsx";
import {
  offerAcceptanceSchema,
  offerChangeRequestSchema,
  offerDeclineSchema,
} from "#app/domain/offers/offer-answers.ts";
import { staffOfferPath } from "#app/domain/offers/offer-paths.ts";
import { offerStatusLabels } from "#app/domain/offers/offer-status.ts";
import { staffPageMeta } from "#app/domain/web/seo.ts";
import type { OfferAnswer } from "#app/server/offers/offer-answer-core.server.ts";
import { staffAnswerView } from "#app/server/offers/offer-staff-answer-page.server.ts";
import { recordOfferAnswerByStaff } from "#app/server/offers/offer-staff-answers.server.ts";
import { requireStaff } from "#app/server/web/auth-guards.server.ts";
import { checkoutFieldValue, checkoutInput, invalidCheckout } from "#app/server/web/checkout-form.server.ts";
import { dbContext, shopSettingsContext } from "#app/server/web/context.server.ts";
import { formIntent, pageFormAction } from "#app/server/web/page-actions.server.ts";
import { orStaffNotFound } from "#app/server/web/staff-record.server.ts";
import type { Route } from "./+types/offerta-risposta";

// An answer the customer gave in the showroom or by phone, recorded by staff
// (docs/product/offers.md#accepting): the customer's own three forms, with the
// signed paper copy attached, audited by the service.

const ECHOED = [...checkoutFieldNames, "paymentMethod", "residential", "workKind", "reason", "message"];

export async function loader({ context, params }: Route.LoaderArgs) {
  requireStaff(context);
  return orStaffNotFound(async () => ({
    view: await staffAnswerView(context.get(dbContext), params.number),
  }));
}

async function signedCopyOf(form: FormData) {
  const file = form.get("signedCopy");
  if (!(file instanceof File) || file.size === 0) return null;
  return { bytes: new Uint8Array(await file.arrayBuffer()), name: file.name };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const staff = requireStaff(context);
  const db = context.get(dbContext);
  const { shopIban } = context.get(shopSettingsContext);
  const number = params.number;
  const record = async (answer: OfferAnswer, form: FormData, title: string) => {
    const outcome = await recordOfferAnswerByStaff(
      db,
      staff,
      number,
      { answer, signedCopy: await signedCopyOf(form) },
      { shopIban },
    );
    const order = "orderNumber" in outcome && outcome.orderNumber ? ` Ordine ${outcome.orderNumber}.` : "";
    return {
      redirectTo: staffOfferPath(number),
      toast: { title: `${title}.${order}`, variant: "success" as const },
    };
  };
  return pageFormAction(
    { context, request },
    {
      unknownIntent: "Azione non valida: ricarica la pagina",
      intents: {
        accept: formIntent(
          offerAcceptanceSchema,
          (input, form) => record({ decision: "accepted", ...input }, form, "Accettazione registrata"),
          {
            input: (_, fields) => ({
              versionNumber: fields.versionNumber,
              order: checkoutInput(fields),
              residential: fields.residential || undefined,
              workKind: fields.workKind || undefined,
            }),
            invalid: (error) => invalidCheckout(error, "order."),
          },
        ),
        decline: formIntent(
          offerDeclineSchema,
          (input, form) => record({ decision: "declined", ...input }, form, "Rifiuto registrato"),
          { refusalField: "reason" },
        ),
        change: formIntent(
          offerChangeRequestSchema,
          (input, form) =>
            record({ decision: "change-requested", ...input }, form, "Richiesta di modifica registrata"),
          { refusalField: "message" },
        ),
      },
      refused: ({ intent, message, errors }, fields): OfferAnswerFailure => ({
        intent: intent as OfferAnswerIntent,
        message,
        errors,
        values: Object.fromEntries(ECHOED.map((name) => [name, checkoutFieldValue(fields, name)])),
      }),
    },
  );
}

export const meta: Route.MetaFunction = ({ params }) =>
  staffPageMeta(`Risposta all'offerta ${params.number}`);

export default function StaffAnswerPage({ loaderData, actionData }: Route.ComponentProps) {
  const { view } = loaderData;
  const failure = actionData && "intent" in actionData ? (actionData as OfferAnswerFailure) : null;
  return (
    <div className="max-w-4xl">
      <BackLink to={staffOfferPath(view.number)}>Torna all'offerta {view.number}</BackLink>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">Registra la risposta del cliente</h1>
      <p className="mt-2 text-slate-700">
        Offerta {view.number} · {offerStatusLabels[view.status]} · per una risposta data in showroom o al
        telefono, con la copia firmata se c'è.
      </p>
      {!view.latest ? (
        <p className="mt-6 text-slate-800">
          L'offerta non è ancora stata inviata: non c'è una versione a cui rispondere.
        </p>
      ) : view.latest.answered ? (
        <p className="mt-6 text-slate-800">La versione {view.latest.versionNumber} ha già una risposta.</p>
      ) : (
        <div className="mt-6">
          {view.hasAccount ? null : (
            <p className="mb-6 rounded-md border border-amber-400 bg-amber-50 p-3 text-sm text-slate-900">
              Il cliente non ha un account: per registrare un'accettazione crealo prima dalla commessa; un
              rifiuto o una richiesta di modifica si registrano anche senza.
            </p>
          )}
          <OfferAnswerForms
            offerNumber={view.number}
            versionNumber={view.latest.versionNumber}
            totalCents={view.latest.totalCents}
            includesInstallation={view.latest.includesInstallation}
            prefill={view.prefill as CheckoutValues & { paymentMethod: string }}
            failure={failure}
            recordedByStaff
            revisesOrder={null}
          />
        </div>
      )}
    </div>
  );
}
