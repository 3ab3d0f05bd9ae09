import { z } from "zod";
import { integerLike } from "./validation.ts";

// The version a back-office form carries of the row it edits
// (docs/product/back-office.md#catalogue-and-prices): the service saves only
// while the row still has it, and bumps it, so a form drawn before someone
// else's save is refused instead of writing back what it showed.

export const ROW_VERSION_MESSAGE = "Versione del modulo non valida: ricarica la pagina";

/** A row's version as a form sends it; 0 for a setting that was never saved (no row yet). */
export const rowVersionSchema = z.preprocess(
  integerLike,
  z
    .number({ error: ROW_VERSION_MESSAGE })
    .int(ROW_VERSION_MESSAGE)
    .min(0, ROW_VERSION_MESSAGE)
    .max(2_147_483_647),
);
