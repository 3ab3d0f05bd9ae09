import { Link, useSearchParams } from "react-router";
import { type Description, DescriptionList } from "#app/components/ui/description-list.tsx";
import { LinkTabTrigger } from "#app/components/ui/link-tab-trigger.tsx";
import { TabList, TabPanel, Tabs, useRequestedTab } from "#app/components/ui/tabs.tsx";
import type { ProductDetail, TechnicalData } from "#app/domain/catalogue/catalogue.ts";
import type { EcobonusZones, FactRow } from "#app/domain/catalogue/product-page-facts.ts";

// The product page's three tabs: description, technical data, installation.
// Each tab is a link to ?scheda=…#informazioni, so the tabs work without
// JavaScript (the page comes back with that tab open); with it, the tab switches
// in the page and the navigation is skipped.

const productTabs = [
  { value: "descrizione", label: "Descrizione" },
  { value: "caratteristiche", label: "Caratteristiche" },
  { value: "installazione", label: "Installazione" },
] as const;
type ProductTab = (typeof productTabs)[number]["value"];

export const PRODUCT_TAB_PARAM = "scheda";
const TABS_ANCHOR = "informazioni";

function parseProductTab(value: string | null): ProductTab {
  return productTabs.find((tab) => tab.value === value)?.value ?? "descrizione";
}

// A strip that scrolls sideways on a narrow phone instead of wrapping onto several rows.
const tabListClass = "flex overflow-x-auto border-b border-slate-200 [scrollbar-width:thin]";
const tabTriggerClass =
  "inline-flex min-h-11 shrink-0 items-center border-b-2 border-transparent px-3 text-sm whitespace-nowrap sm:px-4 font-semibold text-slate-700 hover:text-brand-800 data-[state=active]:border-brand-700 data-[state=active]:text-brand-800 sm:text-base";

/** What the page states from the catalogue's data (product-page-facts.server.ts). */
export interface ProductTabFacts {
  rows: FactRow[];
  services: { code: string; label: string; detail: string }[];
  ecobonus: EcobonusZones;
}

export function ProductTabs({
  product,
  thermalRow,
  facts,
}: {
  product: ProductDetail;
  /** Uw or Ud for the reference size, or the declared figure; null for shutters (docs/product/thermal.md). */
  thermalRow: { term: string; detail: string } | null;
  facts: ProductTabFacts;
}) {
  const [searchParams] = useSearchParams();
  const requestedTab = parseProductTab(searchParams.get(PRODUCT_TAB_PARAM));
  const [tab, setTab] = useRequestedTab<ProductTab>(requestedTab);

  const tabHref = (value: ProductTab) => {
    const params = new URLSearchParams(searchParams);
    params.set(PRODUCT_TAB_PARAM, value);
    return `?${params}#${TABS_ANCHOR}`;
  };

  return (
    <Tabs
      id={TABS_ANCHOR}
      value={tab}
      onValueChange={(value) => setTab(parseProductTab(value))}
      className="mt-12 scroll-mt-20"
    >
      <TabList aria-label="Informazioni sul prodotto" className={tabListClass}>
        {productTabs.map((productTab) => (
          <LinkTabTrigger
            key={productTab.value}
            value={productTab.value}
            to={tabHref(productTab.value)}
            preventScrollReset
            className={tabTriggerClass}
          >
            {productTab.label}
          </LinkTabTrigger>
        ))}
      </TabList>
      <TabPanel value="descrizione" className="max-w-3xl py-6 text-slate-800">
        <p>{product.description}</p>
        <p className="mt-4">
          Ogni modello è realizzato su misura al millimetro: scegli materiali e finiture e ricevi un
          preventivo gratuito e senza impegno.
        </p>
      </TabPanel>
      <TabPanel value="caratteristiche" className="max-w-3xl py-6 text-slate-800">
        {product.technicalData ? (
          <TechnicalDataList data={product.technicalData} thermalRow={thermalRow} facts={facts} />
        ) : (
          <p>I dati tecnici di questo prodotto sono disponibili su richiesta.</p>
        )}
      </TabPanel>
      <TabPanel value="installazione" className="max-w-3xl space-y-4 py-6 text-slate-800">
        <p>
          L'installazione è eseguita dai nostri posatori professionisti, formati e certificati, senza
          subappalti.
        </p>
        <p>
          Eseguiamo la posa in opera secondo norma UNI 11673-1, con sigillanti e nastri certificati che
          garantiscono nel tempo la tenuta all'aria, all'acqua e l'isolamento termico e acustico.
        </p>
        <p>
          Prima dell'ordine un nostro tecnico effettua un sopralluogo gratuito per rilevare le misure e
          valutare lo stato dei vani.
        </p>
        <ServiceList services={facts.services} />
      </TabPanel>
    </Tabs>
  );
}

/** The services the cart offers for this product, each at its catalogue price; none for a survey-only product. */
function ServiceList({ services }: { services: ProductTabFacts["services"] }) {
  if (services.length === 0) return null;
  return (
    <div data-testid="servizi-prodotto">
      <p>Servizi a richiesta, da scegliere per ogni riga nel carrello:</p>
      <ul className="mt-2 list-inside list-disc space-y-1">
        {services.map((service) => (
          <li key={service.code}>
            <strong className="font-semibold">{service.label}</strong>: {service.detail}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** "zona E", "zone A, B, C, D ed E" (ed before a vowel). */
function zoneList(zones: readonly string[]): string {
  if (zones.length === 1) return `zona ${zones[0]}`;
  const last = zones.at(-1) ?? "";
  return `zone ${zones.slice(0, -1).join(", ")} ${/^[AEIOU]/.test(last) ? "ed" : "e"} ${last}`;
}

/** "Entro i limiti nelle zone A, B, C e D. Zona E: vedi …, che rientra nei limiti". */
function EcobonusDetail({ ecobonus }: { ecobonus: EcobonusZones }) {
  const entries = Object.entries(ecobonus);
  const eligible = entries.filter(([, zone]) => zone.eligible).map(([code]) => code);
  const missed = new Map<string, { id: number; name: string; zones: string[] }>();
  const withoutAlternative: string[] = [];
  for (const [code, zone] of entries) {
    if (zone.eligible) continue;
    if (!zone.alternative) {
      withoutAlternative.push(code);
      continue;
    }
    const key = String(zone.alternative.id);
    const entry = missed.get(key) ?? { ...zone.alternative, zones: [] };
    entry.zones.push(code);
    missed.set(key, entry);
  }
  return (
    <ul className="space-y-1" data-testid="ecobonus-zone">
      {eligible.length > 0 ? <li>Entro i limiti nelle {zoneList(eligible)}.</li> : null}
      {[...missed.values()].map((alternative) => (
        <li key={alternative.id} data-ecobonus-zones={alternative.zones.join(" ")}>
          Fuori limite in {zoneList(alternative.zones)}:{" "}
          <Link to={`/product/${alternative.id}`} className="font-medium text-brand-800 underline">
            vedi {alternative.name}, che rientra nei limiti
          </Link>
        </li>
      ))}
      {withoutAlternative.length > 0 ? <li>Fuori limite in {zoneList(withoutAlternative)}.</li> : null}
    </ul>
  );
}

function TechnicalDataList({
  data: technical,
  thermalRow,
  facts,
}: {
  data: TechnicalData;
  thermalRow: { term: string; detail: string } | null;
  facts: ProductTabFacts;
}) {
  const rows: Description[] = [
    { term: "Isolamento acustico", detail: `${technical.acousticDb} dB` },
    ...(thermalRow ? [thermalRow] : []),
    ...(Object.keys(facts.ecobonus).length > 0
      ? [{ term: "Ecobonus (misura di riferimento)", detail: <EcobonusDetail ecobonus={facts.ecobonus} /> }]
      : []),
    ...facts.rows,
  ];
  return (
    <DescriptionList
      items={rows}
      className="divide-y divide-slate-200 rounded-lg border border-slate-200"
      rowClassName="grid gap-1 px-4 py-3 sm:grid-cols-[16rem_1fr] sm:gap-4"
      termClassName="font-semibold text-slate-900"
      detailClassName="text-slate-800"
    />
  );
}
