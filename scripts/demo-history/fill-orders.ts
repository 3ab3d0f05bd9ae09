// The demo history's orders: each by a demo customer after signing up, with
// one to three priced lines, shipped to the customer (now and then to someone
// else), and the status changes staff made, each with its audit row.

import {
  type PaymentMethod,
  paymentMethods,
  paymentNote,
} from "#app/domain/cart-and-checkout/payment-methods.ts";
import { documentPrefixes } from "#app/domain/documents/document-number.ts";
import { stageOfLegacyStatus } from "#app/domain/orders/order-stages.ts";
import { reserveDocumentNumbers } from "#app/server/documents/document-numbers.server.ts";
import * as schema from "#db/schema.ts";
import { splitBatches } from "./batches.ts";
import type { FillContext } from "./fill-context.ts";
import { storeDemoJobs } from "./fill-jobs.ts";
import { demoPerson, ORDER_NOTES } from "./people.ts";
import { momentBetween, orderWalk } from "./walks.ts";

type OrderRow = typeof schema.orders.$inferInsert;
type ItemRow = Omit<typeof schema.orderItems.$inferInsert, "orderId">;

/** Card most of the time, as the shop's payments go. */
const PAYMENT_WEIGHTS: [PaymentMethod, number][] = [
  ["carta", 0.55],
  ["bonifico", 0.25],
  ["portafoglio", 0.12],
  ["contrassegno", 0.08],
];

function paymentMethod(roll: number): PaymentMethod {
  let sum = 0;
  for (const [method, weight] of PAYMENT_WEIGHTS) {
    sum += weight;
    if (roll < sum) return method;
  }
  return paymentMethods[0];
}

function orderLines({ random, pool }: FillContext): ItemRow[] {
  const count = random.next() < 0.6 ? 1 : random.integer(2, 3);
  return Array.from({ length: count }, () => {
    const line =
      pool.doors.length > 0 && random.next() < 0.15 ? random.pick(pool.doors) : random.pick(pool.windows);
    const quantity = line.kind === "door" ? 1 : random.next() < 0.6 ? 1 : random.integer(2, 6);
    return {
      productId: line.productId,
      productName: line.productName,
      kind: line.kind,
      configuration: line.configuration,
      unitPriceCents: line.unitPriceCents,
      quantity,
      lineTotalCents: line.unitPriceCents * quantity,
    };
  });
}

/** One order, its lines and its walk; not yet stored. */
function demoOrder(context: FillContext, index: number) {
  const { random, customers, until, runTag } = context;
  const customer = random.pick(customers);
  const createdAt = momentBetween(random, customer.createdAt, until);
  const items = orderLines(context);
  const method = paymentMethod(random.next());
  // One order in ten goes to a relative or an office, with its own name and e-mail.
  const recipient = random.next() < 0.1 ? demoPerson(random, `${runTag}o${index}`) : customer;
  const walk = orderWalk(random, createdAt, until);
  const order: OrderRow = {
    number: "", // given in fillOrders, in date order, once every order has its date
    jobId: 0, // given in fillOrders, with the jobs
    userId: customer.id,
    status: walk.status,
    // A demo order lives on the spec's statuses; its stage is the one each status stood for before stages.
    stage: stageOfLegacyStatus[walk.status],
    totalCents: items.reduce((sum, item) => sum + item.lineTotalCents, 0),
    paymentMethod: method,
    shippingName: `${recipient.firstName} ${recipient.lastName}`,
    shippingEmail: recipient.email,
    shippingPhone: recipient.phone,
    shippingAddress: recipient.address,
    shippingCity: recipient.city,
    shippingPostalCode: recipient.postalCode,
    billingAddress: `${customer.address}, ${customer.postalCode} ${customer.city}`,
    notes: paymentNote(method),
    version: 1 + walk.steps.length,
    createdAt,
  };
  return { order, items, steps: walk.steps };
}

export async function fillOrders(context: FillContext, count: number) {
  const { tx, random, staff } = context;
  const made = { orders: 0, orderItems: 0, orderStatusHistory: 0, auditLog: 0 };
  const orders = Array.from({ length: count }, (_, index) => demoOrder(context, index));
  const numbers = await reserveDocumentNumbers(
    tx,
    documentPrefixes.order,
    orders.map(({ order }) => order.createdAt as Date),
  );
  orders.forEach(({ order }, index) => {
    order.number = numbers[index]!;
  });
  const jobIds = await storeDemoJobs(
    tx,
    orders.map(({ order }) => ({
      userId: order.userId,
      customerName: order.shippingName,
      customerEmail: order.shippingEmail,
      customerPhone: order.shippingPhone,
      siteStreet: order.shippingAddress,
      sitePostalCode: order.shippingPostalCode,
      siteCity: order.shippingCity,
      createdAt: order.createdAt as Date,
    })),
  );
  orders.forEach(({ order }, index) => {
    order.jobId = jobIds[index]!;
  });
  for (const batch of splitBatches(orders)) {
    const ids = await tx
      .insert(schema.orders)
      .values(batch.map(({ order }) => order))
      .returning({ id: schema.orders.id });
    const items = batch.flatMap(({ items }, index) =>
      items.map((item) => ({ ...item, orderId: ids[index]!.id })),
    );
    const changes = batch.flatMap(({ steps }, index) =>
      steps.map((step, position) => {
        const note = random.pick(ORDER_NOTES);
        return {
          orderId: ids[index]!.id,
          step,
          version: position + 1,
          actor: random.pick(staff),
          note,
          noteVisibleToCustomer: note !== "" && random.next() < 0.3,
        };
      }),
    );
    for (const part of splitBatches(items)) await tx.insert(schema.orderItems).values(part);
    for (const part of splitBatches(changes)) {
      await tx.insert(schema.orderStatusHistory).values(
        part.map(({ orderId, step, actor, note, noteVisibleToCustomer }) => ({
          orderId,
          fromStatus: step.from,
          toStatus: step.to,
          fromStage: stageOfLegacyStatus[step.from],
          toStage: stageOfLegacyStatus[step.to],
          changedBy: actor.id,
          changedAt: step.at,
          note,
          noteVisibleToCustomer,
        })),
      );
      // The same row order.status writes (app/server/orders/order-workflow.server.ts).
      await tx.insert(schema.auditLog).values(
        part.map(({ orderId, step, version, actor, note, noteVisibleToCustomer }) => ({
          actorId: actor.id,
          at: step.at,
          action: "order.status",
          objectType: "order",
          objectId: String(orderId),
          before: { status: step.from, version },
          after: { status: step.to, version: version + 1, note, noteVisibleToCustomer },
        })),
      );
    }
    made.orders += batch.length;
    made.orderItems += items.length;
    made.orderStatusHistory += changes.length;
    made.auditLog += changes.length;
  }
  return made;
}
