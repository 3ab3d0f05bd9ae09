import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "@babel/parser";
import { describe, expect, test } from "vitest";

// No file in app/ is longer than 300 lines, and no function longer than 120
// lines, blank lines aside (the Layout section of README.md). Biome's
// noExcessiveLinesPerFunction guards statements but does not count the lines
// of a JSX expression, so a component could grow past the limit unseen; this
// test counts every function, JSX included.

const MAX_LINES = 120;
const MAX_FILE_LINES = 300;
const root = path.resolve(import.meta.dirname, "../..");

const FUNCTION_TYPES = new Set([
  "FunctionDeclaration",
  "FunctionExpression",
  "ArrowFunctionExpression",
  "ObjectMethod",
  "ClassMethod",
]);

interface AstNode {
  type: string;
  loc?: { start: { line: number }; end: { line: number } };
  [key: string]: unknown;
}

/** Each function of `source` longer than `maxLines` non-blank lines, as "line: length". */
function longFunctions(source: string, fileName: string, maxLines = MAX_LINES): string[] {
  const lines = source.split("\n");
  const ast = parse(source, {
    sourceType: "module",
    plugins: fileName.endsWith(".tsx") ? ["typescript", "jsx"] : ["typescript"],
  });
  const found: string[] = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    if (!value || typeof value !== "object" || typeof (value as AstNode).type !== "string") return;
    const node = value as AstNode;
    if (FUNCTION_TYPES.has(node.type) && node.loc) {
      const { start, end } = node.loc;
      const length = lines.slice(start.line - 1, end.line).filter((line) => line.trim() !== "").length;
      if (length > maxLines) found.push(`${start.line}: ${length} lines`);
    }
    for (const [key, child] of Object.entries(node)) {
      if (key !== "loc" && key !== "leadingComments" && key !== "trailingComments") visit(child);
    }
  };
  visit(ast.program);
  return found;
}

function appSourceFiles(): string[] {
  return (
    readdirSync(path.join(root, "app"), { recursive: true, encoding: "utf8" })
      .map((file) => `app/${file.split(path.sep).join("/")}`)
      // boundaries.test.ts writes short-lived probe modules into app/ while files run two at a time.
      .filter((file) => /\.tsx?$/.test(file) && !file.includes("/+types/") && !/-probe-/.test(file))
  );
}

describe("code size", () => {
  test(`no file in app/ is longer than ${MAX_FILE_LINES} lines`, () => {
    const tooLong = appSourceFiles()
      .map((file) => ({
        file,
        lines: readFileSync(path.join(root, file), "utf8").trimEnd().split("\n").length,
      }))
      .filter(({ lines }) => lines > MAX_FILE_LINES)
      .map(({ file, lines }) => `${file}: ${lines} lines`);
    expect(tooLong).toEqual([]);
  });

  test(`no function in app/ is longer than ${MAX_LINES} non-blank lines`, () => {
    const files = appSourceFiles().filter((file) => !/\.test\.tsx?$/.test(file));
    expect(files.length).toBeGreaterThan(100);
    const tooLong = files.flatMap((file) =>
      longFunctions(readFileSync(path.join(root, file), "utf8"), file).map((where) => `${file}:${where}`),
    );
    expect(tooLong).toEqual([]);
    // It parses every file of app/: its time grows with the code, past Vitest's 5 s on a busy machine.
  }, 60_000);

  test("counts the lines of JSX, which Biome's rule leaves out", () => {
    const paragraphs = Array.from({ length: MAX_LINES }, (_, index) => `      <p>${index}</p>`).join("\n");
    const component = `export function Long() {\n  return (\n    <div>\n${paragraphs}\n    </div>\n  );\n}\n`;
    expect(longFunctions(component, "probe.tsx")).toEqual([`1: ${MAX_LINES + 6} lines`]);
    const short = `export function Short() {\n\n\n  return <p>breve</p>;\n}\n`;
    expect(longFunctions(short, "probe.tsx", 3)).toEqual([]);
  });

  test("finds a long arrow function or method nested anywhere", () => {
    const body = Array.from({ length: MAX_LINES }, (_, index) => `    total += ${index};`).join("\n");
    const source = `export const sums = {\n  all: () => {\n    let total = 0;\n${body}\n    return total;\n  },\n};\n`;
    expect(longFunctions(source, "probe.ts")).toEqual([`2: ${MAX_LINES + 4} lines`]);
  });
});
