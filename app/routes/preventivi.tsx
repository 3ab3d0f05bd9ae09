import { FileText } from "lucide-react";
import { OfferCard } from "#app/components/accounts/offer-card.tsx";
import { QuoteCard } from "#app/components/accounts/quote-card.tsx";
import { RecordList } from "#app/components/accounts/record-list.tsx";
import { PageMessage } from "#app/components/layout/page-message.tsx";
import { pageMeta, siteUrlFromMatches } from "#app/domain/web/seo.ts";
import { listCustomerOffers } from "#app/server/offers/offer-answers.server.ts";
import { listCustomerQuotes } from "#app/server/requests/quotes.server.ts";
import { requirePageUser } from "#app/server/web/auth-guards.server.ts";
import { dbContext } from "#app/server/web/context.server.ts";
import type { Route } from "./+types/preventivi";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "I miei preventivi",
    description: "Le tue richieste di preventivo, con il prezzo calcolato e la nostra offerta.",
    path: "/preventivi",
    siteUrl: siteUrlFromMatches(matches),
    noindex: true,
  });

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = requirePageUser(context, request);
  const db = context.get(dbContext);
  const [quotes, offers] = await Promise.all([
    listCustomerQuotes(db, user.id),
    listCustomerOffers(db, user.id),
  ]);
  return { quotes, offers };
}

export default function MyQuotesPage({ loaderData }: Route.ComponentProps) {
  const { quotes, offers } = loaderData;
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-bold text-slate-900">I miei preventivi</h1>
      <p className="mt-2 text-slate-700">
        Le richieste di preventivo fatte mentre avevi effettuato l'accesso. Quando ti facciamo un'offerta, la
        trovi qui.
      </p>
      {offers.length > 0 ? (
        <section aria-labelledby="le-nostre-offerte" className="mt-8">
          <h2 id="le-nostre-offerte" className="text-xl font-semibold text-slate-900">
            Le nostre offerte
          </h2>
          <RecordList records={offers} renderRecord={(offer) => <OfferCard offer={offer} />} empty={null} />
        </section>
      ) : null}
      <RecordList
        records={quotes}
        renderRecord={(quote) => <QuoteCard quote={quote} />}
        empty={
          <PageMessage
            kind="empty"
            icon={FileText}
            title="Non hai ancora richiesto preventivi"
            text="Configura una finestra e chiedi un preventivo: lo troverai qui."
            linkTo="/category/finestre"
            linkLabel="Configura una finestra"
          />
        }
      />
    </div>
  );
}
