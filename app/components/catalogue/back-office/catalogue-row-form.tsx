import { Button } from "#app/components/ui/button.tsx";
import { EnhancedSubmissionField } from "#app/components/web/enhanced-submission.tsx";
import type {
  CatalogueActionResult,
  CatalogueIntent,
} from "#app/domain/catalogue/catalogue-back-office-pages.ts";
import { ROW_VERSION_FIELD } from "#app/domain/web/page-actions.ts";
import { FormRefusal } from "../../requests/back-office/form-refusal.tsx";
import { useCatalogueForm } from "./catalogue-action-result.ts";
import { CatalogueField, type CatalogueFieldSpec } from "./catalogue-field.tsx";

/** The edited row's version, sent back with the form (app/server/platform/versioned-rows.server.ts). */
export function RowVersionField({ version }: { version: number }) {
  return <input type="hidden" name={ROW_VERSION_FIELD} value={version} />;
}

/** What every row of one price list shares: what its forms do and where they post. */
export interface CatalogueRowKind {
  intent: CatalogueIntent;
  action: string;
  /** The grid of a row's fields (layout only). */
  fieldsClassName: string;
}

/** One edited item of a price list, as its page describes it. */
export interface CatalogueRow {
  /** Names the row among the page's forms (its fetcher, its title's id), e.g. "option-12". */
  rowKey: string;
  /** Where the ids of its fields start, when not at the row key. */
  idPrefix?: string;
  /** The hidden fields that name the edited item; a plain post's refusal is matched by them too. */
  identity: Record<string, string>;
  title: string;
  detail?: string | null;
  fields: readonly CatalogueFieldSpec[];
  /** Each field's saved value, written as the field shows it. */
  saved: Record<string, string>;
  /** The row's version as saved (0: a setting never saved yet). */
  version: number;
}

/**
 * One row of a catalogue price list: a small form of its own, named by the
 * item it edits (so that its fields and its "Salva" button are read with the
 * item's name), posting its intent and the hidden fields naming the item. A
 * refusal keeps what was typed; a saved change draws the row again from the
 * saved values.
 */
export function CatalogueRowForm({
  row,
  kind,
  postedResult,
}: {
  row: CatalogueRow;
  kind: CatalogueRowKind;
  postedResult: CatalogueActionResult | undefined;
}) {
  const { rowKey, identity, title, saved } = row;
  const { fetcher, failure, showsTyped, errors, values, busy } = useCatalogueForm({
    ...kind,
    rowKey,
    identity,
    postedResult,
  });
  const titleId = `${rowKey}-nome`;
  // A refusal of a hidden field (the item itself) has no field to stand beside: it goes above.
  const shownErrors = Object.fromEntries(Object.entries(errors).filter(([name]) => !(name in identity)));
  return (
    <li className="py-4">
      <fetcher.Form
        key={showsTyped ? "rifiutato" : `${row.version}-${JSON.stringify(saved)}`}
        method="post"
        action={kind.action}
        noValidate
        aria-labelledby={titleId}
      >
        <input type="hidden" name="intent" value={kind.intent} />
        {Object.entries(identity).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <RowVersionField version={row.version} />
        <EnhancedSubmissionField />
        <p id={titleId} className="font-semibold text-slate-900">
          {title}
          {row.detail ? <span className="ml-2 text-sm font-normal text-slate-700">{row.detail}</span> : null}
        </p>
        <div className="mt-2">
          <FormRefusal message={failure?.message} errors={shownErrors} />
        </div>
        <div className={`mt-2 grid items-start gap-3 ${kind.fieldsClassName}`}>
          {row.fields.map((field) => (
            <CatalogueField
              key={field.name}
              idPrefix={row.idPrefix ?? rowKey}
              field={field}
              values={showsTyped ? values : saved}
              errors={errors}
            />
          ))}
          <Button type="submit" variant="outline" disabled={busy} className="md:mt-6">
            {busy ? "Salvataggio…" : "Salva"}
            <span className="sr-only"> {title}</span>
          </Button>
        </div>
      </fetcher.Form>
    </li>
  );
}
