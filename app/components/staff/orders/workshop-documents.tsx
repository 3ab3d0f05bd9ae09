import { FileDown } from "lucide-react";
import { buttonClass } from "#app/components/ui/button.tsx";
import { Panel } from "#app/components/ui/panel.tsx";

/** The order's workshop documents as PDF (docs/product/production.md#work-order, docs/product/production.md#cut-list). */
export function WorkshopDocuments({ orderId }: { orderId: number }) {
  const links = [
    { href: `/gestione/ordini/${orderId}/scheda-lavorazione.pdf`, label: "Scheda di lavorazione" },
    { href: `/gestione/ordini/${orderId}/distinta-taglio.pdf`, label: "Distinta di taglio e vetri" },
  ];
  return (
    <Panel headingId="ordine-officina" title="Documenti per l'officina" className="mt-8">
      <p className="text-sm text-slate-700">
        Senza prezzi. La distinta di taglio vale per finestre, portefinestre e scorrevoli, con le impostazioni
        di taglio dei sistemi di profilo del catalogo.
      </p>
      <ul className="mt-3 flex flex-wrap gap-2">
        {links.map(({ href, label }) => (
          <li key={href}>
            <a
              href={href}
              type="application/pdf"
              className={buttonClass({ variant: "secondary", size: "sm" })}
            >
              <FileDown aria-hidden="true" className="size-4" />
              {label}
            </a>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
