import {
  STAFF_DOOR_PRICES_PATH,
  type StaffDoorPriceGroup,
} from "#app/domain/catalogue/catalogue-back-office-pages.ts";
import { euroAmountInput } from "#app/domain/italian-formats/euro-amount.ts";
import type { CatalogueFieldSpec } from "./catalogue-field.tsx";
import { CatalogueFormList, type PostedResultProp } from "./catalogue-form-list.tsx";
import type { CatalogueRowKind } from "./catalogue-row-form.tsx";

const doorPriceRows: CatalogueRowKind = {
  intent: "door-price",
  action: STAFF_DOOR_PRICES_PATH,
  fieldsClassName: "md:grid-cols-[minmax(0,16rem)_auto]",
};

const priceField: CatalogueFieldSpec = {
  name: "price",
  label: "Prezzo (€)",
  idSuffix: "prezzo",
  inputMode: "decimal",
  required: true,
};

/** The door configurator's prices, one panel per group, each price a form of its own. */
export function DoorPriceList({
  groups,
  postedResult,
}: { groups: StaffDoorPriceGroup[] } & PostedResultProp) {
  const sections = groups.map((group) => ({
    headingId: `porte-${group.id}`,
    title: group.title,
    // Keys may hold any character: the rows are named by their position instead.
    rows: group.prices.map((price, index) => ({
      rowKey: `porte-${group.id}-${index}`,
      identity: { item: price.item, key: price.key },
      title: price.name,
      detail: price.detail,
      fields: [priceField],
      saved: { price: euroAmountInput(price.priceCents) },
      version: price.version,
    })),
  }));
  return <CatalogueFormList kind={doorPriceRows} sections={sections} postedResult={postedResult} />;
}
