import { isWindowOptionType, productIdSchema } from "#app/domain/configurator/window-configuration.ts";
import { refuse } from "#app/domain/refusal.ts";
import { listCalculatorOptions } from "#app/server/catalogue/catalogue.server.ts";
import { productOptionEntries } from "#app/server/catalogue/option-sets.server.ts";
import { calculatorOptionJson } from "#app/server/web/api-serializers.server.ts";
import { dbContext } from "#app/server/web/context.server.ts";
import { handleApi } from "#app/server/web/responses.server.ts";
import type { Route } from "./+types/calculator-options";

/**
 * GET /api/calculator-options: the window options, as docs/product/window-price.md lists them.
 * With ?productId=: only the options that product offers, each with its
 * `label`, `locked` and `isDefault` (README, API).
 */
export function loader({ request, context }: Route.LoaderArgs) {
  return handleApi(async () => {
    const db = context.get(dbContext);
    const raw = new URL(request.url).searchParams.get("productId");
    if (raw === null) {
      // The original contract's answer, unchanged: the six window option types only.
      const options = await listCalculatorOptions(db);
      const windowOptions = options.filter((option) => isWindowOptionType(option.type));
      return Response.json(windowOptions.map(calculatorOptionJson));
    }
    const productId = productIdSchema.safeParse(raw);
    if (!productId.success) throw refuse.invalid("Prodotto non valido");
    return Response.json((await productOptionEntries(db, productId.data)).map(calculatorOptionJson));
  });
}
