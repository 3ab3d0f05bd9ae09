import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../db/schema.ts";
import { type Customer, readableText, visibleHtml } from "../support/api-client.ts";
import {
  placeOrder,
  postPageForm,
  SETUP_TIMEOUT_MS,
  setOrderState,
  startStaffWorld,
} from "../support/staff.ts";
import type { TestApp } from "../support/test-app.ts";

// Internal notes on an order (docs/product/back-office.md#order-notes): staff
// add them at any status, also after completion; each is audited; the
// customer never sees them, and the job's timeline lists them.

let app: TestApp;
let staff: Customer;
let buyer: Customer;

beforeAll(async () => {
  ({ app, staff, buyer } = await startStaffWorld());
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await app?.close();
});

const page = (orderId: number) => `/gestione/ordini/${orderId}`;
const addNote = (who: Customer, orderId: number, body: string) =>
  postPageForm(who, page(orderId), { intent: "note", body });

describe("internal notes on an order", () => {
  it("are added at any status, also once completed, audited, and listed on the order and its job", async () => {
    const orderId = await placeOrder(app, buyer);
    expect((await addNote(staff, orderId, "Cliente richiamato: sopralluogo giovedì")).status).toBe(302);
    await setOrderState(app, orderId, { status: "completed" });
    expect((await addNote(staff, orderId, "Posa completata, foto in archivio")).status).toBe(302);

    const text = readableText(await visibleHtml(await staff.request(page(orderId))));
    expect(text).toContain("Note interne");
    expect(text).toContain("Cliente richiamato: sopralluogo giovedì");
    expect(text).toContain("Posa completata, foto in archivio");
    const audits = await app.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.action, "order.note"));
    expect(audits.map((row) => row.objectId)).toEqual([String(orderId), String(orderId)]);
    expect(audits[1]!.after).toMatchObject({ body: "Posa completata, foto in archivio" });

    const [order] = await app.db
      .select({ job: schema.jobs.number })
      .from(schema.orders)
      .innerJoin(schema.jobs, eq(schema.jobs.id, schema.orders.jobId))
      .where(eq(schema.orders.id, orderId));
    const job = readableText(await visibleHtml(await staff.request(`/gestione/commesse/${order!.job}`)));
    expect(job).toContain("su Ordine");
    expect(job).toContain("Posa completata, foto in archivio");

    // Never the customer's: their order page does not show them, and they cannot add one.
    const own = readableText(await visibleHtml(await buyer.request(`/orders/${orderId}`)));
    expect(own).not.toContain("sopralluogo giovedì");
    expect((await addNote(buyer, orderId, "Nota del cliente")).status).toBe(404);
  });

  it("refuses an empty note with 400 and the message beside the field, saving nothing", async () => {
    const orderId = await placeOrder(app, buyer);
    const refused = await addNote(staff, orderId, "   ");
    expect(refused.status).toBe(400);
    expect(readableText(await visibleHtml(refused))).toContain("Scrivi il testo della nota");
    expect(
      await app.db.select().from(schema.orderNotes).where(eq(schema.orderNotes.orderId, orderId)),
    ).toEqual([]);
  });
});
