import { and, asc, eq } from "drizzle-orm";
import { measuredLineRequest, storedLineDrawingInput } from "#app/domain/configurator/line-kinds/registry.ts";
import { shopCalendarDay } from "#app/domain/italian-formats/dates.ts";
import {
  DOOR_CENTIMETRES_MESSAGE,
  type MeasurementSheet,
  missingMeasurementsMessage,
  type PositionMeasurementInput,
} from "#app/domain/measurements/position-measurement.ts";
import { customerOfferPath } from "#app/domain/offers/offer-paths.ts";
import { isOrderRevisable, orderNotRevisableMessage } from "#app/domain/offers/order-revision.ts";
import { isRefusal, refuse } from "#app/domain/refusal.ts";
import * as schema from "#db/schema.ts";
import { measureOfferLine } from "../offers/offer-editor.server.ts";
import { priceLineInput } from "../offers/offer-line-pricing.server.ts";
import { queueOfferVersionMail } from "../offers/offer-mail.server.ts";
import { sendOffer } from "../offers/offer-versions.server.ts";
import { startOrderRevision } from "../offers/order-revisions.server.ts";
import type { Database, Transaction } from "../platform/db.server.ts";
import { recordAudit } from "../staff/audit.server.ts";

// The survey's measurements of an order's positions (docs/product/production.md#measurements):
// the technician records each size on the phone page; the office then sends
// the order's revision with those sizes, re-priced, for the customer to confirm.

export const MEASUREMENT_REVISION_REASON = "Misure definitive dal sopralluogo";
const ORDER_NOT_FOUND = "Ordine non trovato";

async function orderRow(db: Database, orderId: number) {
  const [order] = await db.select().from(schema.orders).where(eq(schema.orders.id, orderId));
  if (!order) throw refuse.notFound(ORDER_NOT_FOUND);
  return order;
}

async function itemsOf(db: Database, orderId: number) {
  return db
    .select({
      item: schema.orderItems,
      measurement: schema.positionMeasurements,
      measuredBy: schema.users.username,
    })
    .from(schema.orderItems)
    .leftJoin(schema.positionMeasurements, eq(schema.positionMeasurements.orderItemId, schema.orderItems.id))
    .leftJoin(schema.users, eq(schema.users.id, schema.positionMeasurements.measuredBy))
    .where(eq(schema.orderItems.orderId, orderId))
    .orderBy(asc(schema.orderItems.id));
}

/** The measurement page of an order: every position with its size now and what was measured. */
export async function getMeasurementSheet(db: Database, orderId: number): Promise<MeasurementSheet> {
  const order = await orderRow(db, orderId);
  const [[job], rows, [pending]] = await Promise.all([
    db.select().from(schema.jobs).where(eq(schema.jobs.id, order.jobId)),
    itemsOf(db, orderId),
    db
      .select({ number: schema.offers.number })
      .from(schema.offers)
      .where(and(eq(schema.offers.revisesOrderId, orderId), eq(schema.offers.status, "inviata")))
      .limit(1),
  ]);
  const site = job
    ? [job.siteStreet, [job.sitePostalCode, job.siteCity].filter(Boolean).join(" ")]
        .filter(Boolean)
        .join(", ")
    : "";
  return {
    orderId,
    orderNumber: order.number,
    stage: order.stage,
    jobNumber: job?.number ?? "",
    customerName: job?.customerName ?? order.shippingName,
    siteAddress: site || `${order.shippingAddress}, ${order.shippingPostalCode} ${order.shippingCity}`,
    measurementsConfirmedAt: order.measurementsConfirmedAt?.toISOString() ?? null,
    pendingRevision: pending ? { number: pending.number, href: customerOfferPath(pending.number) } : null,
    positions: rows.map(({ item, measurement, measuredBy }, index) => {
      const drawing = storedLineDrawingInput(item.kind, item.configuration);
      return {
        itemId: item.id,
        index: index + 1,
        productName: item.productName,
        roomLabel: item.roomLabel,
        quantity: item.quantity,
        kind: item.kind,
        widthMm: drawing.widthMm,
        heightMm: drawing.heightMm,
        sizesFinal: item.sizesFinal,
        measurement: measurement
          ? {
              widthMm: measurement.widthMm,
              heightMm: measurement.heightMm,
              notes: measurement.notes,
              measuredBy: measuredBy ?? "",
              measuredAt: measurement.measuredAt.toISOString(),
            }
          : null,
      };
    }),
  };
}

/** The position's configuration at the measured size: a door in centimetres, a window in millimetres. */
function measuredSize(kind: string, input: PositionMeasurementInput) {
  if (kind !== "door") return { width: input.width, height: input.height };
  if (input.width % 10 !== 0 || input.height % 10 !== 0) {
    throw refuse.invalid(DOOR_CENTIMETRES_MESSAGE, { fields: { width: DOOR_CENTIMETRES_MESSAGE } });
  }
  return { width: input.width / 10, height: input.height / 10 };
}

/** Prices the position at the measured size: the configurator's own limits refuse what cannot be made. */
async function checkMeasuredSize(
  tx: Transaction,
  item: typeof schema.orderItems.$inferSelect,
  input: PositionMeasurementInput,
) {
  const size = measuredSize(item.kind, input);
  const measured = measuredLineRequest(item.kind, item.productId, item.configuration, item.quantity, size);
  try {
    await priceLineInput(tx, {
      type: "product",
      request: measured,
      quantity: item.quantity,
      roomLabel: item.roomLabel,
      sizesFinal: true,
      lineServices: item.services.map((service) => service.code),
      discount: null,
    });
  } catch (error) {
    if (!isRefusal(error) || error.kind !== "invalid") throw error;
    // The configurator names the dimension; the sheet shows it beside the width.
    const field = /altezza/i.test(error.message) ? "height" : "width";
    throw refuse.invalid(error.message, { fields: { [field]: error.message } });
  }
}

/** Records (or corrects) one position's measured size, checked against its family's limits and audited. */
export async function recordPositionMeasurement(
  db: Database,
  actor: { id: number },
  orderId: number,
  input: PositionMeasurementInput,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [order] = await tx.select().from(schema.orders).where(eq(schema.orders.id, orderId)).for("update");
    if (!order) throw refuse.notFound(ORDER_NOT_FOUND);
    if (!isOrderRevisable(order.stage)) throw refuse.conflict(orderNotRevisableMessage(order.stage));
    const [item] = await tx
      .select()
      .from(schema.orderItems)
      .where(and(eq(schema.orderItems.id, input.itemId), eq(schema.orderItems.orderId, orderId)));
    if (!item) throw refuse.notFound("Posizione non trovata");
    await checkMeasuredSize(tx, item, input);
    const values = {
      widthMm: input.width,
      heightMm: input.height,
      notes: input.notes,
      measuredBy: actor.id,
      measuredAt: new Date(),
    };
    const [before] = await tx
      .select()
      .from(schema.positionMeasurements)
      .where(eq(schema.positionMeasurements.orderItemId, item.id));
    await tx
      .insert(schema.positionMeasurements)
      .values({ orderItemId: item.id, ...values })
      .onConflictDoUpdate({ target: schema.positionMeasurements.orderItemId, set: values });
    await recordAudit(tx, {
      actorId: actor.id,
      action: "order.measurement",
      objectType: "order",
      objectId: orderId,
      before: before
        ? { itemId: item.id, width: before.widthMm, height: before.heightMm, notes: before.notes }
        : null,
      after: { itemId: item.id, width: input.width, height: input.height, notes: input.notes },
    });
  });
}

/**
 * «Invia le misure al cliente»: in one transaction, the order's revision with
 * every position at its measured size (re-priced, marked final) is written and
 * sent; the customer's acceptance of it is the confirmation the stage
 * «Misure definitive» needs, also when the total is the same.
 */
export async function sendMeasurementsForConfirmation(
  db: Database,
  actor: { id: number },
  orderId: number,
): Promise<{ offerNumber: string; versionNumber: number; emailedTo: string | null }> {
  const sheet = await getMeasurementSheet(db, orderId);
  const missing = missingMeasurementsMessage(sheet.positions);
  if (missing) throw refuse.conflict(missing, { reason: "measurements-missing" });
  if (sheet.positions.length === 0) throw refuse.conflict("L'ordine non ha posizioni da misurare");
  return db.transaction(async (tx) => {
    const { number } = await startOrderRevision(tx, actor, orderId, MEASUREMENT_REVISION_REASON);
    const [offer] = await tx.select().from(schema.offers).where(eq(schema.offers.number, number));
    if (!offer) throw new Error(`revision ${number} vanished`);
    const lines = await tx
      .select()
      .from(schema.offerLines)
      .where(and(eq(schema.offerLines.offerId, offer.id), eq(schema.offerLines.type, "product")))
      .orderBy(asc(schema.offerLines.position));
    // The k-th position of the order is the k-th position line of its revision: both keep the order's order.
    let version = offer.version;
    for (const [index, line] of lines.entries()) {
      const measurement = sheet.positions[index]?.measurement;
      if (!measurement) continue;
      const size =
        line.kind === "door"
          ? { width: measurement.widthMm / 10, height: measurement.heightMm / 10 }
          : { width: measurement.widthMm, height: measurement.heightMm };
      await measureOfferLine(tx, actor, offer.id, line.id, version, size);
      version += 1;
    }
    const sent = await sendOffer(tx, actor, offer.id, version, {
      today: shopCalendarDay(new Date()),
      afterFreeze: queueOfferVersionMail,
    });
    return { offerNumber: number, versionNumber: sent.versionNumber, emailedTo: sent.emailedTo };
  });
}
