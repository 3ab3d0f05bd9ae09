import { asc, eq } from "drizzle-orm";
import { customerWrittenNotes } from "#app/domain/cart-and-checkout/payment-methods.ts";
import { storedLineDetails, storedLineDrawingInput } from "#app/domain/configurator/line-kinds/registry.ts";
import type { DrawingSpec } from "#app/domain/configurator/product-drawing-spec.ts";
import { type ProductFamily, productFamily } from "#app/domain/configurator/product-family.ts";
import { refuse } from "#app/domain/refusal.ts";
import * as schema from "#db/schema.ts";
import { calculatorOptionRows } from "../catalogue/catalogue.server.ts";
import { findProductDrawingFacts, loadLineDrawer } from "../configurator/line-drawings.server.ts";
import type { Database } from "../platform/db.server.ts";

// An order as the workshop reads it (docs/product/production.md#work-order):
// the order and its job, and each position with its stored configuration, its
// drawing, its family, whether its size is final and the survey's notes.

export interface WorkshopPosition {
  number: number;
  kind: "window" | "door";
  productName: string;
  family: ProductFamily;
  drawing: DrawingSpec;
  /** The chosen option values by type ("system" → "standard-70"); empty for a Torterolo door. */
  options: Record<string, string>;
  summary: { label: string; value: string }[];
  /** The final or indicative size in mm; null when the line has none (a door «da definire»). */
  widthMm: number | null;
  heightMm: number | null;
  quantity: number;
  roomLabel: string;
  sizesFinal: boolean;
  surveyNotes: string;
}

export interface WorkshopOrder {
  number: string;
  jobNumber: string;
  customer: { name: string; phone: string | null; site: string[] };
  customerNotes: string;
  positions: WorkshopPosition[];
  /** An option's Italian name by type and value; the value itself when the catalogue no longer has it. */
  optionName: (type: string, value: string | undefined) => string;
}

function siteLines(job: typeof schema.jobs.$inferSelect, order: typeof schema.orders.$inferSelect) {
  const city = [job.sitePostalCode, job.siteCity, job.siteProvince ? `(${job.siteProvince})` : null]
    .filter(Boolean)
    .join(" ");
  const site = [job.siteStreet, city, job.siteFloor].filter((line): line is string => Boolean(line?.trim()));
  if (site.length > 0) return site;
  // A job without its site yet: the order's delivery address is where the pieces go.
  return [order.shippingAddress, `${order.shippingPostalCode} ${order.shippingCity}`.trim()].filter(Boolean);
}

/** The order for the workshop; an unknown order is refused as not found. */
export async function loadWorkshopOrder(db: Database, orderId: number): Promise<WorkshopOrder> {
  const [found] = await db
    .select({ order: schema.orders, job: schema.jobs })
    .from(schema.orders)
    .innerJoin(schema.jobs, eq(schema.orders.jobId, schema.jobs.id))
    .where(eq(schema.orders.id, orderId));
  if (!found) throw refuse.notFound("Ordine non trovato");
  const [items, measurements, drawLine, optionRows] = await Promise.all([
    db
      .select()
      .from(schema.orderItems)
      .where(eq(schema.orderItems.orderId, orderId))
      .orderBy(asc(schema.orderItems.id)),
    db
      .select({
        orderItemId: schema.positionMeasurements.orderItemId,
        notes: schema.positionMeasurements.notes,
      })
      .from(schema.positionMeasurements)
      .innerJoin(schema.orderItems, eq(schema.orderItems.id, schema.positionMeasurements.orderItemId))
      .where(eq(schema.orderItems.orderId, orderId)),
    loadLineDrawer(db),
    calculatorOptionRows(db),
  ]);
  const notesOf = new Map(measurements.map((row) => [row.orderItemId, row.notes]));
  const positions = await Promise.all(
    items.map(async (item, index): Promise<WorkshopPosition> => {
      const facts = await findProductDrawingFacts(db, item.productId);
      const drawing = drawLine(item);
      const details = storedLineDetails(item.kind, item.configuration);
      const input = storedLineDrawingInput(item.kind, item.configuration);
      return {
        number: index + 1,
        kind: item.kind,
        productName: item.productName,
        family: productFamily({ category: { slug: facts?.category.slug ?? "" } }),
        drawing,
        options: item.kind === "window" ? input.options : {},
        summary: details.summary,
        widthMm: input.widthMm,
        heightMm: input.heightMm,
        quantity: item.quantity,
        roomLabel: item.roomLabel,
        sizesFinal: item.sizesFinal,
        surveyNotes: notesOf.get(item.id) ?? "",
      };
    }),
  );
  const { order, job } = found;
  return {
    number: order.number,
    jobNumber: job.number,
    customer: {
      name: job.customerName,
      phone: job.customerPhone ?? order.shippingPhone,
      site: siteLines(job, order),
    },
    customerNotes: customerWrittenNotes(order.notes, order.paymentMethod) ?? "",
    positions,
    optionName: (type, value) =>
      value ? (optionRows.find((row) => row.type === type && row.value === value)?.name ?? value) : "",
  };
}
