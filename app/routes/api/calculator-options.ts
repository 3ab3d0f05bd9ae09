import { calculatorOptionJson } from "#app/server/api-serializers.server.ts";
import { listCalculatorOptions } from "#app/server/catalogue.server.ts";
import { dbContext } from "#app/server/http/context.server.ts";
import { handleApi } from "#app/server/http/responses.server.ts";
import type { Route } from "./+types/calculator-options";

export function loader({ context }: Route.LoaderArgs) {
  return handleApi(async () =>
    Response.json((await listCalculatorOptions(context.get(dbContext))).map(calculatorOptionJson)),
  );
}
