import { SelectField, TextField } from "#app/components/ui/field.tsx";
import { paymentMethods, paymentMethodTitle } from "#app/domain/cart-and-checkout/payment-methods.ts";
import { orderStatuses, orderStatusLabels } from "#app/domain/orders/order-status.ts";
import {
  STAFF_ORDERS_PATH,
  type StaffOrderFilter,
  staffOrderSortLabels,
  staffOrderSorts,
} from "#app/domain/orders/staff-order-filters.ts";
import { orderCollectionLabels, orderCollections } from "#app/domain/payments/order-collection.ts";
import { choicesOf, DayRangeFields, FilterSelect } from "../../staff/filter-fields.tsx";
import { FilterForm } from "../../staff/filter-form.tsx";

const statusChoices = choicesOf(orderStatuses, (status) => orderStatusLabels[status]);
const paymentChoices = choicesOf(paymentMethods, paymentMethodTitle);
const collectionChoices = choicesOf(orderCollections, (collection) => orderCollectionLabels[collection]);
const sortChoices = choicesOf(staffOrderSorts, (sort) => staffOrderSortLabels[sort]);

/** The list's filters as a GET form: they land in the URL, with or without JavaScript. */
export function StaffOrderFiltersForm({ filter }: { filter: StaffOrderFilter }) {
  return (
    <FilterForm action={STAFF_ORDERS_PATH} className="grid items-end gap-4 md:grid-cols-3 xl:grid-cols-7">
      <div className="md:col-span-3 xl:col-span-2">
        <TextField
          name="q"
          type="search"
          label="Cerca"
          hint="Numero d'ordine, nome o e-mail del cliente"
          defaultValue={filter.q ?? ""}
        />
      </div>
      <FilterSelect name="stato" label="Stato" value={filter.stato} choices={statusChoices} />
      <FilterSelect name="pagamento" label="Pagamento" value={filter.pagamento} choices={paymentChoices} />
      <FilterSelect name="incasso" label="Incasso" value={filter.incasso} choices={collectionChoices} />
      <DayRangeFields from={filter.dal} to={filter.al} />
      <SelectField name="ordina" label="Ordina per" defaultValue={filter.ordina} choices={sortChoices} />
    </FilterForm>
  );
}
