import { SAME_AS_INSIDE } from "#app/domain/catalogue/option-dependencies.ts";
import type { SummaryLine } from "#app/domain/configurator/line-kinds/summary.ts";
import { refuse } from "#app/domain/refusal.ts";
import {
  type CutPosition,
  type PositionCuts,
  positionCuts,
  positionName,
  sizeText,
} from "#app/domain/workshop/cut-list.ts";
import { glassList } from "#app/domain/workshop/glass-list.ts";
import type { NamedProfileSystem } from "#app/domain/workshop/profile-system-settings.ts";
import { orderStockPlans } from "#app/domain/workshop/stock-plan.ts";
import {
  type CutListDocument,
  type WorkOrderDocument,
  workshopDetails,
} from "#app/domain/workshop/workshop-documents.ts";
import type { Database } from "../platform/db.server.ts";
import { listProfileSystems } from "./profile-systems.server.ts";
import { loadWorkshopOrder, type WorkshopOrder, type WorkshopPosition } from "./workshop-order.server.ts";

// The work order and the cut list of an order (docs/product/production.md#work-order,
// docs/product/production.md#cut-list), for staff: the route guards who may ask.

/** The families the workshop makes itself; doors, shutters and Torterolo doors are bought in. */
const CUT_FAMILIES = new Set(["window", "french-window", "sliding"]);

function header(order: WorkshopOrder, title: string, now: Date) {
  return {
    number: order.number,
    title: `${title} ${order.number}`,
    issuedAt: now.toISOString(),
    jobNumber: order.jobNumber,
    customer: order.customer,
  };
}

function positionSize({ widthMm, heightMm }: WorkshopPosition): string {
  return widthMm && heightMm ? sizeText(widthMm, heightMm) : "da definire";
}

/** A window's sopraluce and sottoluce, said also when not wanted: the workshop must not guess. */
function withToggles({ drawing }: WorkshopPosition, details: SummaryLine[]): SummaryLine[] {
  if (drawing.family !== "window" && drawing.family !== "french-window") return details;
  const toggles = [
    { label: "Sopraluce", on: drawing.sopraluce },
    { label: "Sottoluce", on: drawing.sottoluce },
  ].filter(({ label }) => !details.some((detail) => detail.label === label));
  return [...details, ...toggles.map(({ label, on }) => ({ label, value: on ? "Sì" : "No" }))];
}

/** The scheda di lavorazione: every position as the workshop and the fitters need it, no price. */
export async function workOrderDocument(
  db: Database,
  orderId: number,
  now = new Date(),
): Promise<WorkOrderDocument> {
  const order = await loadWorkshopOrder(db, orderId);
  return {
    kind: "work-order",
    ...header(order, "Scheda di lavorazione", now),
    customerNotes: order.customerNotes || null,
    positions: order.positions.map((position) => ({
      number: position.number,
      productName: position.productName,
      familyName: position.drawing.subject,
      roomLabel: position.roomLabel,
      quantity: position.quantity,
      sizeText: positionSize(position),
      sizesFinal: position.sizesFinal,
      drawing: position.drawing,
      details: withToggles(position, workshopDetails(position.summary)),
      notes: position.surveyNotes,
    })),
  };
}

function sashesOf({ drawing }: WorkshopPosition): number {
  if (drawing.family === "sliding") return drawing.panels;
  return drawing.family === "window" || drawing.family === "french-window" ? drawing.sashes : 1;
}

/** «Bianco», or «Bianco / Antracite» for a two-colour profile (inside / outside). */
function colourOf(order: WorkshopOrder, options: Record<string, string>): string {
  const inside = order.optionName("color", options.color) || "Colore non indicato";
  const outside =
    options.outsideColor === SAME_AS_INSIDE ? "" : order.optionName("outsideColor", options.outsideColor);
  return outside && outside !== inside ? `${inside} / ${outside}` : inside;
}

function cutsOf(
  order: WorkshopOrder,
  position: WorkshopPosition,
  systems: ReadonlyMap<string, NamedProfileSystem>,
): PositionCuts {
  const name = positionName(position);
  const system = systems.get(position.options.system ?? "");
  if (!system) {
    const chosen = order.optionName("system", position.options.system);
    throw refuse.conflict(
      chosen
        ? `${name}: il sistema ${chosen} non ha impostazioni di taglio (Catalogo › Sistemi di profilo)`
        : `${name}: manca il sistema di profilo, senza il quale non si può tagliare`,
      { reason: "position-without-system" },
    );
  }
  if (!position.widthMm || !position.heightMm) {
    throw refuse.conflict(`${name}: mancano le misure`, { reason: "position-without-size" });
  }
  const cut: CutPosition = {
    number: position.number,
    roomLabel: position.roomLabel,
    widthMm: position.widthMm,
    heightMm: position.heightMm,
    sashes: sashesOf(position),
    quantity: position.quantity,
    colourName: colourOf(order, position.options),
    glazingName: order.optionName("glazing", position.options.glazing),
  };
  return positionCuts(cut, system);
}

/**
 * The distinta di taglio: the bars of every position the workshop makes, the
 * stock plan per system, colour and kind of bar, and the glass list. A
 * position that cannot be cut is refused (conflict), naming it.
 */
export async function cutListDocument(
  db: Database,
  orderId: number,
  now = new Date(),
): Promise<CutListDocument> {
  const [order, systemRows] = await Promise.all([loadWorkshopOrder(db, orderId), listProfileSystems(db)]);
  const systems = new Map(systemRows.map((system) => [system.systemValue, system]));
  const made = order.positions.filter(
    (position) => position.kind === "window" && CUT_FAMILIES.has(position.family),
  );
  const positions = made.map((position) => cutsOf(order, position, systems));
  const stockPlans = orderStockPlans(positions, (value) => {
    const system = systems.get(value);
    if (!system) throw new Error(`no settings for ${value}`);
    return system;
  });
  return {
    kind: "cut-list",
    ...header(order, "Distinta di taglio", now),
    positions,
    stockPlans,
    glass: glassList(positions),
    notCut: order.positions
      .filter((position) => !made.includes(position))
      .map((position) => `${positionName(position)}: ${position.productName}`),
  };
}
