import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogueChangedMessages } from "../../app/domain/catalogue/catalogue-edit-rules.ts";
import * as schema from "../../db/schema.ts";
import { type Customer, visibleHtml } from "../support/api-client.ts";
import { drawnCatalogueVersion, postCatalogueForm } from "../support/catalogue-admin.ts";
import {
  grantPricePermission,
  postPageForm,
  SETUP_TIMEOUT_MS,
  signedInStaff,
  signInAsFirstAdmin,
  startStaffTestApp,
} from "../support/staff.ts";
import type { TestApp } from "../support/test-app.ts";

// Catalogue edits carry the row's version (docs/product/back-office.md#catalogue-and-prices):
// a form drawn before another staff member saved the same row is refused with
// 409 and «modificato da un altro utente», beside the form, with and without
// JavaScript, and the row keeps the other's change.

let app: TestApp;
let anna: Customer;
let bruno: Customer;

beforeAll(async () => {
  app = await startStaffTestApp();
  const admin = await signInAsFirstAdmin(app);
  anna = await signedInStaff(app, admin);
  bruno = await signedInStaff(app, admin);
  await grantPricePermission(app, admin, anna);
  await grantPricePermission(app, admin, bruno);
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await app?.close();
});

const escaped = (text: string) => text.replaceAll("'", "&#x27;");

async function product(id: number) {
  const [row] = await app.db.select().from(schema.products).where(eq(schema.products.id, id));
  return row!;
}

const euros = (cents: number) => `${Math.trunc(cents / 100)},${String(cents % 100).padStart(2, "0")}`;

describe("a stale product form", () => {
  it("cannot put a product hidden meanwhile back on sale at its old price: 409 beside the form, as saved now", async () => {
    const [first] = await app.db
      .select()
      .from(schema.products)
      .where(eq(schema.products.hidden, false))
      .limit(1);
    const path = `/gestione/catalogo/prodotti/${first!.id}`;
    // Anna opens the form: it carries the product's version.
    const drawn = await visibleHtml(await anna.request(path));
    const version = /name="version" value="(\d+)"/.exec(drawn)?.[1];
    expect(version).toBe(String(first!.version));
    const annasForm = {
      intent: "product",
      name: first!.name,
      description: first!.description,
      basePrice: euros(first!.basePriceCents),
      visibility: "visibile",
      version: version!,
    };
    // Bruno hides it and raises the price.
    const hidden = await postCatalogueForm(app, bruno, path, {
      ...annasForm,
      basePrice: euros(first!.basePriceCents + 10_000),
      visibility: "nascosto",
    });
    expect(hidden.status).toBe(302);

    const refused = await postPageForm(anna, path, { ...annasForm, name: "Nome di Anna" });
    expect(refused.status).toBe(409);
    const page = await visibleHtml(refused);
    expect(page).toContain(escaped(catalogueChangedMessages.product));
    expect(catalogueChangedMessages.product).toContain("modificato da un altro utente");
    // The form is drawn from the product as saved now, with its new version.
    expect(page).toContain('<option value="nascosto" selected="">');
    expect(page).not.toContain('value="Nome di Anna"');
    expect(page).toContain(`name="version" value="${first!.version + 1}"`);
    const after = await product(first!.id);
    expect(after).toMatchObject({
      hidden: true,
      basePriceCents: first!.basePriceCents + 10_000,
      name: first!.name,
      version: first!.version + 1,
    });

    // With JavaScript: the same refusal as data.
    const enhanced = await postPageForm(anna, `${path}.data`, { ...annasForm, js: "1" });
    expect(enhanced.status).toBe(409);
    expect(await enhanced.text()).toContain(catalogueChangedMessages.product);
    expect((await product(first!.id)).hidden).toBe(true);
  });

  it("lets one of two saves of the same version through at once", async () => {
    const [row] = await app.db
      .select()
      .from(schema.products)
      .where(eq(schema.products.hidden, false))
      .limit(1);
    const path = `/gestione/catalogo/prodotti/${row!.id}`;
    const form = (name: string) => ({
      intent: "product",
      name,
      description: row!.description,
      basePrice: euros(row!.basePriceCents),
      visibility: "visibile",
      version: String(row!.version),
    });
    const answers = await Promise.all([
      postPageForm(anna, path, form("Nome A")),
      postPageForm(bruno, path, form("Nome B")),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([302, 409]);
    expect((await product(row!.id)).version).toBe(row!.version + 1);
  });
});

/** One edit form per page: the page, the fields that name the row, one saved change, and its message. */
interface ListForm {
  page: string;
  fields: () => Promise<Record<string, string>>;
  change: Record<string, string>;
  message: string;
}

const listForms: ListForm[] = [
  {
    page: "/gestione/catalogo/opzioni",
    fields: async () => {
      const [option] = await app.db.select().from(schema.calculatorOptions).limit(1);
      return {
        intent: "option",
        optionId: String(option!.id),
        name: option!.name,
        multiplier: "",
        addition: "",
      };
    },
    change: { name: "Nome di Bruno" },
    message: catalogueChangedMessages.option,
  },
  {
    page: "/gestione/catalogo/porte",
    fields: async () => ({ intent: "door-price", item: "article", key: "CIL-001", price: "10,00" }),
    change: { price: "99,00" },
    message: catalogueChangedMessages.doorPrice,
  },
  {
    page: "/gestione/catalogo/consegne",
    fields: async () => ({ intent: "lead-time", family: "sliding", minWeeks: "3", maxWeeks: "4" }),
    change: { minWeeks: "9", maxWeeks: "12" },
    message: catalogueChangedMessages.deliveryTime,
  },
  {
    page: "/gestione/catalogo/misure",
    fields: async () => ({
      intent: "size-limit",
      key: "shutter:*:*",
      minWidthMm: "400",
      maxWidthMm: "3500",
      minHeightMm: "400",
      maxHeightMm: "3500",
    }),
    change: { maxWidthMm: "3000" },
    message: catalogueChangedMessages.sizeLimit,
  },
  {
    page: "/gestione/catalogo/servizi",
    fields: async () => ({ intent: "service-price", code: "removal", price: "30,00" }),
    change: { price: "45,00" },
    message: catalogueChangedMessages.servicePrice,
  },
];

describe.each(listForms)("a stale form on $page", ({ page, fields, change, message }) => {
  it("answers 409 with «modificato da un altro utente» beside the form, with and without JavaScript, and saves nothing", async () => {
    const annasForm = await fields();
    const drawn = await drawnCatalogueVersion(app, page, annasForm);
    expect(await visibleHtml(await anna.request(page))).toContain(`name="version" value="${drawn}"`);
    const saved = await postPageForm(bruno, page, { ...annasForm, ...change, version: drawn });
    expect(saved.status).toBe(302);
    const current = await drawnCatalogueVersion(app, page, annasForm);
    expect(Number(current)).toBe(Number(drawn) + 1);

    const refused = await postPageForm(anna, page, { ...annasForm, version: drawn });
    expect(refused.status).toBe(409);
    expect(await visibleHtml(refused)).toContain(escaped(message));
    expect(message).toMatch(/modificat[oa] da un altro utente/);
    const enhanced = await postPageForm(anna, `${page}.data`, { ...annasForm, version: drawn, js: "1" });
    expect(enhanced.status).toBe(409);
    expect(await enhanced.text()).toContain(message);
    // Bruno's change stands.
    expect(await drawnCatalogueVersion(app, page, annasForm)).toBe(current);
    const again = await postPageForm(bruno, page, { ...annasForm, ...change, version: current });
    expect(again.status).toBe(302);
  });
});
