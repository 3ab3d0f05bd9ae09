import { STAFF_SERVICE_PRICES_PATH } from "#app/domain/catalogue/catalogue-back-office-pages.ts";
import {
  type ServicePrice,
  type ServicePriceCode,
  type ServicePrices,
  servicePriceCodes,
  servicePriceRows,
  servicePriceText,
} from "#app/domain/configurator/line-services.ts";
import { euroAmountInput } from "#app/domain/italian-formats/euro-amount.ts";
import type { CatalogueFieldSpec } from "./catalogue-field.tsx";
import { CatalogueFormList, type PostedResultProp } from "./catalogue-form-list.tsx";
import type { CatalogueRow, CatalogueRowKind } from "./catalogue-row-form.tsx";

const servicePriceForms: CatalogueRowKind = {
  intent: "service-price",
  action: STAFF_SERVICE_PRICES_PATH,
  fieldsClassName: "sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto]",
};

/** What the price is counted by, beside its field. */
const priceLabels = {
  "square-metre": () => "Prezzo al m² (€)",
  piece: (pieceText: string) => `Prezzo ${pieceText} (€)`,
  metre: () => "Prezzo al metro di perimetro (€)",
} as const;

const minimumField: CatalogueFieldSpec = {
  name: "minimum",
  label: "Minimo per pezzo (€)",
  idSuffix: "minimo",
  inputMode: "decimal",
  hint: "Vuoto: nessun minimo",
};

function serviceRow(code: ServicePriceCode, saved: ServicePrice, version: number): CatalogueRow {
  const { name, unit, hasMinimum, pieceText } = servicePriceRows[code];
  const price: CatalogueFieldSpec = {
    name: "price",
    label: priceLabels[unit](pieceText),
    idSuffix: "prezzo",
    inputMode: "decimal",
    required: true,
  };
  return {
    rowKey: `servizio-${code}`,
    identity: { code },
    title: name,
    detail: servicePriceText(saved),
    fields: hasMinimum ? [price, minimumField] : [price],
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
  const rows = servicePriceCodes.map((code) => serviceRow(code, prices[code], versions[code] ?? 0));
  return (
    <CatalogueFormList
      kind={servicePriceForms}
      sections={[{ headingId: "prezzi-servizi", title: "Prezzi dei servizi, IVA inclusa", rows }]}
      postedResult={postedResult}
    />
  );
}
