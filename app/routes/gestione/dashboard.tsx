import { InvoicesDueList } from "#app/components/invoices/invoices-due-list.tsx";
import { DashboardCard, DashboardSection } from "#app/components/staff/dashboard-cards.tsx";
import { formatDateShort } from "#app/domain/italian-formats/dates.ts";
import { EXPIRING_WITHIN_DAYS, staffOffersHref } from "#app/domain/offers/offer-list.ts";
import { orderStatusLabels } from "#app/domain/orders/order-status.ts";
import { staffOrdersHref } from "#app/domain/orders/staff-order-filters.ts";
import { staffRequestsHref } from "#app/domain/requests/staff-request-links.ts";
import { staffPageMeta } from "#app/domain/web/seo.ts";
import { invoicesDueList } from "#app/server/invoices/invoices-due-list.server.ts";
import { loadStaffDashboard } from "#app/server/staff/staff-dashboard.server.ts";
import { loadStaffPage } from "#app/server/web/staff-loaders.server.ts";
import type { Route } from "./+types/dashboard";

export const meta: Route.MetaFunction = () => staffPageMeta("Panoramica");

export function loader({ context }: Route.LoaderArgs) {
  return loadStaffPage(context, async (db) => {
    const [dashboard, invoicesDue] = await Promise.all([loadStaffDashboard(db), invoicesDueList(db)]);
    return { ...dashboard, invoicesDue };
  });
}

function waitingDetail(oldestWaiting: string | null): string {
  return oldestWaiting ? `La più vecchia attende ${oldestWaiting}` : "Nessuna in attesa";
}

export default function DashboardPage({ loaderData }: Route.ComponentProps) {
  const { quoteRequests, contactMessages, offersSent, offers, ordersByStatus, week, month } = loaderData;
  return (
    <div>
      <h1 className="text-3xl font-bold text-slate-900">Panoramica</h1>
      <DashboardSection id="panoramica-richieste" title="Richieste in attesa di risposta">
        <DashboardCard
          to={staffRequestsHref("preventivo")}
          label="Richieste di preventivo"
          count={quoteRequests.count}
          detail={waitingDetail(quoteRequests.oldestWaiting)}
        />
        <DashboardCard
          to={staffRequestsHref("contatto")}
          label="Messaggi di contatto"
          count={contactMessages.count}
          detail={waitingDetail(contactMessages.oldestWaiting)}
        />
        <DashboardCard
          to={staffRequestsHref("preventivo", "offerta-inviata")}
          label="Offerte inviate senza risposta"
          count={offersSent.count}
          detail={waitingDetail(offersSent.oldestWaiting)}
        />
      </DashboardSection>
      <DashboardSection id="panoramica-offerte" title="Offerte con righe">
        <DashboardCard
          to={staffOffersHref({ stato: "inviata" })}
          label="Inviate, in attesa di risposta"
          count={offers.waiting}
        />
        <DashboardCard
          to={staffOffersHref({ scadenza: "1" })}
          label={`In scadenza entro ${EXPIRING_WITHIN_DAYS} giorni`}
          count={offers.expiring}
        />
      </DashboardSection>
      <DashboardSection id="panoramica-incassi" title="Incassi">
        <DashboardCard
          to={staffOrdersHref({ pagamento: "bonifico", incasso: "dovuto" })}
          label="Bonifici attesi"
          count={loaderData.collection.transfersAwaited}
        />
        <DashboardCard
          to={staffOrdersHref({ incasso: "scaduto" })}
          label="Ordini con rate scadute"
          count={loaderData.collection.overdue}
        />
      </DashboardSection>
      <DashboardSection id="panoramica-stati" title="Ordini per stato">
        {ordersByStatus.map(({ status, count }) => (
          <DashboardCard
            key={status}
            to={staffOrdersHref({ stato: status })}
            label={orderStatusLabels[status]}
            count={count}
          />
        ))}
      </DashboardSection>
      <DashboardSection id="panoramica-periodo" title="Ordini ricevuti">
        {[
          { label: "Questa settimana", period: week },
          { label: "Questo mese", period: month },
        ].map(({ label, period }) => (
          <DashboardCard
            key={label}
            to={staffOrdersHref({ dal: period.since })}
            label={label}
            count={period.count}
            totalCents={period.totalCents}
            detail={`Dal ${formatDateShort(`${period.since}T12:00:00Z`)}`}
          />
        ))}
      </DashboardSection>
      <InvoicesDueList rows={loaderData.invoicesDue.rows} more={loaderData.invoicesDue.more} />
    </div>
  );
}
