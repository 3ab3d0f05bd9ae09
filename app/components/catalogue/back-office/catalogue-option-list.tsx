import {
  calculatorOptionTypeLabels,
  multiplierInput,
  STAFF_OPTIONS_PATH,
  type StaffCalculatorOption,
  type StaffOptionGroup,
} from "#app/domain/catalogue/catalogue-back-office-pages.ts";
import { euroAmountInput } from "#app/domain/italian-formats/euro-amount.ts";
import { type CatalogueFieldSpec, catalogueNameField } from "./catalogue-field.tsx";
import { CatalogueFormList, type CatalogueSection, type PostedResultProp } from "./catalogue-form-list.tsx";
import type { CatalogueRow, CatalogueRowKind } from "./catalogue-row-form.tsx";

const optionFields: CatalogueFieldSpec[] = [
  catalogueNameField,
  {
    name: "multiplier",
    label: "Moltiplicatore",
    idSuffix: "moltiplicatore",
    inputMode: "decimal",
    hint: "Da 0,10 a 10; vuoto: nessuno",
  },
  {
    name: "addition",
    label: "Aggiunta (€)",
    idSuffix: "aggiunta",
    inputMode: "decimal",
    hint: "Vuoto: nessuna",
  },
];

const optionRows: CatalogueRowKind = {
  intent: "option",
  action: STAFF_OPTIONS_PATH,
  fieldsClassName: "md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto]",
};

function optionRow(option: StaffCalculatorOption): CatalogueRow {
  return {
    rowKey: `option-${option.id}`,
    idPrefix: `opzione-${option.id}`,
    identity: { optionId: String(option.id) },
    title: option.name,
    detail: `codice ${option.value}`,
    fields: optionFields,
    saved: {
      name: option.name,
      multiplier: multiplierInput(option.priceMultiplier),
      addition: option.priceAdditionCents === null ? "" : euroAmountInput(option.priceAdditionCents),
    },
    version: option.version,
  };
}

function optionSection(group: StaffOptionGroup): CatalogueSection {
  return {
    headingId: `opzioni-${group.type}`,
    title: calculatorOptionTypeLabels[group.type],
    rows: group.options.map(optionRow),
  };
}

/** The calculator's options, one panel per type, each option a form of its own. */
export function CatalogueOptionList({
  groups,
  postedResult,
}: { groups: StaffOptionGroup[] } & PostedResultProp) {
  return (
    <CatalogueFormList kind={optionRows} sections={groups.map(optionSection)} postedResult={postedResult} />
  );
}
