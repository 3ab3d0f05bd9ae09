import { FileText } from "lucide-react";
import { CartQuoteCard } from "#app/components/accounts/cart-quote-card.tsx";
import { OfferCard } from "#app/components/accounts/offer-card.tsx";
import { QuoteCard } from "#app/components/accounts/quote-card.tsx";
import { RecordList } from "#app/components/accounts/record-list.tsx";
import { PageMessage } from "#app/components/layout/page-message.tsx";
import { pageMeta, siteUrlFromMatches } from "#app/domain/web/seo.ts";
import { listCustomerOffers } from "#app/server/offers/offer-answers.server.ts";
import { listCartQuoteRequests } from "#app/server/requests/cart-quote-request.server.ts";
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
  const [quotes, cartRequests, offers] = await Promise.all([
    listCustomerQuotes(db, user.id),
    listCartQuoteRequests(db, user.id),
    listCustomerOffers(db, user.id),
  ]);
  // One list, newest first: a product's quote requests and the whole-cart requests side by side.
  const records = [
    ...quotes.map((quote) => ({ kind: "quote" as const, createdAt: quote.createdAt, quote })),
    ...cartRequests.map((request) => ({ kind: "cart" as const, createdAt: request.createdAt, request })),
  ]
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .map((record, id) => ({ ...record, id }));
  return { records, offers };
}

export default function MyQuotesPage({ loaderData }: Route.ComponentProps) {
  const { records, offers } = loaderData;
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
        records={records}
        renderRecord={(record) =>
          record.kind === "quote" ? (
            <QuoteCard quote={record.quote} />
          ) : (
            <CartQuoteCard request={record.request} />
          )
        }
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
