import { Price } from "#app/components/ui/price.tsx";
import { paymentMethodTitle } from "#app/domain/cart-and-checkout/payment-methods.ts";
import { STAFF_ORDERS_PATH, type StaffOrderRow } from "#app/domain/orders/staff-order-filters.ts";
import { orderCollectionLabels, orderCollectionOf } from "#app/domain/payments/order-collection.ts";
import { StaffColumnTable, type StaffTableDefinition } from "../../staff/staff-column-table.tsx";
import {
  createdAtColumn,
  nameAndEmailColumn,
  orderStatusColumn,
  textColumn,
} from "../../staff/staff-columns.tsx";
import { StaffRowHeading } from "../../staff/staff-table.tsx";

const orderTable: StaffTableDefinition<StaffOrderRow> = {
  caption: "Ordini",
  minWidthClass: "min-w-[44rem]",
  empty: "Nessun ordine trovato.",
  columns: [
    {
      heading: "Ordine",
      cell: (row) => (
        <StaffRowHeading
          to={`${STAFF_ORDERS_PATH}/${row.id}`}
          note={row.pendingRevision ? "In attesa di conferma della variante" : null}
        >
          {row.number}
        </StaffRowHeading>
      ),
    },
    createdAtColumn(),
    nameAndEmailColumn("Cliente", (row) => ({ name: row.customerName, email: row.customerEmail })),
    orderStatusColumn(),
    textColumn("Pagamento", (row) => paymentMethodTitle(row.paymentMethod)),
    textColumn("Incasso", (row) => {
      const collection = orderCollectionOf(row);
      return collection ? orderCollectionLabels[collection] : "—";
    }),
    textColumn(
      "Totale",
      (row) => <Price cents={row.totalCents} />,
      "text-right font-semibold whitespace-nowrap",
    ),
  ],
};

export function StaffOrderTable({ rows }: { rows: StaffOrderRow[] }) {
  return <StaffColumnTable table={orderTable} rows={rows} />;
}
