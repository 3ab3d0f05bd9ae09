import {
  PaymentTermsForm,
  type TermsRefusal,
} from "#app/components/payments/back-office/payment-terms-form.tsx";
import { termsFormInput, termsFormSchema } from "#app/domain/payments/payment-terms-form.ts";
import { staffPageMeta } from "#app/domain/web/seo.ts";
import {
  listPaymentTermDefaults,
  updatePaymentTermDefault,
} from "#app/server/payments/payment-term-defaults.server.ts";
import { adminOnlyMiddleware, requireAdmin } from "#app/server/web/auth-guards.server.ts";
import { dbContext } from "#app/server/web/context.server.ts";
import { doneWithMessage, formIntent, pageFormAction } from "#app/server/web/page-actions.server.ts";
import type { Route } from "./+types/impostazioni-pagamenti";

// The default payment terms per kind of sale (docs/product/payments.md#defaults):
// admins only, everyone else 404; each save audited; new orders read them.

const PAYMENT_SETTINGS_PATH = "/gestione/impostazioni/pagamenti";

export const middleware: Route.MiddlewareFunction[] = [adminOnlyMiddleware];

export const meta: Route.MetaFunction = () => staffPageMeta("Condizioni di pagamento");

export async function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context);
  return { defaults: await listPaymentTermDefaults(context.get(dbContext)) };
}

export async function action(args: Route.ActionArgs) {
  const admin = requireAdmin(args.context);
  const db = args.context.get(dbContext);
  return pageFormAction(args, {
    fallbackIntent: "terms",
    intents: {
      terms: formIntent(
        termsFormSchema,
        async (input) => {
          await updatePaymentTermDefault(db, admin, input);
          return doneWithMessage("terms", "Condizioni di pagamento salvate", PAYMENT_SETTINGS_PATH);
        },
        { input: (_, fields) => termsFormInput(fields) },
      ),
    },
    refused: ({ message, errors }, fields): TermsRefusal => ({
      saleKind: fields.saleKind ?? "",
      message,
      errors,
      values: fields,
    }),
  });
}

export default function PaymentSettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const refusal = actionData && "saleKind" in actionData ? (actionData as TermsRefusal) : undefined;
  return (
    <div>
      <h1 className="text-3xl font-bold text-slate-900">Condizioni di pagamento</h1>
      <p className="mt-2 text-slate-700">
        Le condizioni predefinite di ogni tipo di vendita: i nuovi ordini le usano, quelli già fatti tengono
        le proprie. Le percentuali delle rate devono sommare al 100 %.
      </p>
      {loaderData.defaults.map((row) => (
        <PaymentTermsForm
          key={`${row.saleKind}-${row.version}`}
          saleKind={row.saleKind}
          schedule={row.schedule}
          version={row.version}
          refusal={refusal}
        />
      ))}
    </div>
  );
}
