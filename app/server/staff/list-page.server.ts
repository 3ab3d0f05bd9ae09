import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { type ListPage, pageCountOf } from "#app/domain/staff/pagination.ts";

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

/**
 * Newest first, in the exact order the lists' indexes hold: db/schema.ts builds
 * them with `.desc()`, that is DESC NULLS LAST, and PostgreSQL walks an index
 * for an ORDER BY only when the NULLS placement matches too (plain `desc`
 * means NULLS FIRST, which would sort every row). The columns are NOT NULL, so
 * the order is the same (docs/PERFORMANCE.md#back-office-at-scale).
 */
export const newestFirst = (createdAt: SQLWrapper, id: SQLWrapper): SQL[] => [
  sql`${createdAt} desc nulls last`,
  sql`${id} desc nulls last`,
];

/** Oldest first: the same index read backwards. */
export const oldestFirst = (createdAt: SQLWrapper, id: SQLWrapper): SQL[] => [
  sql`${createdAt} asc nulls first`,
  sql`${id} asc nulls first`,
];
