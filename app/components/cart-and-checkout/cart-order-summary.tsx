import { ShoppingCart } from "lucide-react";
import { Link } from "react-router";
import { OrderSummaryPanel } from "#app/components/cart-and-checkout/order-summary-panel.tsx";
import { OrderTotals } from "#app/components/cart-and-checkout/order-totals.tsx";
import { DeliveryEstimate } from "#app/components/catalogue/delivery-estimate.tsx";
import { PageMessage } from "#app/components/layout/page-message.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";

const primaryButton = buttonClass({ size: "lg" });

export function EmptyCart() {
  return (
    <PageMessage
      kind="empty"
      icon={ShoppingCart}
      title="Il tuo carrello è vuoto"
      text="Configura una finestra o una porta su misura e aggiungila al carrello."
      linkTo="/"
      linkLabel="Continua lo shopping"
    />
  );
}

export function CartOrderSummary({
  subtotalCents,
  itemCount,
  withFitting,
  products,
}: {
  subtotalCents: number;
  itemCount: number;
  /** A line carries our fitting («Consegna e posa» instead of «Spedizione»). */
  withFitting: boolean;
  /** The lines' products: the order's delivery estimate is the longest among them. */
  products: readonly { category: { slug: string } }[];
}) {
  return (
    <OrderSummaryPanel headingId="riepilogo-ordine">
      <OrderTotals
        subtotalCents={subtotalCents}
        subtotalLabel={`Subtotale (${itemCount} ${itemCount === 1 ? "articolo" : "articoli"})`}
        withFitting={withFitting}
        className="mt-4"
      />
      <DeliveryEstimate products={products} className="mt-4" />
      <Link to="/checkout" className={`mt-6 w-full ${primaryButton}`}>
        Procedi al checkout
      </Link>
      <p className="mt-4 text-sm text-slate-700">
        Procedendo accetti i{" "}
        <Link
          to="/terms"
          className="font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900"
        >
          Termini e condizioni di vendita
        </Link>{" "}
        e confermi di aver letto l'
        <Link
          to="/privacy"
          className="font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900"
        >
          informativa sulla privacy
        </Link>
        .
      </p>
    </OrderSummaryPanel>
  );
}
