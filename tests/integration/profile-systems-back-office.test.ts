import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profileSystemMessages } from "../../app/domain/workshop/profile-system-form.ts";
import * as schema from "../../db/schema.ts";
import { type Customer, readableText, visibleHtml } from "../support/api-client.ts";
import { postPageForm, SETUP_TIMEOUT_MS, startStaffWorld } from "../support/staff.ts";
import type { TestApp } from "../support/test-app.ts";

// The profile systems' cut settings in the back office (docs/product/production.md#cut-settings):
// staff change a system's deductions, kerf, trims, measure and stock bar at
// /gestione/catalogo/sistemi; each change is audited in the same transaction;
// a stale form is a conflict; a wrong value is refused beside its field; a
// customer gets 404.

let app: TestApp;
let staff: Customer;
let buyer: Customer;

beforeAll(async () => {
  ({ app, staff, buyer } = await startStaffWorld());
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await app?.close();
});

const PAGE = "/gestione/catalogo/sistemi";
const escaped = (text: string) => text.replaceAll("'", "&#x27;");
const table = schema.profileSystemSettings;

async function stored(value: string) {
  const [row] = await app.db.select().from(table).where(eq(table.systemValue, value));
  return row;
}

/** The system's form as the page draws it now, with `change` typed over it. */
async function systemForm(value: string, change: Record<string, string> = {}) {
  const row = await stored(value);
  if (!row) throw new Error(`no system ${value}`);
  const { systemValue, version, cutMeasure, ...lengths } = row;
  return {
    intent: "profile-system",
    systemValue,
    ...Object.fromEntries(Object.entries(lengths).map(([field, length]) => [field, String(length)])),
    cutMeasure,
    version: String(version),
    ...change,
  };
}

function auditRowsOf(value: string) {
  return app.db
    .select()
    .from(schema.auditLog)
    .where(and(eq(schema.auditLog.objectType, "profile_system"), eq(schema.auditLog.objectId, value)))
    .orderBy(schema.auditLog.id);
}

describe("the profile systems page", () => {
  it("lists the three systems with their settings, linked from the catalogue's navigation", async () => {
    const response = await staff.request(PAGE);
    expect(response.status).toBe(200);
    const html = await visibleHtml(response);
    const page = readableText(html);
    expect(page).toContain("Sistemi di profilo");
    expect(page).toContain("Standard 70 mm barra 6.000 mm, punta lunga");
    expect(page).toContain("Performance 82 mm barra 6.000 mm, punta lunga");
    expect(page).toContain("Passivhaus 92 mm barra 6.500 mm, punta lunga");
    expect(html).toContain('id="sistema-standard-70-detrazione-larghezza"');
    expect(html).toContain('value="76"');
    const catalogue = await visibleHtml(await staff.request("/gestione/catalogo"));
    expect(catalogue).toContain(`href="${PAGE}"`);
  });

  it("staff save a system: the stored row and the page change, and the change is audited", async () => {
    const value = "performance-82";
    const before = await stored(value);
    const saved = await postPageForm(
      staff,
      PAGE,
      await systemForm(value, { kerfMm: "5", stockLengthMm: "6.500", cutMeasure: "punta-corta" }),
    );
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe(PAGE);
    expect(await stored(value)).toMatchObject({
      kerfMm: 5,
      stockLengthMm: 6500,
      cutMeasure: "punta-corta",
      sashWidthDeductionMm: before!.sashWidthDeductionMm,
      version: before!.version + 1,
    });
    expect(readableText(await visibleHtml(await staff.request(PAGE)))).toContain(
      "Performance 82 mm barra 6.500 mm, punta corta",
    );
    const [audit] = await auditRowsOf(value);
    expect(audit).toMatchObject({
      action: "profile_system.update",
      before: { kerfMm: 4, stockLengthMm: 6000, cutMeasure: "punta-lunga" },
      after: { kerfMm: 5, stockLengthMm: 6500, cutMeasure: "punta-corta" },
    });
  });

  it("a form drawn before another save answers 409 and keeps the other's change", async () => {
    const value = "passive-92";
    const drawn = await systemForm(value);
    expect((await postPageForm(staff, PAGE, { ...drawn, trimMm: "4" })).status).toBe(302);
    const stale = await postPageForm(staff, PAGE, { ...drawn, kerfMm: "6" });
    expect(stale.status).toBe(409);
    expect(await visibleHtml(stale)).toContain(escaped(profileSystemMessages.changed));
    expect(await stored(value)).toMatchObject({ trimMm: 4, kerfMm: 4, version: Number(drawn.version) + 1 });
    expect(await auditRowsOf(value)).toHaveLength(1);
  });

  it.each([
    [{ kerfMm: "" }, "Indica spessore della lama"],
    [{ trimMm: "2,5" }, "Scrivi sovrametallo per estremità come numero intero di millimetri"],
    [{ sashOverlapMm: "1200" }, "Al massimo 1.000 mm"],
    [{ stockLengthMm: "500" }, "Almeno 1.000 mm"],
    [{ minOffcutMm: "1200", stockLengthMm: "1000" }, profileSystemMessages.offcutOverBar],
    [{ cutMeasure: "a-occhio" }, profileSystemMessages.measure],
  ])("refuses %j with 400 and the message beside the field, saving nothing", async (change, message) => {
    const value = "standard-70";
    const before = await stored(value);
    const response = await postPageForm(staff, PAGE, await systemForm(value, change));
    expect(response.status).toBe(400);
    expect(await visibleHtml(response)).toContain(escaped(message));
    expect(await stored(value)).toEqual(before);
    expect(await auditRowsOf(value)).toHaveLength(0);
  });

  it("refuses a system without settings with 404, writing nothing", async () => {
    const form = { ...(await systemForm("standard-70")), systemValue: "legno-68", version: "0" };
    const response = await postPageForm(staff, PAGE, form);
    expect(response.status).toBe(404);
    expect(readableText(await visibleHtml(response))).toContain(profileSystemMessages.notFound);
    expect(await stored("legno-68")).toBeUndefined();
  });

  it("the page and its action answer 404 to a customer", async () => {
    expect((await buyer.request(PAGE)).status).toBe(404);
    const before = await stored("standard-70");
    const refused = await postPageForm(buyer, PAGE, await systemForm("standard-70", { kerfMm: "9" }));
    expect(refused.status).toBe(404);
    expect(await stored("standard-70")).toEqual(before);
  });
});
