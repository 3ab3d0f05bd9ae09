import { useSearchParams } from "react-router";
import { type Description, DescriptionList } from "#app/components/ui/description-list.tsx";
import { LinkTabTrigger } from "#app/components/ui/link-tab-trigger.tsx";
import { TabList, TabPanel, Tabs, useRequestedTab } from "#app/components/ui/tabs.tsx";
import type { ProductDetail, TechnicalData } from "#app/domain/catalogue/catalogue.ts";
import { formatEuroCents } from "#app/domain/italian-formats/money.ts";

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

export function ProductTabs({
  product,
  thermalRow,
}: {
  product: ProductDetail;
  /** Uw or Ud for the reference size, or the declared figure; null for shutters (docs/product/thermal.md). */
  thermalRow: { term: string; detail: string } | null;
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
          <TechnicalDataList data={product.technicalData} thermalRow={thermalRow} />
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
          valutare lo stato dei vani; a fine lavori smaltiamo i vecchi serramenti.
        </p>
      </TabPanel>
    </Tabs>
  );
}

function TechnicalDataList({
  data: technical,
  thermalRow,
}: {
  data: TechnicalData;
  thermalRow: { term: string; detail: string } | null;
}) {
  const rows: Description[] = [
    { term: "Isolamento acustico", detail: `${technical.acousticDb} dB` },
    ...(thermalRow ? [thermalRow] : []),
    { term: "Prezzo falso telaio", detail: formatEuroCents(technical.falsoTelaioPriceCents) },
    { term: "Misure in pronta consegna", detail: <DetailList items={technical.readyDeliverySizes} /> },
    { term: "Disponibilità", detail: <DetailList items={technical.stockLocations} /> },
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

function DetailList({ items }: { items: string[] }) {
  if (items.length === 0) return <>Su richiesta</>;
  return (
    <ul className="list-inside list-disc space-y-1">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
