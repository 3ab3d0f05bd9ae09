import { STAFF_SIZE_LIMITS_PATH } from "#app/domain/catalogue/catalogue-back-office-pages.ts";
import { productFamilies, productFamilyNames } from "#app/domain/configurator/product-family.ts";
import { type SizeLimit, sizeLimitSubject } from "#app/domain/configurator/size-limits.ts";
import { formatItalianInteger } from "#app/domain/italian-formats/italian-decimal.ts";
import type { CatalogueFieldSpec } from "./catalogue-field.tsx";
import { CatalogueFormList, type CatalogueSection, type PostedResultProp } from "./catalogue-form-list.tsx";
import type { CatalogueRow, CatalogueRowKind } from "./catalogue-row-form.tsx";

/** A limit row as the page lists it: the row's key names it in the form. */
export interface SizeLimitListRow extends SizeLimit {
  key: string;
  version: number;
}

const sizeLimitRows: CatalogueRowKind = {
  intent: "size-limit",
  action: STAFF_SIZE_LIMITS_PATH,
  fieldsClassName: "sm:grid-cols-2 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto]",
};

const millimetres = { inputMode: "numeric", required: true } as const;
const sizeFields: CatalogueFieldSpec[] = [
  { name: "minWidthMm", label: "Larghezza minima (mm)", idSuffix: "larghezza-minima", ...millimetres },
  { name: "maxWidthMm", label: "Larghezza massima (mm)", idSuffix: "larghezza-massima", ...millimetres },
  { name: "minHeightMm", label: "Altezza minima (mm)", idSuffix: "altezza-minima", ...millimetres },
  { name: "maxHeightMm", label: "Altezza massima (mm)", idSuffix: "altezza-massima", ...millimetres },
];

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const range = (min: number, max: number) => `${formatItalianInteger(min)}–${formatItalianInteger(max)} mm`;

/** "window:*:vasistas" → "misura-window_tutte_vasistas": a key's `:` and `*` do not belong in an element id. */
function rowKeyOf(key: string): string {
  return `misura-${key.replaceAll("*", "tutte").replaceAll(":", "_")}`;
}

function sizeLimitRow(limit: SizeLimitListRow, version: number): CatalogueRow {
  return {
    rowKey: rowKeyOf(limit.key),
    identity: { key: limit.key },
    // «Una finestra a due ante»: what the row is for, as the configurator says it beside the size fields.
    title: capitalised(sizeLimitSubject(limit)),
    detail: `larghezza ${range(limit.minWidthMm, limit.maxWidthMm)}, altezza ${range(limit.minHeightMm, limit.maxHeightMm)}`,
    fields: sizeFields,
    saved: {
      minWidthMm: String(limit.minWidthMm),
      maxWidthMm: String(limit.maxWidthMm),
      minHeightMm: String(limit.minHeightMm),
      maxHeightMm: String(limit.maxHeightMm),
    },
    version,
  };
}

/** Every size-limit row, one form per row, grouped by product family. */
export function SizeLimitList({
  limits,
  versions,
  postedResult,
}: { limits: readonly SizeLimitListRow[]; versions: Partial<Record<string, number>> } & PostedResultProp) {
  const sections: CatalogueSection[] = productFamilies
    .map((family) => ({
      headingId: `misure-${family}`,
      title: productFamilyNames[family],
      // The versions are read past the catalogue cache, so the form carries the row's current one.
      rows: limits
        .filter((limit) => limit.family === family)
        .map((limit) => sizeLimitRow(limit, versions[limit.key] ?? limit.version)),
    }))
    .filter(({ rows }) => rows.length > 0);
  return <CatalogueFormList kind={sizeLimitRows} sections={sections} postedResult={postedResult} />;
}
