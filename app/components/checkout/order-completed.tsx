import { CheckCircle2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { ButtonLink } from "#app/components/ui/button.tsx";

/** The success screen after the simulated payment; the page moves on to the order by itself. */
export function OrderCompleted({ orderId }: { orderId: number }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The whole screen changed: moving focus to its heading lets screen readers announce it.
  useEffect(() => {
    window.scrollTo({ top: 0 });
    headingRef.current?.focus({ preventScroll: true });
  }, []);
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center">
      <CheckCircle2 aria-hidden="true" className="mx-auto size-16 text-emerald-700" />
      <h1 ref={headingRef} tabIndex={-1} className="mt-4 text-3xl font-bold text-slate-900 outline-none">
        Ordine completato!
      </h1>
      <p className="mt-4 text-lg text-slate-800">
        Grazie per il tuo acquisto. Il numero del tuo ordine è <strong>{orderId}</strong>.
      </p>
      <p className="mt-2 text-slate-700">Verrai reindirizzato al dettaglio dell'ordine tra 3 secondi.</p>
      <ButtonLink to={`/orders/${orderId}`} size="lg" className="mt-8">
        Vedi il dettaglio dell'ordine
      </ButtonLink>
    </section>
  );
}
