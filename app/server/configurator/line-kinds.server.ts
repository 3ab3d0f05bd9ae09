import { doorLineKind } from "#app/domain/configurator/line-kinds/door.ts";
import {
  type CartRequest,
  type CartRequestByKind,
  type LineKind,
  type StoredLineConfiguration,
  storedLineDetails,
} from "#app/domain/configurator/line-kinds/registry.ts";
import type { LineDetails } from "#app/domain/configurator/line-kinds/summary.ts";
import { windowLineKind } from "#app/domain/configurator/line-kinds/window.ts";
import type { Database } from "../platform/db.server.ts";
import { priceDoorSelection } from "./doors.server.ts";
import { priceWindowConfiguration } from "./pricing.server.ts";

// The server half of the line-kind registry (app/domain/configurator/line-kinds): how each
// kind is priced from the catalogue. A price a client sends is never read.

/** A configured line priced by the server, ready to be stored in the cart. */
export interface PricedLine {
  kind: LineKind;
  productId: number;
  unitPriceCents: number;
  quantity: number;
  configuration: StoredLineConfiguration;
}

const linePricers: { [K in LineKind]: (db: Database, request: CartRequestByKind[K]) => Promise<PricedLine> } =
  {
    async window(db, { quantity, ...configuration }) {
      const { priceCents, breakdown, product } = await priceWindowConfiguration(db, configuration, {
        purpose: "sale",
      });
      return {
        kind: "window",
        productId: product.id,
        unitPriceCents: priceCents,
        quantity,
        configuration: windowLineKind.toStored(configuration, breakdown),
      };
    },
    async door(db, selection) {
      const { totalCents, breakdown, product } = await priceDoorSelection(db, selection);
      return {
        kind: "door",
        productId: product.id,
        unitPriceCents: totalCents,
        quantity: 1,
        configuration: doorLineKind.toStored(selection, breakdown),
      };
    },
  };

function priceAs<K extends LineKind>(
  db: Database,
  kind: K,
  request: CartRequestByKind[K],
): Promise<PricedLine> {
  return linePricers[kind](db, request);
}

// How many configured lines this process has priced: the tests read it to show
// that a change to a cart prices the changed line only (docs/product/buying.md#cart).
let pricedLineCount = 0;

/** Prices a parsed cart request with its kind's rules. */
export function priceCartRequest(db: Database, { kind, request }: CartRequest): Promise<PricedLine> {
  pricedLineCount++;
  return priceAs(db, kind, request);
}

/** Lines priced by this process so far (a counter for the tests, through the server bundle's exports). */
export function linesPricedSoFar(): number {
  return pricedLineCount;
}

/** A stored line (cart or order) as the pages and the API show it: its price and readable configuration. */
export function storedLineView(row: {
  kind: LineKind;
  configuration: unknown;
  unitPriceCents: number;
  quantity: number;
}): { kind: LineKind; unitPriceCents: number; quantity: number } & LineDetails {
  const { options, dimensions, summary } = storedLineDetails(row.kind, row.configuration);
  return {
    kind: row.kind,
    unitPriceCents: row.unitPriceCents,
    quantity: row.quantity,
    options,
    dimensions,
    summary,
  };
}
