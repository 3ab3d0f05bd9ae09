import { Link } from "react-router";
import { LegalPage, type LegalSection } from "#app/components/layout/legal-page.tsx";
import { company } from "#app/domain/documents/company.ts";
import { pageMeta, siteUrlFromMatches } from "#app/domain/web/seo.ts";
import type { Route } from "./+types/cookie";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Cookie Policy",
    description: `${company.brand} usa soltanto un cookie tecnico di sessione per l'accesso e il carrello: nessun cookie di profilazione o di statistica. Ecco nome, finalità e durata.`,
    path: "/cookie",
    siteUrl: siteUrlFromMatches(matches),
  });

const sections: LegalSection[] = [
  {
    id: "cosa-sono",
    title: "Che cosa sono i cookie",
    content: (
      <p>
        I cookie sono piccoli file di testo che un sito salva nel browser per ricordare informazioni tra una
        pagina e l'altra. Si distinguono in cookie tecnici, necessari al funzionamento del sito, e cookie di
        profilazione o di statistica, che servono a tracciare il comportamento degli utenti.
      </p>
    ),
  },
  {
    id: "cookie-utilizzati",
    title: "Quali cookie utilizziamo",
    content: (
      <>
        <p>
          Questo sito utilizza <strong>esclusivamente cookie tecnici</strong>. In particolare imposta un solo
          cookie, e soltanto quando accedi al tuo account:
        </p>
        <dl className="grid gap-x-6 gap-y-2 rounded-lg border border-slate-200 p-4 text-sm sm:grid-cols-[7rem_1fr]">
          <dt className="font-semibold">Nome</dt>
          <dd className="font-mono">__Host-sid</dd>
          <dt className="font-semibold">Finalità</dt>
          <dd>
            Cookie di sessione: ti mantiene connesso e collega al tuo account carrello, ordini, lista dei
            desideri e configurazioni salvate. Contiene solo un codice casuale firmato, nessun dato personale
            in chiaro.
          </dd>
          <dt className="font-semibold">Durata</dt>
          <dd>
            30 giorni dall'ultimo utilizzo (la scadenza si rinnova mentre usi il sito); viene cancellato
            quando esci dall'account.
          </dd>
          <dt className="font-semibold">Tipo</dt>
          <dd>Tecnico, di prima parte</dd>
        </dl>
        <p>
          Il cookie è impostato con gli attributi <code>HttpOnly</code>, <code>Secure</code> e{" "}
          <code>SameSite=Lax</code>: non è leggibile dagli script della pagina e viaggia solo su connessioni
          cifrate.
        </p>
        <p>
          <strong>Non usiamo cookie di profilazione, di marketing né di statistica</strong> (analytics), né
          nostri né di terze parti.
        </p>
      </>
    ),
  },
  {
    id: "consenso",
    title: "Perché non ti chiediamo il consenso",
    content: (
      <p>
        I cookie tecnici non richiedono il consenso dell'utente (art. 122 del Codice privacy, D.Lgs.
        196/2003). Per questo, come chiarito dalle Linee guida del Garante per la protezione dei dati
        personali sui cookie e altri strumenti di tracciamento (Provvedimento del 10 giugno 2021), il sito non
        mostra alcun banner per il consenso: questa informativa è sempre raggiungibile dal piè di pagina.
      </p>
    ),
  },
  {
    id: "mappa",
    title: "La mappa della sede",
    content: (
      <p>
        Nelle pagine <Link to="/contatti">Contatti</Link> e Home una mappa mostra la nostra sede. Le immagini
        della mappa (tile) sono scaricate dai server di OpenStreetMap soltanto quando scorri la pagina fino
        alla mappa: in quel momento il browser invia a OpenStreetMap il tuo indirizzo IP, come per qualsiasi
        risorsa web. Noi non impostiamo cookie per la mappa e non ne leggiamo. Il trattamento da parte di
        OpenStreetMap è descritto nella sua informativa (
        <a href="https://osmfoundation.org/wiki/Privacy_Policy">osmfoundation.org/wiki/Privacy_Policy</a>).
      </p>
    ),
  },
  {
    id: "gestire",
    title: "Come gestire i cookie",
    content: (
      <p>
        Puoi cancellare o bloccare i cookie dalle impostazioni del tuo browser. Se blocchi il cookie di
        sessione potrai continuare a consultare il catalogo, ma non potrai accedere al tuo account né usare
        carrello e ordini.
      </p>
    ),
  },
  {
    id: "contatti",
    title: "Contatti",
    content: (
      <p>
        Per domande su questa informativa scrivi a{" "}
        <a href={`mailto:${company.privacyEmail}`}>{company.privacyEmail}</a>. Il trattamento dei dati
        personali è descritto nell'<Link to="/privacy">Informativa sulla privacy</Link>.
      </p>
    ),
  },
];

export default function CookiePolicy() {
  return (
    <LegalPage
      path="/cookie"
      lastUpdated="2026-11-16"
      intro={
        <p>
          Questa Cookie Policy spiega quali cookie usa il sito di {company.legalName}, a che cosa servono e
          per quanto tempo restano nel tuo browser.
        </p>
      }
      sections={sections}
    />
  );
}
