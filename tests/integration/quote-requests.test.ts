import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { eurosToCents } from "#app/domain/italian-formats/money.ts";
import * as schema from "#db/schema.ts";
import { quoteContact } from "../support/lead-fixtures.ts";
import { GENEROUS_PUBLIC_FORM_LIMIT, sharedTestApp, startTestApp } from "../support/test-app.ts";
import {
  firstValidConfiguration,
  loadPricingCatalogue,
  type PricingCatalogue,
  postJson,
} from "../support/window-fixtures.ts";

// A high limit here; the rate-limit case below starts its own app with a low one.
const app = sharedTestApp({ publicFormLimit: GENEROUS_PUBLIC_FORM_LIMIT });
let catalogue: PricingCatalogue;

beforeAll(async () => {
  catalogue = await loadPricingCatalogue(app);
});

async function quoteRowCount() {
  const [row] = await app.db.select({ value: count() }).from(schema.quoteRequests);
  return row?.value ?? 0;
}

describe("POST /api/quote-requests", () => {
  it("stores the server's price, ignoring a tampered calculatedPrice, userId and createdAt", async () => {
    const configuration = firstValidConfiguration(catalogue, catalogue.configurable[0]!.id);
    const priced = await postJson(app, "/api/price", configuration).then(
      (r) => r.json() as Promise<{ price: number }>,
    );

    const response = await postJson(app, "/api/quote-requests", {
      ...configuration,
      ...quoteContact,
      calculatedPrice: 1,
      userId: 42,
      createdAt: "1999-01-01T00:00:00.000Z",
      notes: "Preferisco essere contattata il pomeriggio.",
    });
    expect(response.status).toBe(201);
    const body = (await response.json()) as { id: number; price: number; createdAt: string };
    expect(body.price).toBe(priced.price);

    const [row] = await app.db
      .select()
      .from(schema.quoteRequests)
      .where(eq(schema.quoteRequests.id, body.id));
    expect(row).toMatchObject({
      productId: configuration.productId,
      userId: null,
      customerName: "Giulia Bianchi",
      customerEmail: "giulia.bianchi@example.it",
      customerPhone: "+39 333 123 4567",
      calculatedPriceCents: eurosToCents(priced.price),
      privacyConsent: true,
      notes: "Preferisco essere contattata il pomeriggio.",
    });
    expect(row!.calculatedPriceCents).not.toBe(100);
    expect(row!.createdAt.getFullYear()).toBeGreaterThan(2000);
    const [job] = await app.db.select().from(schema.jobs).where(eq(schema.jobs.id, row!.jobId));
    expect(job!.surveyPreferredDays, "no days sent, none stored").toBe("");
    expect(row!.configuration).toMatchObject({
      options: configuration.options,
      dimensions: configuration.dimensions,
    });
  });

  it("keeps the days the customer proposes for the survey on the job (an optional field)", async () => {
    const configuration = firstValidConfiguration(catalogue, catalogue.configurable[0]!.id);
    const response = await postJson(app, "/api/quote-requests", {
      ...configuration,
      ...quoteContact,
      surveyPreferredDays: "  Giovedì dopo le 15  ",
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    const [row] = await app.db
      .select({ days: schema.jobs.surveyPreferredDays })
      .from(schema.quoteRequests)
      .innerJoin(schema.jobs, eq(schema.jobs.id, schema.quoteRequests.jobId))
      .where(eq(schema.quoteRequests.id, id));
    expect(row?.days).toBe("Giovedì dopo le 15");
    const tooLong = await postJson(app, "/api/quote-requests", {
      ...configuration,
      ...quoteContact,
      surveyPreferredDays: "x".repeat(201),
    });
    expect(tooLong.status).toBe(400);
    expect(((await tooLong.json()) as { message: string }).message).toContain("200 caratteri");
  });

  describe("rejects bad contact details without storing anything", () => {
    const cases: [string, Record<string, unknown>, RegExp][] = [
      [
        "no contact details (as the old app sent)",
        { customerName: "", customerEmail: "", customerPhone: "" },
        /nome e cognome/,
      ],
      ["an invalid e-mail", { customerEmail: "giulia@" }, /email valido/],
      ["a phone with letters", { customerPhone: "333-ABC" }, /telefono valido/],
      ["no consent", { privacyConsent: false }, /acconsentire/],
      ["consent missing", { privacyConsent: undefined }, /acconsentire/],
      ["a 3000-character note", { notes: "a".repeat(3000) }, /2000 caratteri/],
    ];
    it.each(cases)("%s", async (_name, override, message) => {
      const before = await quoteRowCount();
      const configuration = firstValidConfiguration(catalogue, catalogue.configurable[0]!.id);
      const response = await postJson(app, "/api/quote-requests", {
        ...configuration,
        ...quoteContact,
        ...override,
      });
      expect(response.status).toBe(400);
      expect((await response.json()).message).toMatch(message);
      expect(await quoteRowCount()).toBe(before);
    });
  });

  it("answers an unknown product with 404 and stores nothing", async () => {
    const before = await quoteRowCount();
    const response = await postJson(app, "/api/quote-requests", {
      ...firstValidConfiguration(catalogue, 999_999),
      ...quoteContact,
    });
    expect(response.status).toBe(404);
    expect(await quoteRowCount()).toBe(before);
  });

  it("pretends success to a robot that fills the honeypot, and stores nothing", async () => {
    const before = await quoteRowCount();
    const response = await postJson(app, "/api/quote-requests", {
      ...firstValidConfiguration(catalogue, catalogue.configurable[0]!.id),
      ...quoteContact,
      website: "http://spam.example",
    });
    expect(response.status).toBe(202);
    expect(await quoteRowCount()).toBe(before);
  });

  it("limits each IP and answers 429 in Italian", async () => {
    const limited = await startTestApp({ publicFormLimit: { limit: 2, windowMs: 60_000 } });
    try {
      const limitedCatalogue = await loadPricingCatalogue(limited);
      const body = {
        ...firstValidConfiguration(limitedCatalogue, limitedCatalogue.configurable[0]!.id),
        ...quoteContact,
      };
      expect((await postJson(limited, "/api/quote-requests", body)).status).toBe(201);
      expect((await postJson(limited, "/api/quote-requests", body)).status).toBe(201);
      const third = await postJson(limited, "/api/quote-requests", body);
      expect(third.status).toBe(429);
      expect((await third.json()).message).toMatch(/troppe richieste/);
    } finally {
      await limited.close();
    }
  });

  it("answers an oversized body with 413", async () => {
    const response = await postJson(app, "/api/quote-requests", {
      ...quoteContact,
      notes: "x".repeat(20_000),
    });
    expect(response.status).toBe(413);
  });
});
