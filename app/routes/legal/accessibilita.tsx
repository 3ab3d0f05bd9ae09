import { Link } from "react-router";
import { LegalPage, type LegalSection } from "#app/components/layout/legal-page.tsx";
import { company } from "#app/domain/documents/company.ts";
import { pageMeta, siteUrlFromMatches } from "#app/domain/web/seo.ts";
import type { Route } from "./+types/accessibilita";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Dichiarazione di accessibilità",
    description: `Dichiarazione di accessibilità del negozio online di ${company.brand} ai sensi dello European Accessibility Act: conformità WCAG 2.1 AA, limiti noti, verifiche e come segnalarci un problema.`,
    path: "/accessibilita",
    siteUrl: siteUrlFromMatches(matches),
  });

const sections: LegalSection[] = [
  {
    id: "impegno",
    title: "Il nostro impegno",
    content: (
      <p>
        {company.legalName} si impegna a rendere il proprio negozio online accessibile a tutte le persone,
        comprese quelle con disabilità, in conformità alla Direttiva (UE) 2019/882 (European Accessibility
        Act) e al D.Lgs. 82/2022 che la recepisce in Italia, in vigore per i servizi di commercio elettronico
        dal 28 giugno 2025.
      </p>
    ),
  },
  {
    id: "riferimento",
    title: "Requisiti di riferimento",
    content: (
      <p>
        Il sito è progettato e verificato rispetto alle Linee guida per l'accessibilità dei contenuti web{" "}
        <strong>WCAG 2.1 livello AA</strong>, recepite dalla norma armonizzata europea{" "}
        <strong>EN 301 549</strong>.
      </p>
    ),
  },
  {
    id: "stato",
    title: "Stato di conformità",
    content: (
      <>
        <p>
          Il sito è <strong>parzialmente conforme</strong> ai requisiti WCAG 2.1 AA: la gran parte delle
          pagine e delle funzioni è conforme, con i limiti noti elencati di seguito.
        </p>
        <h3>Contenuti non pienamente accessibili</h3>
        <ul>
          <li>
            <strong>Mappa della sede</strong> (pagine Home e Contatti): la mappa interattiva si usa con mouse,
            touch e tastiera, ma le immagini della mappa non hanno un'alternativa testuale completa e
            dipendono dai server di OpenStreetMap. In alternativa, l'indirizzo della sede è sempre riportato
            come testo sotto la mappa, insieme a un collegamento per aprirla su OpenStreetMap.
          </li>
          <li>
            <strong>Illustrazioni dei prodotti</strong>: le immagini hanno testi alternativi descrittivi, ma
            non riproducono ogni dettaglio tecnico; le caratteristiche complete sono descritte nella scheda
            prodotto.
          </li>
          <li>
            <strong>Documenti allegati</strong>: eventuali certificati di garanzia o schede tecniche in PDF
            inviati per e-mail potrebbero non essere accessibili; su richiesta li forniamo in un formato
            accessibile.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "verifiche",
    title: "Come verifichiamo l'accessibilità",
    content: (
      <ul>
        <li>
          Test automatici con axe su ogni pagina, eseguiti a ogni modifica del sito sia su schermo desktop sia
          su schermo di smartphone.
        </li>
        <li>
          Verifiche manuali di navigazione da tastiera: ordine del focus, focus sempre visibile, finestre di
          dialogo che trattengono e restituiscono il focus, nessuna trappola da tastiera.
        </li>
        <li>
          Controlli del contrasto dei colori (almeno 4,5:1 per il testo) e della visualizzazione su schermi di
          smartphone senza scorrimento orizzontale.
        </li>
      </ul>
    ),
  },
  {
    id: "segnalazioni",
    title: "Segnalazioni e richieste di contenuti accessibili",
    content: (
      <>
        <p>
          Se incontri un ostacolo o ti serve un contenuto in un formato accessibile, scrivici a{" "}
          <a href={`mailto:${company.accessibilityEmail}`}>{company.accessibilityEmail}</a> oppure chiamaci al{" "}
          <a href={company.phoneHref}>{company.phone}</a> ({company.hours.weekdays}, {company.hours.saturday}
          ). Indica la pagina e il problema riscontrato: rispondiamo entro 30 giorni e, nel frattempo, ti
          aiutiamo a completare preventivi e ordini per telefono o e-mail.
        </p>
        <p>
          Puoi anche usare il <Link to="/contatti">modulo di contatto</Link>.
        </p>
      </>
    ),
  },
  {
    id: "vigilanza",
    title: "Procedura di attuazione e vigilanza",
    content: (
      <p>
        Se la risposta non è soddisfacente o non arriva entro 30 giorni, puoi presentare una segnalazione
        all'Agenzia per l'Italia Digitale (AgID), l'autorità che vigila sul rispetto dei requisiti di
        accessibilità dei servizi ai sensi del D.Lgs. 82/2022, tramite il sito{" "}
        <a href="https://www.agid.gov.it">www.agid.gov.it</a>.
      </p>
    ),
  },
  {
    id: "informazioni",
    title: "Informazioni sulla dichiarazione",
    content: (
      <p>
        Questa dichiarazione è stata redatta sulla base di una autovalutazione effettuata da {company.brand} e
        viene riesaminata a ogni rilascio significativo del sito e almeno una volta l'anno. Vedi anche la{" "}
        <Link to="/cookie">Cookie Policy</Link> e l'<Link to="/privacy">Informativa sulla privacy</Link>.
      </p>
    ),
  },
];

export default function Accessibilita() {
  return (
    <LegalPage
      path="/accessibilita"
      lastUpdated="2026-11-16"
      intro={
        <p>
          {company.legalName} pubblica questa dichiarazione per descrivere il livello di accessibilità del
          proprio sito di vendita di serramenti su misura e i canali per segnalarci eventuali difficoltà.
        </p>
      }
      sections={sections}
    />
  );
}
