import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { refusalKinds } from "#app/domain/refusal.ts";
import { refusalStatus } from "#app/server/web/refusal-status.server.ts";

// A rule says what kind of no it is; only the web layer's table
// (app/server/web/refusal-status.server.ts) says which status that is
// (docs/decisions/028-refusals.md). So no file in app/ writes a status the
// table owns as a number where an answer's status is chosen, and the
// HttpError(status) that services used to throw stays gone. Reading a status (`actionStatus === 409`) is
// no choice and stays allowed.

const root = path.resolve(import.meta.dirname, "../..");
const TABLE = "app/server/web/refusal-status.server.ts";

const tableStatuses = [...new Set(refusalKinds.map(refusalStatus))];
const statusNumber = `(?:${tableStatuses.join("|")})`;

/** Where a source chooses an answer's status: `status: …`, `jsonError(…`, `res.status(…`. */
const STATUS_CHOICES = [
  new RegExp(String.raw`\bstatus\s*:\s*[^,}\n]*\b${statusNumber}\b`),
  new RegExp(String.raw`\bjsonError\(\s*${statusNumber}\b`),
  new RegExp(String.raw`\.status\(\s*${statusNumber}\b`),
];

/** Each line of `source` that chooses a refusal's status itself or names an HttpError, as "line: text". */
function statusChoices(source: string): string[] {
  return source.split("\n").flatMap((line, index) => {
    const code = line.replace(/\/\/.*$/, "");
    const chooses = STATUS_CHOICES.some((pattern) => pattern.test(code)) || /\bHttpError\b/.test(code);
    return chooses ? [`${index + 1}: ${line.trim()}`] : [];
  });
}

function appSourceFiles(): string[] {
  return readdirSync(path.join(root, "app"), { recursive: true, encoding: "utf8" })
    .map((file) => `app/${file.split(path.sep).join("/")}`)
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.includes("/+types/"));
}

describe("refusal statuses are chosen by the web layer's table only", () => {
  test("the scan sees a status chosen by hand and an HttpError", () => {
    expect(statusChoices("return data({ ok: false }, { status: 409 });")).toHaveLength(1);
    expect(statusChoices("return data(result, { status: usable ? 200 : 400 });")).toHaveLength(1);
    expect(statusChoices('new Response("Non trovato", {\n  status: 404,\n});')).toHaveLength(1);
    expect(statusChoices('return jsonError(429, "Troppe richieste");')).toHaveLength(1);
    expect(statusChoices('res.status(403).json({ message: "No" });')).toHaveLength(1);
    expect(statusChoices('throw new HttpError(400, "Dati non validi");')).toHaveLength(1);
  });

  test("the scan lets the table's own spelling, reads of a status and other statuses through", () => {
    expect(statusChoices('throw data(null, { status: refusalStatus("not-found") });')).toEqual([]);
    expect(statusChoices("return actionStatus === 409 || defaultShouldRevalidate;")).toEqual([]);
    expect(statusChoices("return Response.json(line, { status: 201 });")).toEqual([]);
    expect(statusChoices('return jsonError(405, "Metodo non consentito");')).toEqual([]);
    expect(statusChoices("// answered 404, as an unknown address is")).toEqual([]);
  });

  test("no file in app/ chooses a status the table owns, nor throws an HttpError", () => {
    const found = appSourceFiles()
      .filter((file) => file !== TABLE)
      .flatMap((file) =>
        statusChoices(readFileSync(path.join(root, file), "utf8")).map((choice) => `${file}:${choice}`),
      );
    expect(found).toEqual([]);
  });
});
