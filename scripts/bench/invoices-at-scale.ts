import { randomUUID } from "node:crypto";
import pg from "pg";
import { summarize, type TimingSummary } from "./back-office-targets.ts";

// The invoices part of `npm run bench:back-office` (docs/PERFORMANCE.md#invoices):
// one order placed through the API, copied in SQL into `count` orders paid in
// full by bank transfer with a private customer's invoice data, then «Emetti»
// pressed on each, one request at a time (each draws the year's next number
// under the counter's lock, stores document and XML, audits and queues the
// e-mail), and the month's ZIP of every XML downloaded.
//
// Node runs this file directly (type stripping): erasable TypeScript only.

/** p99 of one «Emetti». */
export const INVOICE_ISSUE_TARGET_MS = 500;
/** The month's ZIP of 500 invoices. */
export const MONTH_ZIP_TARGET_MS = 10_000;

const SKIPPED_COLUMNS = new Set(["id", "number", "idempotency_key", "created_at", "job_id"]);

/** `count` copies of order `sourceId` (with its lines), each paid in full by bonifico; their ids. */
export async function copyPaidOrders(
  databaseUrl: string,
  sourceId: number,
  count: number,
): Promise<number[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const columnsOf = async (table: string) =>
      (
        await client.query<{ column_name: string }>(
          "select column_name from information_schema.columns where table_name = $1 and table_schema = 'public'",
          [table],
        )
      ).rows
        .map((row) => `"${row.column_name}"`)
        .filter((column) => !SKIPPED_COLUMNS.has(column.slice(1, -1)));
    const orderColumns = (await columnsOf("orders")).join(", ");
    const copied = await client.query<{ id: number }>(
      `insert into orders (${orderColumns}, number, job_id)
       select ${orderColumns}, 'B-2026-' || lpad(g::text, 6, '0'), job_id
       from orders cross join generate_series(1, $2) g where id = $1
       returning id`,
      [sourceId, count],
    );
    const ids = copied.rows.map((row) => row.id);
    const itemColumns = (await columnsOf("order_items")).filter((column) => column !== '"order_id"');
    await client.query(
      `insert into order_items (order_id, ${itemColumns.join(", ")})
       select o.id, ${itemColumns.map((column) => `i.${column}`).join(", ")}
       from order_items i cross join unnest($2::int[]) as o(id)
       where i.order_id = $1`,
      [sourceId, ids],
    );
    await client.query(
      `update orders set payment_method = 'bonifico', invoice_type = 'privato',
         invoice_fiscal_code = 'RSSMRA85T10A562S' where id = any($1)`,
      [ids],
    );
    await client.query(
      `insert into order_payments (order_id, received_on, amount_cents, method, recorded_by)
       select id, current_date, total_cents, 'bonifico', (select id from users where role = 'admin' limit 1)
       from orders where id = any($1)`,
      [ids],
    );
    return ids;
  } finally {
    await client.end();
  }
}

/** «Emetti» on each order, one at a time, timed; every answer must be the redirect of an issued invoice. */
export async function measureInvoiceIssue(
  base: string,
  cookie: string,
  orderIds: readonly number[],
): Promise<TimingSummary> {
  const timings: number[] = [];
  for (const orderId of orderIds) {
    const started = performance.now();
    const response = await fetch(`${base}/gestione/ordini/${orderId}/fatture`, {
      method: "POST",
      headers: { cookie, origin: base, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "issue", type: "TD01", invoiceKey: randomUUID() }),
      redirect: "manual",
    });
    await response.arrayBuffer();
    timings.push(performance.now() - started);
    if (response.status !== 302) throw new Error(`«Emetti» on order ${orderId} answered ${response.status}`);
  }
  return summarize(timings);
}

/** The month's ZIP, timed once; its size. */
export async function measureMonthZip(
  base: string,
  cookie: string,
  month: string,
): Promise<{ ms: number; bytes: number }> {
  const started = performance.now();
  const response = await fetch(`${base}/gestione/fatture/mese/${month}/zip`, { headers: { cookie } });
  const bytes = (await response.arrayBuffer()).byteLength;
  if (response.status !== 200) throw new Error(`the month's ZIP answered ${response.status}`);
  return { ms: performance.now() - started, bytes };
}
