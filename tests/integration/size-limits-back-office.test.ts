import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogueChangedMessages } from "../../app/domain/catalogue/catalogue-edit-rules.ts";
import type { SizeLimit } from "../../app/domain/configurator/size-limits.ts";
import * as schema from "../../db/schema.ts";
import { type Customer, readableText, visibleHtml } from "../support/api-client.ts";
import { postPageForm, SETUP_TIMEOUT_MS, startStaffWorld } from "../support/staff.ts";
import type { TestApp } from "../support/test-app.ts";

// The sizes the factory can make in the back office (docs/product/back-office.md#sizes-the-factory-can-make):
// staff change a row's least and greatest width and height at
// /gestione/catalogo/misure, every change is audited and applies at once to
// what the configurator reads; a stale form is a conflict, staff cannot add a
// row, and customers get 404.

let app: TestApp;
let staff: Customer;
let buyer: Customer;

beforeAll(async () => {
  ({ app, staff, buyer } = await startStaffWorld());
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await app?.close();
});

const PAGE = "/gestione/catalogo/misure";

/** React writes an apostrophe of the page's text as an entity. */
const escaped = (text: string) => text.replaceAll("'", "&#x27;");

async function storedLimit(key: string) {
  const [row] = await app.db.select().from(schema.sizeLimits).where(eq(schema.sizeLimits.key, key));
  return row;
}

/** A row's form as the page draws it now: its saved sizes and current version, with `change` typed over them. */
async function limitForm(key: string, change: Record<string, string> = {}) {
  const row = await storedLimit(key);
  if (!row) throw new Error(`no size limit ${key}`);
  return {
    intent: "size-limit",
    key,
    minWidthMm: String(row.minWidthMm),
    maxWidthMm: String(row.maxWidthMm),
    minHeightMm: String(row.minHeightMm),
    maxHeightMm: String(row.maxHeightMm),
    version: String(row.version),
    ...change,
  };
}

function auditRowsOf(key: string) {
  return app.db
    .select()
    .from(schema.auditLog)
    .where(and(eq(schema.auditLog.objectType, "size_limit"), eq(schema.auditLog.objectId, key)))
    .orderBy(schema.auditLog.id);
}

describe("the size limits page", () => {
  it("lists each row by what it is for, with its sizes", async () => {
    const response = await staff.request(PAGE);
    expect(response.status).toBe(200);
    const html = await visibleHtml(response);
    const page = readableText(html);
    expect(page).toContain("Misure realizzabili");
    expect(page).toContain("Una finestra a due ante larghezza 800–2.400 mm, altezza 500–2.200 mm");
    expect(page).toContain("Una finestra a vasistas larghezza 400–1.800 mm, altezza 300–1.500 mm");
    expect(html).toContain(escaped("Una finestra a un'anta"));
    expect(page).toContain("Una porta larghezza 600–1.200 mm, altezza 1.900–2.500 mm");
  });

  it("staff save a row: the page and GET /api/size-limits show the new sizes, and the change is audited", async () => {
    const key = "window:due-ante:*";
    const before = await storedLimit(key);
    const saved = await postPageForm(
      staff,
      PAGE,
      await limitForm(key, { minWidthMm: "900", maxWidthMm: "2.500", maxHeightMm: "2300" }),
    );
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe(PAGE);
    expect(await storedLimit(key)).toMatchObject({
      minWidthMm: 900,
      maxWidthMm: 2500,
      minHeightMm: 500,
      maxHeightMm: 2300,
      version: before!.version + 1,
    });

    const page = readableText(await visibleHtml(await staff.request(PAGE)));
    expect(page).toContain("Una finestra a due ante larghezza 900–2.500 mm, altezza 500–2.300 mm");

    const limits = await buyer.json<SizeLimit[]>("/api/size-limits");
    expect(limits.status).toBe(200);
    expect(
      limits.body.find(
        (limit) => limit.family === "window" && limit.windowType === "due-ante" && limit.openingType === null,
      ),
    ).toEqual({
      family: "window",
      windowType: "due-ante",
      openingType: null,
      minWidthMm: 900,
      maxWidthMm: 2500,
      minHeightMm: 500,
      maxHeightMm: 2300,
    });

    const [audit] = await auditRowsOf(key);
    expect(audit).toMatchObject({
      action: "size_limit.update",
      objectId: key,
      before: { minWidthMm: 800, maxWidthMm: 2400, minHeightMm: 500, maxHeightMm: 2200 },
      after: { minWidthMm: 900, maxWidthMm: 2500, minHeightMm: 500, maxHeightMm: 2300 },
    });

    const restored = await postPageForm(
      staff,
      PAGE,
      await limitForm(key, { minWidthMm: "800", maxWidthMm: "2400", maxHeightMm: "2200" }),
    );
    expect(restored.status).toBe(302);
    expect(await storedLimit(key)).toMatchObject({ minWidthMm: 800, maxWidthMm: 2400, maxHeightMm: 2200 });
  });

  it("a form drawn before another save answers 409 «modificato da un altro utente» and keeps the other's change", async () => {
    const key = "sliding:due-ante:*";
    const drawn = await limitForm(key);
    const first = await postPageForm(staff, PAGE, { ...drawn, maxWidthMm: "3900" });
    expect(first.status).toBe(302);

    const message = catalogueChangedMessages.sizeLimit;
    expect(message).toMatch(/modificato da un altro utente/);
    const stale = await postPageForm(staff, PAGE, { ...drawn, minHeightMm: "1700" });
    expect(stale.status).toBe(409);
    expect(await visibleHtml(stale)).toContain(escaped(message));
    const enhanced = await postPageForm(staff, `${PAGE}.data`, { ...drawn, minHeightMm: "1700", js: "1" });
    expect(enhanced.status).toBe(409);
    expect(await enhanced.text()).toContain(message);

    expect(await storedLimit(key)).toMatchObject({
      maxWidthMm: 3900,
      minHeightMm: 1800,
      version: Number(drawn.version) + 1,
    });
    expect(await auditRowsOf(key)).toHaveLength(1);
  });

  it.each([
    [{ minWidthMm: "1500", maxWidthMm: "1000" }, "La larghezza massima non può essere inferiore alla minima"],
    [{ minHeightMm: "1600", maxHeightMm: "1400" }, "L'altezza massima non può essere inferiore alla minima"],
    [{ minWidthMm: "" }, "Indica la larghezza minima"],
    [{ minWidthMm: "0" }, "Almeno 1 mm"],
    [{ maxHeightMm: "7000" }, "Al massimo 6.000 mm"],
    [{ maxWidthMm: "1,5" }, "Scrivi la larghezza massima come numero intero di millimetri"],
  ])("refuses %j with 400 and the message beside the field, saving nothing", async (change, message) => {
    const key = "window:*:vasistas";
    const before = await storedLimit(key);
    const response = await postPageForm(staff, PAGE, await limitForm(key, change));
    expect(response.status).toBe(400);
    expect(await visibleHtml(response)).toContain(escaped(message));
    expect(await storedLimit(key)).toEqual(before);
    expect(await auditRowsOf(key)).toHaveLength(0);
  });

  it("refuses a key that has no row with 404, writing nothing: staff edit the rows there are", async () => {
    const key = "window:cinque-ante:*";
    const rowsBefore = await app.db.select().from(schema.sizeLimits);
    const response = await postPageForm(staff, PAGE, {
      intent: "size-limit",
      key,
      minWidthMm: "1000",
      maxWidthMm: "2000",
      minHeightMm: "1000",
      maxHeightMm: "2000",
      version: "0",
    });
    expect(response.status).toBe(404);
    expect(readableText(await visibleHtml(response))).toContain("Limite di misura non trovato");
    expect(await storedLimit(key)).toBeUndefined();
    expect(await app.db.select().from(schema.sizeLimits)).toHaveLength(rowsBefore.length);
    expect(await auditRowsOf(key)).toHaveLength(0);
  });

  it("the page and its action answer 404 to a customer", async () => {
    expect((await buyer.request(PAGE)).status).toBe(404);
    const key = "door:*:*";
    const before = await storedLimit(key);
    const refused = await postPageForm(buyer, PAGE, await limitForm(key, { maxWidthMm: "1500" }));
    expect(refused.status).toBe(404);
    expect(await storedLimit(key)).toEqual(before);
  });
});
