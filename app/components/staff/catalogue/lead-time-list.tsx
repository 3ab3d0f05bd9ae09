import { TextField } from "#app/components/ui/field.tsx";
import { Panel } from "#app/components/ui/panel.tsx";
import { type CatalogueActionResult, STAFF_LEAD_TIMES_PATH } from "#app/domain/catalogue-staff.ts";
import { deliveryEstimateText, type LeadTimes } from "#app/domain/delivery-estimate.ts";
import { type ProductFamily, productFamilies, productFamilyNames } from "#app/domain/product-family.ts";
import { FormRefusal } from "../requests/form-refusal.tsx";
import { type CatalogueFormTarget, unclaimedRefusal, useCatalogueForm } from "./catalogue-action-result.ts";
import { CatalogueRowForm } from "./catalogue-row-form.tsx";

const weekFields = [
  { name: "minWeeks", label: "Minimo (settimane)", idSuffix: "minimo" },
  { name: "maxWeeks", label: "Massimo (settimane)", idSuffix: "massimo" },
] as const;

function LeadTimeRow({
  family,
  leadTimes,
  postedResult,
}: {
  family: ProductFamily;
  leadTimes: LeadTimes;
  postedResult: CatalogueActionResult | undefined;
}) {
  const target: CatalogueFormTarget = {
    intent: "lead-time",
    rowKey: `consegna-${family}`,
    action: STAFF_LEAD_TIMES_PATH,
    identity: { family },
    postedResult,
  };
  const form = useCatalogueForm(target);
  const { errors, values, failure } = form;
  const saved = leadTimes[family];
  const shown = failure
    ? { minWeeks: values.minWeeks ?? "", maxWeeks: values.maxWeeks ?? "" }
    : { minWeeks: String(saved.minWeeks), maxWeeks: String(saved.maxWeeks) };
  return (
    <CatalogueRowForm
      key={failure ? "rifiutato" : JSON.stringify(saved)}
      form={form}
      target={target}
      hidden={{ family }}
      title={productFamilyNames[family]}
      detail={deliveryEstimateText(saved)}
      fieldsClassName="sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto]"
    >
      {weekFields.map(({ name, label, idSuffix }) => (
        <TextField
          key={name}
          id={`consegna-${family}-${idSuffix}`}
          name={name}
          label={label}
          inputMode="numeric"
          autoComplete="off"
          required
          defaultValue={shown[name]}
          error={errors[name]}
        />
      ))}
    </CatalogueRowForm>
  );
}

/** Each product family's lead time, one form per family. */
export function LeadTimeList({
  leadTimes,
  postedResult,
}: {
  leadTimes: LeadTimes;
  postedResult: CatalogueActionResult | undefined;
}) {
  const unclaimed = unclaimedRefusal(
    postedResult,
    productFamilies.map((family) => ({ intent: "lead-time" as const, identity: { family } })),
  );
  return (
    <div className="mt-6 space-y-6">
      <FormRefusal message={unclaimed ?? undefined} errors={{}} />
      <Panel headingId="tempi-di-consegna" title="Settimane dall'ordine pagato alla consegna">
        <ul className="divide-y divide-slate-200">
          {productFamilies.map((family) => (
            <LeadTimeRow key={family} family={family} leadTimes={leadTimes} postedResult={postedResult} />
          ))}
        </ul>
      </Panel>
    </div>
  );
}
