import { type ListPage, pageCountOf } from "#app/domain/pagination.ts";

// How every back-office list reads one page (docs/product/back-office.md): the
// page's rows and the count of all matches, in parallel, as one ListPage.

/** The count a `select({ total: count() })` answers. */
export async function countOf(query: PromiseLike<{ total: number }[]>): Promise<number> {
  const [row] = await query;
  return row?.total ?? 0;
}

export async function readListPage<Raw, Row>(
  { page, pageSize }: { page: number; pageSize: number },
  read: {
    rows: (limit: number, offset: number) => PromiseLike<Raw[]>;
    total: () => Promise<number>;
    toRow: (raw: Raw) => Row;
  },
): Promise<ListPage<Row>> {
  const [rows, total] = await Promise.all([read.rows(pageSize, (page - 1) * pageSize), read.total()]);
  return { rows: rows.map(read.toRow), total, page, pageCount: pageCountOf(total, pageSize) };
}
