import { Clock, Mail, MapPin, Phone } from "lucide-react";
import { Link } from "react-router";
import { PageHeader } from "#app/components/layout/page-header.tsx";
import { ContactForm } from "#app/components/requests/contact-form.tsx";
import { OfficeMap } from "#app/components/requests/office-map.tsx";
import { LabelledSection } from "#app/components/ui/labelled-section.tsx";
import { company } from "#app/domain/documents/company.ts";
import { toName } from "#app/domain/italian-formats/prepositions.ts";
import { leadPrefill } from "#app/domain/requests/lead-prefill.ts";
import { staticPageMeta } from "#app/domain/web/seo.ts";
import { cartItemCount } from "#app/server/cart-and-checkout/cart.server.ts";
import { currentUserContext, dbContext } from "#app/server/web/context.server.ts";
import { handleLeadForm } from "#app/server/web/lead-form-action.server.ts";
import type { Route } from "./+types/contatti";

/**
 * A signed-in customer finds their name, e-mail and phone already in the form; a guest an empty one.
 * One with a full cart is offered to send it all as the request (docs/product/buying.md#a-quote-for-the-whole-cart).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const user = context.get(currentUserContext);
  const cartPieces = user ? await cartItemCount(context.get(dbContext), user.id) : 0;
  return { prefill: leadPrefill(user), cartPieces };
}

/** The whole cart as one request: a link to the cart page's form. */
function WholeCartPanel({ pieces }: { pieces: number }) {
  return (
    <section
      aria-labelledby="preventivo-carrello-contatti"
      className="mt-8 rounded-lg border border-brand-700 bg-brand-50 p-6"
    >
      <h2 id="preventivo-carrello-contatti" className="text-xl font-semibold text-slate-900">
        Un preventivo per tutto il carrello
      </h2>
      <p className="mt-2 text-slate-800">
        Nel carrello hai {pieces === 1 ? "1 pezzo" : `${pieces} pezzi`} configurati: mandaceli tutti insieme,
        con l'indirizzo del cantiere, e prepariamo un'unica offerta.
      </p>
      <Link
        to="/cart#preventivo-carrello"
        className="mt-3 inline-block font-semibold text-brand-800 underline underline-offset-2"
      >
        Richiedi un preventivo per tutto il carrello
      </Link>
    </section>
  );
}

/** Stores the message as a lead for the shop's staff (docs/product/leads.md). */
export function action({ request, context }: Route.ActionArgs) {
  return handleLeadForm(request, context, "contatti", "/contatti");
}

export const meta: Route.MetaFunction = staticPageMeta({
  title: "Contatti",
  description: `Scrivi ${toName(company.brand)}: telefono, e-mail, orari e indirizzo della sede di Bologna. Rispondiamo a ogni richiesta su finestre, porte e serramenti su misura.`,
  path: "/contatti",
});

const contactDetails = [
  {
    term: "Telefono",
    icon: Phone,
    detail: (
      <a href={company.phoneHref} className="font-medium text-brand-800 hover:underline">
        {company.phone}
      </a>
    ),
  },
  {
    term: "E-mail",
    icon: Mail,
    detail: (
      <a href={`mailto:${company.email}`} className="font-medium text-brand-800 hover:underline">
        {company.email}
      </a>
    ),
  },
  {
    term: "Indirizzo",
    icon: MapPin,
    detail: (
      <>
        {/* The showroom first: it is the address customers visit, and the one the map shows. */}
        <p>
          <span className="font-medium">Showroom:</span> {company.showroomAddress}
        </p>
        <p className="mt-1">
          <span className="font-medium">Sede legale:</span> {company.registeredOffice}
        </p>
      </>
    ),
  },
  {
    term: "Orari",
    icon: Clock,
    detail: (
      <>
        <p>{company.hours.weekdays}</p>
        <p>{company.hours.saturday}</p>
      </>
    ),
  },
] as const;

export default function Contatti({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <PageHeader
        title="Contatti"
        intro="Hai una domanda su finestre, porte o tapparelle, vuoi fissare un sopralluogo gratuito o ricevere un consiglio sul serramento giusto per casa tua? Scrivici compilando il modulo oppure chiamaci: un nostro consulente ti risponderà al più presto."
      />
      {loaderData.cartPieces > 0 ? <WholeCartPanel pieces={loaderData.cartPieces} /> : null}

      <div className="mt-10 grid items-start gap-8 lg:grid-cols-3">
        <LabelledSection
          headingId="modulo-contatto"
          title="Scrivici un messaggio"
          className="rounded-lg border border-slate-200 p-6 shadow-sm lg:col-span-2"
          headingClassName="text-xl font-semibold text-slate-900"
        >
          <div className="mt-6">
            <ContactForm prefill={loaderData.prefill} />
          </div>
        </LabelledSection>

        <aside aria-labelledby="recapiti" className="space-y-6">
          <div className="rounded-lg bg-brand-50 p-6">
            <h2 id="recapiti" className="text-xl font-semibold text-slate-900">
              I nostri recapiti
            </h2>
            <dl className="mt-4 space-y-4 text-slate-800">
              {contactDetails.map(({ term, icon: Icon, detail }) => (
                <div key={term} className="flex gap-3">
                  <dt>
                    <Icon aria-hidden="true" className="mt-0.5 size-5 text-brand-700" />
                    <span className="sr-only">{term}</span>
                  </dt>
                  <dd>{detail}</dd>
                </div>
              ))}
            </dl>
          </div>
          <OfficeMap />
        </aside>
      </div>
    </div>
  );
}
