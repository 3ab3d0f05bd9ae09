import { SelectField, TextField } from "#app/components/ui/field.tsx";
import { orderStatuses, orderStatusLabels } from "#app/domain/order-status.ts";
import { paymentMethods, paymentMethodTitle } from "#app/domain/payment-methods.ts";
import {
  STAFF_ORDERS_PATH,
  type StaffOrderFilter,
  staffOrderSortLabels,
  staffOrderSorts,
} from "#app/domain/staff-order-filters.ts";
import { FilterForm } from "./filter-form.tsx";

const statusChoices = [
  { value: "", label: "Tutti" },
  ...orderStatuses.map((status) => ({ value: status, label: orderStatusLabels[status] })),
];
const paymentChoices = [
  { value: "", label: "Tutti" },
  ...paymentMethods.map((method) => ({ value: method, label: paymentMethodTitle(method) })),
];
const sortChoices = staffOrderSorts.map((sort) => ({ value: sort, label: staffOrderSortLabels[sort] }));

/** The list's filters as a GET form: they land in the URL, with or without JavaScript. */
export function StaffOrderFiltersForm({ filter }: { filter: StaffOrderFilter }) {
  return (
    <FilterForm action={STAFF_ORDERS_PATH} className="grid items-end gap-4 md:grid-cols-3 xl:grid-cols-6">
      <div className="md:col-span-3 xl:col-span-2">
        <TextField
          name="q"
          type="search"
          label="Cerca"
          hint="Numero d'ordine, nome o e-mail del cliente"
          defaultValue={filter.q ?? ""}
        />
      </div>
      <SelectField
        id="ordini-stato"
        name="stato"
        label="Stato"
        defaultValue={filter.stato ?? ""}
        choices={statusChoices}
      />
      <SelectField
        id="ordini-pagamento"
        name="pagamento"
        label="Pagamento"
        defaultValue={filter.pagamento ?? ""}
        choices={paymentChoices}
      />
      <TextField name="dal" type="date" label="Dal" defaultValue={filter.dal ?? ""} />
      <TextField name="al" type="date" label="Al" defaultValue={filter.al ?? ""} />
      <SelectField
        id="ordini-ordina"
        name="ordina"
        label="Ordina per"
        defaultValue={filter.ordina}
        choices={sortChoices}
      />
    </FilterForm>
  );
}
