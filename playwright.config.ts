import { defineConfig, devices } from "@playwright/test";

// E2E runs against the production build (npm run build) on a fresh PGlite
// database under .data/e2e, in Debian's Chromium: Playwright never downloads browsers.
const PORT = Number(process.env.E2E_PORT ?? 4317);
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.e2e.ts",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // axe sweeps over several pages and viewports take a while on a 2-core CI machine.
  timeout: 90_000,
  reporter: [["list"]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: "it-IT",
    timezoneId: "Europe/Rome",
    trace: "off",
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "desktop", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: "rm -rf .data/e2e && node server.ts",
    url: `http://localhost:${PORT}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      NODE_ENV: "production",
      PORT: String(PORT),
      // Absolute URLs (canonical, og:url, sitemap) name the address the tests browse.
      PUBLIC_URL: `http://localhost:${PORT}`,
      DATA_DIR: ".data/e2e",
      SESSION_SECRET: "e2e-only-secret-0123456789abcdef0123456789",
      // A fictional IBAN with a valid checksum: production requires one.
      SHOP_IBAN: "IT60 X054 2811 1010 0000 0123 456",
      PUBLIC_FORM_RATE_LIMIT: "1000",
      // The back office's first admin (tests/support/e2e-fixtures.ts signs in with it).
      ADMIN_USERNAME: "titolare_e2e",
      ADMIN_PASSWORD: "Gestione-Aurora-2026!",
    },
  },
});
