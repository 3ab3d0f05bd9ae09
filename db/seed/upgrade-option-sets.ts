import { and, eq, inArray, sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "../schema.ts";
import { familyOptionSeeds, productOptionSeeds } from "./option-set-data.ts";
import type { CalculatorOptionSeed } from "./types.ts";

type AnyDatabase = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Marks that the option sets of ADR 015 reached this database (the seed's upgrade path, ADR 005). */
export const OPTION_SETS_KEY = "catalogue_option_sets_v1";

/**
 * The demo base prices before they were restated per reference size
 * (db/seed/prices.md). A product still at its old demo price gets the new one;
 * a price staff changed is left alone.
 */
const demoPriceChanges: Record<string, { from: number; to: number }> = {
  "finestra-pvc-energy-82": { from: 42900, to: 32900 },
  "finestra-pvc-passiva-92": { from: 61950, to: 38900 },
  "finestra-alluminio-taglio-termico-65": { from: 47900, to: 29900 },
  "finestra-alluminio-minimal-slim": { from: 68900, to: 41900 },
  "finestra-legno-alluminio-natura-78": { from: 78900, to: 34900 },
  "finestra-legno-alluminio-prestige": { from: 89500, to: 41900 },
  "finestra-legno-lamellare-68": { from: 54900, to: 23900 },
  "finestra-legno-rovere-storica": { from: 72990, to: 31900 },
  "portafinestra-pvc-classica-70": { from: 52900, to: 22900 },
  "portafinestra-pvc-energy-82": { from: 74900, to: 26900 },
  "portafinestra-pvc-soglia-ribassata": { from: 68500, to: 25900 },
  "portafinestra-alluminio-taglio-termico-slim": { from: 89900, to: 23900 },
  "portafinestra-alluminio-design-75": { from: 112900, to: 27900 },
  "portafinestra-alluminio-due-ante-plus": { from: 97450, to: 25900 },
  "portafinestra-legno-alluminio-natura-78": { from: 119900, to: 26900 },
  "portafinestra-legno-alluminio-prestige": { from: 138900, to: 31900 },
  "scorrevole-alzante-hst-160": { from: 249000, to: 59900 },
  "scorrevole-alzante-pvc-hst-200": { from: 198900, to: 64900 },
  "scorrevole-alzante-legno-alluminio-250": { from: 389000, to: 66900 },
  "scorrevole-traslante-psk-pvc": { from: 129900, to: 29900 },
  "scorrevole-traslante-psk-alluminio": { from: 159000, to: 26900 },
  "scorrevole-complanare-smart": { from: 219500, to: 39900 },
  "scorrevole-minimal-vetro-totale": { from: 449000, to: 87900 },
  "scorrevole-minimal-angolo-libero": { from: 429000, to: 96900 },
  "porta-ingresso-alluminio-monoblocco-77": { from: 219000, to: 129000 },
  "porta-ingresso-alluminio-design-inox": { from: 289000, to: 169000 },
  "porta-ingresso-alluminio-vetrata": { from: 249500, to: 149000 },
  "porta-ingresso-pvc-classica": { from: 94900, to: 69000 },
  "porta-ingresso-pvc-pannello-decorato": { from: 129000, to: 72900 },
  "porta-ingresso-legno-massello-rovere": { from: 319000, to: 189000 },
  "porta-ingresso-legno-country": { from: 179000, to: 109000 },
  "porta-ingresso-legno-alluminio-elite": { from: 349000, to: 209000 },
  "porta-interna-laminato-liscia": { from: 18900, to: 14900 },
  "porta-interna-laccata-bianca-pantografata": { from: 38900, to: 16900 },
  "porta-interna-rovere-spazzolato": { from: 46900, to: 16900 },
  "porta-interna-noce-nazionale": { from: 52900, to: 17900 },
  "porta-interna-scorrevole-esterno-muro": { from: 42900, to: 23900 },
  "porta-interna-scorrevole-a-scomparsa": { from: 64900, to: 35900 },
  "porta-interna-filomuro-rasomuro": { from: 59900, to: 32900 },
  "porta-interna-filomuro-reversibile": { from: 69500, to: 37900 },
  "porta-interna-vetro-satinato": { from: 34900, to: 14900 },
  "porta-interna-loft-vetro-alluminio": { from: 89000, to: 44900 },
  "tapparella-pvc-standard": { from: 9500, to: 8900 },
  "tapparella-pvc-rinforzata": { from: 14900, to: 11900 },
  "tapparella-pvc-motorizzata": { from: 27900, to: 11900 },
  "tapparella-alluminio-coibentata": { from: 19900, to: 10900 },
  "tapparella-alluminio-estruso-antieffrazione": { from: 34900, to: 19900 },
  "tapparella-alluminio-motorizzata-smart": { from: 39500, to: 10900 },
  "frangisole-orientabile-c80": { from: 37900, to: 22900 },
  "frangisole-motorizzato-z90": { from: 44900, to: 23900 },
};

/** A calculator option's row at `position`, as the first seed and the upgrade steps write it. */
export function calculatorOptionRow(option: CalculatorOptionSeed, position: number) {
  return {
    type: option.type,
    value: option.value,
    name: option.name,
    priceMultiplier: option.priceMultiplier,
    priceAdditionCents: option.priceAdditionCents,
    swatchHex: option.swatchHex ?? null,
    position,
  };
}

/**
 * Adds calculator option values after the last one, leaving alone any value
 * (same type and code) the database already has: the upgrade steps' insert.
 */
export async function addOptionValues(
  tx: Pick<AnyDatabase, "select" | "insert">,
  seeds: readonly CalculatorOptionSeed[],
): Promise<void> {
  const [last] = await tx
    .select({ position: sql<number>`coalesce(max(${schema.calculatorOptions.position}), 0)::int` })
    .from(schema.calculatorOptions);
  await tx
    .insert(schema.calculatorOptions)
    .values(seeds.map((option, index) => calculatorOptionRow(option, (last?.position ?? 0) + 1 + index)))
    .onConflictDoNothing();
}

/**
 * Brings a database seeded before option sets existed up to date, once: adds
 * the option values of the other families (never touching existing ones),
 * gives each demo product still present its option set unless it has one, and
 * restates untouched demo prices. A fresh database runs it right after the seed.
 */
export async function upgradeOptionSets(db: AnyDatabase): Promise<boolean> {
  return db.transaction(async (tx) => {
    const marker = await tx
      .select({ key: schema.appMeta.key })
      .from(schema.appMeta)
      .where(eq(schema.appMeta.key, OPTION_SETS_KEY));
    if (marker.length > 0) return false;

    await addOptionValues(tx, familyOptionSeeds);

    const products = await tx
      .select({ id: schema.products.id, slug: schema.products.slug })
      .from(schema.products)
      .where(
        inArray(
          schema.products.slug,
          productOptionSeeds.map((seed) => seed.slug),
        ),
      );
    const idBySlug = new Map(products.map((product) => [product.slug, product.id]));
    const rows = productOptionSeeds.flatMap(({ slug, settings }) => {
      const productId = idBySlug.get(slug);
      return productId === undefined ? [] : [{ productId, ...settings }];
    });
    if (rows.length > 0) await tx.insert(schema.productOptionSets).values(rows).onConflictDoNothing();

    for (const [slug, { from, to }] of Object.entries(demoPriceChanges)) {
      await tx
        .update(schema.products)
        .set({ basePriceCents: to })
        .where(and(eq(schema.products.slug, slug), eq(schema.products.basePriceCents, from)));
    }

    await tx.insert(schema.appMeta).values({ key: OPTION_SETS_KEY, value: "upgraded" }).onConflictDoNothing();
    return true;
  });
}
