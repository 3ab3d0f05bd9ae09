import { execFile } from "node:child_process";
import { rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, test } from "vitest";

// The layer boundaries in biome.json (the Layout section of README.md; services
// and the web layer: docs/decisions/028-refusals.md): a probe
// file is written into a folder, Biome lints it, and the probe is removed again
// whatever the outcome. Type-only imports count as much as value imports.

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../..");
const biome = path.join(root, "node_modules/@biomejs/biome/bin/biome");
const RULE = "lint/style/noRestrictedImports";

interface LintOutcome {
  failed: boolean;
  output: string;
}

async function lintProbe(folder: string, source: string): Promise<LintOutcome> {
  const file = path.join(root, folder, `boundary-probe-${process.pid}.ts`);
  await writeFile(file, source);
  try {
    const { stdout, stderr } = await run(process.execPath, [biome, "lint", "--colors=off", file], {
      cwd: root,
    });
    return { failed: false, output: stdout + stderr };
  } catch (error) {
    const { stdout = "", stderr = "" } = error as { stdout?: string; stderr?: string };
    return { failed: true, output: stdout + stderr };
  } finally {
    await rm(file, { force: true });
  }
}

const typeImport = (specifier: string) =>
  `import type * as probe from "${specifier}";\n\nexport type Probe = typeof probe;\n`;
const valueImport = (specifier: string) =>
  `import * as probe from "${specifier}";\n\nexport const probeKeys = Object.keys(probe);\n`;

const forbidden: { folder: string; specifier: string }[] = [
  { folder: "app/domain", specifier: "#app/server/cart-and-checkout/cart.server.ts" },
  { folder: "app/domain/orders", specifier: "../../server/cart-and-checkout/cart.server.ts" },
  { folder: "app/domain", specifier: "#app/components/ui/button.tsx" },
  { folder: "app/domain/orders", specifier: "../../components/ui/button.tsx" },
  { folder: "app/domain", specifier: "#app/routes/cart.tsx" },
  { folder: "app/domain/orders", specifier: "../../routes/cart.tsx" },
  { folder: "app/components/cart-and-checkout", specifier: "#app/server/cart-and-checkout/cart.server.ts" },
  { folder: "app/components/cart-and-checkout", specifier: "../../server/cart-and-checkout/cart.server.ts" },
  { folder: "app/components/cart-and-checkout", specifier: "#db/schema.ts" },
  { folder: "app/components/cart-and-checkout", specifier: "../../../db/schema.ts" },
  { folder: "app/components/catalogue", specifier: "#app/routes/wishlist.tsx" },
  { folder: "app/components/catalogue", specifier: "../../routes/wishlist.tsx" },
  { folder: "app/routes", specifier: "#db/schema.ts" },
  { folder: "app/routes", specifier: "../../db/schema.ts" },
  { folder: "app/routes/api", specifier: "#db/seed/catalogue-data.ts" },
  { folder: "app/server/orders", specifier: "#app/server/web/responses.server.ts" },
  { folder: "app/server/orders", specifier: "../web/responses.server.ts" },
  { folder: "app/server/accounts", specifier: "../web/context.server.ts" },
  { folder: "app/server/platform", specifier: "../web/refusal-status.server.ts" },
];

// Each probe starts Biome: slow on a busy 2-core machine, so the tests get time.
const PROBE_TIMEOUT_MS = 60_000;

describe("layer boundaries enforced by npm run lint", { timeout: PROBE_TIMEOUT_MS }, () => {
  for (const { folder, specifier } of forbidden) {
    test(`${folder} may not import "${specifier}", not even a type`, async () => {
      const outcome = await lintProbe(folder, typeImport(specifier));
      expect(outcome.failed).toBe(true);
      expect(outcome.output).toContain(RULE);
      expect(outcome.output).toContain(specifier);
    });
  }

  test("a value import across a boundary fails as well", async () => {
    const outcome = await lintProbe(
      "app/components/cart-and-checkout",
      valueImport("#app/server/cart-and-checkout/cart.server.ts"),
    );
    expect(outcome.failed).toBe(true);
    expect(outcome.output).toContain(RULE);
  });

  const allowed: { folder: string; specifiers: string[] }[] = [
    { folder: "app/domain", specifiers: ["#db/schema.ts", "./italian-formats/money.ts"] },
    {
      folder: "app/components/cart-and-checkout",
      specifiers: ["#app/domain/cart-and-checkout/cart.ts", "../ui/button.tsx"],
    },
    {
      folder: "app/routes",
      specifiers: [
        "#app/server/cart-and-checkout/cart.server.ts",
        "#app/components/cart-and-checkout/order-totals.tsx",
      ],
    },
    {
      folder: "app/server/orders",
      specifiers: [
        "#app/domain/refusal.ts",
        "#app/domain/web/validation.ts",
        "../../domain/web/record-id.ts",
        "../platform/rate-limit.server.ts",
        "../cart-and-checkout/cart.server.ts",
      ],
    },
    {
      folder: "app/server/web",
      specifiers: ["./refusal-status.server.ts", "../orders/orders.server.ts"],
    },
  ];
  for (const { folder, specifiers } of allowed) {
    test(`${folder} may import ${specifiers.join(" and ")}`, async () => {
      const source = specifiers
        .map((specifier, index) => `import type * as allowed${index} from "${specifier}";\n`)
        .join("");
      const names = specifiers.map((_, index) => `typeof allowed${index}`).join(", ");
      const outcome = await lintProbe(folder, `${source}\nexport type Allowed = [${names}];\n`);
      expect(outcome.output).not.toContain(RULE);
      expect(outcome.failed).toBe(false);
    });
  }
});

describe("import cycles refused by npm run lint", { timeout: PROBE_TIMEOUT_MS }, () => {
  const CYCLE_RULE = "lint/suspicious/noImportCycles";

  // Two probe modules that import each other: Biome must flag the pair.
  async function lintPair(folder: string, imports: { first: string; second: string }) {
    const first = path.join(root, folder, `cycle-probe-a-${process.pid}.ts`);
    const second = path.join(root, folder, `cycle-probe-b-${process.pid}.ts`);
    await writeFile(first, `${imports.first}\nexport const a = 1;\n`);
    await writeFile(second, `${imports.second}\nexport const b = 2;\n`);
    try {
      await run(process.execPath, [biome, "lint", "--colors=off", first, second], { cwd: root });
      return { failed: false, output: "" };
    } catch (error) {
      const { stdout = "", stderr = "" } = error as { stdout?: string; stderr?: string };
      return { failed: true, output: stdout + stderr };
    } finally {
      await rm(first, { force: true });
      await rm(second, { force: true });
    }
  }

  test("two modules that import each other fail the lint", async () => {
    const outcome = await lintPair("app/components/accounts", {
      first: `import { b } from "./cycle-probe-b-${process.pid}.ts";\nexport const usesB = b;`,
      second: `import { a } from "./cycle-probe-a-${process.pid}.ts";\nexport const usesA = a;`,
    });
    expect(outcome.failed).toBe(true);
    expect(outcome.output).toContain(CYCLE_RULE);
  });

  test("a cycle made of type-only imports fails as well", async () => {
    const outcome = await lintPair("app/components/accounts", {
      first: `import type { b } from "./cycle-probe-b-${process.pid}.ts";\nexport type UsesB = typeof b;`,
      second: `import type { a } from "./cycle-probe-a-${process.pid}.ts";\nexport type UsesA = typeof a;`,
    });
    expect(outcome.failed).toBe(true);
    expect(outcome.output).toContain(CYCLE_RULE);
  });

  test("a one-way import between the same two modules passes", async () => {
    const outcome = await lintPair("app/components/accounts", {
      first: `import { b } from "./cycle-probe-b-${process.pid}.ts";\nexport const usesB = b;`,
      second: "",
    });
    expect(outcome.output).not.toContain(CYCLE_RULE);
    expect(outcome.failed).toBe(false);
  });
});
