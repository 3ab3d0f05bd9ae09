import { data, Form } from "react-router";
import { z } from "zod";
import { CardFields } from "#app/components/cart-and-checkout/payment-fields.tsx";
import { BackLink } from "#app/components/layout/back-link.tsx";
import { PageMessage } from "#app/components/layout/page-message.tsx";
import { BankTransferDetails } from "#app/components/orders/bank-transfer-details.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Price } from "#app/components/ui/price.tsx";
import { formatDateShort } from "#app/domain/italian-formats/dates.ts";
import { formatEuroCents } from "#app/domain/italian-formats/money.ts";
import { instalmentTransfer } from "#app/domain/payments/customer-payments.ts";
import { triggerText } from "#app/domain/payments/instalment-plan.ts";
import { payInstalmentLabel } from "#app/domain/payments/instalment-status.ts";
import { isRefusal } from "#app/domain/refusal.ts";
import { parseId } from "#app/domain/web/record-id.ts";
import { pageMeta, siteUrlFromMatches } from "#app/domain/web/seo.ts";
import {
  instalmentRefusal,
  ownInstalment,
  payInstalmentByCard,
} from "#app/server/payments/instalment-payment.server.ts";
import { requirePageUser } from "#app/server/web/auth-guards.server.ts";
import { dbContext, shopSettingsContext } from "#app/server/web/context.server.ts";
import { formIntent, pageFormAction } from "#app/server/web/page-actions.server.ts";
import { refusalStatus } from "#app/server/web/refusal-status.server.ts";
import type { Route } from "./+types/order-instalment";

// One instalment's payment page (docs/product/payments.md#customer): by card
// (simulated, as at the checkout) or by bank transfer with its own causale.
// Only the order's owner sees it (404 otherwise); an instalment not due yet
// or already paid says so.

const KEY_MESSAGE = "Il modulo è scaduto: ricarica la pagina";
const cardSchema = z.object({
  paymentKey: z.string({ error: KEY_MESSAGE }).regex(/^[A-Za-z0-9-]{16,64}$/, KEY_MESSAGE),
});

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const user = requirePageUser(context, request);
  const { shopIban } = context.get(shopSettingsContext);
  try {
    const orderId = parseId(params.id, "Non trovato");
    const position = parseId(params.position, "Non trovato");
    const { order, instalment } = await ownInstalment(context.get(dbContext), user.id, orderId, position);
    const transfer = instalmentTransfer(
      { ...order, deductionFiscalCode: order.taxDeduction ? order.invoiceFiscalCode : null },
      instalment,
      shopIban,
    );
    return {
      notFound: false as const,
      order: { id: order.id, number: order.number },
      instalment,
      refusal: instalmentRefusal(order, instalment),
      transfer,
      paymentKey: crypto.randomUUID(),
    };
  } catch (error) {
    if (isRefusal(error)) return data({ notFound: true as const }, { status: refusalStatus("not-found") });
    throw error;
  }
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const user = requirePageUser(context, request);
  const orderId = parseId(params.id, "Non trovato");
  const position = parseId(params.position, "Non trovato");
  return pageFormAction(
    { context, request },
    {
      fallbackIntent: "card",
      intents: {
        card: formIntent(cardSchema, async ({ paymentKey }) => {
          const { amountCents } = await payInstalmentByCard(
            context.get(dbContext),
            user,
            orderId,
            position,
            paymentKey,
          );
          return {
            redirectTo: `/orders/${orderId}`,
            toast: {
              title: "Pagamento ricevuto",
              description: `Abbiamo registrato ${formatEuroCents(amountCents)} con carta: ti abbiamo inviato la ricevuta.`,
              variant: "success" as const,
            },
          };
        }),
      },
    },
  );
}

export const meta: Route.MetaFunction = ({ matches, params }) =>
  pageMeta({
    title: "Pagamento della rata",
    description: "Paga una rata del tuo ordine con carta o con bonifico.",
    path: `/orders/${params.id}/pagamenti/${params.position}`,
    siteUrl: siteUrlFromMatches(matches),
    noindex: true,
  });

export default function InstalmentPage({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.notFound) {
    return (
      <PageMessage
        kind="missing"
        title="Pagamento non trovato"
        text="La rata che cerchi non esiste o non appartiene al tuo account."
        linkTo="/orders"
        linkLabel="Torna ai miei ordini"
      />
    );
  }
  const { order, instalment, refusal, transfer, paymentKey } = loaderData;
  const refused = actionData && "ok" in actionData && !actionData.ok ? actionData.message : null;
  const back = `/orders/${order.id}`;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <BackLink to={back}>Torna all'ordine</BackLink>
      <h1 className="mt-6 text-3xl font-bold text-slate-900">{`${instalment.label} dell'ordine ${order.number}`}</h1>
      {refusal ? (
        <p className="mt-4 rounded-md border border-slate-300 bg-slate-50 p-4 text-slate-900" role="status">
          {refusal}
          {instalment.state === "later" ? ` È dovuta ${triggerText(instalment)}.` : ""}
        </p>
      ) : (
        <>
          <p className="mt-4 text-lg text-slate-900">
            Da pagare: <Price cents={instalment.leftCents} className="font-semibold" />
            {instalment.dueOn ? ` entro il ${formatDateShort(`${instalment.dueOn}T12:00:00Z`)}` : ""}
          </p>
          {refused ? (
            <p
              role="alert"
              className="mt-4 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800"
            >
              {refused}
            </p>
          ) : null}
          <Form method="post" className="mt-6 rounded-lg border border-slate-200 p-5">
            <h2 className="text-lg font-semibold text-slate-900">Con carta</h2>
            <input type="hidden" name="intent" value="card" />
            <input type="hidden" name="paymentKey" value={paymentKey} />
            <p className="mt-1 text-sm text-slate-700">
              I dati della carta non vengono inviati né memorizzati: il pagamento è simulato.
            </p>
            <CardFields required />
            <Button type="submit" className="mt-4">
              {payInstalmentLabel(instalment.label)}
            </Button>
          </Form>
          <BankTransferDetails transfer={transfer} headingId="rata-bonifico" className="mt-6" />
        </>
      )}
    </div>
  );
}
