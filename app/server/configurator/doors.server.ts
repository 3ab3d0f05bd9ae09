import { asc, inArray } from "drizzle-orm";
import type { DoorCatalogue } from "#app/domain/catalogue/door-catalogue.ts";
import { withIncludedPrices } from "#app/domain/configurator/door-included-items.ts";
import {
  computeDoorPrice,
  type DoorPrice,
  type DoorPricedItem,
  type DoorPricedPanel,
} from "#app/domain/configurator/door-price.ts";
import type { DoorSelection } from "#app/domain/configurator/door-selection.ts";
import { missingPanelMessage, withStandardPanels } from "#app/domain/configurator/door-standard-panels.ts";
import { refuse } from "#app/domain/refusal.ts";
import * as schema from "#db/schema.ts";
import { findProductFor } from "../catalogue/catalogue.server.ts";
import type { Database } from "../platform/db.server.ts";

// The Torterolo door catalogue and the server-side door price. Every code in a
// selection must exist and belong to the tab it was picked in, and a model
// without standard panels needs at least one chosen (docs/product/door-configurator.md#panels).

export async function loadDoorCatalogue(db: Database): Promise<DoorCatalogue> {
  const [articles, extras, finishes] = await Promise.all([
    db.select().from(schema.doorArticles).orderBy(asc(schema.doorArticles.position)),
    db.select().from(schema.doorPriceMap).orderBy(asc(schema.doorPriceMap.position)),
    db.select().from(schema.doorFinishes).orderBy(asc(schema.doorFinishes.position)),
  ]);
  const view = (kind: (typeof schema.doorArticleKinds)[number]) =>
    articles
      .filter((article) => article.kind === kind)
      .map((article) => ({
        code: article.code,
        name: article.name,
        priceCents: article.priceCents,
        category: article.category,
      }));
  return {
    cylinders: view("cylinder"),
    handleKits: view("handleKit"),
    knobs: view("knob"),
    accessories: view("accessory"),
    extras: extras.map((entry) => ({
      key: entry.key,
      label: entry.label,
      priceCents: entry.priceCents,
    })),
    finishes: finishes.map((finish) => ({
      key: finish.key,
      name: finish.name,
      line: finish.line,
      priceCents: finish.priceCents,
      replacementCode: finish.replacementCode,
      looseCode: finish.looseCode,
      loosePriceCents: finish.loosePriceCents,
      replacementInterno: finish.replacementInterno,
      replacementEsterno: finish.replacementEsterno,
      codiceInterno: finish.codiceInterno,
      codiceEsterno: finish.codiceEsterno,
      note: finish.note,
      thicknessMm: finish.thicknessMm,
      lacquer: finish.lacquer,
    })),
  };
}

const groupLabels = {
  cylinder: "Cilindro",
  handleKit: "Kit maniglie",
  knob: "Pomolo",
  accessory: "Accessorio",
} as const;

export interface PricedDoor extends DoorPrice {
  product: { id: number; name: string };
}

export async function priceDoorSelection(db: Database, selection: DoorSelection): Promise<PricedDoor> {
  const product = await findProductFor(db, "door", selection.productId);

  const picked: { kind: keyof typeof groupLabels; code: string }[] = [
    ...(selection.cylinder ? [{ kind: "cylinder" as const, code: selection.cylinder }] : []),
    ...(selection.handleKit ? [{ kind: "handleKit" as const, code: selection.handleKit }] : []),
    ...(selection.knob ? [{ kind: "knob" as const, code: selection.knob }] : []),
    ...selection.accessories.map((code) => ({ kind: "accessory" as const, code })),
  ];
  const codes = picked.map((entry) => entry.code);
  const articleRows = codes.length
    ? await db.select().from(schema.doorArticles).where(inArray(schema.doorArticles.code, codes))
    : [];
  const items: DoorPricedItem[] = picked.map(({ kind, code }) => {
    const row = articleRows.find((candidate) => candidate.code === code);
    if (!row) throw refuse.invalid(`Articolo sconosciuto: ${code}`);
    if (row.kind !== kind) {
      throw refuse.invalid(
        `L'articolo ${code} non appartiene a questa sezione (${groupLabels[kind].toLowerCase()})`,
      );
    }
    return { group: groupLabels[kind], name: row.name, code: row.code, priceCents: row.priceCents };
  });

  const extraRows = selection.extras.length
    ? await db.select().from(schema.doorPriceMap).where(inArray(schema.doorPriceMap.key, selection.extras))
    : [];
  for (const key of selection.extras) {
    const row = extraRows.find((candidate) => candidate.key === key);
    if (!row) throw refuse.invalid(`Articolo aggiuntivo sconosciuto: ${key}`);
    items.push({ group: "Aggiuntivo", name: row.label, code: row.key, priceCents: row.priceCents });
  }

  const panelKeys = [selection.internalPanel, selection.externalPanel].filter((key): key is string =>
    Boolean(key),
  );
  const finishRows = panelKeys.length
    ? await db.select().from(schema.doorFinishes).where(inArray(schema.doorFinishes.key, panelKeys))
    : [];
  const panels: DoorPricedPanel[] = [];
  for (const [side, key] of [
    ["interno", selection.internalPanel],
    ["esterno", selection.externalPanel],
  ] as const) {
    if (!key) continue;
    const row = finishRows.find((candidate) => candidate.key === key);
    if (!row) throw refuse.invalid(`Pannello sconosciuto: ${key}`);
    panels.push({ side, name: row.name, line: row.line, priceCents: row.priceCents, lacquer: row.lacquer });
  }
  const missingPanel = missingPanelMessage(product.slug, selection);
  if (missingPanel) throw refuse.invalid(missingPanel);

  const price = computeDoorPrice({
    basePriceCents: product.basePriceCents,
    size: selection.size,
    items: withIncludedPrices(product.slug, items),
    panels: withStandardPanels(product.slug, panels),
    openingSide: selection.openingSide,
  });
  return { ...price, product: { id: product.id, name: product.name } };
}
