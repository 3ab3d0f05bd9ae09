import { and, asc, eq, gt, lt, sql } from "drizzle-orm";
import type { OfferLineInput, OfferTermsInput } from "#app/domain/offers/offer-input.ts";
import { isOfferEditable } from "#app/domain/offers/offer-status.ts";
import { MAX_ORDER_LINES, MAX_ORDER_POSITIONS } from "#app/domain/orders/order-totals.ts";
import { refuse } from "#app/domain/refusal.ts";
import * as schema from "#db/schema.ts";
import type { Database, Transaction } from "../platform/db.server.ts";
import { lockedAtVersion } from "../platform/versioned-rows.server.ts";
import { recordAudit } from "../staff/audit.server.ts";
import { type OfferLineRow, priceLineInput } from "./offer-line-pricing.server.ts";

// The office writes an offer's draft (docs/product/offers.md#writing-an-offer):
// every change locks the offer at the version the form showed, prices what
// it adds on the server, keeps the lines numbered in order, and is audited in
// the same transaction. An accepted offer is an order: its draft is closed.

type Actor = { id: number };

export const OFFER_NOT_FOUND = "Offerta non trovata";
export const OFFER_CHANGED_MESSAGE =
  "Un collega ha modificato l'offerta nel frattempo: ricarica la pagina (quello che hai scritto è ancora nel modulo).";
export const OFFER_ACCEPTED_MESSAGE = "L'offerta è già stata accettata: ora si modifica l'ordine.";
export const OFFER_POSITIONS_LIMIT_MESSAGE = `Un'offerta può contenere al massimo ${MAX_ORDER_POSITIONS} prodotti configurati.`;
export const OFFER_LINES_LIMIT_MESSAGE = `Un'offerta può contenere al massimo ${MAX_ORDER_LINES} righe.`;
const LINE_NOT_FOUND = "Riga non trovata";

/** The offer, locked at the version the form showed (null: a change that does not depend on it), still a draft. */
export async function lockDraft(tx: Transaction, offerId: number, expectedVersion: number | null) {
  const offer = await lockedAtVersion(
    tx.select().from(schema.offers).where(eq(schema.offers.id, offerId)).for("update"),
    expectedVersion,
    { missing: OFFER_NOT_FOUND, changed: OFFER_CHANGED_MESSAGE },
  );
  if (!isOfferEditable(offer.status))
    throw refuse.conflict(OFFER_ACCEPTED_MESSAGE, { reason: "offer-accepted" });
  return offer;
}

async function draftLines(tx: Database, offerId: number) {
  return tx
    .select()
    .from(schema.offerLines)
    .where(eq(schema.offerLines.offerId, offerId))
    .orderBy(asc(schema.offerLines.position), asc(schema.offerLines.id));
}

function assertFits(lines: readonly { type: string }[]) {
  if (lines.length > MAX_ORDER_LINES) throw refuse.invalid(OFFER_LINES_LIMIT_MESSAGE);
  if (lines.filter((line) => line.type === "product").length > MAX_ORDER_POSITIONS) {
    throw refuse.invalid(OFFER_POSITIONS_LIMIT_MESSAGE);
  }
}

/** Bumps the offer's version and audits the change, in the change's transaction. */
async function touch(
  tx: Transaction,
  actor: Actor,
  offerId: number,
  action: string,
  before: unknown,
  after: unknown,
) {
  await tx
    .update(schema.offers)
    .set({ version: sql`${schema.offers.version} + 1` })
    .where(eq(schema.offers.id, offerId));
  await recordAudit(tx, { actorId: actor.id, action, objectType: "offer", objectId: offerId, before, after });
}

const lineAudit = (line: {
  type: string;
  quantity: number;
  unitPriceCents: number;
  description?: string | null;
}) => ({
  type: line.type,
  quantity: line.quantity,
  unitPriceCents: line.unitPriceCents,
  description: line.description ?? "",
});

/** Adds a line at the end; a line from the configurator needs no version (adding commutes). */
export async function addOfferLine(
  db: Database,
  actor: Actor,
  offerId: number,
  expectedVersion: number | null,
  input: OfferLineInput,
) {
  const values = await priceLineInput(db, input);
  return db.transaction(async (tx) => {
    await lockDraft(tx, offerId, expectedVersion);
    const lines = await draftLines(tx, offerId);
    assertFits([...lines, values]);
    const position = (lines.at(-1)?.position ?? 0) + 1;
    const [line] = await tx
      .insert(schema.offerLines)
      .values({ ...values, offerId, position })
      .returning();
    await touch(tx, actor, offerId, "offer.line-add", null, lineAudit(values));
    return line;
  });
}

async function lockedLine(tx: Transaction, offerId: number, lineId: number) {
  const [line] = await tx
    .select()
    .from(schema.offerLines)
    .where(and(eq(schema.offerLines.id, lineId), eq(schema.offerLines.offerId, offerId)));
  if (!line) throw refuse.notFound(LINE_NOT_FOUND);
  return line;
}

/** Runs `change` on one line of a draft locked at `expectedVersion`, in one transaction. */
function withDraftLine(
  db: Database,
  offerId: number,
  lineId: number,
  expectedVersion: number,
  change: (tx: Transaction, line: OfferLineRow) => Promise<void>,
): Promise<void> {
  return db.transaction(async (tx) => {
    await lockDraft(tx, offerId, expectedVersion);
    await change(tx, await lockedLine(tx, offerId, lineId));
  });
}

/** Replaces a line with what the form says now, priced again. */
export async function replaceOfferLine(
  db: Database,
  actor: Actor,
  offerId: number,
  lineId: number,
  expectedVersion: number,
  input: OfferLineInput,
) {
  const values = await priceLineInput(db, input);
  await withDraftLine(db, offerId, lineId, expectedVersion, async (tx, line) => {
    await tx
      .update(schema.offerLines)
      .set({
        productId: null,
        kind: null,
        configuration: null,
        serviceCode: null,
        lineServices: [],
        description: "",
        roomLabel: "",
        sizesFinal: false,
        discountKind: null,
        discountValue: null,
        ...values,
      })
      .where(eq(schema.offerLines.id, line.id));
    await touch(tx, actor, offerId, "offer.line-edit", lineAudit(line), lineAudit(values));
  });
}

/** «Come la precedente»: the same line again, right after it. */
export async function copyOfferLine(
  db: Database,
  actor: Actor,
  offerId: number,
  lineId: number,
  expectedVersion: number,
) {
  await withDraftLine(db, offerId, lineId, expectedVersion, async (tx, line) => {
    const lines = await draftLines(tx, offerId);
    assertFits([...lines, line]);
    await tx
      .update(schema.offerLines)
      .set({ position: sql`${schema.offerLines.position} + 1` })
      .where(and(eq(schema.offerLines.offerId, offerId), gt(schema.offerLines.position, line.position)));
    const { id: _id, ...copy } = line;
    await tx.insert(schema.offerLines).values({ ...copy, position: line.position + 1 });
    await touch(tx, actor, offerId, "offer.line-copy", null, lineAudit(line));
  });
}

/** Moves a line one place up or down. */
export async function moveOfferLine(
  db: Database,
  actor: Actor,
  offerId: number,
  lineId: number,
  expectedVersion: number,
  direction: "up" | "down",
) {
  await withDraftLine(db, offerId, lineId, expectedVersion, async (tx, line) => {
    const [neighbour] = await tx
      .select()
      .from(schema.offerLines)
      .where(
        and(
          eq(schema.offerLines.offerId, offerId),
          direction === "up"
            ? lt(schema.offerLines.position, line.position)
            : gt(schema.offerLines.position, line.position),
        ),
      )
      .orderBy(direction === "up" ? sql`${schema.offerLines.position} desc` : asc(schema.offerLines.position))
      .limit(1);
    if (!neighbour) return;
    await tx
      .update(schema.offerLines)
      .set({ position: neighbour.position })
      .where(eq(schema.offerLines.id, line.id));
    await tx
      .update(schema.offerLines)
      .set({ position: line.position })
      .where(eq(schema.offerLines.id, neighbour.id));
    await touch(
      tx,
      actor,
      offerId,
      "offer.line-move",
      { position: line.position },
      { position: neighbour.position },
    );
  });
}

export async function removeOfferLine(
  db: Database,
  actor: Actor,
  offerId: number,
  lineId: number,
  expectedVersion: number,
) {
  await withDraftLine(db, offerId, lineId, expectedVersion, async (tx, line) => {
    await tx.delete(schema.offerLines).where(eq(schema.offerLines.id, line.id));
    await touch(tx, actor, offerId, "offer.line-remove", lineAudit(line), null);
  });
}

/** The validity, the notes, the payment terms and the discount on the whole offer. */
export async function updateOfferTerms(
  db: Database,
  actor: Actor,
  offerId: number,
  expectedVersion: number,
  terms: OfferTermsInput,
) {
  await db.transaction(async (tx) => {
    const offer = await lockDraft(tx, offerId, expectedVersion);
    const after = {
      validUntil: terms.validUntil,
      customerNote: terms.customerNote,
      officeNote: terms.officeNote,
      paymentTerms: terms.paymentTerms,
      paymentSchedule: terms.paymentSchedule,
      discountKind: terms.discount?.kind ?? null,
      discountValue: terms.discount?.value ?? null,
    };
    await tx.update(schema.offers).set(after).where(eq(schema.offers.id, offerId));
    const before = {
      validUntil: offer.validUntil,
      customerNote: offer.customerNote,
      officeNote: offer.officeNote,
      paymentTerms: offer.paymentTerms,
      paymentSchedule: offer.paymentSchedule,
      discountKind: offer.discountKind,
      discountValue: offer.discountValue,
    };
    await touch(tx, actor, offerId, "offer.terms", before, after);
  });
}

export { draftLines };
