import { TextField } from "#app/components/ui/field.tsx";
import { Panel } from "#app/components/ui/panel.tsx";
import { type CatalogueActionResult, STAFF_SERVICE_PRICES_PATH } from "#app/domain/catalogue-staff.ts";
import { euroAmountInput } from "#app/domain/euro-amount.ts";
import {
  type LineServiceCode,
  lineServiceCodes,
  lineServices,
  type ServicePrices,
  servicePriceText,
} from "#app/domain/line-services.ts";
import { FormRefusal } from "../requests/form-refusal.tsx";
import { type CatalogueFormTarget, unclaimedRefusal, useCatalogueForm } from "./catalogue-action-result.ts";
import { CatalogueRowForm } from "./catalogue-row-form.tsx";

/** What the price is counted by, beside its field. */
const priceLabels = {
  "square-metre": "Prezzo al m² (€)",
  piece: "Prezzo a pezzo (€)",
  metre: "Prezzo al metro di perimetro (€)",
} as const;

function ServicePriceRow({
  code,
  prices,
  postedResult,
}: {
  code: LineServiceCode;
  prices: ServicePrices;
  postedResult: CatalogueActionResult | undefined;
}) {
  const target: CatalogueFormTarget = {
    intent: "service-price",
    rowKey: `servizio-${code}`,
    action: STAFF_SERVICE_PRICES_PATH,
    identity: { code },
    postedResult,
  };
  const form = useCatalogueForm(target);
  const { errors, values, failure } = form;
  const saved = prices[code];
  const { label, unit } = lineServices[code];
  // Only installation has a least amount per piece (app/domain/line-services.ts).
  const hasMinimum = code === "installation";
  const shown = failure
    ? { price: values.price ?? "", minimum: values.minimum ?? "" }
    : { price: euroAmountInput(saved.priceCents), minimum: euroAmountInput(saved.minimumCents) };
  return (
    <CatalogueRowForm
      key={failure ? "rifiutato" : JSON.stringify(saved)}
      form={form}
      target={target}
      hidden={{ code }}
      title={label}
      detail={servicePriceText(saved)}
      fieldsClassName="sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto]"
    >
      <TextField
        id={`servizio-${code}-prezzo`}
        name="price"
        label={priceLabels[unit]}
        inputMode="decimal"
        autoComplete="off"
        required
        defaultValue={shown.price}
        error={errors.price}
      />
      {hasMinimum ? (
        <TextField
          id={`servizio-${code}-minimo`}
          name="minimum"
          label="Minimo per pezzo (€)"
          inputMode="decimal"
          autoComplete="off"
          hint="Vuoto: nessun minimo"
          defaultValue={shown.minimum}
          error={errors.minimum}
        />
      ) : null}
    </CatalogueRowForm>
  );
}

/** Each service's catalogue price, one form per service. */
export function ServicePriceList({
  prices,
  postedResult,
}: {
  prices: ServicePrices;
  postedResult: CatalogueActionResult | undefined;
}) {
  const unclaimed = unclaimedRefusal(
    postedResult,
    lineServiceCodes.map((code) => ({ intent: "service-price" as const, identity: { code } })),
  );
  return (
    <div className="mt-6 space-y-6">
      <FormRefusal message={unclaimed ?? undefined} errors={{}} />
      <Panel headingId="prezzi-servizi" title="Prezzi dei servizi, IVA inclusa">
        <ul className="divide-y divide-slate-200">
          {lineServiceCodes.map((code) => (
            <ServicePriceRow key={code} code={code} prices={prices} postedResult={postedResult} />
          ))}
        </ul>
      </Panel>
    </div>
  );
}
