import { Link } from "react-router";
import { LegalPage, type LegalSection } from "#app/components/layout/legal-page.tsx";
import { company } from "#app/domain/documents/company.ts";
import { pageMeta, siteUrlFromMatches } from "#app/domain/web/seo.ts";
import type { Route } from "./+types/privacy";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Informativa sulla privacy",
    description: `Come ${company.legalName} tratta i dati personali di clienti e visitatori: finalità, basi giuridiche, conservazione, destinatari e diritti ai sensi degli artt. 13 e 15-22 del GDPR.`,
    path: "/privacy",
    siteUrl: siteUrlFromMatches(matches),
  });

const sections: LegalSection[] = [
  {
    id: "titolare",
    title: "Titolare del trattamento",
    content: (
      <>
        <p>
          Il titolare del trattamento è <strong>{company.legalName}</strong>, con sede legale in{" "}
          {company.registeredOffice}, P.IVA {company.vatNumber}, REA {company.rea}.
        </p>
        <p>
          Per qualsiasi questione relativa ai tuoi dati personali puoi scrivere a{" "}
          <a href={`mailto:${company.privacyEmail}`}>{company.privacyEmail}</a> oppure telefonare al{" "}
          <a href={company.phoneHref}>{company.phone}</a> ({company.hours.weekdays}).
        </p>
      </>
    ),
  },
  {
    id: "dati-trattati",
    title: "Quali dati trattiamo",
    content: (
      <>
        <h3>Account</h3>
        <p>
          Quando ti registri raccogliamo nome utente, nome, cognome, indirizzo e-mail e, se li indichi,
          telefono e indirizzo. La password non viene mai conservata in chiaro: salviamo soltanto una sua
          impronta cifrata.
        </p>
        <h3>Ordini</h3>
        <p>
          Per gli acquisti trattiamo i prodotti ordinati con le relative configurazioni e misure, l'indirizzo
          di consegna e posa, i dati di contatto e il metodo di pagamento scelto. Non conserviamo il numero
          completo della carta né il codice CVV.
        </p>
        <h3>Richieste di preventivo e di contatto</h3>
        <p>
          Se compili il modulo di contatto, il modulo di preventivo o il configuratore trattiamo nome,
          cognome, e-mail, telefono, il prodotto di interesse, le misure e le opzioni scelte e il testo del
          messaggio.
        </p>
        <h3>Dati di navigazione</h3>
        <p>
          I server registrano per motivi di sicurezza l'indirizzo IP, la data e l'ora e la pagina richiesta.
          Il sito usa soltanto un cookie tecnico di sessione, descritto nella{" "}
          <Link to="/cookie">Cookie Policy</Link>.
        </p>
      </>
    ),
  },
  {
    id: "finalita",
    title: "Finalità e basi giuridiche",
    content: (
      <>
        <ul>
          <li>
            <strong>Gestione dell'account</strong>, del carrello, della lista dei desideri e delle
            configurazioni salvate: esecuzione del contratto di servizio (art. 6, par. 1, lett. b GDPR).
          </li>
          <li>
            <strong>Vendita</strong>: conferma dell'ordine, sopralluogo, produzione, consegna, posa in opera e
            garanzia: esecuzione del contratto (art. 6, par. 1, lett. b GDPR).
          </li>
          <li>
            <strong>Preventivi e richieste di contatto</strong>: risposta alle tue domande e misure
            precontrattuali adottate su tua richiesta (art. 6, par. 1, lett. b GDPR).
          </li>
          <li>
            <strong>Obblighi di legge</strong> contabili e fiscali, come la fatturazione e la conservazione
            delle scritture (art. 6, par. 1, lett. c GDPR).
          </li>
          <li>
            <strong>Sicurezza del sito</strong> e prevenzione degli abusi, ad esempio limitando gli invii
            ripetuti dei moduli, e tutela dei nostri diritti in giudizio: legittimo interesse del titolare
            (art. 6, par. 1, lett. f GDPR).
          </li>
        </ul>
        <p>
          Non usiamo i tuoi dati per profilazione né per inviarti pubblicità. Non prendiamo decisioni basate
          unicamente su trattamenti automatizzati. Il conferimento dei dati contrassegnati come obbligatori è
          necessario per rispondere alla richiesta o concludere il contratto; senza di essi non possiamo darvi
          seguito.
        </p>
      </>
    ),
  },
  {
    id: "conservazione",
    title: "Per quanto tempo conserviamo i dati",
    content: (
      <ul>
        <li>
          Dati dell'account: finché l'account resta attivo, e comunque fino alla tua richiesta di
          cancellazione.
        </li>
        <li>
          Ordini, fatture e documenti contabili: 10 anni dalla loro registrazione, come previsto dall'art.
          2220 del Codice civile.
        </li>
        <li>
          Richieste di preventivo e di contatto non seguite da un ordine: 24 mesi dall'ultimo scambio con te.
        </li>
        <li>Registri tecnici dei server: al massimo 90 giorni, salvo necessità di accertare un illecito.</li>
        <li>Cookie di sessione: 30 giorni dall'ultimo utilizzo, oppure fino alla disconnessione.</li>
      </ul>
    ),
  },
  {
    id: "destinatari",
    title: "A chi comunichiamo i dati",
    content: (
      <>
        <p>
          I dati sono trattati dal personale autorizzato e istruito di {company.brand} e possono essere
          comunicati a:
        </p>
        <ul>
          <li>fornitori dei servizi di hosting e di posta elettronica, con server nell'Unione europea;</li>
          <li>squadre di posa e corrieri che consegnano e installano i prodotti;</li>
          <li>banche e istituti di pagamento, per gli incassi e i rimborsi;</li>
          <li>consulenti fiscali e legali, per gli adempimenti di legge;</li>
          <li>autorità pubbliche, quando lo impone la legge.</li>
        </ul>
        <p>
          I fornitori che trattano dati per nostro conto sono nominati responsabili del trattamento ai sensi
          dell'art. 28 GDPR. I dati non sono diffusi né trasferiti in Paesi al di fuori dello Spazio economico
          europeo.
        </p>
      </>
    ),
  },
  {
    id: "diritti",
    title: "I tuoi diritti",
    content: (
      <>
        <p>In base agli artt. 15-22 del GDPR hai il diritto di:</p>
        <ul>
          <li>accedere ai tuoi dati e riceverne una copia (art. 15);</li>
          <li>ottenerne la rettifica o l'integrazione (art. 16);</li>
          <li>ottenerne la cancellazione, nei casi previsti (art. 17);</li>
          <li>chiedere la limitazione del trattamento (art. 18);</li>
          <li>ricevere i dati in un formato strutturato e trasmetterli a un altro titolare (art. 20);</li>
          <li>opporti al trattamento basato sul legittimo interesse (art. 21);</li>
          <li>non essere sottoposto a decisioni basate unicamente su trattamenti automatizzati (art. 22).</li>
        </ul>
        <p>
          Per esercitarli scrivi a <a href={`mailto:${company.privacyEmail}`}>{company.privacyEmail}</a>.
          Rispondiamo senza ritardo e comunque entro un mese dalla richiesta (art. 12 GDPR).
        </p>
      </>
    ),
  },
  {
    id: "reclamo",
    title: "Reclamo al Garante",
    content: (
      <p>
        Se ritieni che il trattamento violi il GDPR puoi proporre reclamo al Garante per la protezione dei
        dati personali, Piazza Venezia 11, 00187 Roma (
        <a href="https://www.garanteprivacy.it">www.garanteprivacy.it</a>), ai sensi dell'art. 77 GDPR, oppure
        rivolgerti all'autorità giudiziaria.
      </p>
    ),
  },
  {
    id: "modifiche",
    title: "Contatti e modifiche",
    content: (
      <p>
        Per domande su questa informativa scrivi a{" "}
        <a href={`mailto:${company.privacyEmail}`}>{company.privacyEmail}</a>. Possiamo aggiornare
        l'informativa quando cambiano i servizi o la normativa: la data dell'ultimo aggiornamento è indicata
        in cima alla pagina. Consulta anche i <Link to="/terms">Termini e condizioni di vendita</Link>.
      </p>
    ),
  },
];

export default function Privacy() {
  return (
    <LegalPage
      path="/privacy"
      lastUpdated="2026-11-16"
      intro={
        <p>
          Questa informativa, resa ai sensi dell'art. 13 del Regolamento (UE) 2016/679 (GDPR), spiega come{" "}
          {company.legalName} tratta i dati personali di chi visita il sito, si registra, chiede un preventivo
          o acquista i nostri serramenti.
        </p>
      }
      sections={sections}
    />
  );
}
