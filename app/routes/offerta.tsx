import { data, type ShouldRevalidateFunction } from "react-router";
import { checkoutFieldNames } from "#app/components/cart-and-checkout/checkout-fields.ts";
import { BackLink } from "#app/components/layout/back-link.tsx";
import { PageMessage } from "#app/components/layout/page-message.tsx";
import type { OfferAnswerFailure, OfferAnswerIntent } from "#app/components/offers/offer-answer-forms.tsx";
import { OfferPage } from "#app/components/offers/offer-page.tsx";
import { splitStreetAndNumber } from "#app/domain/cart-and-checkout/checkout-rules.ts";
import { isProvinceCode } from "#app/domain/italian-formats/provinces.ts";
import {
  offerAcceptanceSchema,
  offerChangeRequestSchema,
  offerDeclineSchema,
} from "#app/domain/offers/offer-answers.ts";
import { customerOfferPath } from "#app/domain/offers/offer-paths.ts";
import { revisionAcceptanceSchema } from "#app/domain/offers/order-revision.ts";
import { isRefusal } from "#app/domain/refusal.ts";
import { pageMeta, siteUrlFromMatches } from "#app/domain/web/seo.ts";
import { profileFiscalCode } from "#app/server/accounts/account-profile.server.ts";
import {
  acceptOfferVersion,
  type CustomerOffer,
  declineOfferVersion,
  getCustomerOffer,
  requestOfferChange,
} from "#app/server/offers/offer-answers.server.ts";
import { requirePageUser } from "#app/server/web/auth-guards.server.ts";
import { checkoutFieldValue, checkoutInput, invalidCheckout } from "#app/server/web/checkout-form.server.ts";
import { dbContext, shopSettingsContext } from "#app/server/web/context.server.ts";
import { formIntent, pageFormAction } from "#app/server/web/page-actions.server.ts";
import { refusalStatus } from "#app/server/web/refusal-status.server.ts";
import type { Route } from "./+types/offerta";

// The customer's offer (docs/product/offers.md#accepting): the latest version
// with its lines, totals and terms, the older versions, and the three answers.

const INVALID_ACTION = "Azione non valida: ricarica la pagina";
const ECHOED = [...checkoutFieldNames, "paymentMethod", "residential", "workKind", "reason", "message"];

type PageUser = ReturnType<typeof requirePageUser>;

/** The acceptance's fields as the page draws them first: the job's site and the account's details. */
function acceptancePrefill(user: PageUser, offer: CustomerOffer, fiscalCode: string) {
  const { street, houseNumber } = splitStreetAndNumber(offer.site.street);
  const customer = offer.latest.document.customer;
  const province = offer.site.province;
  const values: Record<(typeof checkoutFieldNames)[number] | "paymentMethod", string> = {
    name: [user.firstName, user.lastName].filter(Boolean).join(" ") || customer.name,
    email: user.email ?? customer.email ?? "",
    phone: user.phone ?? customer.phone ?? "",
    address: street,
    houseNumber,
    city: offer.site.city,
    postalCode: offer.site.postalCode,
    province: province && isProvinceCode(province) ? province.toUpperCase() : "",
    invoiceType: "privato",
    fiscalCode,
    companyName: "",
    vatNumber: "",
    sdiCode: "",
    pec: "",
    taxDeduction: "",
    withdrawalExclusionAccepted: "",
    sizesConfirmed: "",
    paymentMethod: "",
  };
  return values;
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const user = requirePageUser(context, request);
  const db = context.get(dbContext);
  try {
    const offer = await getCustomerOffer(db, user.id, params.number);
    const prefill = acceptancePrefill(user, offer, await profileFiscalCode(db, user.id));
    return { notFound: false as const, offer, prefill };
  } catch (error) {
    if (isRefusal(error) && error.kind === "not-found") {
      return data({ notFound: true as const }, { status: refusalStatus("not-found") });
    }
    throw error;
  }
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const user = requirePageUser(context, request);
  const db = context.get(dbContext);
  const { shopIban } = context.get(shopSettingsContext);
  const number = params.number;
  const back = customerOfferPath(number);
  return pageFormAction(
    { context, request },
    {
      unknownIntent: INVALID_ACTION,
      intents: {
        accept: formIntent(
          offerAcceptanceSchema,
          async (input) => {
            const outcome = await acceptOfferVersion(db, user, number, input, { shopIban });
            return {
              redirectTo: `/orders/${outcome.orderId}`,
              toast: {
                title: outcome.created ? "Offerta accettata: grazie!" : "Offerta già accettata",
                description: `Il tuo ordine è il ${outcome.orderNumber}.`,
              },
            };
          },
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
        // A revision's acceptance only confirms: the order keeps its data (docs/product/offers.md#orders-that-change).
        "accept-revision": formIntent(revisionAcceptanceSchema, async (input) => {
          const outcome = await acceptOfferVersion(db, user, number, input, { shopIban });
          return {
            redirectTo: `/orders/${outcome.orderId}`,
            toast: {
              title: outcome.created ? "Variante accettata: grazie!" : "Variante già accettata",
              description: `Il tuo ordine ${outcome.orderNumber} è aggiornato.`,
            },
          };
        }),
        decline: formIntent(
          offerDeclineSchema,
          async (input) => {
            await declineOfferVersion(db, user, number, input);
            return {
              redirectTo: back,
              toast: { title: "Offerta rifiutata", description: "Grazie per averci risposto." },
            };
          },
          { refusalField: "reason" },
        ),
        change: formIntent(
          offerChangeRequestSchema,
          async (input) => {
            await requestOfferChange(db, user, number, input);
            return {
              redirectTo: back,
              toast: {
                title: "Richiesta di modifica inviata",
                description: "Ti scriveremo con una nuova versione dell'offerta.",
              },
            };
          },
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

/** A refusal because a new version was sent (409) shows the offer as it is now. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionStatus, defaultShouldRevalidate }) =>
  actionStatus === 409 || defaultShouldRevalidate;

export const meta: Route.MetaFunction = ({ loaderData, matches, params }) =>
  pageMeta({
    title: loaderData && !loaderData.notFound ? `Offerta ${loaderData.offer.number}` : "Offerta non trovata",
    description: "La nostra offerta: le righe, i prezzi e le condizioni, da accettare o discutere.",
    path: customerOfferPath(params.number),
    siteUrl: siteUrlFromMatches(matches),
    noindex: true,
  });

export default function CustomerOfferPage({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.notFound) {
    return (
      <PageMessage
        kind="missing"
        title="Offerta non trovata"
        text="L'offerta che cerchi non esiste o non appartiene al tuo account."
        linkTo="/preventivi"
        linkLabel="Torna ai miei preventivi"
      />
    );
  }
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 [overflow-wrap:anywhere] sm:py-12">
      <BackLink to="/preventivi">Torna ai miei preventivi</BackLink>
      <OfferPage
        offer={loaderData.offer}
        prefill={loaderData.prefill}
        failure={actionData && "intent" in actionData ? (actionData as OfferAnswerFailure) : null}
      />
    </div>
  );
}
