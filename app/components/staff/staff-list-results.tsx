import type { ReactNode } from "react";
import type { ListPage } from "#app/domain/pagination.ts";
import { Pagination } from "./pagination.tsx";

/**
 * Below a back-office list's filters: how many rows match (announced when the
 * filters change), the page's table, and the links to the other pages.
 */
export function StaffListResults({
  list,
  count,
  paginationLabel,
  children,
}: {
  list: Omit<ListPage<unknown>, "rows">;
  /** The count in words, e.g. "3 ordini". */
  count: string;
  paginationLabel: string;
  /** The table of the page's rows. */
  children: ReactNode;
}) {
  return (
    <>
      <p className="mt-6 text-sm text-slate-700" aria-live="polite">
        {count}
      </p>
      <div className="mt-3">{children}</div>
      <Pagination page={list.page} pageCount={list.pageCount} label={paginationLabel} />
    </>
  );
}
