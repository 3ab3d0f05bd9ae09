import { describe, expect, test } from "vitest";
import { shopSources } from "../support/shop-sources.ts";

// An issued invoice never changes (docs/product/invoices.md#issuing): no
// module of the shop updates or deletes a row of `invoices`, through Drizzle
// (`.update(schema.invoices)`, `.delete(invoices)`) or in SQL text
// (`update invoices`, `delete from invoices`). A correction is a credit note,
// a new row. Only the counter row of the year is ever updated.

const WRITES = [
  /\.(update|delete)\(\s*(schema\.)?invoices\s*\)/,
  /\b(update|delete\s+from)\s+"?invoices"?\s/i,
];

describe("issued invoices never change", () => {
  test("no shop module updates or deletes an invoice", () => {
    const offending = shopSources().flatMap(({ file, text }) =>
      text
        .split("\n")
        .flatMap((line, index) =>
          WRITES.some((pattern) => pattern.test(line.replace(/\/\/.*$/, "")))
            ? [`${file}:${index + 1}: ${line.trim()}`]
            : [],
        ),
    );
    expect(offending).toEqual([]);
  });

  test("the scan finds such a write", () => {
    expect(
      WRITES.some((pattern) => pattern.test("await tx.update(schema.invoices).set({ totalCents: 1 })")),
    ).toBe(true);
    expect(WRITES.some((pattern) => pattern.test("sql`delete from invoices where id = 1`"))).toBe(true);
  });
});
