import { Form, Link, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Panel } from "#app/components/ui/panel.tsx";
import { Price } from "#app/components/ui/price.tsx";
import { formatDateShort } from "#app/domain/italian-formats/dates.ts";
import {
  type AcceptedQuoteCart,
  type QuoteStanding,
  quoteExpiredMessage,
} from "#app/domain/requests/quote-acceptance.ts";

/**
 * What the customer can do with their quote (docs/product/documents.md#accepting-a-quote):
 * accept it while valid, or ask again at today's price once it has expired.
 * Plain forms: they work without JavaScript.
 */
export function QuoteAcceptancePanel({
  standing,
  renewal,
  cart,
  version,
  priceCents,
  message,
}: {
  standing: QuoteStanding;
  /** The request that renewed this quote, once asked: an expired quote is renewed once. */
  renewal: { id: number; number: string } | null;
  /** Where an accepted quote's line is now. */
  cart: AcceptedQuoteCart | null;
  /** The quote's version as drawn: «Accetta e ordina» accepts what the customer reads. */
  version: number;
  /** The offered price, else the price at request time. */
  priceCents: number;
  /** Why the last attempt was refused, if it was. */
  message?: string;
}) {
  const busy = useNavigation().state === "submitting";
  if (standing.kind === "closed") return null;
  return (
    <Panel headingId="preventivo-accetta" title="Il tuo preventivo">
      {message ? (
        <p role="alert" className="mt-3 font-medium text-red-800">
          {message}
        </p>
      ) : null}
      {standing.kind === "accepted" ? (
        <AcceptedQuote cart={cart} version={version} busy={busy} />
      ) : standing.kind === "expired" ? (
        <>
          <p className="mt-3 font-medium text-slate-900">{quoteExpiredMessage(standing.validUntil)}.</p>
          {renewal ? (
            <p className="mt-1 text-slate-800">
              Hai già chiesto un nuovo preventivo per questa configurazione:{" "}
              <Link to={`/preventivi/${renewal.id}`} className="font-medium text-brand-700 underline">
                Preventivo {renewal.number}
              </Link>
              .
            </p>
          ) : (
            <>
              <p className="mt-1 text-slate-800">
                Puoi chiederne uno nuovo per la stessa configurazione, al prezzo di oggi.
              </p>
              <Form method="post" className="mt-4">
                <input type="hidden" name="intent" value="renew" />
                <Button type="submit" disabled={busy}>
                  Richiedi un nuovo preventivo
                </Button>
              </Form>
            </>
          )}
        </>
      ) : (
        <>
          <p className="mt-3 text-slate-800">
            Valido fino al <strong>{formatDateShort(standing.validUntil)}</strong>. Accettandolo, la finestra
            va nel carrello al prezzo di <Price cents={priceCents} className="font-semibold" />, anche se il
            listino cambia.
          </p>
          <AcceptForm version={version} busy={busy} label="Accetta e ordina" />
        </>
      )}
    </Panel>
  );
}

function AcceptForm({ version, busy, label }: { version: number; busy: boolean; label: string }) {
  return (
    <Form method="post" className="mt-4">
      <input type="hidden" name="intent" value="accept" />
      <input type="hidden" name="version" value={version} />
      <Button type="submit" variant="accent" disabled={busy}>
        {label}
      </Button>
    </Form>
  );
}

/** An accepted quote says where its line is, truly: in the cart, ordered, or taken out of the cart. */
function AcceptedQuote({
  cart,
  version,
  busy,
}: {
  cart: AcceptedQuoteCart | null;
  version: number;
  busy: boolean;
}) {
  if (cart?.kind === "removed") {
    return (
      <>
        <p className="mt-3 text-slate-800">
          Hai accettato questo preventivo, ma non è più nel carrello. Puoi rimetterlo nel carrello al prezzo
          accettato fino al <strong>{formatDateShort(cart.validUntil)}</strong>.
        </p>
        <AcceptForm version={version} busy={busy} label="Rimetti nel carrello" />
      </>
    );
  }
  return (
    <p className="mt-3 text-slate-800">
      {cart?.kind === "ordered" ? (
        <>
          Hai accettato e ordinato questo preventivo: lo trovi nei <Link to="/orders">tuoi ordini</Link>.
        </>
      ) : cart?.kind === "removed-expired" ? (
        <>
          Hai accettato questo preventivo, ma non è più nel carrello e il preventivo è scaduto il{" "}
          {formatDateShort(cart.validUntil)}: per ordinare questa configurazione richiedi un nuovo preventivo
          dal configuratore.
        </>
      ) : (
        <>
          Hai accettato questo preventivo: è nel tuo <Link to="/cart">carrello</Link> al prezzo del
          preventivo.
        </>
      )}
    </p>
  );
}
