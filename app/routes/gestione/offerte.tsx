import { FilterForm } from "#app/components/staff/filter-form.tsx";
import { StaffColumnTable, type StaffTableDefinition } from "#app/components/staff/staff-column-table.tsx";
import { createdAtColumn, priceColumn, textColumn } from "#app/components/staff/staff-columns.tsx";
import { StaffRowHeading } from "#app/components/staff/staff-table.tsx";
import { SelectField } from "#app/components/ui/field.tsx";
import { formatDateShort } from "#app/domain/italian-formats/dates.ts";
import { staffJobPath } from "#app/domain/jobs/job-view.ts";
import {
  EXPIRING_WITHIN_DAYS,
  type OfferListRow,
  offerListFilterSchema,
} from "#app/domain/offers/offer-list.ts";
import { STAFF_OFFERS_PATH } from "#app/domain/offers/offer-paths.ts";
import { offerStatuses, offerStatusLabels } from "#app/domain/offers/offer-status.ts";
import { staffPageMeta } from "#app/domain/web/seo.ts";
import { listStaffOffers } from "#app/server/offers/offer-list.server.ts";
import { requireStaff } from "#app/server/web/auth-guards.server.ts";
import { dbContext } from "#app/server/web/context.server.ts";
import type { Route } from "./+types/offerte";

// The offers with lines (docs/product/offers.md#the-offer-list), newest first;
// the filters live in the URL, as the dashboard's cards link them.

export const meta: Route.MetaFunction = () => staffPageMeta("Offerte");

export async function loader({ context, request }: Route.LoaderArgs) {
  requireStaff(context);
  const filter = offerListFilterSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  return { filter, ...(await listStaffOffers(context.get(dbContext), filter)) };
}

const offerTable: StaffTableDefinition<OfferListRow> = {
  caption: "Offerte",
  minWidthClass: "min-w-[48rem]",
  empty: "Nessuna offerta con questi filtri.",
  columns: [
    {
      heading: "Offerta",
      cell: (row) => <StaffRowHeading to={row.href}>{`Offerta ${row.number}`}</StaffRowHeading>,
    },
    createdAtColumn(),
    textColumn("Cliente", (row) => row.customerName, "break-words"),
    textColumn("Commessa", (row) => (
      <a href={staffJobPath(row.jobNumber)} className="text-brand-800 underline">
        {row.jobNumber}
      </a>
    )),
    textColumn("Stato", (row) => offerStatusLabels[row.status]),
    textColumn("Valida fino al", (row) => formatDateShort(row.validUntil)),
    priceColumn("Ultimo totale", (row) => row.totalCents ?? 0),
  ],
};

export default function OffersPage({ loaderData }: Route.ComponentProps) {
  const { filter, rows, total } = loaderData;
  return (
    <div>
      <h1 className="text-3xl font-bold text-slate-900">Offerte</h1>
      <p className="mt-2 text-slate-700">
        Le offerte con righe, dalla più recente. Una nuova offerta nasce da una commessa, da una richiesta o
        da un contatto.
      </p>
      <FilterForm action={STAFF_OFFERS_PATH} className="mt-6 flex flex-wrap items-end gap-4">
        <SelectField
          name="stato"
          label="Stato"
          defaultValue={filter.stato ?? ""}
          choices={[
            { value: "", label: "Tutti" },
            ...offerStatuses.map((status) => ({ value: status, label: offerStatusLabels[status] })),
          ]}
        />
        <label className="flex items-center gap-2 pb-2 text-sm">
          <input
            type="checkbox"
            name="scadenza"
            value="1"
            defaultChecked={filter.scadenza === "1"}
            className="size-4"
          />
          In attesa e in scadenza entro {EXPIRING_WITHIN_DAYS} giorni
        </label>
      </FilterForm>
      <p className="mt-6 text-sm text-slate-700" role="status">
        {total === 1 ? "1 offerta" : `${total} offerte`}
        {total > rows.length ? ` (le ${rows.length} più recenti)` : ""}
      </p>
      <div className="mt-3">
        <StaffColumnTable table={offerTable} rows={rows} />
      </div>
    </div>
  );
}
