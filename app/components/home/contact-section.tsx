import { Clock, Mail, MapPin, Phone, Star } from "lucide-react";
import { OfficeMap } from "#app/components/requests/office-map.tsx";
import { company } from "#app/domain/documents/company.ts";
import { HomeLeadForm } from "./home-lead-form.tsx";

// Fixed display figures (docs/product/texts.md#company-figures), not computed from stored reviews.
const reviewSummary = company.reviews;

const contactLinkClass = "text-brand-700 underline underline-offset-2";

const contactChannels = [
  {
    title: "Telefono",
    icon: Phone,
    detail: (
      <>
        <a href={company.phoneHref} className={contactLinkClass}>
          {company.phone}
        </a>
        <p className="flex items-center gap-1 text-sm text-slate-700">
          <Clock aria-hidden="true" className="size-4" />
          {company.hours.weekdays}
        </p>
      </>
    ),
  },
  {
    title: "Email",
    icon: Mail,
    detail: (
      <a href={`mailto:${company.email}`} className={contactLinkClass}>
        {company.email}
      </a>
    ),
  },
  { title: "Showroom", icon: MapPin, detail: <p className="text-slate-800">{company.showroomAddress}</p> },
] as const;

export function ContactSection() {
  return (
    <section id="contatti" aria-labelledby="contatti-titolo" className="bg-slate-50 py-16">
      <div className="mx-auto max-w-7xl px-4">
        <h2 id="contatti-titolo" className="text-3xl font-bold text-slate-900">
          Richiedi un preventivo gratuito
        </h2>
        <p className="mt-3 max-w-3xl text-lg text-slate-700">
          Raccontaci il tuo progetto: un nostro consulente ti risponderà entro 24 ore.
        </p>

        <div className="mt-10 grid gap-10 lg:grid-cols-5">
          <div className="space-y-8 lg:col-span-2">
            <ul className="space-y-5">
              {contactChannels.map(({ title, icon: Icon, detail }) => (
                <li key={title} className="flex gap-4">
                  <Icon aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-700" />
                  <div>
                    <h3 className="font-semibold text-slate-900">{title}</h3>
                    {detail}
                  </div>
                </li>
              ))}
            </ul>

            <figure className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <p className="flex items-center gap-3">
                <span className="flex" aria-hidden="true">
                  {[1, 2, 3, 4, 5].map((star) => (
                    <Star key={star} className="size-5 fill-accent-400 text-accent-500" />
                  ))}
                </span>
                <span className="text-2xl font-bold text-slate-900">{reviewSummary.rating}</span>
                <span className="text-sm text-slate-700">da {reviewSummary.count} recensioni</span>
              </p>
              <blockquote className="mt-4 text-slate-800 italic">
                <p>
                  «Preventivo chiaro, posa in una sola giornata e in casa non sentiamo più il rumore della
                  strada. Consigliatissimi.»
                </p>
              </blockquote>
              <figcaption className="mt-2 text-sm font-medium text-slate-700">Giulia, Bologna</figcaption>
            </figure>

            <OfficeMap />
          </div>

          <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 lg:col-span-3">
            <HomeLeadForm />
          </div>
        </div>
      </div>
    </section>
  );
}
