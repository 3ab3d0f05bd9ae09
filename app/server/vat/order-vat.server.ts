import { inArray } from "drizzle-orm";
import { includesFitting } from "#app/domain/configurator/line-services.ts";
import { type OfferVersionDocument, versionIncludesInstallation } from "#app/domain/offers/offer-document.ts";
import { isReducedSplit, jobVatSplit } from "#app/domain/vat/beni-significativi.ts";
import { type InstallationDeclaration, vatDeclarationOf } from "#app/domain/vat/installation-declaration.ts";
import {
  cartVatJob,
  type SignificantGoodLookup,
  type VatCartLine,
  versionVatJob,
} from "#app/domain/vat/vat-job-lines.ts";
import type { StoredVatSplit } from "#app/domain/vat/vat-split.ts";
import * as schema from "#db/schema.ts";
import type { Database } from "../platform/db.server.ts";

// The VAT split of a new order, an accepted revision, a checkout's preview
// (docs/product/vat.md): the server reads which products are beni
// significativi from the catalogue now and computes the split itself.

/** Which of these products are beni significativi; a product the catalogue no longer has counts as one. */
export async function significantGoods(
  db: Database,
  productIds: readonly number[],
): Promise<SignificantGoodLookup> {
  const ids = [...new Set(productIds)];
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({ id: schema.products.id, significantGood: schema.products.significantGood })
          .from(schema.products)
          .where(inArray(schema.products.id, ids));
  const notSignificant = new Set(rows.filter((row) => !row.significantGood).map((row) => row.id));
  return (productId) => !notSignificant.has(productId);
}

/** The split of a cart's lines under this declaration (null: none given, all at 22 %). */
export async function cartVatSplit(
  db: Database,
  lines: readonly VatCartLine[],
  declaration: InstallationDeclaration | null,
): Promise<StoredVatSplit> {
  const isSignificant = await significantGoods(
    db,
    lines.map((line) => line.productId),
  );
  return jobVatSplit(cartVatJob(lines, isSignificant, vatDeclarationOf(declaration)));
}

/** The split of a sent version's lines under this declaration. */
export async function versionVatSplit(
  db: Database,
  document: Pick<OfferVersionDocument, "lines" | "discountCents">,
  declaration: { residential: boolean | null; workKind: InstallationDeclaration["workKind"] | null } | null,
): Promise<StoredVatSplit> {
  const isSignificant = await significantGoods(
    db,
    document.lines.flatMap((line) => (line.type === "product" ? [line.productId] : [])),
  );
  return jobVatSplit(versionVatJob(document, isSignificant, vatDeclarationOf(declaration)));
}

/**
 * What a cart would owe with installation in a home as maintenance work, for
 * the checkout to show beside the declaration; null when no line is installed
 * or nothing is saved.
 */
export async function checkoutVatPreview(
  db: Database,
  cart: { lines: readonly (Omit<VatCartLine, "productName"> & { product: { name: string } })[] },
): Promise<StoredVatSplit | null> {
  if (!includesFitting(cart.lines)) return null;
  const lines = cart.lines.map((line) => ({ ...line, productName: line.product.name }));
  const split = await cartVatSplit(db, lines, { residential: true, workKind: "manutenzione-straordinaria" });
  return isReducedSplit(split) ? split : null;
}

/**
 * What an order would owe with a version's lines, under the order's own
 * declaration (a revision; docs/product/offers.md#orders-that-change): the
 * version's list total less the saving.
 */
export async function versionOwedCents(
  db: Database,
  document: Pick<OfferVersionDocument, "lines" | "discountCents" | "totalCents">,
  order: { residentialDeclared: boolean | null; workKind: InstallationDeclaration["workKind"] | null },
): Promise<number> {
  const declared =
    order.residentialDeclared === null
      ? null
      : { residential: order.residentialDeclared, workKind: order.workKind };
  const split = await versionVatSplit(db, document, versionIncludesInstallation(document) ? declared : null);
  return document.totalCents - split.savingCents;
}

/**
 * What a sent version's total becomes with the reduced VAT, for the
 * customer's offer page: under the order's declaration for a revision, else
 * for a home as maintenance work; null without installation or saving.
 */
export async function offerVatPreview(
  db: Database,
  document: Pick<OfferVersionDocument, "lines" | "discountCents" | "totalCents">,
  revisedOrder: {
    residentialDeclared: boolean | null;
    workKind: InstallationDeclaration["workKind"] | null;
  } | null,
): Promise<{ totalCents: number; savingCents: number } | null> {
  if (!versionIncludesInstallation(document)) return null;
  const declaration =
    revisedOrder && revisedOrder.residentialDeclared !== null
      ? { residential: revisedOrder.residentialDeclared, workKind: revisedOrder.workKind }
      : { residential: true, workKind: "manutenzione-straordinaria" as const };
  const { savingCents } = await versionVatSplit(db, document, declaration);
  return savingCents > 0 ? { totalCents: document.totalCents - savingCents, savingCents } : null;
}
