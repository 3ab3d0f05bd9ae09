import { TextField } from "#app/components/ui/field.tsx";
import { Panel } from "#app/components/ui/panel.tsx";
import {
  type CatalogueActionResult,
  STAFF_DOOR_PRICES_PATH,
  type StaffDoorPrice,
  type StaffDoorPriceGroup,
} from "#app/domain/catalogue-staff.ts";
import { euroAmountInput } from "#app/domain/euro-amount.ts";
import { FormRefusal } from "../requests/form-refusal.tsx";
import { type CatalogueFormTarget, unclaimedRefusal, useCatalogueForm } from "./catalogue-action-result.ts";
import { CatalogueRowForm } from "./catalogue-row-form.tsx";

/** Keys may hold any character: the element ids use the row's position instead. */
function DoorPriceRow({
  price,
  rowId,
  postedResult,
}: {
  price: StaffDoorPrice;
  rowId: string;
  postedResult: CatalogueActionResult | undefined;
}) {
  const identity = { item: price.item, key: price.key };
  const target: CatalogueFormTarget = {
    intent: "door-price",
    rowKey: rowId,
    action: STAFF_DOOR_PRICES_PATH,
    identity,
    postedResult,
  };
  const form = useCatalogueForm(target);
  const { errors, values, failure } = form;
  return (
    <CatalogueRowForm
      key={failure ? "rifiutato" : price.priceCents}
      form={form}
      target={target}
      hidden={identity}
      title={price.name}
      detail={price.detail}
      fieldsClassName="md:grid-cols-[minmax(0,16rem)_auto]"
    >
      <TextField
        id={`${rowId}-prezzo`}
        name="price"
        label="Prezzo (€)"
        required
        inputMode="decimal"
        autoComplete="off"
        defaultValue={failure ? (values.price ?? "") : euroAmountInput(price.priceCents)}
        error={errors.price}
      />
    </CatalogueRowForm>
  );
}

/** The door configurator's prices, one panel per group, each price a form of its own. */
export function DoorPriceList({
  groups,
  postedResult,
}: {
  groups: StaffDoorPriceGroup[];
  postedResult: CatalogueActionResult | undefined;
}) {
  const unclaimed = unclaimedRefusal(
    postedResult,
    groups.flatMap((group) =>
      group.prices.map((price) => ({
        intent: "door-price" as const,
        identity: { item: price.item, key: price.key },
      })),
    ),
  );
  return (
    <div className="mt-6 space-y-6">
      <FormRefusal message={unclaimed ?? undefined} errors={{}} />
      {groups.map((group) => (
        <Panel key={group.id} headingId={`porte-${group.id}`} title={group.title}>
          <ul className="divide-y divide-slate-200">
            {group.prices.map((price, index) => (
              <DoorPriceRow
                key={`${price.item}:${price.key}`}
                price={price}
                rowId={`porte-${group.id}-${index}`}
                postedResult={postedResult}
              />
            ))}
          </ul>
        </Panel>
      ))}
    </div>
  );
}
