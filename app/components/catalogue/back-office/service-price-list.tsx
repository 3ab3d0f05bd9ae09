import { STAFF_SERVICE_PRICES_PATH } from "#app/domain/catalogue/catalogue-back-office-pages.ts";
import {
  type LineServiceCode,
  lineServiceCodes,
  lineServices,
  type ServicePrice,
  type ServicePrices,
  servicePriceText,
} from "#app/domain/configurator/line-services.ts";
import { euroAmountInput } from "#app/domain/italian-formats/euro-amount.ts";
import type { CatalogueFieldSpec } from "./catalogue-field.tsx";
import { CatalogueFormList, type PostedResultProp } from "./catalogue-form-list.tsx";
import type { CatalogueRow, CatalogueRowKind } from "./catalogue-row-form.tsx";

const servicePriceRows: CatalogueRowKind = {
  intent: "service-price",
  action: STAFF_SERVICE_PRICES_PATH,
  fieldsClassName: "sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto]",
};

/** What the price is counted by, beside its field. */
const priceLabels = {
  "square-metre": "Prezzo al m² (€)",
  piece: "Prezzo a pezzo (€)",
  metre: "Prezzo al metro di perimetro (€)",
} as const;

const minimumField: CatalogueFieldSpec = {
  name: "minimum",
  label: "Minimo per pezzo (€)",
  idSuffix: "minimo",
  inputMode: "decimal",
  hint: "Vuoto: nessun minimo",
};

function serviceRow(code: LineServiceCode, saved: ServicePrice, version: number): CatalogueRow {
  const { label, unit } = lineServices[code];
  const price: CatalogueFieldSpec = {
    name: "price",
    label: priceLabels[unit],
    idSuffix: "prezzo",
    inputMode: "decimal",
    required: true,
  };
  return {
    rowKey: `servizio-${code}`,
    identity: { code },
    title: label,
    detail: servicePriceText(saved),
    // Only installation has a least amount per piece (app/domain/configurator/line-services.ts).
    fields: code === "installation" ? [price, minimumField] : [price],
    saved: { price: euroAmountInput(saved.priceCents), minimum: euroAmountInput(saved.minimumCents) },
    version,
  };
}

/** Each service's catalogue price, one form per service. */
export function ServicePriceList({
  prices,
  versions,
  postedResult,
}: { prices: ServicePrices; versions: Partial<Record<string, number>> } & PostedResultProp) {
  // A service never saved has no row yet: its form sends version 0.
  const rows = lineServiceCodes.map((code) => serviceRow(code, prices[code], versions[code] ?? 0));
  return (
    <CatalogueFormList
      kind={servicePriceRows}
      sections={[{ headingId: "prezzi-servizi", title: "Prezzi dei servizi, IVA inclusa", rows }]}
      postedResult={postedResult}
    />
  );
}
