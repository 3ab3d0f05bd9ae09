import { CheckCircle2, Clock } from "lucide-react";
import { useEffect, useRef } from "react";
import { BankTransferDetails } from "#app/components/orders/bank-transfer-details.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { paymentMethodTitle } from "#app/domain/cart-and-checkout/payment-methods.ts";
import { HOLIDAYS_NOTE } from "#app/domain/catalogue/delivery-estimate.ts";
import {
  NOTHING_DUE_NOW,
  ONLINE_ORDER_PAYMENT_SENTENCE,
  SURVEY_DEPOSIT_SENTENCE,
} from "#app/domain/payments/payment-wording.ts";
import type { CompletedOrder } from "./checkout-fields.ts";

/**
 * The success screen: "Ordine completato!" only for an order paid at checkout;
 * otherwise "Ordine ricevuto" and how to pay. Either way it says what happens
 * next (docs/product/buying.md#after-the-order). Only a paid order moves on to
 * its page by itself: bank details must stay on screen as long as the customer needs.
 */
export function OrderCompleted({ order }: { order: CompletedOrder }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The whole screen changed: moving focus to its heading lets screen readers announce it.
  useEffect(() => {
    window.scrollTo({ top: 0 });
    headingRef.current?.focus({ preventScroll: true });
  }, []);
  const Icon = order.paid ? CheckCircle2 : Clock;
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center">
      <Icon
        aria-hidden="true"
        className={`mx-auto size-16 ${order.paid ? "text-emerald-700" : "text-brand-700"}`}
      />
      <h1 ref={headingRef} tabIndex={-1} className="mt-4 text-3xl font-bold text-slate-900 outline-none">
        {order.paid ? "Ordine completato!" : "Ordine ricevuto"}
      </h1>
      <p className="mt-4 text-lg text-slate-800">
        Grazie per il tuo acquisto. Il numero del tuo ordine è <strong>{order.number}</strong>.
      </p>
      {order.paid ? null : (
        <p className="mt-2 text-slate-800">
          {order.nothingDueNow
            ? `${NOTHING_DUE_NOW} ${SURVEY_DEPOSIT_SENTENCE}`
            : order.paymentMethod === "bonifico"
              ? "L'ordine è in attesa del pagamento: fai il bonifico con i dati qui sotto."
              : `Pagherai con ${paymentMethodTitle(order.paymentMethod).toLowerCase()}.`}
        </p>
      )}
      {order.bankTransfer ? (
        <BankTransferDetails transfer={order.bankTransfer} headingId="bonifico-dati" className="mt-6" />
      ) : null}
      <section aria-labelledby="prossimi-passi" className="mt-6 text-left">
        <h2 id="prossimi-passi" className="text-lg font-semibold text-slate-900">
          Cosa succede ora
        </h2>
        <ol className="mt-3 list-decimal space-y-2 pl-6 text-slate-800">
          <li>
            Ti abbiamo inviato un'e-mail con la conferma d'ordine
            {order.bankTransfer ? " e i dati per il bonifico" : ""}.
          </li>
          {order.nothingDueNow ? (
            <li>
              Un nostro tecnico ti contatta per il sopralluogo e le misure definitive; quando le confermi ti
              chiediamo l'acconto, con una ricevuta per ogni pagamento.
            </li>
          ) : (
            <>
              {order.bankTransfer ? (
                <li>Quando riceviamo il bonifico te lo confermiamo con una ricevuta e avviamo l'ordine.</li>
              ) : order.paid ? (
                <li>Il pagamento è stato ricevuto.</li>
              ) : (
                <li>Pagherai in contanti al momento della consegna.</li>
              )}
              <li>
                Un nostro tecnico ti contatta per il sopralluogo e le misure definitive.{" "}
                {ONLINE_ORDER_PAYMENT_SENTENCE}
              </li>
            </>
          )}
          <li>
            {order.delivery ? `${order.delivery}. ` : null}
            {HOLIDAYS_NOTE} Ti comunicheremo la data di consegna dopo il sopralluogo.
          </li>
        </ol>
      </section>
      {order.paid ? (
        <p className="mt-6 text-slate-700">Verrai reindirizzato al dettaglio dell'ordine tra 3 secondi.</p>
      ) : null}
      <ButtonLink to={`/orders/${order.orderId}`} size="lg" className="mt-8">
        Vedi il dettaglio dell'ordine
      </ButtonLink>
    </section>
  );
}
