import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../db/schema.ts";
import { type Customer, registeredCustomer, visibleHtml } from "../support/api-client.ts";
import {
  auditRowsFor,
  orderNumberOf,
  placeOrder,
  postPageForm,
  SETUP_TIMEOUT_MS,
  setOrderState,
  signedInStaff,
  startStaffWorld,
} from "../support/staff.ts";
import type { TestApp } from "../support/test-app.ts";

// The order status workflow (docs/product/back-office.md#order-status-workflow):
// every allowed and refused change through the order page's form, the
// concurrent change, the history, the audit rows, and the customer's timeline.

let app: TestApp;
let staff: Customer;
let colleague: Customer;
let buyer: Customer;

beforeAll(async () => {
  const world = await startStaffWorld();
  ({ app, staff, buyer } = world);
  colleague = await signedInStaff(app, world.admin);
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await app?.close();
});

const statuses = ["pending", "processing", "completed", "cancelled"] as const;
type Status = (typeof statuses)[number];
const allowed = new Set([
  "pending>processing",
  "pending>cancelled",
  "processing>completed",
  "processing>cancelled",
]);
const labels: Record<Status, string> = {
  pending: "In attesa",
  processing: "In lavorazione",
  completed: "Completato",
  cancelled: "Annullato",
};

function changeStatus(
  who: Customer,
  orderId: number,
  fields: { status: string; version: number; note?: string; visible?: boolean },
) {
  return postPageForm(who, `/gestione/ordini/${orderId}`, {
    status: fields.status,
    version: String(fields.version),
    note: fields.note ?? "",
    ...(fields.visible ? { noteVisibleToCustomer: "on" } : {}),
  });
}

async function orderRow(orderId: number) {
  const [row] = await app.db.select().from(schema.orders).where(eq(schema.orders.id, orderId));
  return row!;
}

async function historyOf(orderId: number) {
  return app.db
    .select()
    .from(schema.orderStatusHistory)
    .where(eq(schema.orderStatusHistory.orderId, orderId))
    .orderBy(schema.orderStatusHistory.id);
}

const auditOf = (orderId: number) => auditRowsFor(app, "order", orderId);

describe("the status workflow", () => {
  for (const from of statuses) {
    for (const to of statuses) {
      const ok = allowed.has(`${from}>${to}`);
      it(`${from} → ${to}: ${ok ? "allowed" : "refused with 409"}`, async () => {
        const orderId = await placeOrder(app, buyer);
        const version = await setOrderState(app, orderId, { status: from });
        const response = await changeStatus(staff, orderId, { status: to, version });
        const row = await orderRow(orderId);
        if (ok) {
          expect(response.status).toBe(302);
          expect(response.headers.get("location")).toBe(`/gestione/ordini/${orderId}`);
          expect(row).toMatchObject({ status: to, version: version + 1 });
          expect(await historyOf(orderId)).toHaveLength(1);
        } else {
          expect(response.status).toBe(409);
          const html = await visibleHtml(response);
          const expected =
            from === to
              ? `L&#x27;ordine è già «${labels[from]}»`
              : from === "completed" || from === "cancelled"
                ? `L&#x27;ordine è «${labels[from]}»: lo stato non può più cambiare`
                : `Un ordine «${labels[from]}» non può passare a «${labels[to]}»`;
          expect(html.includes(expected), expected).toBe(true);
          expect(row).toMatchObject({ status: from, version });
          expect(await historyOf(orderId)).toEqual([]);
          expect(await auditOf(orderId)).toEqual([]);
        }
      });
    }
  }

  it("writes the history row and the audit row with the change, in one go", async () => {
    const orderId = await placeOrder(app, buyer);
    const staffId = (await staff.json<{ id: number }>("/api/user")).body.id;
    const response = await changeStatus(staff, orderId, {
      status: "processing",
      version: 1,
      note: "Materiale ordinato al fornitore",
    });
    expect(response.status).toBe(302);
    const [history] = await historyOf(orderId);
    expect(history).toMatchObject({
      fromStatus: "pending",
      toStatus: "processing",
      changedBy: staffId,
      note: "Materiale ordinato al fornitore",
      noteVisibleToCustomer: false,
    });
    const [audit] = await auditOf(orderId);
    expect(audit).toMatchObject({
      actorId: staffId,
      action: "order.status",
      before: { status: "pending", version: 1 },
      after: {
        status: "processing",
        version: 2,
        note: "Materiale ordinato al fornitore",
        noteVisibleToCustomer: false,
      },
    });
  });

  it("refuses a malformed form with 400 and an unknown order with 404, changing nothing", async () => {
    const orderId = await placeOrder(app, buyer);
    const badStatus = await changeStatus(staff, orderId, { status: "spedito", version: 1 });
    expect(badStatus.status).toBe(400);
    expect((await visibleHtml(badStatus)).includes("Scegli il nuovo stato")).toBe(true);
    const longNote = await changeStatus(staff, orderId, {
      status: "processing",
      version: 1,
      note: "x".repeat(1001),
    });
    expect(longNote.status).toBe(400);
    expect((await visibleHtml(longNote)).includes("La nota può contenere al massimo 1000 caratteri")).toBe(
      true,
    );
    expect((await orderRow(orderId)).status).toBe("pending");

    expect((await changeStatus(staff, 999_999, { status: "processing", version: 1 })).status).toBe(404);
    expect((await staff.request("/gestione/ordini/999999")).status).toBe(404);
    expect((await staff.request("/gestione/ordini/abc")).status).toBe(404);
  });
});

describe("two staff members changing the same order at once", () => {
  it("lets one win; the other gets 409 'L'ordine è stato modificato da un altro utente' and sees the new state", async () => {
    const orderId = await placeOrder(app, buyer);
    const [first, second] = await Promise.all([
      changeStatus(staff, orderId, { status: "processing", version: 1 }),
      changeStatus(colleague, orderId, { status: "cancelled", version: 1 }),
    ]);
    const statusesSeen = [first.status, second.status].sort();
    expect(statusesSeen).toEqual([302, 409]);
    const loser = first.status === 409 ? first : second;
    const html = await visibleHtml(loser);
    expect(html.includes("L&#x27;ordine è stato modificato da un altro utente")).toBe(true);
    const row = await orderRow(orderId);
    expect(row.version).toBe(2);
    // The refused page shows the order as the winner left it.
    expect(html.includes(labels[row.status as Status])).toBe(true);
    expect(await historyOf(orderId)).toHaveLength(1);
    expect(await auditOf(orderId)).toHaveLength(1);

    // A form still holding the old version is refused later too.
    const stale = await changeStatus(colleague, orderId, { status: "cancelled", version: 1 });
    if (row.status === "processing") {
      expect(stale.status).toBe(409);
      expect((await visibleHtml(stale)).includes("L&#x27;ordine è stato modificato da un altro utente")).toBe(
        true,
      );
    }
  });
});

describe("the customer's timeline on /orders/:id", () => {
  it("shows each status with its date and only the notes made visible", async () => {
    const orderId = await placeOrder(app, buyer);
    await changeStatus(staff, orderId, {
      status: "processing",
      version: 1,
      note: "Posa prevista la prossima settimana",
      visible: true,
    });
    await changeStatus(staff, orderId, {
      status: "completed",
      version: 2,
      note: "Cliente difficile, nota interna",
    });

    const page = await buyer.request(`/orders/${orderId}`);
    const html = await visibleHtml(page);
    expect(html.includes("Stato dell&#x27;ordine")).toBe(true);
    expect(html.includes("Posa prevista la prossima settimana")).toBe(true);
    expect(html.includes("In lavorazione")).toBe(true);
    expect(html.includes("Completato")).toBe(true);
    expect(/\d{2}\/\d{2}\/\d{4}/.test(html)).toBe(true);
    // The internal note never reaches the customer: not in the page, not in its data.
    const raw = await (await buyer.request(`/orders/${orderId}`)).text();
    expect(raw.includes("Cliente difficile")).toBe(false);
    const data = await (await buyer.request(`/orders/${orderId}.data`)).text();
    expect(data.includes("Cliente difficile")).toBe(false);
    expect(data.includes("Posa prevista la prossima settimana")).toBe(true);

    // Staff see both, with who wrote them and whether the customer sees them.
    const staffHtml = await visibleHtml(await staff.request(`/gestione/ordini/${orderId}`));
    expect(staffHtml.includes("Cliente difficile, nota interna")).toBe(true);
    expect(staffHtml.includes("nota interna")).toBe(true);
    expect(staffHtml.includes("nota visibile al cliente")).toBe(true);
  });

  it("keeps another customer's order a 404", async () => {
    const orderId = await placeOrder(app, buyer);
    const stranger = await registeredCustomer(app);
    expect((await stranger.request(`/orders/${orderId}`)).status).toBe(404);
  });
});

describe("the order page for staff", () => {
  it("shows the customer, contacts, addresses, payment, notes, each line's configuration and drawing, and VAT", async () => {
    const orderId = await placeOrder(app, buyer, {
      paymentMethod: "bonifico",
      shipping: { name: "Lucia Ferri", phone: "+39 051 765 4321" },
      notes: "Citofonare Ferri",
    });
    const html = await visibleHtml(await staff.request(`/gestione/ordini/${orderId}`));
    for (const text of [
      `Ordine ${await orderNumberOf(app, orderId)}`,
      "Lucia Ferri",
      "+39 051 765 4321",
      "Via Indipendenza 10",
      "Fatturazione: Via Indipendenza 10, 40121 Bologna",
      "Bonifico bancario",
      "Citofonare Ferri",
      "Dimensioni",
      // Each line's drawing, the same one the customer's order shows.
      'data-family="window"',
      "di cui IVA (22%)",
      `Account: `,
      // Staff call the customer with a tap.
      'href="tel:+390517654321"',
    ]) {
      expect(html.includes(text), text).toBe(true);
    }
    // Only the next allowed statuses are offered.
    expect(html.includes('value="processing"')).toBe(true);
    expect(html.includes('value="cancelled"')).toBe(true);
    expect(html.includes('value="completed"')).toBe(false);
  });
});
