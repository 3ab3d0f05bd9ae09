import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it } from "vitest";
import { describeError } from "./error-log.server.ts";

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
