// Screenshots of the configurator of each product family at 375 and 1280 px,
// into docs/screenshots/ (linked from the README). Not part of `npm test`:
// run it by hand after `npm run build` with `node scripts/screenshots.ts`.
// It serves the build on a free port with a throw-away PGlite database and
// browses it with the machine's Chromium (CHROMIUM_PATH, default /usr/bin/chromium).

import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { freeLoopbackPort, startChildServer, waitUntilReady } from "./support/child-server.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
const OUT = path.join(ROOT, "docs/screenshots");

/** The category whose first configurable product shows each family, and the file's name. */
const families = [
  ["finestre", "finestra"],
  ["portefinestre", "portafinestra"],
  ["scorrevoli", "scorrevole"],
  ["tapparelle", "tapparella"],
  ["porte-ingresso", "porta-ingresso"],
  ["porte-interne", "porta-interna"],
] as const;

const viewports = [
  { width: 375, height: 812, isMobile: true },
  { width: 1280, height: 900, isMobile: false },
] as const;

const dataDir = await mkdtemp(path.join(tmpdir(), "screenshots-"));
const port = await freeLoopbackPort();
const baseUrl = `http://127.0.0.1:${port}`;
const server = startChildServer({
  name: "server.ts",
  script: "server.ts",
  cwd: ROOT,
  env: {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: "production",
    PORT: String(port),
    PUBLIC_URL: baseUrl,
    DATA_DIR: dataDir,
    SESSION_SECRET: "screenshots-only-secret-0123456789abcdef0123",
    SHOP_IBAN: "IT60X0542811101000000123456",
  },
});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});

try {
  await waitUntilReady(server, `${baseUrl}/readyz`, { timeoutMs: 120_000 });
  for (const [category, name] of families) {
    const products = (await (await fetch(`${baseUrl}/api/categories/${category}/products`)).json()) as {
      id: number;
      subcategory: { slug: string } | null;
    }[];
    const product = products.find((candidate) => candidate.subcategory?.slug !== "alias");
    if (!product) throw new Error(`no configurable product in ${category}`);
    for (const viewport of viewports) {
      const context = await browser.newContext({
        locale: "it-IT",
        viewport: { width: viewport.width, height: viewport.height },
        isMobile: viewport.isMobile,
        hasTouch: viewport.isMobile,
      });
      const page = await context.newPage();
      await page.goto(`${baseUrl}/product/${product.id}#configuratore`);
      const section = page.locator("#configuratore");
      await section.getByRole("form").waitFor();
      const file = path.join(OUT, `configuratore-${name}-${viewport.width}.png`);
      if (viewport.isMobile) {
        // A phone sees one screen of fields with the sticky price bar below them: where a family has
        // them, the glazing, outside colour and hand (docs/product/window-options.md).
        const glazed = ["finestra", "portafinestra", "scorrevole"].includes(name);
        const target = glazed ? section.locator('[data-option-type="glazing"]') : section.getByRole("form");
        await target.first().waitFor();
        await page.waitForLoadState("networkidle");
        // A real wheel scroll: the page's own jump to #configuratore undoes a scripted one.
        const offset = await target.first().evaluate((element) => element.getBoundingClientRect().top - 80);
        await page.mouse.move(viewport.width / 2, viewport.height / 2);
        await page.mouse.wheel(0, offset);
        await page.waitForTimeout(500);
        await page.screenshot({ path: file, animations: "disabled" });
      } else {
        await section.scrollIntoViewIfNeeded();
        await section.screenshot({ path: file, animations: "disabled" });
      }
      console.log(`wrote ${path.relative(ROOT, file)}`);
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.kill();
  await rm(dataDir, { recursive: true, force: true });
}
