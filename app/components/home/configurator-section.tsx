import { ArrowRight } from "lucide-react";
import { Link } from "react-router";

const steps = [
  "Scegli il prodotto: finestra, portafinestra o scorrevole.",
  "Imposta materiale, colore, numero di ante e misure in millimetri.",
  "Ottieni subito una stima del prezzo e richiedi un preventivo gratuito.",
] as const;

const starterCategories = [
  { slug: "finestre", label: "Configura una finestra" },
  { slug: "portefinestre", label: "Configura una portafinestra" },
  { slug: "scorrevoli", label: "Configura uno scorrevole" },
] as const;

/** Target of the "Configuratore online" links: the configurator itself opens from each product. */
export function ConfiguratorSection() {
  return (
    <section id="configuratore" aria-labelledby="configuratore-titolo" className="bg-brand-50 py-16">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 lg:grid-cols-2 lg:items-center">
        <div>
          <h2 id="configuratore-titolo" className="text-3xl font-bold text-slate-900">
            Configuratore online
          </h2>
          <p className="mt-4 text-lg text-slate-700">
            Progetta il tuo serramento in pochi passaggi: scegli un prodotto dal catalogo e apri il calcolo
            del prezzo dalla sua scheda.
          </p>
          <ol className="mt-6 space-y-4">
            {steps.map((step, index) => (
              <li key={step} className="flex items-start gap-4 text-slate-800">
                <span
                  aria-hidden="true"
                  className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-700 font-semibold text-white"
                >
                  {index + 1}
                </span>
                <span className="pt-1">{step}</span>
              </li>
            ))}
          </ol>
        </div>
        <div className="rounded-xl bg-white p-6 shadow-sm sm:p-8">
          <h3 className="text-xl font-semibold text-slate-900">Da dove vuoi iniziare?</h3>
          <ul className="mt-5 space-y-3">
            {starterCategories.map((category) => (
              <li key={category.slug}>
                <Link
                  to={`/category/${category.slug}`}
                  className="flex items-center justify-between rounded-md border border-slate-200 px-4 py-3 font-medium text-slate-800 hover:border-brand-600 hover:text-brand-800"
                >
                  {category.label}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
