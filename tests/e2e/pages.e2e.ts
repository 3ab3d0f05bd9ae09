import type { Page } from "@playwright/test";
import { company, companyFigures } from "../../app/domain/documents/company.ts";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { test as base, expect } from "../support/e2e-fixtures";

// Map tiles come from the internet, which a test never reaches: abort them up front,
// exactly what a visitor offline (or with OpenStreetMap down) gets.
const test = base.extend<{ page: Page }>({
  page: async ({ page }, use) => {
    await page.context().route(/tile\.openstreetmap\.org/, (route) => route.abort());
    await use(page);
  },
});

// The map marks the showroom, the address customers visit, and says so beside it.
const showroomAddress = company.showroomAddress;

const legalPages = [
  { path: "/privacy", heading: "Informativa sulla privacy" },
  { path: "/terms", heading: "Termini e condizioni di vendita" },
  { path: "/cookie", heading: "Cookie Policy" },
  { path: "/accessibilita", heading: "Dichiarazione di accessibilità" },
];

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe("Chi siamo", () => {
  test("tells the story, values, team, the About figures and the certifications", async ({ page }) => {
    const response = await page.goto("/chi-siamo");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Chi siamo | Aurora Serramenti");
    await expect(page.getByRole("heading", { level: 1, name: "Chi siamo" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Torna alla home", exact: true })).toHaveAttribute(
      "href",
      "/",
    );

    const story = page.getByRole("region", { name: "La nostra storia" });
    await expect(story).toContainText("1992");
    await expect(story).toContainText("Bologna");
    await expect(story).toContainText("famiglia");

    const values = page.getByRole("region", { name: "I nostri valori" });
    for (const value of ["Qualità", "Sostenibilità", "Innovazione", "Personalizzazione", "Assistenza"]) {
      await expect(values.getByRole("heading", { level: 3, name: value })).toBeVisible();
    }

    const team = page.getByRole("region", { name: "Il nostro team" }).getByRole("listitem");
    expect(await team.count()).toBeGreaterThanOrEqual(3);
    expect(await team.count()).toBeLessThanOrEqual(4);

    // The About page's own figures, each saying what it counts (docs/product/texts.md#company-figures).
    const figures = page.getByRole("region", { name: "I nostri numeri" });
    await expect(figures.getByRole("definition")).toHaveText(["15+", "10.000+", "50+", "98%"]);
    await expect(figures.getByRole("term")).toHaveText(
      companyFigures.about.map((figure) => `${figure.label}${figure.detail}`),
    );
    for (const label of ["Installazioni", "Professionisti interni", "Clienti soddisfatti"]) {
      await expect(figures.getByRole("term").filter({ hasText: label })).toHaveCount(1);
    }
    // The home page's figures are a different box (docs/product/texts.md#company-figures): they do not belong here.
    for (const homeFigure of ["30+", "25k+", "100+", "5 stelle"]) {
      await expect(page.getByRole("main")).not.toContainText(homeFigure);
    }

    const certifications = page.getByRole("region", { name: "Certificazioni" });
    for (const name of ["ISO 9001:2015", "Certificazione energetica", "UNI EN 14351-1", "Marcatura CE"]) {
      await expect(certifications.getByRole("heading", { level: 3, name })).toBeVisible();
    }

    await expectNoSeriousA11yViolations(page);
  });

  test("fits a 375px phone without horizontal scrolling", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/chi-siamo");
    await expect(page.getByRole("heading", { level: 1, name: "Chi siamo" })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("Contatti", () => {
  test("shows the contact form with labels, required marks and the privacy consent", async ({ page }) => {
    const response = await page.goto("/contatti");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Contatti | Aurora Serramenti");
    await expect(page.getByRole("heading", { level: 1, name: "Contatti" })).toBeVisible();

    const form = page.locator("form[method='post']");
    // Accessible names come from the labels without the asterisk, which is aria-hidden.
    await expect(form).toHaveCount(1);

    const nome = form.getByRole("textbox", { name: "Nome", exact: true });
    const cognome = form.getByRole("textbox", { name: "Cognome", exact: true });
    const email = form.getByRole("textbox", { name: "Email", exact: true });
    const telefono = form.getByRole("textbox", { name: "Telefono", exact: true });
    const messaggio = form.getByRole("textbox", { name: "Messaggio", exact: true });
    const privacy = form.getByRole("checkbox", {
      name: "Acconsento al trattamento dei dati personali ai sensi del GDPR 2016/679",
    });

    for (const [field, name] of [
      [nome, "nome"],
      [cognome, "cognome"],
      [email, "email"],
      [telefono, "telefono"],
      [messaggio, "messaggio"],
      [privacy, "privacy"],
    ] as const) {
      await expect(field).toHaveAttribute("name", name);
    }
    for (const required of [nome, cognome, email, messaggio, privacy]) {
      await expect(required).toHaveAttribute("required", "");
    }
    await expect(telefono).not.toHaveAttribute("required");
    await expect(email).toHaveAttribute("type", "email");
    await expect(telefono).toHaveAttribute("type", "tel");
    await expect(messaggio).toHaveJSProperty("tagName", "TEXTAREA");
    await expect(messaggio).toHaveAttribute("rows", "5");

    // Five required fields, five asterisks, hidden from screen readers (which announce `required`).
    const asterisks = form.locator("label [aria-hidden='true']", { hasText: "*" });
    await expect(asterisks).toHaveCount(5);
    await expect(
      form.locator("label[for]", { hasText: "Telefono" }).locator("[aria-hidden='true']"),
    ).toHaveCount(0);
    await expect(form.getByText("* campi obbligatori")).toBeVisible();
    await expect(form.getByRole("link", { name: "informativa sulla privacy" })).toHaveAttribute(
      "href",
      "/privacy",
    );
    await expect(form.getByRole("button", { name: "Invia" })).toHaveAttribute("type", "submit");

    const contacts = page.getByRole("complementary");
    await expect(contacts.getByRole("link", { name: "+39 051 604 1992" })).toHaveAttribute(
      "href",
      "tel:+390516041992",
    );
    await expect(contacts.getByRole("link", { name: "info@aurora-serramenti.it" })).toBeVisible();
    await expect(contacts.getByText("Lun-Ven 9:00-18:00")).toBeVisible();
    await expect(contacts.getByText("Sab 9:00-12:30")).toBeVisible();
  });

  test("the map shows the listed showroom and keeps its address readable when the tiles cannot load", async ({
    page,
  }) => {
    await page.goto("/contatti");
    await expect(page.getByRole("complementary")).toContainText(`Showroom: ${showroomAddress}`);
    const map = page.getByRole("region", { name: "Mappa dello showroom" });
    await map.scrollIntoViewIfNeeded();
    await expect(map.locator(".leaflet-container")).toBeVisible();
    await expect(map.getByText(showroomAddress)).toBeVisible();
    await expect(map.getByRole("link", { name: "Apri in OpenStreetMap" })).toHaveAttribute(
      "href",
      "https://www.openstreetmap.org/?mlat=44.4812&mlon=11.3846#map=15/44.4812/11.3846",
    );
    await expect(map.getByRole("button", { name: "Aumenta lo zoom" })).toBeVisible();

    // The marker needs no image from the internet, and its popup names the showroom and its address.
    const marker = map.getByRole("button", { name: /Aurora Serramenti/ });
    await marker.click();
    await expect(map.locator(".leaflet-popup-content")).toContainText("Showroom Aurora Serramenti");
    await expect(map.locator(".leaflet-popup-content")).toContainText(showroomAddress);

    await expectNoSeriousA11yViolations(page);
  });

  test("Leaflet is fetched only once the map scrolls into view", async ({ page }) => {
    // On a phone the form comes first, so the map starts well below the fold.
    await page.setViewportSize({ width: 375, height: 812 });
    const leafletRequests: string[] = [];
    page.on("request", (request) => {
      if (/leaflet/i.test(request.url())) leafletRequests.push(request.url());
    });

    await page.goto("/contatti");
    const map = page.getByRole("region", { name: "Mappa dello showroom" });
    // "waiting": hydrated, the observer is armed and has not seen the map yet.
    await expect(map.locator("[data-map-status='waiting']")).toHaveCount(1);
    await expect(map.locator(".leaflet-container")).toHaveCount(0);
    expect(leafletRequests).toEqual([]);

    await map.scrollIntoViewIfNeeded();
    await expect(map.locator(".leaflet-container")).toBeVisible();
    await expect(map.locator("[data-map-status='ready']")).toHaveCount(1);
    expect(leafletRequests.some((url) => url.endsWith(".js"))).toBe(true);
    await expect(map.getByText(showroomAddress)).toBeVisible();
  });

  test("fits a 375px phone without horizontal scrolling", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/contatti");
    await expect(page.getByRole("heading", { level: 1, name: "Contatti" })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("legal pages", () => {
  for (const { path, heading } of legalPages) {
    test(`${path} renders its heading, sections, date and links to the others`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(`${heading} | Aurora Serramenti`);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      expect(await page.getByRole("main").getByRole("heading", { level: 2 }).count()).toBeGreaterThanOrEqual(
        5,
      );
      await expect(page.getByRole("main").getByText(/Ultimo aggiornamento: \d{2} \w+ \d{4}/)).toBeVisible();
      await expect(page.locator("link[rel='canonical']")).toHaveAttribute("href", new RegExp(`${path}$`));

      const others = page.getByRole("navigation", { name: "Altri documenti legali" });
      for (const other of legalPages.filter((document) => document.path !== path)) {
        await expect(others.getByRole("link", { name: other.heading })).toHaveAttribute("href", other.path);
      }
      await expectNoSeriousA11yViolations(page);

      await page.setViewportSize({ width: 375, height: 812 });
      await expectNoHorizontalScroll(page);
    });
  }

  test("/terms excludes made-to-measure goods from withdrawal and states VAT, survey and quote validity", async ({
    page,
  }) => {
    await page.goto("/terms");
    const main = page.getByRole("main");
    await expect(main).toContainText("art. 59, comma 1, lett. c del Codice del consumo");
    await expect(main).toContainText("D.Lgs. 206/2005");
    await expect(main).toContainText("è escluso per i beni confezionati su misura");
    await expect(main).toContainText("IVA 22% inclusa");
    await expect(main).toContainText("sopralluogo gratuito");
    await expect(main).toContainText("I preventivi sono validi 30 giorni");
    await expect(main).toContainText("24 mesi");
    await expect(main).toContainText("garanzia convenzionale di 10 anni");
  });

  test("/cookie says only technical cookies are used", async ({ page }) => {
    await page.goto("/cookie");
    const main = page.getByRole("main");
    await expect(main).toContainText("esclusivamente cookie tecnici");
    await expect(main).toContainText("Non usiamo cookie di profilazione, di marketing né di statistica");
    await expect(main.locator("dl", { hasText: "__Host-sid" })).toContainText("30 giorni");
    await expect(main).toContainText("OpenStreetMap");
  });
});

test.describe("SEO resources", () => {
  test("/sitemap.xml lists the pages, every category and every product", async ({ request, baseURL }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/xml");
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? "");
    for (const location of locations) expect(location.startsWith(`${baseURL}/`)).toBe(true);
    const paths = new Set(locations.map((location) => new URL(location).pathname));

    for (const path of ["/", "/chi-siamo", "/contatti", "/privacy", "/terms", "/cookie", "/accessibilita"]) {
      expect(paths.has(path), path).toBe(true);
    }

    const products = (await (await request.get("/api/products")).json()) as { id: number }[];
    expect(products.length).toBeGreaterThan(0);
    const productPaths = [...paths].filter((path) => path.startsWith("/product/"));
    expect(productPaths.length).toBe(products.length);
    for (const product of products)
      expect(paths.has(`/product/${product.id}`), `product ${product.id}`).toBe(true);

    const categories = (await (await request.get("/api/categories")).json()) as { slug: string }[];
    expect(categories.length).toBeGreaterThan(0);
    for (const category of categories) {
      expect(paths.has(`/category/${category.slug}`), category.slug).toBe(true);
      const subcategories = (await (
        await request.get(`/api/categories/${category.slug}/subcategories`)
      ).json()) as { slug: string }[];
      for (const subcategory of subcategories) {
        expect(paths.has(`/category/${category.slug}/${subcategory.slug}`), subcategory.slug).toBe(true);
      }
    }
  });

  test("/robots.txt allows the shop, keeps private pages out and points to the sitemap", async ({
    request,
    baseURL,
  }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("text/plain");
    const text = await response.text();
    expect(text).toContain("User-agent: *");
    expect(text).toContain("Allow: /");
    for (const path of [
      "/api/",
      "/cart",
      "/checkout",
      "/orders",
      "/wishlist",
      "/saved-configurations",
      "/auth",
    ]) {
      expect(text).toContain(`Disallow: ${path}\n`);
    }
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });
});
