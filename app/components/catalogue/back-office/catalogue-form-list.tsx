import { Panel } from "#app/components/ui/panel.tsx";
import type { CatalogueActionResult } from "#app/domain/catalogue/catalogue-back-office-pages.ts";
import { FormRefusal } from "../../requests/back-office/form-refusal.tsx";
import { unclaimedRefusal } from "./catalogue-action-result.ts";
import { type CatalogueRow, CatalogueRowForm, type CatalogueRowKind } from "./catalogue-row-form.tsx";

/** What a price list is told of a plain post: its refusal, drawn into the row it came from. */
export interface PostedResultProp {
  postedResult: CatalogueActionResult | undefined;
}

/** One panel of a price list: its heading and its rows. */
export interface CatalogueSection {
  headingId: string;
  title: string;
  rows: CatalogueRow[];
}

/**
 * A catalogue price list (options, door prices, lead times, services): one
 * panel per section, each row a form of its own, and above them a plain
 * post's refusal that no row claims (an item that does not exist, or no
 * longer does).
 */
export function CatalogueFormList({
  kind,
  sections,
  postedResult,
}: {
  kind: CatalogueRowKind;
  sections: CatalogueSection[];
} & PostedResultProp) {
  const unclaimed = unclaimedRefusal(
    postedResult,
    sections.flatMap(({ rows }) => rows.map(({ identity }) => ({ intent: kind.intent, identity }))),
  );
  return (
    <div className="mt-6 space-y-6">
      <FormRefusal message={unclaimed ?? undefined} errors={{}} />
      {sections.map(({ headingId, title, rows }) => (
        <Panel key={headingId} headingId={headingId} title={title}>
          <ul className="divide-y divide-slate-200">
            {rows.map((row) => (
              <CatalogueRowForm key={row.rowKey} row={row} kind={kind} postedResult={postedResult} />
            ))}
          </ul>
        </Panel>
      ))}
    </div>
  );
}
