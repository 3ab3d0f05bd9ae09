import { Fragment, type Key, type ReactNode } from "react";
import { StaffTable } from "./staff-table.tsx";

// A back-office table declared as data: each column's heading beside the cell
// it draws, so the headings and the cells cannot drift apart, and the <tr>,
// its key and the cells' order live here once instead of in every table.

/** One column: its heading and the cell it draws for a row. */
export interface StaffColumn<Row> {
  /** An empty string is a column without a visible heading (read as "Azioni"). */
  heading: string;
  /** The row's whole cell (<td> or StaffRowHeading); most columns come from staff-columns.tsx. */
  cell: (row: Row) => ReactNode;
}

/** What a table is, apart from its rows: declared once, next to the component that shows it. */
export interface StaffTableDefinition<Row> {
  caption: string;
  /** Below this width the table scrolls instead of squeezing its columns, e.g. "min-w-[40rem]". */
  minWidthClass: string;
  /** Said instead of the table when there is no row, e.g. "Nessun ordine trovato." */
  empty: string;
  columns: readonly StaffColumn<Row>[];
  /** The row's React key; the row's id unless two kinds of row share ids. */
  rowKey?: (row: Row) => Key;
}

const rowId = (row: { id: Key }) => row.id;

/** A back-office table drawn from its definition: one row per row, one cell per column. */
export function StaffColumnTable<Row extends { id: Key }>({
  table,
  rows,
}: {
  table: StaffTableDefinition<Row>;
  rows: readonly Row[];
}) {
  const { columns, rowKey = rowId, ...frame } = table;
  return (
    <StaffTable {...frame} headings={columns.map((column) => column.heading)} rows={rows}>
      {(row) => (
        <tr key={rowKey(row)}>
          {columns.map((column, index) => (
            <Fragment key={index}>{column.cell(row)}</Fragment>
          ))}
        </tr>
      )}
    </StaffTable>
  );
}
