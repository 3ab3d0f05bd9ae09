import { ChevronRight, FileText } from "lucide-react";
import { Link } from "react-router";
import { RequestStatusBadge } from "#app/components/quotes/request-status-badge.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { Price } from "#app/components/ui/price.tsx";
import { formatDateShort } from "#app/domain/dates.ts";
import { pageMeta, siteUrlFromMatches } from "#app/domain/seo.ts";
import { requirePageUser } from "#app/server/http/auth-guards.server.ts";
import { dbContext } from "#app/server/http/context.server.ts";
import { listCustomerQuotes } from "#app/server/quotes.server.ts";
import type { Route } from "./+types/my-quotes";

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
  return { quotes: await listCustomerQuotes(context.get(dbContext), user.id) };
}

export default function MyQuotesPage({ loaderData }: Route.ComponentProps) {
  const { quotes } = loaderData;
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-bold text-slate-900">I miei preventivi</h1>
      <p className="mt-2 text-slate-700">
        Le richieste di preventivo fatte mentre avevi effettuato l'accesso. Quando ti facciamo un'offerta, la
        trovi qui.
      </p>
      {quotes.length === 0 ? (
        <section className="mt-8 rounded-lg border border-slate-200 px-6 py-16 text-center">
          <FileText aria-hidden="true" className="mx-auto size-12 text-brand-700" />
          <h2 className="mt-4 text-xl font-semibold text-slate-900">Non hai ancora richiesto preventivi</h2>
          <p className="mt-2 text-slate-700">
            Configura una finestra e chiedi un preventivo: lo troverai qui.
          </p>
          <ButtonLink to="/category/finestre" size="lg" className="mt-6">
            Configura una finestra
          </ButtonLink>
        </section>
      ) : (
        <ul className="mt-8 space-y-4">
          {quotes.map((quote) => (
            <li key={quote.id}>
              <Link
                to={`/preventivi/${quote.id}`}
                className="group flex items-center gap-4 rounded-lg border border-slate-200 p-5 shadow-sm hover:border-brand-700 hover:shadow-md"
              >
                <div className="flex min-w-0 flex-1 flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
                  <div className="min-w-0">
                    <h2 className="text-lg font-semibold text-slate-900 group-hover:text-brand-800">
                      {`Preventivo ${quote.number}`}
                    </h2>
                    <p className="mt-1 text-sm text-slate-700">
                      {quote.productName} · richiesto il{" "}
                      <time dateTime={quote.createdAt}>{formatDateShort(quote.createdAt)}</time>
                    </p>
                  </div>
                  <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
                    <RequestStatusBadge status={quote.status} />
                    <span className="text-right">
                      <Price
                        cents={quote.requestPriceCents}
                        className="block text-lg font-semibold text-slate-900"
                      />
                      {quote.offeredPriceCents === null ? null : (
                        <span className="block text-sm font-medium text-brand-800">
                          Offerta: <Price cents={quote.offeredPriceCents} />
                        </span>
                      )}
                    </span>
                  </div>
                </div>
                <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-slate-600" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
