import { and, count, eq, exists, type SQL, sql } from "drizzle-orm";
import {
  documentNumberSearch,
  JOB_PAGE_SIZE,
  type JobFilter,
  type JobSummary,
  phoneDigits,
} from "#app/domain/jobs/job-view.ts";
import type { ListPage } from "#app/domain/staff/pagination.ts";
import { namePrefixQuery, startsWithPattern } from "#app/domain/staff/text-search.ts";
import * as schema from "#db/schema.ts";
import type { Database } from "../platform/db.server.ts";
import { countOf, newestFirst, readListPage } from "../staff/list-page.server.ts";

// The back office's job list (docs/product/jobs.md#the-list): newest first,
// searched by the job's, a quote's or an order's number, the customer's name,
// e-mail or phone, the site's or an order's city, or a codice fiscale.

const { jobs, quoteRequests, contactMessages, orders, users } = schema;

const CODICE_FISCALE = /^[A-Z0-9]{16}$/i;

/**
 * What one search box matches: a number exactly, else any of the customer's
 * details. Each detail is its own branch of `jobs.id in (… union all …)`, so
 * that PostgreSQL answers the name and the e-mail from their indexes
 * (jobs_name_idx, jobs_email_idx) instead of one OR that makes it read
 * to_tsvector of every job (docs/PERFORMANCE.md#offers-and-jobs-at-scale).
 */
function jobSearch(db: Database, search: string): SQL {
  const number = documentNumberSearch(search);
  if (number?.prefix === "C") return eq(jobs.number, number.number);
  if (number?.prefix === "P")
    return exists(
      db
        .select({ id: quoteRequests.id })
        .from(quoteRequests)
        .where(and(eq(quoteRequests.jobId, jobs.id), eq(quoteRequests.number, number.number))),
    );
  if (number?.prefix === "A")
    return exists(
      db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.jobId, jobs.id), eq(orders.number, number.number))),
    );
  const pattern = startsWithPattern(search);
  const words = namePrefixQuery(search);
  const jobIdsWhere = (condition: SQL) => sql`select ${jobs.id} from ${jobs} where ${condition}`;
  const branches: SQL[] = [
    ...(words
      ? [jobIdsWhere(sql`to_tsvector('simple', ${jobs.customerName}) @@ to_tsquery('simple', ${words})`)]
      : []),
    jobIdsWhere(sql`lower(${jobs.customerEmail}) like ${pattern}`),
    jobIdsWhere(sql`lower(${jobs.siteCity}) like ${pattern}`),
    sql`select ${orders.jobId} from ${orders} where lower(${orders.shippingCity}) like ${pattern}`,
  ];
  const digits = phoneDigits(search);
  // Six digits at least: fewer would match half the phone book.
  if (digits.length >= 6 && /^[\d\s+./-]+$/.test(search))
    branches.push(
      jobIdsWhere(
        sql`regexp_replace(coalesce(${jobs.customerPhone}, ''), '\\D', '', 'g') like ${`%${digits}`}`,
      ),
    );
  if (CODICE_FISCALE.test(search.trim())) {
    const code = search.trim().toUpperCase();
    branches.push(
      sql`select ${orders.jobId} from ${orders} where upper(${orders.invoiceFiscalCode}) = ${code}`,
      sql`select ${jobs.id} from ${jobs} inner join ${users} on ${users.id} = ${jobs.userId} where upper(${users.fiscalCode}) = ${code}`,
    );
  }
  return sql`${jobs.id} in (${sql.join(branches, sql` union all `)})`;
}

/**
 * How many of a table's rows belong to the listed job. The columns are named
 * with their tables: in a select from one table Drizzle writes them bare, and
 * a bare "id" inside the subquery is the counted table's own id.
 */
const countIn = (table: typeof quoteRequests | typeof contactMessages | typeof orders) =>
  sql<number>`(select count(*)::int from ${table} where ${table}.${sql.identifier(table.jobId.name)} = ${jobs}.${sql.identifier(jobs.id.name)})`;

/** Jobs newest first, one page, with how many requests, leads and orders each holds. */
export function listJobs(db: Database, filter: JobFilter): Promise<ListPage<JobSummary>> {
  const where = filter.search ? jobSearch(db, filter.search) : undefined;
  return readListPage(
    { page: filter.page, pageSize: JOB_PAGE_SIZE },
    {
      // The page's keys first, from jobs_created_at_idx, then its 25 rows with their counts: with the
      // counts in the keyed query, PostgreSQL would count for every row OFFSET skips too.
      rows: (limit, offset) => {
        const page = db
          .select({ id: jobs.id })
          .from(jobs)
          .where(where)
          .orderBy(...newestFirst(jobs.createdAt, jobs.id))
          .limit(limit)
          .offset(offset)
          .as("page");
        return db
          .select({
            job: jobs,
            quoteCount: countIn(quoteRequests),
            leadCount: countIn(contactMessages),
            orderCount: countIn(orders),
          })
          .from(jobs)
          .innerJoin(page, eq(page.id, jobs.id))
          .orderBy(...newestFirst(jobs.createdAt, jobs.id));
      },
      total: () => countOf(db.select({ total: count() }).from(jobs).where(where)),
      toRow: ({ job, quoteCount, leadCount, orderCount }) => ({
        id: job.id,
        number: job.number,
        customerName: job.customerName,
        customerEmail: job.customerEmail,
        customerPhone: job.customerPhone,
        city: job.siteCity,
        createdAt: job.createdAt.toISOString(),
        quoteCount: Number(quoteCount),
        leadCount: Number(leadCount),
        orderCount: Number(orderCount),
      }),
    },
  );
}
