import type { ProductJson } from "../../app/server/web/api-serializers.server.ts";
import { validShipping } from "../support/api-client";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { downloadPdf } from "../support/e2e-documents";
import { apiJson, expect, test } from "../support/e2e-fixtures";

// A careful buyer on a phone (docs/product/window-options.md): a triple glazing,
// anthracite outside and white inside, the main sash on the left; the Uw and the
// price follow each choice, a width beyond the limit leaves no price on screen,
// and the cart and the order's PDF list every choice.

test.use({ pageContext: { viewport: { width: 375, height: 800 } }, failOnUncaughtErrors: true });

const euros = (text: string | null) => Number((text ?? "").replace(/[^\d,]/g, "").replace(",", "."));

test("glazing, outside colour and hand: priced live, drawn, in the cart and in the order's PDF", async ({
  page,
  customer: _customer,
}) => {
  const products = await apiJson<ProductJson[]>(page, "/api/products");
  const product = products.find((candidate) => candidate.slug === "finestra-pvc-classica-70")!;
  await page.goto(`/product/${product.id}`);
  const section = page.getByRole("region", { name: "Configura e calcola il prezzo" });
  await section.getByRole("button", { name: "Apri il configuratore" }).click();
  const form = section.getByRole("form", { name: `Configurazione di ${product.name}` });
  await expect(form).toBeVisible();
  const total = section.getByTestId("totale-stimato").first();
  const uw = form.getByTestId("trasmittanza");
  await expect(uw).toContainText("1,48");
  const before = euros(await total.textContent());

  const glazing = form.getByLabel("Vetro");
  await glazing.selectOption({ label: "Triplo vetro basso emissivo 4/10/4/10/4 argon" });
  await expect(glazing).toHaveAccessibleDescription("Ug 0,7 W/m²K · Rw 33 dB · +45,00 €/m²");
  await expect(uw).toContainText("1,26");
  // 45,00 € per m² on 1,68 m².
  await expect.poll(async () => euros(await total.textContent())).toBeCloseTo(before + 75.6, 2);

  await expect(form.getByRole("combobox", { name: "Colore", exact: true })).toHaveValue("bianco");
  await form.getByLabel("Colore esterno").selectOption({ label: "Grigio antracite RAL 7016" });
  await expect.poll(async () => euros(await total.textContent())).toBeCloseTo(before + 75.6 + 92.4, 2);
  const hand = form.getByLabel("Mano di apertura");
  await expect(hand).toHaveValue("principale-destra");
  await hand.selectOption({ label: "Anta principale a sinistra" });

  // The drawing shows the side looked at: from outside, mirrored and in anthracite.
  const drawing = section.locator("svg [data-family='window']").first();
  await expect(drawing).toHaveAttribute("data-view", "inside");
  await section.getByRole("button", { name: "Vista esterna" }).first().click();
  await expect(drawing).toHaveAttribute("data-view", "outside");
  await expectNoSeriousA11yViolations(page);

  const width = form.getByRole("spinbutton", { name: "Larghezza (mm)" });
  await width.fill("6000");
  await expect(width).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByText(/la larghezza va da .+ a .+ mm/).first()).toBeVisible();
  await expect(total).toHaveText("Correggi i campi segnalati per vedere il prezzo");
  await expect(uw).toHaveCount(0);
  await width.fill("1200");
  await expect(uw).toContainText("1,26");

  const [added] = await Promise.all([
    page.waitForResponse((response) => response.url().endsWith("/api/cart")),
    form.getByRole("button", { name: "Aggiungi al Carrello" }).click(),
  ]);
  expect(added.status()).toBe(201);

  const choices = [
    "Triplo vetro basso emissivo 4/10/4/10/4 argon",
    "Grigio antracite RAL 7016",
    "Anta principale a sinistra",
    "Bianco",
  ];
  await page.goto("/cart");
  const line = page.getByRole("listitem").filter({ hasText: product.name }).first();
  for (const choice of choices) await expect(line).toContainText(choice);

  const placed = await page.request.post("/api/orders", {
    data: { shipping: validShipping, paymentMethod: "bonifico", withdrawalExclusionAccepted: true },
  });
  expect(placed.status()).toBe(201);
  const orderId = ((await placed.json()) as { id: number }).id;
  const text = (await downloadPdf(page, `/orders/${orderId}/pdf`)).replace(/\s+/g, " ");
  for (const choice of choices) expect(text).toContain(choice);
  expect(text).toContain("Vetro");
  expect(text).toContain("Colore esterno");
  expect(text).toContain("Mano di apertura");
});
