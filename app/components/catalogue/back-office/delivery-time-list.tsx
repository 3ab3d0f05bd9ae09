import { STAFF_LEAD_TIMES_PATH } from "#app/domain/catalogue/catalogue-back-office-pages.ts";
import {
  type DeliveryTime,
  type DeliveryTimes,
  deliveryEstimateText,
} from "#app/domain/catalogue/delivery-estimate.ts";
import {
  type ProductFamily,
  productFamilies,
  productFamilyNames,
} from "#app/domain/configurator/product-family.ts";
import type { CatalogueFieldSpec } from "./catalogue-field.tsx";
import { CatalogueFormList, type PostedResultProp } from "./catalogue-form-list.tsx";
import type { CatalogueRow, CatalogueRowKind } from "./catalogue-row-form.tsx";

const deliveryTimeRows: CatalogueRowKind = {
  intent: "lead-time",
  action: STAFF_LEAD_TIMES_PATH,
  fieldsClassName: "sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto]",
};

const weeks = { inputMode: "numeric", required: true } as const;
const weekFields: CatalogueFieldSpec[] = [
  { name: "minWeeks", label: "Minimo (settimane)", idSuffix: "minimo", ...weeks },
  { name: "maxWeeks", label: "Massimo (settimane)", idSuffix: "massimo", ...weeks },
];

function deliveryTimeRow(family: ProductFamily, saved: DeliveryTime, version: number): CatalogueRow {
  return {
    rowKey: `consegna-${family}`,
    identity: { family },
    title: productFamilyNames[family],
    detail: deliveryEstimateText(saved),
    fields: weekFields,
    saved: { minWeeks: String(saved.minWeeks), maxWeeks: String(saved.maxWeeks) },
    version,
  };
}

/** Each product family's lead time, one form per family. */
export function DeliveryTimeList({
  deliveryTimes,
  versions,
  postedResult,
}: { deliveryTimes: DeliveryTimes; versions: Partial<Record<string, number>> } & PostedResultProp) {
  // A family never saved has no row yet (it shows the fallback): its form sends version 0.
  const rows = productFamilies.map((family) =>
    deliveryTimeRow(family, deliveryTimes[family], versions[family] ?? 0),
  );
  const section = {
    headingId: "tempi-di-consegna",
    title: "Settimane dall'ordine pagato alla consegna",
    rows,
  };
  return <CatalogueFormList kind={deliveryTimeRows} sections={[section]} postedResult={postedResult} />;
}
