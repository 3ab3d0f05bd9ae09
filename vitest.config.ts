import { defineConfig } from "vitest/config";

// Three suites: pure unit tests beside the code, and the same integration files
// run once per database driver. scripts/test.ts runs each as its own part.
const integration = (name: string, driver: "pglite" | "postgres") => ({
  test: {
    name,
    include: ["tests/integration/**/*.test.ts"],
    env: { TEST_DB_DRIVER: driver },
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
          include: [
            "app/**/*.test.{ts,tsx}",
            "db/**/*.test.ts",
            "server/**/*.test.ts",
            "scripts/**/*.test.ts",
          ],
        },
      },
      integration("integration-pglite", "pglite"),
      integration("integration-postgres", "postgres"),
    ],
  },
});
