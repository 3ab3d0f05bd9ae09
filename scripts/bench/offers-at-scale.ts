// The offers issue's timed scenarios for `npm run bench:back-office`
// (docs/PERFORMANCE.md#offers-and-jobs-at-scale), on a database the demo
// history filled with offers of 5–30 lines: a 30-line offer's editor, opened
// and saved one request at a time as one staff member works, and a 30-line
// version's PDF through the render pool, first rendered, then stored.
// Reported, never asserted.
//
// App code is TypeScript beyond type stripping: the npm script runs this file
// with --experimental-transform-types.
import { readFileSync } from "node:fs";
import { and, asc, count, desc, eq, ne, notExists, sql } from "drizzle-orm";
import { offerVersionPdfPath, staffOfferPath } from "#app/domain/offers/offer-paths.ts";
import type { Database } from "#app/server/platform/db.server.ts";
import * as schema from "#db/schema.ts";
import { summarize, type TimingSummary } from "./back-office-targets.ts";

export interface EditorTarget {
  number: string;
  lines: number;
  status: string;
  version: number;
  line: { id: number; quantity: number; roomLabel: string };
}

export interface PdfTarget {
  number: string;
  versionNumber: number;
  lines: number;
}

/** The editable offer with the most lines (30, the demo's most), a draft if there is one, and its first position. */
export async function editorTarget(db: Database): Promise<EditorTarget> {
  const lineCount = count(schema.offerLines.id);
  const [offer] = await db
    .select({
      id: schema.offers.id,
      number: schema.offers.number,
      status: schema.offers.status,
      version: schema.offers.version,
      lines: lineCount,
    })
    .from(schema.offers)
    .innerJoin(schema.offerLines, eq(schema.offerLines.offerId, schema.offers.id))
    .where(ne(schema.offers.status, "accettata"))
    .groupBy(schema.offers.id)
    .orderBy(desc(lineCount), sql`${schema.offers.status} = 'bozza' desc`, asc(schema.offers.id))
    .limit(1);
  if (!offer) throw new Error("no offer with lines in the database: fill it with --offers");
  const [line] = await db
    .select({
      id: schema.offerLines.id,
      quantity: schema.offerLines.quantity,
      roomLabel: schema.offerLines.roomLabel,
    })
    .from(schema.offerLines)
    .where(and(eq(schema.offerLines.offerId, offer.id), eq(schema.offerLines.type, "product")))
    .orderBy(asc(schema.offerLines.position))
    .limit(1);
  if (!line) throw new Error(`offer ${offer.number} has no configured position`);
  return {
    number: offer.number,
    lines: Number(offer.lines),
    status: offer.status,
    version: offer.version,
    line,
  };
}

/** Sent versions with the most lines whose PDF nobody has downloaded yet (none stored). */
export async function pdfTargets(db: Database, count: number): Promise<PdfTarget[]> {
  const lines = sql<number>`jsonb_array_length(${schema.offerVersions.document} -> 'lines')`;
  const rows = await db
    .select({ number: schema.offers.number, versionNumber: schema.offerVersions.versionNumber, lines })
    .from(schema.offerVersions)
    .innerJoin(schema.offers, eq(schema.offers.id, schema.offerVersions.offerId))
    .where(
      notExists(
        db
          .select({ key: schema.issuedDocumentPdfs.documentKey })
          .from(schema.issuedDocumentPdfs)
          .where(
            eq(schema.issuedDocumentPdfs.documentKey, sql`'offer-version:' || ${schema.offerVersions.id}`),
          ),
      ),
    )
    .orderBy(desc(lines), asc(schema.offerVersions.id))
    .limit(count);
  return rows.map((row) => ({ ...row, lines: Number(row.lines) }));
}

/** Clock ticks per second of /proc's CPU times (USER_HZ: 100 on Linux). */
const TICKS_PER_SECOND = 100;

/**
 * The CPU time a process has used so far (all its threads, the PDF workers
 * included), ms; undefined off Linux. Unlike latency, it hardly grows when
 * other work shares the CPUs, so it tells what a request costs the server
 * on a busy machine. PostgreSQL's own processes are not in it.
 */
export function processCpuMs(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the command's closing parenthesis; utime and stime are the 14th and 15th.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

/** The server's CPU ms per run over `runs` runs of `work`, or undefined. */
async function cpuPerRun(pid: number | undefined, runs: number, work: () => Promise<void>) {
  const before = processCpuMs(pid);
  await work();
  const after = processCpuMs(pid);
  return before === undefined || after === undefined
    ? undefined
    : Math.round(((after - before) / runs) * 10) / 10;
}

/** The cookies a response sets, added to `cookie` (a browser sends the flash message with the redirect's GET). */
function withSetCookies(cookie: string, response: Response): string {
  const set = response.headers.getSetCookie().map((value) => value.split(";")[0]!);
  return [cookie, ...set].join("; ");
}

async function timed(run: () => Promise<void>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

async function getPage(base: string, cookie: string, path: string): Promise<void> {
  const response = await fetch(`${base}${path}`, { headers: { cookie }, redirect: "manual" });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}`);
}

export interface EditorTimings {
  /** The app server's CPU ms per editor GET, and per save (POST + GET), when its process is known. */
  cpuPerGetMs?: number;
  cpuPerSaveMs?: number;
  get: TimingSummary;
  post: TimingSummary;
  redirectGet: TimingSummary;
  save: TimingSummary;
  bytes: number;
}

/**
 * The editor's GET (the loader prices the whole draft), then `runs` saves of
 * one position's quantity (intent `line`, 1 ↔ 2), each POST followed by the
 * GET its redirect names, as the browser does; one request at a time.
 */
export async function measureEditor(
  base: string,
  cookie: string,
  target: EditorTarget,
  { warmUp, runs, pid }: { warmUp: number; runs: number; pid?: number },
): Promise<EditorTimings> {
  const path = staffOfferPath(target.number);
  const gets: number[] = [];
  let bytes = 0;
  const getOnce = async (keep: boolean) => {
    const started = performance.now();
    const response = await fetch(`${base}${path}`, { headers: { cookie } });
    bytes = (await response.arrayBuffer()).byteLength;
    if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}`);
    if (keep) gets.push(performance.now() - started);
  };
  for (let index = 0; index < warmUp; index++) await getOnce(false);
  const cpuPerGetMs = await cpuPerRun(pid, runs, async () => {
    for (let index = 0; index < runs; index++) await getOnce(true);
  });
  const posts: number[] = [];
  const redirects: number[] = [];
  let version = target.version;
  let quantity = target.line.quantity;
  const saveOnce = async (keep: boolean) => {
    quantity = quantity === 1 ? 2 : 1;
    const body = new URLSearchParams({
      intent: "line",
      lineId: String(target.line.id),
      version: String(version),
      quantity: String(quantity),
      roomLabel: target.line.roomLabel,
      discountKind: "",
      discountValue: "",
    });
    let location = "";
    let flash = cookie;
    const post = await timed(async () => {
      const response = await fetch(`${base}${path}`, {
        method: "POST",
        headers: { cookie, origin: base, "content-type": "application/x-www-form-urlencoded" },
        body,
        redirect: "manual",
      });
      await response.arrayBuffer();
      if (response.status !== 302)
        throw new Error(`POST ${path} (intent line) answered ${response.status}, not 302`);
      location = response.headers.get("location") ?? path;
      flash = withSetCookies(cookie, response);
    });
    version += 1;
    const redirect = await timed(() => getPage(base, flash, location));
    if (keep) {
      posts.push(post);
      redirects.push(redirect);
    }
  };
  for (let index = 0; index < warmUp; index++) await saveOnce(false);
  const cpuPerSaveMs = await cpuPerRun(pid, runs, async () => {
    for (let index = 0; index < runs; index++) await saveOnce(true);
  });
  return {
    ...(cpuPerGetMs === undefined ? {} : { cpuPerGetMs }),
    ...(cpuPerSaveMs === undefined ? {} : { cpuPerSaveMs }),
    get: summarize(gets),
    post: summarize(posts),
    redirectGet: summarize(redirects),
    save: summarize(posts.map((post, index) => post + redirects[index]!)),
    bytes,
  };
}

export interface PdfTimings {
  /** The app server's CPU ms per first render (the pool's worker threads included), when its process is known. */
  cpuPerColdMs?: number;
  cold: TimingSummary;
  stored: TimingSummary;
  lines: number;
  bytes: number;
}

/** Each version's PDF once (rendered by the pool and stored), then each again (read back), one at a time. */
export async function measureVersionPdfs(
  base: string,
  cookie: string,
  targets: readonly PdfTarget[],
  pid?: number,
): Promise<PdfTimings> {
  const download = async (target: PdfTarget) => {
    const path = offerVersionPdfPath(target.number, target.versionNumber, "staff");
    const started = performance.now();
    const response = await fetch(`${base}${path}`, { headers: { cookie } });
    const bytes = (await response.arrayBuffer()).byteLength;
    if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}`);
    return { ms: performance.now() - started, bytes };
  };
  const cold: number[] = [];
  let bytes = 0;
  const cpuPerColdMs = await cpuPerRun(pid, targets.length, async () => {
    for (const target of targets) {
      const result = await download(target);
      cold.push(result.ms);
      bytes = result.bytes;
    }
  });
  const stored: number[] = [];
  for (const target of targets) stored.push((await download(target)).ms);
  return {
    ...(cpuPerColdMs === undefined ? {} : { cpuPerColdMs }),
    cold: summarize(cold),
    stored: summarize(stored),
    lines: Math.min(...targets.map((target) => target.lines)),
    bytes,
  };
}
