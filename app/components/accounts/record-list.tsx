import type { ReactNode } from "react";

/** A customer's list of records ("I miei ordini", "I miei preventivi"), one card each, or its empty message. */
export function RecordList<Listed extends { id: number }>({
  records,
  renderRecord,
  empty,
}: {
  records: readonly Listed[];
  renderRecord: (record: Listed) => ReactNode;
  /** Shown instead of the list while it has nothing. */
  empty: ReactNode;
}) {
  if (records.length === 0) return empty;
  return (
    <ul className="mt-8 space-y-4">
      {records.map((record) => (
        <li key={record.id}>{renderRecord(record)}</li>
      ))}
    </ul>
  );
}
