import { parse } from "@babel/parser";
import { describe, expect, test } from "vitest";
import { shopSources } from "../support/shop-sources.ts";

// Every status change of an order, a quote request, a lead or an offer goes through the
// guarded transition of its workflow (docs/decisions/029-guarded-transitions.md):
// no other module writes a `status` in an UPDATE, neither through Drizzle's
// `.update(…).set({ status })` (or an upsert's `set`) nor in SQL text. Inserts
// give a new row its first status and are no transition. The mail outbox's
// own status (pending, sent, failed) is the outbox's business. The scan reads
// the `status` key written out; a status smuggled in through a spread object
// escapes it, and a review has to catch that.

const TRANSITION_MODULES = [
  "app/server/orders/order-workflow.server.ts",
  "app/server/requests/request-transition.server.ts",
  "app/server/offers/offer-transition.server.ts",
  "app/server/appointments/appointment-transition.server.ts",
  // A purchase order's arrival (docs/product/production.md#purchase-orders).
  "app/server/purchasing/purchase-orders.server.ts",
];

/** Tables whose status column is not a workflow's. */
const OTHER_STATUS_TABLES = new Set(["mailOutbox"]);

interface AstNode {
  type: string;
  loc?: { start: { line: number } };
  [key: string]: unknown;
}

const isNode = (value: unknown): value is AstNode =>
  typeof value === "object" && value !== null && typeof (value as AstNode).type === "string";

/** `status: …` or `"status": …` among an object literal's properties. */
function setsStatus(node: unknown): boolean {
  if (!isNode(node) || node.type !== "ObjectExpression") return false;
  return (node.properties as AstNode[]).some((property) => {
    if (property.type !== "ObjectProperty") return false;
    const key = property.key as AstNode;
    return (key.type === "Identifier" && key.name === "status") || key.value === "status";
  });
}

/** The table an `.update(table)` call names: `schema.orders` and `orders` both read "orders". */
function tableName(node: unknown): string {
  if (!isNode(node)) return "";
  if (node.type === "Identifier") return node.name as string;
  if (node.type === "MemberExpression") return tableName(node.property);
  return "";
}

/** The `.update(…)` call a `.set(…)` hangs from, if any, through `.where`, `.returning` and the like. */
function updatedTable(call: AstNode): string | null {
  let receiver = (call.callee as AstNode).object;
  while (isNode(receiver) && receiver.type === "CallExpression") {
    const callee = receiver.callee as AstNode;
    if (callee.type === "MemberExpression" && (callee.property as AstNode).name === "update") {
      return tableName((receiver.arguments as unknown[])[0]);
    }
    receiver = callee.type === "MemberExpression" ? callee.object : undefined;
  }
  return null;
}

const SQL_STATUS_UPDATE = /update\s+"?(orders|quote_requests|contact_messages)"?\s+set\b[^;`]*\bstatus\b/i;

/** Each place in `source` that writes a workflow's status column, as "line: how". */
function statusWrites(source: string, fileName: string): string[] {
  const found: string[] = [];
  // Parsing is the slow part: a file that never mentions a status cannot write one.
  if (!/\bstatus\b/i.test(source)) return found;
  const ast = parse(source, {
    sourceType: "module",
    plugins: fileName.endsWith(".tsx") ? ["typescript", "jsx"] : ["typescript"],
  });
  const visit = (value: unknown) => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    if (!isNode(value)) return;
    if (value.type === "CallExpression" && (value.callee as AstNode).type === "MemberExpression") {
      const method = ((value.callee as AstNode).property as AstNode).name;
      const [argument] = value.arguments as AstNode[];
      const line = value.loc?.start.line;
      if (method === "set" && setsStatus(argument)) {
        const table = updatedTable(value);
        if (table === null || !OTHER_STATUS_TABLES.has(table)) found.push(`${line}: update ${table ?? "?"}`);
      }
      if (method === "onConflictDoUpdate" && isNode(argument) && argument.type === "ObjectExpression") {
        const set = (argument.properties as AstNode[]).find(
          (property) => (property.key as AstNode)?.name === "set",
        );
        if (set && setsStatus(set.value)) found.push(`${line}: upsert`);
      }
    }
    for (const [key, child] of Object.entries(value)) {
      if (key !== "loc" && key !== "leadingComments" && key !== "trailingComments") visit(child);
    }
  };
  visit(ast.program);
  source.split("\n").forEach((text, index) => {
    if (SQL_STATUS_UPDATE.test(text)) found.push(`${index + 1}: SQL`);
  });
  return found;
}

describe("status changes of orders and requests", () => {
  test("are written only by the transition modules", () => {
    const sources = shopSources();
    const writes = sources.flatMap(({ file, text }) =>
      statusWrites(text, file).map((where) => `${file}:${where}`),
    );
    const outside = writes.filter(
      (write) => !TRANSITION_MODULES.some((module) => write.startsWith(`${module}:`)),
    );
    expect(outside).toEqual([]);
    // The scan sees the writes it allows, so it reads the code it is meant to.
    for (const module of TRANSITION_MODULES) {
      expect(
        writes.some((write) => write.startsWith(`${module}:`)),
        module,
      ).toBe(true);
    }
  });

  test("the scan finds a status written by Drizzle, by an upsert or in SQL, and leaves the rest alone", () => {
    const probe = [
      "await tx.update(schema.orders).set({ status: 'completed' }).where(eq(schema.orders.id, 1));",
      "await db.update(quoteRequests).set({ note: '', \"status\": next });",
      "await tx.insert(schema.contactMessages).values({ status: 'nuova' }).onConflictDoUpdate({ target: x, set: { status: 'chiusa' } });",
      "await tx.execute(sql`UPDATE quote_requests SET version = version + 1, status = 'chiusa'`);",
      "await tx.update(schema.mailOutbox).set({ status: 'pending' });",
      "await tx.insert(schema.orders).values({ status: 'pending' });",
      "await tx.update(schema.orders).set({ version: 2 });",
    ].join("\n");
    expect(statusWrites(probe, "probe.ts")).toEqual([
      "1: update orders",
      "2: update quoteRequests",
      "3: upsert",
      "4: SQL",
    ]);
  });
});
