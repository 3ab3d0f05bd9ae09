import type { ReactNode } from "react";
import { countLabel } from "#app/domain/italian-formats/count-label.ts";
import type { ListPage } from "#app/domain/staff/pagination.ts";
import { Pagination } from "./pagination.tsx";

/** How a list names its rows: "1 cliente", "3 clienti", and its page links ("Pagine dei clienti"). */
export interface ListWords {
  one: string;
  many: string;
  pages: string;
}

/**
 * Below a back-office list's filters: how many rows match (announced when the
 * filters change), the page's table, and the links to the other pages.
 */
export function StaffListResults({
  list,
  words,
  children,
}: {
  list: Omit<ListPage<unknown>, "rows">;
  words: ListWords;
  /** The table of the page's rows. */
  children: ReactNode;
}) {
  return (
    <>
      <p className="mt-6 text-sm text-slate-700" aria-live="polite">
        {countLabel(list.total, words.one, words.many)}
      </p>
      <div className="mt-3">{children}</div>
      <Pagination page={list.page} pageCount={list.pageCount} label={words.pages} />
    </>
  );
}
