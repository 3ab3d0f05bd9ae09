// Screenshots of the configurator of each product family at 375 and 1280 px,
// and of the Torterolo door configurator's dialog, into docs/screenshots/
// (linked from the README). Not part of `npm test`: run it by hand after
// `npm run build` with `node scripts/screenshots.ts`. It serves the build on a
// free port with a throw-away PGlite database and browses it with the
// machine's Chromium (CHROMIUM_PATH, default /usr/bin/chromium).
// SCREENSHOTS_ONLY takes only the shots whose name contains one of its
// comma-separated words: `SCREENSHOTS_ONLY=torterolo node scripts/screenshots.ts`.

import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { type BrowserContext, chromium } from "@playwright/test";
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
type Viewport = (typeof viewports)[number];

const only = (process.env.SCREENSHOTS_ONLY ?? "")
  .split(",")
  .map((word) => word.trim())
  .filter(Boolean);
/** Whether the shot named `name` (as in its file, "configuratore-finestra-375") is wanted. */
const wanted = (name: string) => only.length === 0 || only.some((word) => name.includes(word));

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

function newContext(viewport: Viewport): Promise<BrowserContext> {
  return browser.newContext({
    locale: "it-IT",
    viewport: { width: viewport.width, height: viewport.height },
    isMobile: viewport.isMobile,
    hasTouch: viewport.isMobile,
  });
}

/** The window configurator of the first configurable product of each family's category. */
async function familyShots(): Promise<void> {
  for (const [category, name] of families) {
    if (!viewports.some((viewport) => wanted(`configuratore-${name}-${viewport.width}`))) continue;
    const products = (await (await fetch(`${baseUrl}/api/categories/${category}/products`)).json()) as {
      id: number;
      subcategory: { slug: string } | null;
    }[];
    const product = products.find((candidate) => candidate.subcategory?.slug !== "alias");
    if (!product) throw new Error(`no configurable product in ${category}`);
    for (const viewport of viewports) {
      const shot = `configuratore-${name}-${viewport.width}`;
      if (!wanted(shot)) continue;
      const context = await newContext(viewport);
      const page = await context.newPage();
      await page.goto(`${baseUrl}/product/${product.id}#configuratore`);
      const section = page.locator("#configuratore");
      await section.getByRole("form").waitFor();
      const file = path.join(OUT, `${shot}.png`);
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
}

/**
 * The first Torterolo door's configurator dialog, open for a signed-in customer
 * (a guest is refused): its «Mano di apertura» field with the right hand
 * chosen, and the breakdown scrolled to the model's included articles, «(di serie)».
 */
async function doorShots(): Promise<void> {
  const products = (await (await fetch(`${baseUrl}/api/subcategories/torterolo/products`)).json()) as {
    id: number;
  }[];
  const product = products[0];
  if (!product) throw new Error("no Torterolo door in the catalogue");
  for (const viewport of viewports) {
    const shot = `configuratore-porta-torterolo-${viewport.width}`;
    if (!wanted(shot)) continue;
    const context = await newContext(viewport);
    const username = `cliente_${randomBytes(5).toString("hex")}`;
    const registered = await context.request.post(`${baseUrl}/api/register`, {
      data: { username, password: "Serramenti-Sicuri-2026", firstName: "Mario", lastName: "Rossi" },
    });
    if (registered.status() !== 201) throw new Error(`registration answered ${registered.status()}`);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/product/${product.id}`);
    await page.waitForLoadState("networkidle");
    await page.getByRole("button", { name: "Configura la porta" }).click();
    const dialog = page.getByRole("dialog", { name: /^Configura la porta/ });
    await dialog.getByRole("status").filter({ hasText: "Totale" }).waitFor();
    const hand = dialog.getByRole("group", { name: /Mano di apertura/ });
    await hand.getByRole("radio", { name: "Destra" }).check();
    // On a phone the field goes to the top of the dialog's scrolling choices, above the breakdown.
    const block: ScrollLogicalPosition = viewport.isMobile ? "start" : "nearest";
    await hand.evaluate((element, where) => element.scrollIntoView({ block: where }), block);
    const breakdown = dialog.getByRole("region", { name: "Dettaglio del prezzo" });
    await breakdown
      .getByText(/\(di serie\)/)
      .first()
      .evaluate((element) => element.scrollIntoView({ block: "nearest" }));
    await page.waitForTimeout(300);
    const file = path.join(OUT, `${shot}.png`);
    await page.screenshot({ path: file, animations: "disabled" });
    console.log(`wrote ${path.relative(ROOT, file)}`);
    await context.close();
  }
}

try {
  await waitUntilReady(server, `${baseUrl}/readyz`, { timeoutMs: 120_000 });
  await familyShots();
  await doorShots();
} finally {
  await browser.close();
  await server.kill();
  await rm(dataDir, { recursive: true, force: true });
}
