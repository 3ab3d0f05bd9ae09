import type { Locator, Page } from "@playwright/test";
import { finishShortName } from "../../app/domain/configurator/door-finish-labels.ts";
import {
  INCLUDED_SUFFIX,
  includedItemsOf,
  withIncludedPrices,
} from "../../app/domain/configurator/door-included-items.ts";
import {
  computeDoorPrice,
  type DoorPricedItem,
  type DoorPricedPanel,
  type DoorPriceInput,
  doorHandTexts,
} from "../../app/domain/configurator/door-price.ts";
import {
  MISSING_PANEL_MESSAGE,
  standardPanelsOf,
} from "../../app/domain/configurator/door-standard-panels.ts";
import { eurosToCents, formatEuroCents } from "../../app/domain/italian-formats/money.ts";
import type { DoorCatalogueJson, ProductJson } from "../../app/server/web/api-serializers.server.ts";
import { validShipping } from "../support/api-client";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { apiJson, expect, test } from "../support/e2e-fixtures";

type DoorArticleView = DoorCatalogueJson["cylinders"][number];
type DoorFinishView = DoorCatalogueJson["finishes"][number];

// The Torterolo door configurator on the product page: the guest refusal, a
// signed-in customer's whole configuration down to the order, the keyboard
// and the dialog's accessibility. Expected totals come from the public
// catalogue through the same pure rule the server prices with.

const GUEST_NOTICE = "Accedi o registrati per poter continuare!";
const SURCHARGE_LABEL = "Maggiorazione misura personalizzata (+15% del prezzo base)";

interface DoorFixture {
  product: ProductJson;
  catalogue: DoorCatalogueJson;
}

async function doorFixture(page: Page): Promise<DoorFixture> {
  const [products, catalogue] = await Promise.all([
    apiJson<ProductJson[]>(page, "/api/subcategories/torterolo/products"),
    apiJson<DoorCatalogueJson>(page, "/api/door-catalogue"),
  ]);
  const product = products[0];
  if (!product) throw new Error("no Torterolo product in the catalogue");
  return { product, catalogue };
}

/** What the test picked, priced as doors.server.ts prices it. */
function expectedPrice(
  product: ProductJson,
  size: DoorPriceInput["size"],
  picks: { group: string; article: DoorArticleView }[],
  panels: { side: DoorPricedPanel["side"]; finish: DoorFinishView }[],
) {
  const items: DoorPricedItem[] = picks.map(({ group, article }) => ({
    group,
    name: article.name,
    code: article.code,
    priceCents: eurosToCents(article.price),
  }));
  return computeDoorPrice({
    basePriceCents: eurosToCents(product.basePrice),
    size,
    // The model's own articles are at 0 € (docs/product/door-configurator.md#included-items).
    items: withIncludedPrices(product.slug, items),
    openingSide: "destra",
    panels: panels.map(({ side, finish }) => ({
      side,
      name: finish.name,
      line: finish.line,
      priceCents: eurosToCents(finish.price),
      lacquer: finish.lacquer,
    })),
  });
}

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function totalOf(dialog: Locator) {
  return dialog.getByRole("status").filter({ hasText: "Totale" });
}

/** Opens the dialog; unless told not to, chooses the right hand, which the dialog never assumes. */
async function openConfigurator(page: Page, productId: number, { hand = true } = {}) {
  await page.goto(`/product/${productId}`);
  await page.getByRole("button", { name: "Configura la porta" }).click();
  const dialog = page.getByRole("dialog", { name: /^Configura la porta/ });
  await expect(totalOf(dialog)).toBeVisible();
  if (hand) await dialog.getByRole("radio", { name: doorHandTexts.destra }).check();
  return dialog;
}

/** An article as the breakdown names it: the model's own ones say «(di serie)». */
function shownName(product: ProductJson, article: DoorArticleView) {
  const included = includedItemsOf(product.slug);
  const own = [included.cylinder, included.handleKit, ...included.accessories].includes(article.code);
  return own ? `${article.name}${INCLUDED_SUFFIX}` : article.name;
}

test("a guest is refused with the notice and a way to sign in; the dialog does not open", async ({
  page,
  toasts,
}) => {
  const { product } = await doorFixture(page);
  await page.goto(`/product/${product.id}`);

  // The hero's call to action (the first of the page's links of that name: until the
  // script runs, the section offers its own) leads to the door configurator, not to the window one.
  await expect(page.getByRole("link", { name: "Configura la porta" }).first()).toHaveAttribute(
    "href",
    "#configura-porta",
  );
  await expect(page.getByRole("link", { name: "Calcola Prezzo" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Apri il configuratore" })).toHaveCount(0);

  await page.getByRole("button", { name: "Configura la porta" }).click();
  await expect(toasts.region.getByText("ATTENZIONE:", { exact: true })).toBeVisible();
  await expect(toasts.region.getByText(GUEST_NOTICE, { exact: true })).toBeVisible();

  const section = page.getByRole("region", { name: "Configuratore della porta" });
  await expect(section).toContainText(`ATTENZIONE: ${GUEST_NOTICE}`);
  await expect(section.getByRole("link", { name: "Accedi o registrati" })).toHaveAttribute(
    "href",
    `/auth?redirectTo=${encodeURIComponent(`/product/${product.id}#configura-porta`)}`,
  );
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test("a customer configures a door, adds it to the cart and orders it with the same summary and total", async ({
  page,
  customer: _signedIn,
}) => {
  const { product, catalogue } = await doorFixture(page);
  const cylinder = catalogue.cylinders[1]!;
  const kit = catalogue.handleKits[1]!;
  const pigna = catalogue.knobs.find((knob) => knob.category === "Pomolo Pigna uovo")!;
  const roundKnob = catalogue.knobs.find((knob) => knob.category === "Pomolo fisso/girevole esterno tondo")!;
  const [firstAccessory, secondAccessory] = [
    catalogue.accessories.find((item) => item.category === "Sensori")!,
    catalogue.accessories.find((item) => item.category === "Soglie")!,
  ];
  const panel = catalogue.finishes.find((finish) => finish.line === "Essenza PVC")!;
  const standard = { mode: "standard" as const, width: 90, height: 210 };
  const euros = (cents: number) => formatEuroCents(cents);

  const dialog = await openConfigurator(page, product.id);
  const total = totalOf(dialog);
  await expect(total).toContainText(euros(eurosToCents(product.basePrice)));
  await expect(dialog.getByRole("tab", { name: "Cilindri" })).toHaveAttribute("aria-selected", "true");
  await expect(dialog.getByRole("radio", { name: "90 cm" })).toBeChecked();
  await expect(dialog.getByRole("radio", { name: "210 cm" })).toBeChecked();

  const picks: { group: string; article: DoorArticleView }[] = [];
  const expectTotal = () =>
    expect(total).toContainText(euros(expectedPrice(product, standard, picks, []).totalCents));

  await dialog.getByRole("radio", { name: new RegExp(escapeRegExp(cylinder.code)) }).check();
  picks.push({ group: "Cilindro", article: cylinder });
  await expectTotal();

  await dialog.getByRole("tab", { name: "Kit maniglie" }).click();
  await dialog.getByRole("radio", { name: new RegExp(escapeRegExp(kit.code)) }).check();
  picks.push({ group: "Kit maniglie", article: kit });
  await expectTotal();

  // One knob in total: a round knob replaces the Pigna chosen in the other tab.
  await dialog.getByRole("tab", { name: "Pomoli Pigna" }).click();
  await dialog.getByRole("radio", { name: new RegExp(escapeRegExp(pigna.code)) }).check();
  await expect(dialog).toContainText(`Pomolo: ${pigna.name}`);
  await dialog.getByRole("tab", { name: "Pomoli", exact: true }).click();
  await dialog.getByRole("radio", { name: new RegExp(escapeRegExp(roundKnob.code)) }).check();
  picks.push({ group: "Pomolo", article: roundKnob });
  await expect(dialog.getByText(/^Pomolo: /)).toHaveCount(1);
  await expectTotal();

  await dialog.getByRole("tab", { name: "Accessori" }).click();
  for (const heading of ["Telaio", "Sensori", "Guarnizioni", "Modifiche", "Articoli aggiuntivi"]) {
    await expect(dialog.getByRole("heading", { name: heading, exact: true })).toBeVisible();
  }
  for (const accessory of [firstAccessory, secondAccessory]) {
    await dialog.getByRole("checkbox", { name: new RegExp(escapeRegExp(accessory.code)) }).check();
    picks.push({ group: "Accessorio", article: accessory });
    await expectTotal();
  }

  await dialog.getByRole("tab", { name: "Pannelli e finiture" }).click();
  await expect(dialog.getByRole("heading", { name: "Laminati Base" })).toBeVisible();
  await expect(dialog.getByRole("heading", { name: "Spigolo Tondo" })).toBeVisible();
  const internal = dialog.getByRole("button", { name: `Interno: ${panel.name}` });
  await internal.click();
  await expect(internal).toHaveAttribute("aria-pressed", "true");
  const panels = [{ side: "interno" as const, finish: panel }];
  await expect(total).toContainText(euros(expectedPrice(product, standard, picks, panels).totalCents));

  // Custom size: empty inputs on entering, bounds checked inline, the surcharge once.
  await dialog.getByRole("radio", { name: "Misure personalizzate" }).check();
  const width = dialog.getByLabel("Larghezza (cm)");
  const height = dialog.getByLabel("Altezza (cm)");
  await expect(width).toHaveValue("");
  await expect(height).toHaveValue("");
  await expect(dialog.getByText(SURCHARGE_LABEL)).toHaveCount(0);
  await width.fill("20");
  await height.fill("230");
  await dialog.getByRole("button", { name: "Aggiungi al Carrello" }).click();
  await expect(dialog.getByText("La larghezza deve essere tra 60 e 130 cm")).toBeVisible();
  await expect(width).toHaveAttribute("aria-invalid", "true");
  await expect(width).toBeFocused();
  expect(await (await page.request.get("/api/cart")).json()).toEqual([]);

  await width.fill("100");
  await expect(dialog.getByText("La larghezza deve essere tra 60 e 130 cm")).toHaveCount(0);
  const custom = { mode: "custom" as const, width: 100, height: 230 };
  const expected = expectedPrice(product, custom, picks, panels);
  await expect(dialog.getByText(SURCHARGE_LABEL)).toHaveCount(1);
  await expect(total).toContainText(euros(expected.totalCents));

  // Leaving custom mode and coming back starts again from empty measures.
  await dialog.getByRole("radio", { name: "Misure standard" }).check();
  await expect(dialog.getByText(SURCHARGE_LABEL)).toHaveCount(0);
  await dialog.getByRole("radio", { name: "Misure personalizzate" }).check();
  await expect(width).toHaveValue("");
  await expect(height).toHaveValue("");
  await width.fill("100");
  await height.fill("230");
  await expect(dialog.getByText(SURCHARGE_LABEL)).toHaveCount(1);
  await expect(total).toContainText(euros(expected.totalCents));

  await dialog.getByRole("button", { name: "Aggiungi al Carrello" }).click();
  await expect(page.getByText("Successo", { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("link", { name: "Carrello, 1 articolo" })).toBeVisible();

  // Everything the customer picked describes the line, in the cart and in the order.
  const described = [
    "Misura personalizzata",
    "100 x 230 cm",
    `Cilindro: ${cylinder.name} (${cylinder.code})`,
    `Kit maniglie: ${kit.name} (${kit.code})`,
    `Pomolo: ${roundKnob.name} (${roundKnob.code})`,
    `Accessorio: ${shownName(product, firstAccessory)} (${firstAccessory.code})`,
    `Accessorio: ${shownName(product, secondAccessory)} (${secondAccessory.code})`,
    `Mano di apertura${doorHandTexts.destra}`,
    `Pannello interno: ${panel.name} (${panel.line})`,
    SURCHARGE_LABEL,
  ];
  const totalText = euros(expected.totalCents);
  await page.goto("/cart");
  const line = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: product.name }) })
    .first();
  for (const text of described) await expect(line).toContainText(text);
  await expect(line).toContainText(`Prezzo unitario: ${totalText}`);
  await expect(page.getByRole("region", { name: "Riepilogo dell'ordine" })).toContainText(
    `Totale${totalText}`,
  );

  const order = await page.request.post("/api/orders", {
    data: { shipping: validShipping, paymentMethod: "bonifico", withdrawalExclusionAccepted: true },
  });
  expect(order.status()).toBe(201);
  const { id } = (await order.json()) as { id: number };
  await page.goto(`/orders/${id}`);
  const items = page.getByRole("region", { name: "Articoli" });
  for (const text of described) await expect(items).toContainText(text);
  await expect(items).toContainText(`Totale${totalText}`);
});

test("the dialog works with the keyboard, traps focus, returns it on Escape and passes axe", async ({
  page,
  customer: _signedIn,
}) => {
  const { product, catalogue } = await doorFixture(page);
  await page.goto(`/product/${product.id}`);
  const trigger = page.getByRole("button", { name: "Configura la porta" });
  await trigger.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: /^Configura la porta/ });
  const total = totalOf(dialog);
  await expect(total).toBeVisible();
  const focusInDialog = () => page.evaluate(() => Boolean(document.activeElement?.closest("[role=dialog]")));
  expect(await focusInDialog()).toBe(true);

  // Arrow keys move between tabs; Tab enters the panel; arrows choose a kit; Space ticks an accessory.
  const base = eurosToCents(product.basePrice);
  await dialog.getByRole("tab", { name: "Cilindri" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(dialog.getByRole("tab", { name: "Kit maniglie" })).toBeFocused();
  await expect(dialog.getByRole("tab", { name: "Kit maniglie" })).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("tabpanel")).toBeFocused();
  await page.keyboard.press("Tab");
  // The model's own kit is chosen at 0 €; the arrow moves to the next one.
  const own = catalogue.handleKits[0]!;
  await expect(dialog.getByRole("radio", { name: new RegExp(escapeRegExp(own.code)) })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  const kit = catalogue.handleKits[1]!;
  await expect(dialog.getByRole("radio", { name: new RegExp(escapeRegExp(kit.code)) })).toBeChecked();
  await expect(total).toContainText(formatEuroCents(base + eurosToCents(kit.price)));

  await dialog.getByRole("tab", { name: "Kit maniglie" }).focus();
  // Radix moves focus on the next tick, so each arrow waits for the tab it lands on.
  for (const name of ["Pomoli", "Pomoli Pigna", "Accessori"]) {
    await page.keyboard.press("ArrowRight");
    await expect(dialog.getByRole("tab", { name, exact: true })).toBeFocused();
  }
  await expect(dialog.getByRole("tab", { name: "Accessori" })).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("tabpanel")).toBeFocused();
  await page.keyboard.press("Tab");
  const accessory = catalogue.accessories[0]!;
  const checkbox = dialog.getByRole("checkbox", { name: new RegExp(escapeRegExp(accessory.code)) });
  await expect(checkbox).toBeFocused();
  await page.keyboard.press("Space");
  await expect(checkbox).toBeChecked();
  await expect(total).toContainText(
    formatEuroCents(base + eurosToCents(kit.price) + eurosToCents(accessory.price)),
  );

  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoSeriousA11yViolations(page);

  // Focus wraps inside the dialog in both directions.
  await dialog.getByRole("button", { name: "Chiudi" }).focus();
  await page.keyboard.press("Shift+Tab");
  expect(await focusInDialog()).toBe(true);
  await expect(dialog.getByRole("button", { name: "Aggiungi al Carrello" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("button", { name: "Chiudi" })).toBeFocused();

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();

  // Reopened, the dialog keeps the choices made so far.
  await page.keyboard.press("Enter");
  await expect(total).toContainText(
    formatEuroCents(base + eurosToCents(kit.price) + eurosToCents(accessory.price)),
  );
  await dialog.getByRole("button", { name: "Chiudi" }).click();
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
});

test("the hero link and a return from sign-in open the dialog directly", async ({
  page,
  customer: _signedIn,
}) => {
  const { product } = await doorFixture(page);
  await page.goto(`/product/${product.id}#configura-porta`);
  const dialog = page.getByRole("dialog", { name: /^Configura la porta/ });
  await expect(totalOf(dialog)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  const heroLink = page.getByRole("link", { name: "Configura la porta" });
  await heroLink.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(heroLink).toBeFocused();
});

test("a refusal from the server is shown in the dialog and as a notice", async ({
  page,
  customer: _signedIn,
  toasts,
}) => {
  const { product, catalogue } = await doorFixture(page);
  const refusal = "L'articolo CIL-001 non è più disponibile";
  await page.route("**/api/cart", (route) =>
    route.request().method() === "POST"
      ? route.fulfill({ status: 400, json: { message: refusal } })
      : route.fallback(),
  );
  const dialog = await openConfigurator(page, product.id);
  await dialog.getByRole("tab", { name: "Pannelli e finiture" }).click();
  await dialog.getByRole("button", { name: `Interno: ${catalogue.finishes[0]!.name}` }).click();
  await dialog.getByRole("button", { name: "Aggiungi al Carrello" }).click();
  await expect(dialog.getByRole("alert")).toHaveText(refusal);
  await expect(toasts.region.getByText("Errore", { exact: true })).toBeVisible();
  await expect(
    toasts.region.getByText(`Si è verificato un errore durante l'aggiunta al carrello: ${refusal}`),
  ).toBeVisible();
  await expect(dialog).toBeVisible();
});

test("a door without panels is stopped with a message, unless its model has its own", async ({
  page,
  customer: _signedIn,
}) => {
  const products = await apiJson<ProductJson[]>(page, "/api/subcategories/torterolo/products");
  const bare = products.find((product) => !standardPanelsOf(product.slug))!;
  const equipped = products.find((product) => standardPanelsOf(product.slug))!;
  const { catalogue } = await doorFixture(page);

  let dialog = await openConfigurator(page, bare.id);
  await dialog.getByRole("button", { name: "Aggiungi al Carrello" }).click();
  await expect(dialog.getByRole("alert")).toHaveText(MISSING_PANEL_MESSAGE);
  // The tab where a panel is chosen opens by itself.
  await expect(dialog.getByRole("tab", { name: "Pannelli e finiture" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(dialog).toContainText("Interno: nessuno · Esterno: nessuno");
  expect(await (await page.request.get("/api/cart")).json()).toEqual([]);

  // Choosing one panel clears the message; the door goes into the cart.
  await dialog.getByRole("button", { name: `Esterno: ${catalogue.finishes[0]!.name}` }).click();
  await expect(dialog.getByRole("alert")).toHaveCount(0);
  await dialog.getByRole("button", { name: "Aggiungi al Carrello" }).click();
  await expect(dialog).toBeHidden();
  expect(((await (await page.request.get("/api/cart")).json()) as unknown[]).length).toBe(1);

  // A model with standard panels says so, and goes into the cart as it is.
  const standard = standardPanelsOf(equipped.slug)!;
  dialog = await openConfigurator(page, equipped.id);
  await dialog.getByRole("tab", { name: "Pannelli e finiture" }).click();
  await expect(dialog).toContainText(
    `Interno: di serie (${standard.interno}) · Esterno: di serie (${standard.esterno})`,
  );
  await expect(dialog).toContainText(`Pannello interno: ${standard.interno} (di serie)`);
  await dialog.getByRole("button", { name: "Aggiungi al Carrello" }).click();
  await expect(dialog).toBeHidden();
  expect(((await (await page.request.get("/api/cart")).json()) as unknown[]).length).toBe(2);
});

test("custom sizes out of range always name the bounds", async ({ page, customer: _signedIn }) => {
  const { product } = await doorFixture(page);
  const dialog = await openConfigurator(page, product.id);
  await dialog.getByRole("radio", { name: "Misure personalizzate" }).check();
  const width = dialog.getByLabel("Larghezza (cm)");
  const height = dialog.getByLabel("Altezza (cm)");
  await height.fill("230");
  for (const typed of ["-5", "0", "99999", "59", "131"]) {
    await width.fill(typed);
    await width.blur();
    await expect(dialog.getByText("La larghezza deve essere tra 60 e 130 cm"), typed).toBeVisible();
    await expect(width).toHaveAttribute("aria-invalid", "true");
  }
  // Left empty, the bounds show once the customer tries to add the door.
  await width.fill("");
  await dialog.getByRole("button", { name: "Aggiungi al Carrello" }).click();
  await expect(dialog.getByText("La larghezza deve essere tra 60 e 130 cm")).toBeVisible();
  await expect(width).toBeFocused();
  await width.fill("100");
  await expect(dialog.getByText("La larghezza deve essere tra 60 e 130 cm")).toHaveCount(0);
});

test("finishes read by name and colour, with the supplier codes folded away", async ({
  page,
  customer: _signedIn,
}) => {
  const { product, catalogue } = await doorFixture(page);
  const dialog = await openConfigurator(page, product.id);
  await dialog.getByRole("tab", { name: "Pannelli e finiture" }).click();
  const panels = dialog.getByRole("tabpanel", { name: "Pannelli e finiture" });
  const finish = catalogue.finishes.find((candidate) => candidate.codiceInterno)!;
  const row = panels
    .getByRole("listitem")
    .filter({ hasText: finishShortName(finish) })
    .first();
  await expect(row.getByText(finishShortName(finish), { exact: true })).toBeVisible();
  await expect(row.getByText(finish.codiceInterno!)).toBeHidden();
  await row.getByText("Codici fornitore").click();
  await expect(row.getByText(finish.codiceInterno!)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The whole list reads far shorter than its 55 finishes' codes would.
  const text = await panels.innerText();
  expect(text).not.toContain(catalogue.finishes.at(-1)!.codiceEsterno ?? "no code");
  expect(text.length).toBeLessThan(6000);

  // The tab strip stays one row, scrolling sideways on a phone.
  await page.setViewportSize({ width: 375, height: 812 });
  const tops = await dialog
    .getByRole("tab")
    .evaluateAll((tabs) => tabs.map((tab) => Math.round(tab.getBoundingClientRect().top)));
  expect(new Set(tops).size).toBe(1);
  await expectNoSeriousA11yViolations(page);
});

test("the model's own articles start chosen at 0 €, the hand is asked, and Ud and delivery show", async ({
  page,
  customer: _signedIn,
}) => {
  const { product, catalogue } = await doorFixture(page);
  const dialog = await openConfigurator(page, product.id, { hand: false });
  const own = includedItemsOf(product.slug);
  const cylinder = catalogue.cylinders.find((item) => item.code === own.cylinder)!;
  // The starting total is the base price, with the included cylinder and kit chosen.
  await expect(totalOf(dialog)).toContainText(formatEuroCents(eurosToCents(product.basePrice)));
  const cylinderRadio = dialog.getByRole("radio", { name: new RegExp(escapeRegExp(cylinder.code)) });
  await expect(cylinderRadio).toBeChecked();
  await expect(dialog).toContainText(`Cilindro: ${cylinder.name}${INCLUDED_SUFFIX} (${cylinder.code})`);
  // Its card says the same: the model's own, at 0 €, not the catalogue's price.
  const cylinderCard = dialog.locator("label", {
    has: page.getByRole("radio", { name: new RegExp(escapeRegExp(cylinder.code)) }),
  });
  await expect(cylinderCard).toContainText(`${cylinder.name}${INCLUDED_SUFFIX}`);
  await expect(cylinderCard).toContainText(formatEuroCents(0));
  await expect(cylinderCard).not.toContainText(formatEuroCents(cylinder.priceCents));
  await expect(dialog.getByTestId("trasmittanza-porta")).toContainText(/^Ud \d,\d{2} W\/m²K/);
  await expect(dialog.getByTestId("consegna-stimata")).toContainText("Consegna stimata");

  await dialog.getByRole("tab", { name: "Accessori" }).click();
  await expect(
    dialog.getByText(/se il controtelaio esistente è in buono stato resta al suo posto/i),
  ).toBeVisible();

  await dialog.getByRole("tab", { name: "Pannelli e finiture" }).click();
  await dialog.getByRole("button", { name: `Interno: ${catalogue.finishes[0]!.name}` }).click();
  await dialog.getByRole("button", { name: "Aggiungi al Carrello" }).click();
  await expect(dialog.getByRole("alert")).toHaveText(
    "Scegli la mano di apertura della porta: destra o sinistra.",
  );
  await expect(dialog.getByRole("radio", { name: doorHandTexts.destra })).toBeFocused();
  expect(await (await page.request.get("/api/cart")).json()).toEqual([]);

  await dialog.getByRole("radio", { name: doorHandTexts.sinistra }).check();
  await expect(dialog.getByRole("alert")).toHaveCount(0);
  await expect(dialog).toContainText(`Mano di apertura${doorHandTexts.sinistra}`);
  await dialog.getByRole("button", { name: "Aggiungi al Carrello" }).click();
  await expect(dialog).toBeHidden();
  await page.goto("/cart");
  await expect(page.getByRole("main")).toContainText(doorHandTexts.sinistra);
});
