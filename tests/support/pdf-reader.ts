import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

// Reads a PDF the way a person does, with poppler's tools (Debian's
// poppler-utils): its text, and its first page rendered to an image.

function withFile<T>(pdf: Uint8Array, read: (file: string, dir: string) => T): T {
  const dir = mkdtempSync(path.join(tmpdir(), "serramenti-pdf-"));
  try {
    const file = path.join(dir, "document.pdf");
    writeFileSync(file, pdf);
    return read(file, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The text of every page, in reading order (pdftotext -layout). */
export function pdfText(pdf: Uint8Array): string {
  return withFile(pdf, (file) =>
    execFileSync("pdftotext", ["-layout", "-enc", "UTF-8", file, "-"]).toString("utf8"),
  );
}

/** How many pages the document has (pdfinfo). */
export function pdfPageCount(pdf: Uint8Array): number {
  const info = withFile(pdf, (file) => execFileSync("pdfinfo", [file]).toString("utf8"));
  return Number(/^Pages:\s+(\d+)/m.exec(info)?.[1] ?? Number.NaN);
}

/**
 * Page 1 rendered by pdftoppm as a PNG, and as a grey-level picture to measure:
 * its size in pixels and the share of pixels that are ink rather than paper.
 */
export function renderFirstPage(pdf: Uint8Array, dpi = 40) {
  return withFile(pdf, (file, dir) => {
    // Page 1 once as a colour PNG and once as a grey-level PGM ("-gray" writes .pgm).
    const renderPage = (format: "-png" | "-gray", name: string) => {
      const args = [
        format,
        "-r",
        String(dpi),
        "-f",
        "1",
        "-l",
        "1",
        "-singlefile",
        file,
        path.join(dir, name),
      ];
      execFileSync("pdftoppm", args);
    };
    renderPage("-png", "page");
    const png = readFileSync(path.join(dir, "page.png"));
    renderPage("-gray", "grey");
    const pgm = readFileSync(path.join(dir, "grey.pgm"));
    // Binary PGM: "P5\n<width> <height>\n<max>\n" then one byte a pixel.
    const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(pgm.subarray(0, 40).toString("latin1"));
    if (!header) throw new Error("pdftoppm did not write a PGM picture");
    const [whole, width, height] = header;
    const pixels = pgm.subarray(whole.length);
    let ink = 0;
    for (const value of pixels) if (value < 160) ink++;
    return { png, width: Number(width), height: Number(height), inkShare: ink / pixels.length };
  });
}
