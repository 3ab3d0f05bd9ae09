import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../db/schema.ts";
import { type Customer, readableWords } from "../support/api-client.ts";
import {
  auditRowsFor,
  placeOrder,
  postPageForm,
  SETUP_TIMEOUT_MS,
  setOrderState,
  startStaffWorld,
} from "../support/staff.ts";
import type { TestApp } from "../support/test-app.ts";

// Staff correct an order's delivery address until production
// (docs/product/offers.md#orders-that-change): validated beside each field,
// 409 on a stale form, refused once the order is closed, audited, 404 for customers.

let app: TestApp;
let staff: Customer;
let buyer: Customer;

beforeAll(async () => {
  ({ app, staff, buyer } = await startStaffWorld());
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await app?.close();
});

async function orderRow(id: number) {
  const [row] = await app.db.select().from(schema.orders).where(eq(schema.orders.id, id));
  return row!;
}

const address = (version: number, changes: Record<string, string> = {}) => ({
  intent: "address",
  version: String(version),
  address: "Via Saragozza",
  houseNumber: "88",
  city: "Bologna",
  postalCode: "40123",
  province: "BO",
  ...changes,
});

describe("«Correggi l'indirizzo di consegna»", () => {
  it("saves the new address, audited, and refuses a stale form and a bad CAP, saving nothing", async () => {
    const id = await placeOrder(app, buyer);
    const { version } = await orderRow(id);
    const saved = await postPageForm(staff, `/gestione/ordini/${id}`, address(version));
    expect(saved.status).toBe(302);
    expect(await orderRow(id)).toMatchObject({
      shippingAddress: "Via Saragozza 88",
      shippingStreet: "Via Saragozza",
      shippingHouseNumber: "88",
      shippingPostalCode: "40123",
      shippingProvince: "BO",
    });
    expect((await auditRowsFor(app, "order", id)).map((row) => row.action)).toContain("order.address");

    const stale = await postPageForm(
      staff,
      `/gestione/ordini/${id}`,
      address(version, { houseNumber: "90" }),
    );
    expect(stale.status).toBe(409);
    expect(readableWords(await stale.text())).toContain("Un collega ha modificato l'ordine nel frattempo");
    const badCap = await postPageForm(
      staff,
      `/gestione/ordini/${id}`,
      address((await orderRow(id)).version, { postalCode: "4012" }),
    );
    expect(badCap.status).toBe(400);
    expect(readableWords(await badCap.text())).toContain("Inserisci un CAP di 5 cifre");
    expect((await orderRow(id)).shippingHouseNumber).toBe("88");
  });

  it("is refused once the order is completed, and is a staff form: a customer gets 404", async () => {
    const id = await placeOrder(app, buyer);
    const version = await setOrderState(app, id, { status: "completed" });
    const closed = await postPageForm(staff, `/gestione/ordini/${id}`, address(version));
    expect(closed.status).toBe(409);
    const other = await placeOrder(app, buyer);
    const posted = await postPageForm(
      buyer,
      `/gestione/ordini/${other}`,
      address((await orderRow(other)).version),
    );
    expect(posted.status).toBe(404);
    expect((await orderRow(other)).shippingStreet).not.toBe("Via Saragozza");
  });
});
