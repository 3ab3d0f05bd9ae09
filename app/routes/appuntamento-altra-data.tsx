import { data, Form } from "react-router";
import { BackLink } from "#app/components/layout/back-link.tsx";
import { PageMessage } from "#app/components/layout/page-message.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { TextAreaField } from "#app/components/ui/field.tsx";
import { changeRequestSchema } from "#app/domain/appointments/appointment-forms.ts";
import { appointmentKindLabels } from "#app/domain/appointments/appointment-kinds.ts";
import { timeWindow } from "#app/domain/appointments/appointment-times.ts";
import { formatDateShort } from "#app/domain/italian-formats/dates.ts";
import { isRefusal } from "#app/domain/refusal.ts";
import { parseId } from "#app/domain/web/record-id.ts";
import { pageMeta, siteUrlFromMatches } from "#app/domain/web/seo.ts";
import {
  customerAppointment,
  requestAnotherDate,
} from "#app/server/appointments/customer-appointments.server.ts";
import { requirePageUser } from "#app/server/web/auth-guards.server.ts";
import { dbContext } from "#app/server/web/context.server.ts";
import { formIntent, pageFormAction } from "#app/server/web/page-actions.server.ts";
import { refusalStatus } from "#app/server/web/refusal-status.server.ts";
import type { Route } from "./+types/appuntamento-altra-data";

// «Chiedi un'altra data» (docs/product/production.md#the-customer-sees-it):
// the order's and the offer's pages post here; a refused message is drawn
// again here. Another customer's appointment does not exist (404).

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const user = requirePageUser(context, request);
  try {
    const id = parseId(params.id, "Non trovato");
    return {
      notFound: false as const,
      appointment: await customerAppointment(context.get(dbContext), user.id, id),
    };
  } catch (error) {
    if (isRefusal(error)) return data({ notFound: true as const }, { status: refusalStatus("not-found") });
    throw error;
  }
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const user = requirePageUser(context, request);
  return pageFormAction(
    { context, request },
    {
      fallbackIntent: "ask",
      intents: {
        ask: formIntent(changeRequestSchema, async (input) => {
          await requestAnotherDate(context.get(dbContext), user.id, parseId(params.id, "Non trovato"), input);
          return {
            redirectTo: input.returnTo ?? "/orders",
            toast: {
              title: "Richiesta inviata",
              description: "Ti contatteremo per concordare un'altra data.",
              variant: "success" as const,
            },
          };
        }),
      },
      echo: { message: 1000, returnTo: 100 },
    },
  );
}

export const meta: Route.MetaFunction = ({ matches, params }) =>
  pageMeta({
    title: "Chiedi un'altra data",
    description: "Chiedi un'altra data per il tuo appuntamento.",
    path: `/appuntamenti/${params.id}/altra-data`,
    siteUrl: siteUrlFromMatches(matches),
    noindex: true,
  });

export default function ChangeRequestPage({ loaderData, actionData, params }: Route.ComponentProps) {
  if (loaderData.notFound)
    return (
      <PageMessage
        kind="missing"
        title="Appuntamento non trovato"
        text="L'appuntamento che cerchi non esiste o non appartiene al tuo account."
        linkTo="/orders"
        linkLabel="Torna ai miei ordini"
      />
    );
  const { appointment } = loaderData;
  const refused = actionData && "ok" in actionData && !actionData.ok ? actionData : undefined;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <BackLink to="/orders">Torna ai miei ordini</BackLink>
      <h1 className="mt-6 text-3xl font-bold text-slate-900">Chiedi un'altra data</h1>
      <p className="mt-3 text-slate-800">
        {appointmentKindLabels[appointment.kind]}: {formatDateShort(appointment.startsAt)},{" "}
        {timeWindow(appointment.startsAt, appointment.endsAt)}
      </p>
      <Form
        method="post"
        action={`/appuntamenti/${params.id}/altra-data`}
        noValidate
        className="mt-6 grid gap-4"
      >
        {refused?.values.returnTo ? (
          <input type="hidden" name="returnTo" value={refused.values.returnTo} />
        ) : null}
        <TextAreaField
          name="message"
          id="altra-data-message"
          label="Quando preferiresti?"
          required
          rows={3}
          defaultValue={refused?.values.message ?? ""}
          error={
            refused?.errors.message ?? (refused && !refused.errors.message ? refused.message : undefined)
          }
        />
        <div>
          <Button type="submit">Invia la richiesta</Button>
        </div>
      </Form>
    </div>
  );
}
