import { defineConfig } from "vitest/config";

// Four suites: pure unit tests beside the code, the same integration files run
// once per database driver, and system tests that start `node server.ts` as
// child processes. scripts/test.ts runs each as its own part.

// Vitest's own default on a 2-core machine is one file at a time; unit and
// integration files share nothing but the CPU (each integration file has its own
// database and server), and much of their time is waiting, so two run side by
// side (docs/decisions/027-test-database-template.md). TEST_WORKERS overrides it.
const FILES_SIDE_BY_SIDE = Number(process.env.TEST_WORKERS ?? 2);
const integration = (name: string, driver: "pglite" | "postgres") => ({
  test: {
    name,
    include: ["tests/integration/**/*.test.ts"],
    env: { TEST_DB_DRIVER: driver },
    maxWorkers: FILES_SIDE_BY_SIDE,
    // Migrates and seeds one database per run; each file starts from a copy (docs/decisions/027).
    globalSetup: ["tests/support/database-template-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          maxWorkers: FILES_SIDE_BY_SIDE,
          include: [
            "app/**/*.test.{ts,tsx}",
            "db/**/*.test.ts",
            "express/**/*.test.ts",
            "scripts/**/*.test.ts",
            "tests/lint/**/*.test.ts",
          ],
        },
      },
      integration("integration-pglite", "pglite"),
      integration("integration-postgres", "postgres"),
      {
        test: {
          name: "system",
          include: ["tests/system/**/*.test.ts"],
          // Real processes: starting, seeding, waiting out a 10 s shutdown limit, crashing.
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Files run one after another, so their servers do not compete for the CPU.
          fileParallelism: false,
        },
      },
    ],
  },
});
