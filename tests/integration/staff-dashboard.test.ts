import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StoredLineConfiguration } from "#app/domain/configurator/line-kinds/registry.ts";
import * as schema from "../../db/schema.ts";
import { type Customer, visibleHtml } from "../support/api-client.ts";
import { testJob } from "../support/jobs.ts";
import { placeOrder, SETUP_TIMEOUT_MS, setOrderState, startStaffWorld } from "../support/staff.ts";
import type { TestApp } from "../support/test-app.ts";

// The dashboard (docs/product/back-office.md#dashboard): requests waiting with
// the age of the oldest, orders by status, orders and their value this week
// and this month, each a link to the list it counts.

let app: TestApp;
let staff: Customer;
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  const world = await startStaffWorld();
  ({ app, staff } = world);
  const { buyer } = world;
  const today = await placeOrder(app, buyer);
  const processing = await placeOrder(app, buyer);
  const old = await placeOrder(app, buyer);
  await setOrderState(app, today, { totalCents: 100_000 });
  await setOrderState(app, processing, { status: "processing", totalCents: 50_050 });
  // Long before this month and this week.
  await setOrderState(app, old, { createdAt: new Date(Date.now() - 70 * DAY), totalCents: 7_000 });

  const [product] = await app.db.select({ id: schema.products.id }).from(schema.products).limit(1);
  const jobId = await testJob(app.db, "Paolo Gialli");
  // Two new ones, and three answered ones that wait for nobody or for the customer.
  const answered = [
    { daysAgo: 9, status: "chiusa" as const },
    { daysAgo: 8, status: "accettata" as const },
    { daysAgo: 7, status: "offerta-inviata" as const },
  ];
  await app.db.insert(schema.quoteRequests).values(
    [{ daysAgo: 3, status: "nuova" as const }, { daysAgo: 1, status: "nuova" as const }, ...answered].map(
      ({ daysAgo, status }) => ({
        number: `P-2020-00000${daysAgo}`,
        jobId,
        status,
        ...(status === "offerta-inviata" || status === "accettata"
          ? {
              offeredPriceCents: 40_000,
              offerReason: "Sconto",
              offeredAt: new Date(Date.now() - 2 * DAY - 60_000),
            }
          : {}),
        productId: product!.id,
        customerName: "Paolo Gialli",
        customerEmail: "paolo@example.it",
        customerPhone: "+39 333 000 0000",
        // The dashboard only counts requests; their configuration is never read here.
        configuration: {} as StoredLineConfiguration,
        calculatedPriceCents: 45_000,
        privacyConsent: true,
        createdAt: new Date(Date.now() - daysAgo * DAY - 60_000),
      }),
    ),
  );
  await app.db.insert(schema.contactMessages).values({
    jobId: await testJob(app.db, "Giulia Bianchi"),
    source: "contatti",
    firstName: "Giulia",
    lastName: "Bianchi",
    email: "giulia@example.it",
    message: "Vorrei un sopralluogo",
    privacyConsent: true,
    createdAt: new Date(Date.now() - 5 * 60 * 60 * 1000 - 60_000),
  });
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await app?.close();
});

/** The visible text of the dashboard card that links to `href`. */
function cardText(html: string, href: string): string {
  const escaped = href.replaceAll("&", "&amp;").replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const card = new RegExp(`<a[^>]*href="${escaped}"[^>]*>([\\s\\S]*?)</a>`).exec(html)?.[1];
  if (card === undefined) throw new Error(`no card links to ${href}`);
  return card
    .replace(/<[^>]+>/g, " ")
    .replace(/&nbsp;|\u00a0/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

describe("the dashboard", () => {
  it("counts only the requests waiting for an answer, with the age of the oldest, linking to the inbox that lists them", async () => {
    const html = await visibleHtml(await staff.request("/gestione"));
    expect(cardText(html, "/gestione/richieste?tipo=preventivo&stato=nuova")).toBe(
      "Richieste di preventivo 2 La più vecchia attende da 3 giorni",
    );
    expect(cardText(html, "/gestione/richieste?tipo=contatto&stato=nuova")).toBe(
      "Messaggi di contatto 1 La più vecchia attende da 5 ore",
    );
    // Sent two days ago, not answered: waiting since the offer, not since the request.
    expect(cardText(html, "/gestione/richieste?tipo=preventivo&stato=offerta-inviata")).toBe(
      "Offerte inviate senza risposta 1 La più vecchia attende da 2 giorni",
    );
    // Each link lists what its card counts.
    for (const [href, listed] of [
      ["/gestione/richieste?tipo=preventivo&stato=nuova", "2 richieste"],
      ["/gestione/richieste?tipo=contatto&stato=nuova", "1 richiesta"],
      ["/gestione/richieste?tipo=preventivo&stato=offerta-inviata", "1 richiesta"],
    ] as const)
      expect(await visibleHtml(await staff.request(href)), href).toContain(listed);
  });

  it("counts the orders by status, each linking to the list filtered by it", async () => {
    const html = await visibleHtml(await staff.request("/gestione"));
    expect(cardText(html, "/gestione/ordini?stato=pending")).toBe("In attesa 2");
    expect(cardText(html, "/gestione/ordini?stato=processing")).toBe("In lavorazione 1");
    expect(cardText(html, "/gestione/ordini?stato=completed")).toBe("Completato 0");
    expect(cardText(html, "/gestione/ordini?stato=cancelled")).toBe("Annullato 0");
  });

  it("shows this week's and this month's orders and value, equal to what their links list", async () => {
    const html = await visibleHtml(await staff.request("/gestione"));
    const cards = [
      ...html.matchAll(/<a[^>]*href="(\/gestione\/ordini\?dal=\d{4}-\d{2}-\d{2})"[^>]*>([\s\S]*?)<\/a>/g),
    ].map(([, href, inner]) => ({
      href: href!,
      text: inner!
        .replace(/<[^>]+>/g, " ")
        .replace(/\s+/g, " ")
        .trim(),
    }));
    for (const label of ["Questa settimana", "Questo mese"]) {
      const card = cards.find((candidate) => candidate.text.startsWith(label));
      expect(card, label).toBeDefined();
      expect(card!.text).toMatch(new RegExp(`^${label} 2 1\\.?500,50 € Dal \\d{2}/\\d{2}/\\d{4}$`));
      const list = await visibleHtml(await staff.request(card!.href));
      expect(list.includes("2 ordini"), card!.href).toBe(true);
    }
  });
});
