import { data } from "react-router";
import { BackLink } from "#app/components/layout/back-link.tsx";
import { QuoteConfigurationPanel } from "#app/components/quotes/quote-configuration-panel.tsx";
import { QuoteOfferPanel } from "#app/components/quotes/quote-offer-panel.tsx";
import { RequestStatusBadge } from "#app/components/quotes/request-status-badge.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { Panel } from "#app/components/ui/panel.tsx";
import { formatDateShort } from "#app/domain/dates.ts";
import { pageMeta, siteUrlFromMatches } from "#app/domain/seo.ts";
import { requirePageUser } from "#app/server/http/auth-guards.server.ts";
import { dbContext } from "#app/server/http/context.server.ts";
import { HttpError, parseId } from "#app/server/http/responses.server.ts";
import { getCustomerQuote } from "#app/server/quotes.server.ts";
import type { Route } from "./+types/my-quote";

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const user = requirePageUser(context, request);
  try {
    const quoteId = parseId(params.id, "Preventivo non trovato");
    return {
      notFound: false as const,
      quote: await getCustomerQuote(context.get(dbContext), user.id, quoteId),
    };
  } catch (error) {
    // A malformed id, a missing quote and another customer's quote all read the same.
    if (error instanceof HttpError) return data({ notFound: true as const }, { status: 404 });
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches, params }) =>
  pageMeta({
    title:
      loaderData && !loaderData.notFound ? `Preventivo n. ${loaderData.quote.id}` : "Preventivo non trovato",
    description: "La tua richiesta di preventivo: la configurazione, il prezzo e la nostra offerta.",
    path: `/preventivi/${params.id}`,
    siteUrl: siteUrlFromMatches(matches),
    noindex: true,
  });

export default function MyQuotePage({ loaderData }: Route.ComponentProps) {
  if (loaderData.notFound) {
    return (
      <section className="mx-auto max-w-2xl px-4 py-24 text-center">
        <h1 className="text-3xl font-bold text-slate-900">Preventivo non trovato</h1>
        <p className="mt-4 text-slate-700">
          Il preventivo che cerchi non esiste o non appartiene al tuo account.
        </p>
        <ButtonLink to="/preventivi" size="lg" className="mt-8">
          Torna ai miei preventivi
        </ButtonLink>
      </section>
    );
  }
  const { quote } = loaderData;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-12">
      <BackLink to="/preventivi">Torna ai miei preventivi</BackLink>
      <div className="mt-6 flex flex-wrap items-center gap-4">
        <h1 className="text-3xl font-bold text-slate-900">{`Preventivo n. ${quote.id}`}</h1>
        <RequestStatusBadge status={quote.status} />
      </div>
      <p className="mt-2 text-slate-700">
        Richiesto il <time dateTime={quote.createdAt}>{formatDateShort(quote.createdAt)}</time>
      </p>
      <div className="mt-8 space-y-6">
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
