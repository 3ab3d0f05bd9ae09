import { setImmediate as nextTurn } from "node:timers/promises";
import { DrizzleQueryError } from "drizzle-orm/errors";
import { afterEach, describe, expect, it, vi } from "vitest";
import { describeError, jsonLogger } from "./error-log.server.ts";

describe("describeError", () => {
  it("keeps only the SQLSTATE of a database error, never the query or its parameters", () => {
    const cause = Object.assign(new Error('new row violates check constraint "x"'), { code: "23514" });
    const error = new DrizzleQueryError(
      "insert into orders values ($1, $2)",
      ["Mario Rossi", "via Roma 1"],
      cause,
    );
    const described = describeError(error);
    expect(described).toEqual({ code: "23514", message: "database query failed" });
  });

  it("keeps the first line of any other error's message", () => {
    expect(describeError(new TypeError("boom\n    at somewhere (file.ts:1:1)"))).toEqual({
      code: "TypeError",
      message: "boom",
    });
  });
});

describe("jsonLogger", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("writes the lines of one turn of the event loop together, one JSON object per line, in order", async () => {
    const writes: string[] = [];
    vi.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => {
      writes.push(String(chunk));
      return true;
    });
    jsonLogger({ level: "info", msg: "request", path: "/" });
    jsonLogger({ level: "error", msg: "second" });
    expect(writes).toEqual([]);
    await nextTurn();
    expect(writes).toHaveLength(1);
    expect(writes[0]!.split("\n")).toEqual([
      '{"level":"info","msg":"request","path":"/"}',
      '{"level":"error","msg":"second"}',
      "",
    ]);

    jsonLogger({ level: "info", msg: "later" });
    await nextTurn();
    expect(writes).toEqual([writes[0], '{"level":"info","msg":"later"}\n']);
  });
});
