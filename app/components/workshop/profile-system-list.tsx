import type { CatalogueFieldSpec } from "#app/components/catalogue/back-office/catalogue-field.tsx";
import {
  CatalogueFormList,
  type PostedResultProp,
} from "#app/components/catalogue/back-office/catalogue-form-list.tsx";
import type {
  CatalogueRow,
  CatalogueRowKind,
} from "#app/components/catalogue/back-office/catalogue-row-form.tsx";
import { formatItalianInteger } from "#app/domain/italian-formats/italian-decimal.ts";
import { cutMeasureLabels, cutMeasures } from "#app/domain/workshop/cut-measure.ts";
import {
  type NamedProfileSystem,
  profileSystemFieldLabels,
  profileSystemLengthFields,
  STAFF_PROFILE_SYSTEMS_PATH,
} from "#app/domain/workshop/profile-system-settings.ts";

/** A system as the page lists it, with the version its form sends back. */
export type ProfileSystemListRow = NamedProfileSystem & { version: number };

const rowKind: CatalogueRowKind = {
  intent: "profile-system",
  action: STAFF_PROFILE_SYSTEMS_PATH,
  fieldsClassName: "sm:grid-cols-2 lg:grid-cols-4",
};

const idSuffixes: Record<(typeof profileSystemLengthFields)[number], string> = {
  frameFaceMm: "faccia-telaio",
  sashFaceMm: "faccia-anta",
  sashWidthDeductionMm: "detrazione-larghezza",
  sashHeightDeductionMm: "detrazione-altezza",
  sashOverlapMm: "sormonto",
  beadDeductionMm: "detrazione-fermavetro",
  glassClearanceMm: "gioco-vetro",
  kerfMm: "lama",
  trimMm: "sovrametallo",
  stockLengthMm: "barra",
  minOffcutMm: "sfrido-minimo",
};

const fields: CatalogueFieldSpec[] = [
  ...profileSystemLengthFields.map((name) => ({
    name,
    label: profileSystemFieldLabels[name],
    idSuffix: idSuffixes[name],
    inputMode: "numeric" as const,
    required: true,
  })),
  {
    name: "cutMeasure",
    label: "Misura dei tagli a 45°",
    idSuffix: "misura-taglio",
    required: true,
    choices: cutMeasures.map((value) => ({ value, label: cutMeasureLabels[value] })),
  },
];

function systemRow(system: ProfileSystemListRow): CatalogueRow {
  const saved: Record<string, string> = { cutMeasure: system.cutMeasure };
  for (const field of profileSystemLengthFields) saved[field] = String(system[field]);
  return {
    rowKey: `sistema-${system.systemValue}`,
    identity: { systemValue: system.systemValue },
    title: system.name,
    detail: `barra ${formatItalianInteger(system.stockLengthMm)} mm, ${cutMeasureLabels[system.cutMeasure].toLowerCase()}`,
    fields,
    saved,
    version: system.version,
  };
}

/** Every profile system's cut settings, one form each (docs/product/production.md#cut-settings). */
export function ProfileSystemList({
  systems,
  postedResult,
}: { systems: readonly ProfileSystemListRow[] } & PostedResultProp) {
  const sections = [
    { headingId: "sistemi-profilo", title: "Sistemi di profilo", rows: systems.map(systemRow) },
  ];
  return <CatalogueFormList kind={rowKind} sections={sections} postedResult={postedResult} />;
}
