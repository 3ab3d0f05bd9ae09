import { type OrderLineData, OrderLines } from "#app/components/orders/order-lines.tsx";
import type { DrawingSpec } from "#app/domain/configurator/product-drawing-spec.ts";
import type { StoredVatSplit } from "#app/domain/vat/vat-split.ts";
import { LineThumbnail } from "./line-thumbnail.tsx";

/** An order's lines, each beside the drawing of what was configured (the customer's and the back office's order page). */
export function DrawnOrderLines<Line extends OrderLineData & { drawing: DrawingSpec }>({
  items,
  totalCents,
  vatSplit,
  drawingClassName,
}: {
  items: Line[];
  totalCents: number;
  vatSplit?: StoredVatSplit | null;
  /** The drawing's width: the thumbnail fills its box, so the box sets its size. */
  drawingClassName: string;
}) {
  return (
    <OrderLines
      items={items}
      totalCents={totalCents}
      vatSplit={vatSplit}
      renderAside={(item) => (
        <div className={`${drawingClassName} shrink-0 self-start`}>
          <LineThumbnail spec={item.drawing} />
        </div>
      )}
    />
  );
}
