import { productDrawingSpec } from "#app/domain/configurator/product-picture-drawing.ts";
import { parseRecordId } from "#app/domain/web/record-id.ts";
import { findProductDrawingFacts } from "#app/server/configurator/line-drawings.server.ts";
import { drawingSvgMarkup } from "#app/server/documents/drawing-markup.server.tsx";
import { dbContext } from "#app/server/web/context.server.ts";
import { refusalStatus } from "#app/server/web/refusal-status.server.ts";
import type { Route } from "./+types/product-drawing-svg";

// A product's picture when it has no photo: its drawing, rendered here on the
// server as an SVG file, so that listings stay light and ship no drawing code
// (docs/product/drawings.md#product-images).

export async function loader({ context, params }: Route.LoaderArgs) {
  const id = parseRecordId(params.id);
  const product = id === null ? null : await findProductDrawingFacts(context.get(dbContext), id);
  if (!product) {
    return new Response("Immagine non trovata", {
      status: refusalStatus("not-found"),
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const markup = drawingSvgMarkup(productDrawingSpec(product));
  return new Response(`<?xml version="1.0" encoding="UTF-8"?>\n${markup}\n`, {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
