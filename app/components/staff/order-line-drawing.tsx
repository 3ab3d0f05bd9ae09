import { WindowDrawing } from "#app/components/window-configurator/window-drawing.tsx";
import type { LineDrawing } from "#app/domain/line-drawing.ts";

/** The ordered window drawn again from its stored configuration, beside its description. */
export function OrderLineDrawing({ drawing, lineId }: { drawing: LineDrawing | null; lineId: number }) {
  if (!drawing) return null;
  return (
    <div className="w-full max-w-48 shrink-0">
      <WindowDrawing {...drawing} idPrefix={`riga-${lineId}`} className="w-full" />
    </div>
  );
}
