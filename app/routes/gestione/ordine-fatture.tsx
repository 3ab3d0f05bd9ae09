import { CreditNoteForm, type CreditNoteRefusal } from "#app/components/invoices/credit-note-form.tsx";
import { OrderInvoices } from "#app/components/invoices/order-invoices.tsx";
import { BackLink } from "#app/components/layout/back-link.tsx";
import { creditNoteSchema, issueInvoiceSchema } from "#app/domain/invoices/invoice-forms.ts";
import { staffOrderInvoicesPath } from "#app/domain/invoices/invoice-paths.ts";
import { STAFF_ORDERS_PATH } from "#app/domain/orders/staff-order-filters.ts";
import { refuse } from "#app/domain/refusal.ts";
import { staffPageMeta } from "#app/domain/web/seo.ts";
import { issueCreditNote, issueInvoice } from "#app/server/invoices/invoice-issuing.server.ts";
import { orderInvoicesView } from "#app/server/invoices/invoice-views.server.ts";
import { requireStaff } from "#app/server/web/auth-guards.server.ts";
import { dbContext } from "#app/server/web/context.server.ts";
import { formIntent, pageFormAction } from "#app/server/web/page-actions.server.ts";
import { orStaffNotFound, staffRecordId } from "#app/server/web/staff-record.server.ts";
import type { Route } from "./+types/ordine-fatture";

// /gestione/ordini/:id/fatture (docs/product/invoices.md#back-office): the
// order's invoices due and issued, «Emetti» and «Nota di credito»; the order
// page's «Fatture» section posts here.

export async function loader({ context, params }: Route.LoaderArgs) {
  requireStaff(context);
  const id = staffRecordId(params.id);
  return orStaffNotFound(async () => {
    const view = await orderInvoicesView(context.get(dbContext), id);
    if (!view) throw refuse.notFound("Ordine non trovato");
    return { orderId: id, view };
  });
}

export const meta: Route.MetaFunction = () => staffPageMeta("Fatture dell'ordine");

export async function action({ context, params, request }: Route.ActionArgs) {
  const staff = requireStaff(context);
  const orderId = staffRecordId(params.id);
  const db = context.get(dbContext);
  const redirectTo = staffOrderInvoicesPath(orderId);
  return pageFormAction(
    { context, request },
    {
      echo: { amount: 40, reason: 300, invoiceId: 12 },
      intents: {
        issue: formIntent(issueInvoiceSchema, async (input) => {
          const issued = await issueInvoice(db, staff, orderId, input);
          return {
            redirectTo,
            toast: {
              title: issued.created ? "Fattura emessa" : "Fattura già emessa",
              description: `Numero ${issued.number}`,
              variant: "success",
            },
          };
        }),
        credit: formIntent(creditNoteSchema, async (input) => {
          const issued = await issueCreditNote(db, staff, orderId, input);
          return {
            redirectTo,
            toast: {
              title: "Nota di credito emessa",
              description: `Numero ${issued.number}`,
              variant: "success",
            },
          };
        }),
      },
    },
  );
}

export default function OrderInvoicesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { orderId, view } = loaderData;
  const refusal = actionData && !actionData.ok ? actionData : undefined;
  const creditRefusal: CreditNoteRefusal | undefined =
    refusal?.intent === "credit"
      ? {
          invoiceId: refusal.values.invoiceId ?? "",
          message: refusal.message,
          errors: refusal.errors,
          values: refusal.values,
        }
      : undefined;
  const action = staffOrderInvoicesPath(orderId);
  // A credit note's refusal shows beside its form; any other (or one for an invoice with no form here) on top.
  const shownByForm = view.issued.some(
    (invoice) => invoice.creditableCents > 0 && String(invoice.id) === creditRefusal?.invoiceId,
  );
  return (
    <div>
      <BackLink to={`${STAFF_ORDERS_PATH}/${orderId}`}>Torna all'ordine</BackLink>
      <h1 className="mt-4 text-2xl font-bold text-slate-900">Fatture dell'ordine</h1>
      {refusal && !shownByForm ? (
        <p role="alert" className="mt-4 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800">
          {refusal.message}
        </p>
      ) : null}
      <OrderInvoices orderId={orderId} view={view} withCreditLinks={false} />
      {view.issued
        .filter((invoice) => invoice.creditableCents > 0)
        .map((invoice) => (
          <CreditNoteForm
            key={invoice.id}
            action={action}
            invoice={invoice}
            creditKey={view.creditKey}
            refused={creditRefusal}
          />
        ))}
    </div>
  );
}
