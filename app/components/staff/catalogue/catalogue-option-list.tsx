import { TextField } from "#app/components/ui/field.tsx";
import { Panel } from "#app/components/ui/panel.tsx";
import {
  type CatalogueActionResult,
  calculatorOptionTypeLabels,
  multiplierInput,
  STAFF_OPTIONS_PATH,
  type StaffCalculatorOption,
  type StaffOptionGroup,
} from "#app/domain/catalogue-staff.ts";
import { euroAmountInput } from "#app/domain/euro-amount.ts";
import { FormRefusal } from "../requests/form-refusal.tsx";
import { type CatalogueFormTarget, unclaimedRefusal, useCatalogueForm } from "./catalogue-action-result.ts";
import { CatalogueNameField } from "./catalogue-name-field.tsx";
import { CatalogueRowForm } from "./catalogue-row-form.tsx";

function OptionRow({
  option,
  postedResult,
}: {
  option: StaffCalculatorOption;
  postedResult: CatalogueActionResult | undefined;
}) {
  const optionId = String(option.id);
  const target: CatalogueFormTarget = {
    intent: "option",
    rowKey: `option-${option.id}`,
    action: STAFF_OPTIONS_PATH,
    identity: { optionId },
    postedResult,
  };
  const form = useCatalogueForm(target);
  const { errors, values, failure } = form;
  const shown = failure
    ? { name: values.name ?? "", multiplier: values.multiplier ?? "", addition: values.addition ?? "" }
    : {
        name: option.name,
        multiplier: multiplierInput(option.priceMultiplier),
        addition: option.priceAdditionCents === null ? "" : euroAmountInput(option.priceAdditionCents),
      };
  const id = (field: string) => `opzione-${option.id}-${field}`;
  return (
    <CatalogueRowForm
      // A saved change draws the row again from the saved option.
      key={failure ? "rifiutato" : JSON.stringify(option)}
      form={form}
      target={target}
      hidden={{ optionId }}
      title={option.name}
      detail={`codice ${option.value}`}
      fieldsClassName="md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto]"
    >
      <CatalogueNameField id={id("nome")} defaultValue={shown.name} error={errors.name} />
      <TextField
        id={id("moltiplicatore")}
        name="multiplier"
        label="Moltiplicatore"
        inputMode="decimal"
        autoComplete="off"
        defaultValue={shown.multiplier}
        hint="Da 0,10 a 10; vuoto: nessuno"
        error={errors.multiplier}
      />
      <TextField
        id={id("aggiunta")}
        name="addition"
        label="Aggiunta (€)"
        inputMode="decimal"
        autoComplete="off"
        defaultValue={shown.addition}
        hint="Vuoto: nessuna"
        error={errors.addition}
      />
    </CatalogueRowForm>
  );
}

/** The calculator's options, one panel per type, each option a form of its own. */
export function CatalogueOptionList({
  groups,
  postedResult,
}: {
  groups: StaffOptionGroup[];
  postedResult: CatalogueActionResult | undefined;
}) {
  const unclaimed = unclaimedRefusal(
    postedResult,
    groups.flatMap((group) =>
      group.options.map((option) => ({
        intent: "option" as const,
        identity: { optionId: String(option.id) },
      })),
    ),
  );
  return (
    <div className="mt-6 space-y-6">
      <FormRefusal message={unclaimed ?? undefined} errors={{}} />
      {groups.map((group) => (
        <Panel
          key={group.type}
          headingId={`opzioni-${group.type}`}
          title={calculatorOptionTypeLabels[group.type]}
        >
          <ul className="divide-y divide-slate-200">
            {group.options.map((option) => (
              <OptionRow key={option.id} option={option} postedResult={postedResult} />
            ))}
          </ul>
        </Panel>
      ))}
    </div>
  );
}
