import { Link, useLoaderData } from "react-router";
import { LegalPage, type LegalSection } from "#app/components/layout/legal-page.tsx";
import { company } from "#app/domain/documents/company.ts";
import {
  ONLINE_ORDER_PAYMENT_SENTENCE,
  SURVEY_DEPOSIT_SENTENCE,
} from "#app/domain/payments/payment-wording.ts";
import { pageMeta, siteUrlFromMatches } from "#app/domain/web/seo.ts";
import { shopSettingsContext } from "#app/server/web/context.server.ts";
import type { Route } from "./+types/terms";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Termini e condizioni di vendita",
    description: `Condizioni di vendita di ${company.brand}: prezzi IVA inclusa, sopralluogo gratuito, validità dei preventivi, pagamenti, consegna e posa, garanzie e diritto di recesso per i prodotti su misura.`,
    path: "/terms",
    siteUrl: siteUrlFromMatches(matches),
  });

/** The terms promise what every quote states: QUOTE_VALIDITY_DAYS (docs/product/documents.md#validity-of-a-quote). */
export function loader({ context }: Route.LoaderArgs) {
  return { quoteValidityDays: context.get(shopSettingsContext).quoteValidityDays };
}

function QuoteValidityDays() {
  return <>{useLoaderData<typeof loader>().quoteValidityDays}</>;
}

const sections: LegalSection[] = [
  {
    id: "venditore",
    title: "Venditore e ambito di applicazione",
    content: (
      <>
        <p>
          I prodotti presentati sul sito sono venduti da <strong>{company.legalName}</strong>, sede legale in{" "}
          {company.registeredOffice}, P.IVA {company.vatNumber}, REA {company.rea}, capitale sociale{" "}
          {company.shareCapital}; e-mail <a href={`mailto:${company.email}`}>{company.email}</a>, telefono{" "}
          <a href={company.phoneHref}>{company.phone}</a>.
        </p>
        <p>
          Queste condizioni regolano le vendite concluse a distanza tramite il sito e i preventivi richiesti
          online. Ai consumatori si applicano, in ogni caso, le tutele del Codice del consumo (D.Lgs.
          206/2005), che prevalgono su qualsiasi clausola difforme.
        </p>
      </>
    ),
  },
  {
    id: "prodotti-su-misura",
    title: "Prodotti su misura e sopralluogo gratuito",
    content: (
      <>
        <p>
          Finestre, portefinestre, scorrevoli, porte d'ingresso, porte blindate, porte interne e tapparelle
          sono prodotti su misura, sulle dimensioni e con le opzioni (materiale, profilo, colore, aperture,
          accessori) scelte dal cliente.
        </p>
        <p>
          Prima di avviare la produzione un nostro tecnico esegue un <strong>sopralluogo gratuito</strong> e
          senza impegno per rilevare le misure definitive e verificare il vano e le condizioni di posa. Se le
          misure rilevate o le opere necessarie cambiano il prezzo, ti inviamo un preventivo aggiornato: puoi
          accettarlo oppure annullare l'ordine senza alcun costo. La produzione parte solo dopo la tua
          conferma scritta delle misure.
        </p>
        <p>{SURVEY_DEPOSIT_SENTENCE}</p>
      </>
    ),
  },
  {
    id: "preventivi",
    title: "Preventivi e stime del configuratore",
    content: (
      <>
        <p>
          Il prezzo calcolato dal configuratore online è una stima basata sulle opzioni e sulle misure
          indicate. Il preventivo dettagliato che ti inviamo su richiesta è gratuito e non vincolante.
        </p>
        <p>
          I preventivi sono validi{" "}
          <strong>
            <QuoteValidityDays /> giorni
          </strong>{" "}
          dalla data di emissione. Trascorso questo termine i prezzi possono essere aggiornati in base ai
          listini dei materiali.
        </p>
      </>
    ),
  },
  {
    id: "prezzi",
    title: "Prezzi",
    content: (
      <p>
        Tutti i prezzi indicati sul sito, nel carrello e nei preventivi sono espressi in euro e si intendono{" "}
        <strong>IVA 22% inclusa</strong>. Nel riepilogo dell'ordine l'IVA è evidenziata in una riga separata.
        La consegna è gratuita; la posa in opera, quando richiesta, è indicata a parte nel preventivo.
      </p>
    ),
  },
  {
    id: "ordine",
    title: "Ordine e conclusione del contratto",
    content: (
      <p>
        Per ordinare occorre un account. Il riepilogo mostrato prima della conferma indica prodotti,
        configurazioni, quantità, prezzo totale e metodo di pagamento; dopo la conferma ricevi il numero
        d'ordine e puoi seguirne lo stato nella pagina «I miei ordini». Il contratto si intende concluso con
        la conferma dell'ordine; per i prodotti su misura resta subordinato al sopralluogo descritto al punto
        2.
      </p>
    ),
  },
  {
    id: "pagamenti",
    title: "Pagamenti",
    content: (
      <>
        <p>{ONLINE_ORDER_PAYMENT_SENTENCE}</p>
        <p>{SURVEY_DEPOSIT_SENTENCE}</p>
        <p>Puoi pagare con:</p>
        <ul>
          <li>
            <strong>carta di credito o portafoglio digitale</strong>: il pagamento online del sito è al
            momento una procedura simulata, che non addebita alcun importo e non conserva i dati della carta;
          </li>
          <li>
            <strong>bonifico bancario</strong>, con le coordinate e la causale di ogni rata indicate nella
            pagina dell'ordine: la produzione parte all'accredito di quanto dovuto prima della produzione;
          </li>
          <li>
            <strong>contrassegno</strong> (contanti alla consegna), nei limiti di legge sull'uso del contante.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "consegna-posa",
    title: "Consegna e posa in opera",
    content: (
      <>
        <p>
          I tempi di produzione e consegna dipendono dal prodotto: la pagina di ogni prodotto e il carrello
          indicano la consegna stimata in settimane, contate dal pagamento dell'ordine. La data esatta è
          comunicata nella conferma d'ordine e concordata con te dopo il sopralluogo. La consegna è gratuita
          in Italia.
        </p>
        <p>
          La posa è eseguita da installatori formati e certificati, secondo la norma UNI 11673-1. Al momento
          della consegna controlla l'integrità degli imballi e segnala subito eventuali danni visibili sul
          documento di trasporto.
        </p>
      </>
    ),
  },
  {
    id: "recesso",
    title: "Diritto di recesso",
    content: (
      <>
        <p>
          Ai sensi dell'<strong>art. 59, comma 1, lett. c del Codice del consumo</strong> (D.Lgs. 206/2005),
          il diritto di recesso di 14 giorni <strong>è escluso</strong> per i beni confezionati su misura o
          chiaramente personalizzati. Rientrano in questa esclusione i serramenti, le porte e le tapparelle
          prodotti sulle misure e con le configurazioni scelte dal cliente.
        </p>
        <p>
          Finché le misure non sono confermate dopo il sopralluogo puoi comunque annullare l'ordine senza
          costi, scrivendo a <a href={`mailto:${company.email}`}>{company.email}</a>.
        </p>
        <p>
          Per gli eventuali articoli standard non realizzati su misura (ad esempio cilindri, maniglie e
          accessori venduti separatamente) il consumatore può recedere entro 14 giorni dalla consegna senza
          indicarne il motivo (artt. 52 e seguenti del Codice del consumo), comunicandolo per e-mail.
          Rimborsiamo quanto pagato entro 14 giorni dalla comunicazione; le spese di restituzione sono a
          carico del cliente.
        </p>
      </>
    ),
  },
  {
    id: "garanzie",
    title: "Garanzie",
    content: (
      <>
        <h3>Garanzia legale di conformità</h3>
        <p>
          Per i consumatori vale la garanzia legale di conformità prevista dagli artt. 128 e seguenti del
          Codice del consumo: rispondiamo dei difetti di conformità che si manifestano entro{" "}
          <strong>24 mesi</strong> dalla consegna. I difetti che emergono entro un anno si presumono esistenti
          già alla consegna. Il difetto va denunciato entro due mesi dalla scoperta e l'azione si prescrive in
          26 mesi dalla consegna. Puoi ottenere la riparazione o la sostituzione del bene e, nei casi
          previsti, una riduzione del prezzo o la risoluzione del contratto.
        </p>
        <h3>Garanzia di 10 anni sui prodotti</h3>
        <p>
          In aggiunta, {company.brand} offre una garanzia convenzionale di 10 anni su profili, vetrocamera e
          tenuta dei serramenti posati dalle nostre squadre, alle condizioni indicate nel certificato di
          garanzia consegnato con il prodotto. La garanzia convenzionale non limita né sostituisce la garanzia
          legale.
        </p>
      </>
    ),
  },
  {
    id: "foro",
    title: "Legge applicabile, reclami e foro competente",
    content: (
      <>
        <p>
          Il contratto è regolato dalla legge italiana. Per reclami scrivi a{" "}
          <a href={`mailto:${company.email}`}>{company.email}</a>: rispondiamo entro 15 giorni lavorativi.
        </p>
        <p>
          Per le controversie con i consumatori è competente il foro del luogo di residenza o di domicilio del
          consumatore (art. 66-bis del Codice del consumo); negli altri casi è competente in via esclusiva il
          foro di Bologna.
        </p>
        <p>
          La piattaforma europea ODR per la risoluzione online delle controversie prevista dal Regolamento
          (UE) 524/2013 è stata dismessa il 20 luglio 2025 (Regolamento (UE) 2024/3228). Resta possibile
          ricorrere alle procedure di risoluzione alternativa delle controversie (ADR) previste dagli artt.
          141 e seguenti del Codice del consumo, ad esempio la mediazione presso un organismo iscritto al
          registro del Ministero della Giustizia.
        </p>
        <p>
          Il trattamento dei dati personali è descritto nell'
          <Link to="/privacy">Informativa sulla privacy</Link>.
        </p>
      </>
    ),
  },
];

export default function Terms() {
  return (
    <LegalPage
      path="/terms"
      lastUpdated="2026-11-16"
      intro={
        <p>
          Le presenti condizioni generali descrivono come acquistare i serramenti su misura di {company.brand}
          : dal preventivo al sopralluogo gratuito, dal pagamento alla consegna e posa, fino alle garanzie.
        </p>
      }
      sections={sections}
    />
  );
}
