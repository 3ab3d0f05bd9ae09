// What the bench and the load test print: banners between phases, loud
// notices for what was skipped, Markdown tables (also written to
// docs/PERFORMANCE.md) and readable error messages.
//
// Node runs this file directly (type stripping): erasable TypeScript only.

export function errorMessage(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  // fetch() hides the socket error in `cause`.
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : "";
  return `${error.message}${cause}`;
}

export function banner(text: string) {
  const line = "=".repeat(Math.max(60, text.length + 4));
  console.log(`\n${line}\n  ${text}\n${line}`);
}

export function loudNotice(text: string) {
  const line = "!".repeat(Math.max(60, text.length + 8));
  console.log(`\n${line}\n!!! ${text}\n${line}`);
}

/** A Markdown table with padded columns; `rightAligned` lists the numeric columns. */
export function table(headers: string[], rows: string[][], rightAligned: number[] = []): string {
  const widths = headers.map((header, i) =>
    Math.max(header.length, ...rows.map((row) => (row[i] ?? "").length)),
  );
  const cell = (text: string, i: number) =>
    rightAligned.includes(i) ? text.padStart(widths[i] ?? 0) : text.padEnd(widths[i] ?? 0);
  const line = (cells: string[]) => `| ${cells.map(cell).join(" | ")} |`;
  const rule = `|${widths.map((width, i) => (rightAligned.includes(i) ? `${"-".repeat(width + 1)}:` : "-".repeat(width + 2))).join("|")}|`;
  return [line(headers), rule, ...rows.map(line)].join("\n");
}
