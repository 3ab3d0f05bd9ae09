import { and, desc, eq } from "drizzle-orm";
import { z } from "zod";
import type { SummaryLine } from "#app/domain/configurator/line-kinds/summary.ts";
import { type StoredWindow, windowLineKind } from "#app/domain/configurator/line-kinds/window.ts";
import { productFamily } from "#app/domain/configurator/product-family.ts";
import type {
  CreateSavedConfiguration,
  SavedConfigurationSummary,
  UpdateSavedConfiguration,
} from "#app/domain/configurator/saved-configuration.ts";
import { checkSize, type SizeLimit, sizeLimitFor } from "#app/domain/configurator/size-limits.ts";
import type { WindowDimensions, WindowOptions } from "#app/domain/configurator/window-configuration.ts";
import { refuse } from "#app/domain/refusal.ts";
import * as schema from "#db/schema.ts";
import { deleteOwnedRow, ownedRow } from "../accounts/owned-rows.server.ts";
import { listSizeLimits } from "../catalogue/size-limits.server.ts";
import type { Database } from "../platform/db.server.ts";
import { type LineDrawer, loadLineDrawer } from "./line-drawings.server.ts";
import { priceWindowConfiguration } from "./pricing.server.ts";

export interface SavedConfiguration extends SavedConfigurationSummary {
  options: WindowOptions;
  dimensions: WindowDimensions;
  summary: SummaryLine[];
  product: SavedConfigurationSummary["product"] & { slug: string };
}

/** Saved configurations are windows; their column holds a window line's stored form. */
function storedWindow(configuration: unknown): StoredWindow {
  const parsed = windowLineKind.storedSchema.safeParse(configuration);
  if (!parsed.success) {
    throw new Error(`Stored saved configuration does not match its schema: ${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}

const notFound = () => refuse.notFound("Configurazione non trovata");

/** Saved configurations with their product; the caller says whose and which. */
function selectWithProduct(db: Database) {
  return db
    .select({
      saved: schema.savedConfigurations,
      product: schema.products,
      category: { slug: schema.categories.slug },
    })
    .from(schema.savedConfigurations)
    .innerJoin(schema.products, eq(schema.savedConfigurations.productId, schema.products.id))
    .innerJoin(schema.categories, eq(schema.products.categoryId, schema.categories.id));
}

async function findOwned(db: Database, userId: number, id: number) {
  const [row] = await selectWithProduct(db).where(ownedRow(schema.savedConfigurations, id, userId));
  return row ?? null;
}

function toSavedConfiguration(
  row: NonNullable<Awaited<ReturnType<typeof findOwned>>>,
  drawLine: LineDrawer,
  limits: readonly SizeLimit[],
): SavedConfiguration {
  const { saved, product } = row;
  const configuration = storedWindow(saved.configuration);
  const { width, height } = configuration.dimensions;
  // Kept whatever its size (saving is not buying), but said before it reaches the cart.
  const size = checkSize(
    sizeLimitFor(limits, {
      family: productFamily(row),
      windowType: configuration.options.windowType ?? null,
      openingType: configuration.options.openingType ?? null,
    }),
    width,
    height,
  );
  return {
    id: saved.id,
    name: saved.name,
    productId: saved.productId,
    isDefault: saved.isDefault,
    createdAt: saved.createdAt.toISOString(),
    calculatedPriceCents: saved.calculatedPriceCents,
    options: configuration.options,
    dimensions: configuration.dimensions,
    summary: configuration.breakdown,
    drawing: drawLine({ kind: "window", configuration: saved.configuration, productId: saved.productId }),
    sizeText: `${width} × ${height} mm`,
    sizeProblem: size.makeable ? null : size.message,
    product: {
      id: product.id,
      name: product.name,
      imageUrl: product.imageUrl,
      slug: product.slug,
      categoryId: product.categoryId,
    },
  };
}

export async function listSavedConfigurations(db: Database, userId: number): Promise<SavedConfiguration[]> {
  const rows = await selectWithProduct(db)
    .where(eq(schema.savedConfigurations.userId, userId))
    .orderBy(desc(schema.savedConfigurations.createdAt), desc(schema.savedConfigurations.id));
  const [drawLine, limits] = await Promise.all([loadLineDrawer(db), listSizeLimits(db)]);
  return rows.map((row) => toSavedConfiguration(row, drawLine, limits));
}

export async function createSavedConfiguration(
  db: Database,
  userId: number,
  input: CreateSavedConfiguration,
): Promise<SavedConfiguration> {
  const { priceCents, breakdown } = await priceWindowConfiguration(db, input, { purpose: "price" });
  const [row] = await db
    .insert(schema.savedConfigurations)
    .values({
      userId,
      productId: input.productId,
      name: input.name,
      configuration: windowLineKind.toStored(input, breakdown),
      calculatedPriceCents: priceCents,
    })
    .returning({ id: schema.savedConfigurations.id });
  const created = row ? await findOwned(db, userId, row.id) : null;
  if (!created) throw new Error("saved configuration insert returned no row");
  return toSavedConfiguration(created, await loadLineDrawer(db), await listSizeLimits(db));
}

/** Renames and/or changes the configuration; any change of options or size is repriced by the server. */
export async function updateSavedConfiguration(
  db: Database,
  userId: number,
  id: number,
  input: UpdateSavedConfiguration,
): Promise<SavedConfiguration> {
  const current = await findOwned(db, userId, id);
  if (!current) throw notFound();
  const stored = storedWindow(current.saved.configuration);
  const options = input.options ?? stored.options;
  const dimensions = input.dimensions ?? stored.dimensions;
  const { priceCents, breakdown } = await priceWindowConfiguration(
    db,
    { productId: current.saved.productId, options, dimensions },
    { purpose: "price" },
  );
  await db
    .update(schema.savedConfigurations)
    .set({
      name: input.name ?? current.saved.name,
      configuration: windowLineKind.toStored({ options, dimensions }, breakdown),
      calculatedPriceCents: priceCents,
      updatedAt: new Date(),
    })
    .where(ownedRow(schema.savedConfigurations, id, userId));
  const updated = await findOwned(db, userId, id);
  if (!updated) throw notFound();
  return toSavedConfiguration(updated, await loadLineDrawer(db), await listSizeLimits(db));
}

export async function deleteSavedConfiguration(db: Database, userId: number, id: number): Promise<void> {
  if (!(await deleteOwnedRow(db, schema.savedConfigurations, id, userId))) throw notFound();
}

/**
 * Makes one configuration the only default for its user and product. The
 * partial unique index guarantees one default even if two requests race.
 */
export async function setDefaultSavedConfiguration(
  db: Database,
  userId: number,
  id: number,
): Promise<SavedConfiguration> {
  await db.transaction(async (tx) => {
    const [target] = await tx
      .select()
      .from(schema.savedConfigurations)
      .where(ownedRow(schema.savedConfigurations, id, userId))
      .for("update");
    if (!target) throw notFound();
    await tx
      .update(schema.savedConfigurations)
      .set({ isDefault: false })
      .where(
        and(
          eq(schema.savedConfigurations.userId, userId),
          eq(schema.savedConfigurations.productId, target.productId),
          eq(schema.savedConfigurations.isDefault, true),
        ),
      );
    await tx
      .update(schema.savedConfigurations)
      .set({ isDefault: true })
      .where(eq(schema.savedConfigurations.id, id));
  });
  const updated = await findOwned(db, userId, id);
  if (!updated) throw notFound();
  return toSavedConfiguration(updated, await loadLineDrawer(db), await listSizeLimits(db));
}

/** One of the user's configurations, or null (someone else's is null too). */
export async function findSavedConfiguration(
  db: Database,
  userId: number,
  id: number,
): Promise<SavedConfiguration | null> {
  const row = await findOwned(db, userId, id);
  return row ? toSavedConfiguration(row, await loadLineDrawer(db), await listSizeLimits(db)) : null;
}
