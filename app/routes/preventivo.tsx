import { data, type ShouldRevalidateFunction } from "react-router";
import { z } from "zod";
import { BackLink } from "#app/components/layout/back-link.tsx";
import { DocumentHeading } from "#app/components/layout/document-heading.tsx";
import { PageMessage } from "#app/components/layout/page-message.tsx";
import { QuoteAcceptancePanel } from "#app/components/requests/quote-acceptance-panel.tsx";
import { QuoteConfigurationPanel } from "#app/components/requests/quote-configuration-panel.tsx";
import { QuoteOfferPanel } from "#app/components/requests/quote-offer-panel.tsx";
import { Panel } from "#app/components/ui/panel.tsx";
import { formatDateShort } from "#app/domain/italian-formats/dates.ts";
import { refuse } from "#app/domain/refusal.ts";
import { quoteAcceptanceSchema } from "#app/domain/requests/quote-acceptance.ts";
import { parseRecordId } from "#app/domain/web/record-id.ts";
import { pageMeta, siteUrlFromMatches } from "#app/domain/web/seo.ts";
import {
  acceptQuote,
  ownQuoteCart,
  quoteRenewal,
  renewQuote,
} from "#app/server/requests/quote-acceptance.server.ts";
import { getCustomerQuote } from "#app/server/requests/quotes.server.ts";
import { requirePageUser } from "#app/server/web/auth-guards.server.ts";
import { dbContext, shopSettingsContext } from "#app/server/web/context.server.ts";
import { loadOwnItemPage } from "#app/server/web/own-item-page.server.ts";
import { formIntent, pageFormAction } from "#app/server/web/page-actions.server.ts";
import { enforcePublicFormLimit } from "#app/server/web/public-forms.server.ts";
import { refusalStatus } from "#app/server/web/refusal-status.server.ts";
import type { Route } from "./+types/preventivo";

const INVALID_ACTION = "Azione non valida: ricarica la pagina";

export function loader(args: Route.LoaderArgs) {
  const { quoteValidityDays } = args.context.get(shopSettingsContext);
  return loadOwnItemPage(args, async (db, userId, quoteId) => ({
    quote: await getCustomerQuote(db, userId, quoteId, quoteValidityDays),
    renewal: await quoteRenewal(db, quoteId),
    cart: await ownQuoteCart(db, userId, quoteId, quoteValidityDays),
  }));
}

/** "Accetta e ordina" (to the cart) and "Richiedi un nuovo preventivo" (to the new quote). */
export async function action({ context, request, params }: Route.ActionArgs) {
  const user = requirePageUser(context, request);
  const quoteId = parseRecordId(params.id);
  if (quoteId === null) throw data(null, { status: refusalStatus("not-found") });
  const db = context.get(dbContext);
  const { quoteValidityDays } = context.get(shopSettingsContext);
  const invalid = () => refuse.invalid(INVALID_ACTION);
  return pageFormAction(
    { context, request },
    {
      unknownIntent: INVALID_ACTION,
      intents: {
        accept: formIntent(
          quoteAcceptanceSchema,
          async ({ version }) => {
            const { accepted, restored } = await acceptQuote(db, user, quoteId, quoteValidityDays, version);
            return {
              redirectTo: "/cart",
              toast: {
                title: accepted
                  ? "Preventivo accettato"
                  : restored
                    ? "Preventivo rimesso nel carrello"
                    : "Preventivo già accettato",
                description: "Lo trovi nel carrello al prezzo del preventivo: completa l'ordine quando vuoi.",
              },
            };
          },
          { invalid },
        ),
        renew: formIntent(z.object({}), async () => {
          // A renewal is a new quote request: it counts against the same limit as the configurator's.
          const renewal = await renewQuote(db, user, quoteId, quoteValidityDays, {
            beforeRenewal: () => enforcePublicFormLimit(context),
          });
          return {
            redirectTo: `/preventivi/${renewal.id}`,
            toast: {
              title: renewal.renewed ? "Nuovo preventivo richiesto" : "Nuovo preventivo già richiesto",
              description: `Preventivo ${renewal.number}, al prezzo di oggi.`,
            },
          };
        }),
      },
      refused: ({ message }) => ({ message }),
    },
  );
}

/** A refusal because the quote changed (409) shows the quote as it is now: React Router skips the loader after a 4xx. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionStatus, defaultShouldRevalidate }) =>
  actionStatus === 409 || defaultShouldRevalidate;

export const meta: Route.MetaFunction = ({ loaderData, matches, params }) =>
  pageMeta({
    title:
      loaderData && !loaderData.notFound ? `Preventivo ${loaderData.quote.number}` : "Preventivo non trovato",
    description: "La tua richiesta di preventivo: la configurazione, il prezzo e la nostra offerta.",
    path: `/preventivi/${params.id}`,
    siteUrl: siteUrlFromMatches(matches),
    noindex: true,
  });

export default function MyQuotePage({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.notFound) {
    return (
      <PageMessage
        kind="missing"
        title="Preventivo non trovato"
        text="Il preventivo che cerchi non esiste o non appartiene al tuo account."
        linkTo="/preventivi"
        linkLabel="Torna ai miei preventivi"
      />
    );
  }
  const { quote, renewal, cart } = loaderData;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-12">
      <BackLink to="/preventivi">Torna ai miei preventivi</BackLink>
      <DocumentHeading kind="quote" document={quote} className="mt-6" />
      <p className="mt-2 text-slate-700">
        Richiesto il <time dateTime={quote.createdAt}>{formatDateShort(quote.createdAt)}</time>
      </p>
      <div className="mt-8 space-y-6">
        <QuoteAcceptancePanel
          standing={quote.standing}
          renewal={renewal}
          cart={cart}
          version={quote.version}
          priceCents={quote.offeredPriceCents ?? quote.requestPriceCents}
          message={actionData?.message}
        />
        {quote.offer ? (
          <QuoteOfferPanel
            offer={quote.offer}
            requestPriceCents={quote.requestPriceCents}
            headingId="preventivo-offerta"
          />
        ) : (
          <p className="rounded-lg border border-slate-200 bg-slate-50 p-5 text-slate-800">
            Stiamo preparando la nostra offerta: la troverai qui appena pronta.
          </p>
        )}
        <QuoteConfigurationPanel configuration={quote.configuration} headingId="preventivo-configurazione" />
        {quote.notes ? (
          <Panel headingId="preventivo-note" title="Le tue note">
            <p className="mt-2 whitespace-pre-line text-slate-800">{quote.notes}</p>
          </Panel>
        ) : null}
      </div>
    </div>
  );
}
