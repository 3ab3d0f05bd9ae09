import { ArrowLeft, Award, Leaf, ShieldCheck } from "lucide-react";
import { Tabs } from "radix-ui";
import { data, Link, useRouteLoaderData } from "react-router";
import { ProductBadges } from "#app/components/catalogue/product-card.tsx";
import { ProductImage } from "#app/components/catalogue/product-image.tsx";
import { StarRating } from "#app/components/catalogue/star-rating.tsx";
import { WishlistButton } from "#app/components/catalogue/wishlist-button.tsx";
import {
  DOOR_CONFIGURATOR_ANCHOR,
  DoorConfiguratorSection,
} from "#app/components/doors/door-configurator-section.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import { ProductConfiguratorSection } from "#app/components/window-configurator/product-configurator-section.tsx";
import { formValuesFrom } from "#app/components/window-configurator/use-window-configurator.ts";
import { type ProductDetail, productConfigurator, type TechnicalData } from "#app/domain/catalogue.ts";
import { company } from "#app/domain/company.ts";
import { formatEuroCents } from "#app/domain/money.ts";
import { productImageSrc } from "#app/domain/product-image.ts";
import { parseRecordId } from "#app/domain/record-id.ts";
import { pageMeta, siteUrlFromMatches } from "#app/domain/seo.ts";
import { findProduct, listCalculatorOptions } from "#app/server/catalogue.server.ts";
import { currentUserContext, dbContext } from "#app/server/context.server.ts";
import { findSavedConfiguration } from "#app/server/saved-configurations.server.ts";
import type { loader as rootLoader } from "../root";
import type { Route } from "./+types/product";

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const db = context.get(dbContext);
  // A missing, malformed or out-of-range id is a product that does not exist.
  const id = parseRecordId(params.id);
  const product = id === null ? null : await findProduct(db, id);
  if (!product) return data({ notFound: true as const }, { status: 404 });
  // Only the window configurator needs the calculator options and a saved window configuration.
  const configurable = productConfigurator(product) === "window";
  const user = context.get(currentUserContext);
  // ?configurazione=<id> reopens a saved configuration; a value that is no id is ignored.
  const editId = parseRecordId(new URL(request.url).searchParams.get("configurazione"));
  const [options, saved] = await Promise.all([
    configurable ? listCalculatorOptions(db) : Promise.resolve([]),
    user && configurable && editId !== null ? findSavedConfiguration(db, user.id, editId) : null,
  ]);
  // A saved configuration reopens only on its own product.
  const editing =
    saved && saved.productId === product.id
      ? { id: saved.id, name: saved.name, values: formValuesFrom(saved) }
      : null;
  return { notFound: false as const, product, options, editing };
}

const productPath = (product: Pick<ProductDetail, "id">) => `/product/${product.id}`;
const formatBasePrice = (euros: number) => formatEuroCents(Math.round(euros * 100));

export const meta: Route.MetaFunction = ({ loaderData, matches, params }) => {
  const siteUrl = siteUrlFromMatches(matches);
  if (!loaderData || loaderData.notFound) {
    return pageMeta({
      title: "Prodotto non trovato",
      description: "Il prodotto richiesto non esiste o non è più disponibile.",
      path: `/product/${params.id ?? ""}`,
      siteUrl,
      noindex: true,
    });
  }
  const { product } = loaderData;
  const title = `${product.name} - ${product.category.name}`;
  const path = productPath(product);
  return [
    ...pageMeta({ title, description: product.description, path, siteUrl }),
    { property: "og:type", content: "product" },
    { property: "og:title", content: `${title} | ${company.brand}` },
    { property: "og:description", content: product.description },
    { property: "og:url", content: new URL(path, siteUrl).toString() },
    { property: "og:image", content: new URL(productImageSrc(product), siteUrl).toString() },
    { property: "og:locale", content: "it_IT" },
    { property: "og:site_name", content: company.brand },
  ];
};

/** schema.org Product for search engines; built from what the page shows. */
function productJsonLd(product: ProductDetail, siteUrl: string) {
  const url = new URL(productPath(product), siteUrl).toString();
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    description: product.description,
    sku: product.slug,
    image: new URL(productImageSrc(product), siteUrl).toString(),
    brand: { "@type": "Brand", name: company.brand },
    category: product.category.name,
    ...(product.rating === null
      ? {}
      : {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: product.rating,
            bestRating: 5,
          },
        }),
    offers: {
      "@type": "Offer",
      priceCurrency: "EUR",
      price: product.basePrice.toFixed(2),
      availability: "https://schema.org/InStock",
      url,
    },
  };
}

/** JSON inside <script> must not be able to close the tag. */
function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

const buttonPrimary = buttonClass({ size: "lg" });
const backLinkClass =
  "inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:text-brand-900 hover:underline";

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  if (loaderData.notFound) {
    return (
      <section className="mx-auto max-w-2xl px-4 py-24 text-center">
        <h1 className="text-3xl font-bold text-slate-900">Prodotto non trovato</h1>
        <p className="mt-4 text-slate-700">Il prodotto che cerchi non esiste o non è più disponibile.</p>
        <Link to="/" className={`mt-8 ${buttonPrimary}`}>
          Torna alla home
        </Link>
      </section>
    );
  }

  const { product } = loaderData;
  const siteUrl = root?.siteUrl ?? "http://localhost:3000";
  // Torterolo doors open the door configurator, Alias doors a survey request, the rest the window one.
  const configurator = productConfigurator(product);
  const alias = configurator === "none";
  const door = configurator === "door";

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-12">
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD must be raw JSON; "<" is escaped.
        dangerouslySetInnerHTML={{ __html: serializeJsonLd(productJsonLd(product, siteUrl)) }}
      />
      <Link to={`/category/${product.category.slug}`} className={backLinkClass}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        Torna a {product.category.name}
      </Link>

      <div className="mt-6 grid gap-8 lg:grid-cols-2 lg:gap-12">
        <div className="self-start overflow-hidden rounded-lg border border-slate-200 bg-slate-50">
          <ProductImage product={product} priority />
        </div>
        <div className="flex flex-col gap-4">
          <div className="flex flex-wrap items-center gap-2">
            <span className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800">
              {product.category.name}
            </span>
            <ProductBadges product={product} className="" />
          </div>
          <div className="flex items-start justify-between gap-4">
            <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{product.name}</h1>
            <WishlistButton
              productId={product.id}
              productName={product.name}
              initiallyInWishlist={root?.wishlistProductIds.includes(product.id) ?? false}
            />
          </div>
          <StarRating rating={product.rating} showValue size="md" />
          <p className="text-lg text-slate-700">{product.description}</p>
          <p className="flex flex-col">
            <span className="text-sm font-medium text-slate-600">Prezzo base</span>
            <span className="text-3xl font-bold text-slate-900">{formatBasePrice(product.basePrice)}</span>
          </p>
          {alias ? null : (
            <p>
              <a href={door ? `#${DOOR_CONFIGURATOR_ANCHOR}` : "#configuratore"} className={buttonPrimary}>
                {door ? "Configura la porta" : "Calcola Prezzo"}
              </a>
            </p>
          )}
          <TrustNotes />
        </div>
      </div>

      <ProductTabs product={product} />

      {alias ? (
        <SurveyNote />
      ) : door ? (
        <DoorConfiguratorSection product={product} />
      ) : (
        <ProductConfiguratorSection
          product={product}
          options={loaderData.options}
          editing={loaderData.editing}
        />
      )}
    </div>
  );
}

const tabTriggerClass =
  "border-b-2 border-transparent px-2 py-3 text-sm sm:px-4 font-semibold text-slate-700 hover:text-brand-800 data-[state=active]:border-brand-700 data-[state=active]:text-brand-800 sm:text-base";

function ProductTabs({ product }: { product: ProductDetail }) {
  return (
    <Tabs.Root defaultValue="descrizione" className="mt-12">
      <Tabs.List aria-label="Informazioni sul prodotto" className="flex flex-wrap border-b border-slate-200">
        <Tabs.Trigger value="descrizione" className={tabTriggerClass}>
          Descrizione
        </Tabs.Trigger>
        <Tabs.Trigger value="caratteristiche" className={tabTriggerClass}>
          Caratteristiche
        </Tabs.Trigger>
        <Tabs.Trigger value="installazione" className={tabTriggerClass}>
          Installazione
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="descrizione" className="max-w-3xl py-6 text-slate-800">
        <p>{product.description}</p>
        <p className="mt-4">
          Ogni modello è realizzato su misura al millimetro: scegli materiali e finiture e ricevi un
          preventivo gratuito e senza impegno.
        </p>
      </Tabs.Content>
      <Tabs.Content value="caratteristiche" className="max-w-3xl py-6 text-slate-800">
        {product.technicalData ? (
          <TechnicalDataList data={product.technicalData} />
        ) : (
          <p>I dati tecnici di questo prodotto sono disponibili su richiesta.</p>
        )}
      </Tabs.Content>
      <Tabs.Content value="installazione" className="max-w-3xl space-y-4 py-6 text-slate-800">
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
      </Tabs.Content>
    </Tabs.Root>
  );
}

const thermalFormatter = new Intl.NumberFormat("it-IT", {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

function TechnicalDataList({ data: technical }: { data: TechnicalData }) {
  const rows: Array<{ term: string; detail: React.ReactNode }> = [
    { term: "Isolamento acustico", detail: `${technical.acousticDb} dB` },
    { term: "Trasmittanza termica (Uw)", detail: `${thermalFormatter.format(technical.thermalU)} W/m²K` },
    { term: "Prezzo falso telaio", detail: formatBasePrice(technical.falsoTelaioPrice) },
    { term: "Misure in pronta consegna", detail: <DetailList items={technical.readyDeliverySizes} /> },
    { term: "Disponibilità", detail: <DetailList items={technical.stockLocations} /> },
  ];
  return (
    <dl className="divide-y divide-slate-200 rounded-lg border border-slate-200">
      {rows.map((row) => (
        <div key={row.term} className="grid gap-1 px-4 py-3 sm:grid-cols-[16rem_1fr] sm:gap-4">
          <dt className="font-semibold text-slate-900">{row.term}</dt>
          <dd className="text-slate-800">{row.detail}</dd>
        </div>
      ))}
    </dl>
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

const trustNotes = [
  {
    Icon: ShieldCheck,
    title: "Garanzia 10 anni",
    text: "Serramenti e posa coperti da garanzia decennale.",
  },
  {
    Icon: Award,
    title: "Qualità certificata",
    text: "Prodotti con marcatura CE secondo UNI EN 14351-1.",
  },
  {
    Icon: Leaf,
    title: "Materiali sostenibili",
    text: "Profili riciclabili e vetri basso emissivi per consumare meno.",
  },
] as const;

function TrustNotes() {
  return (
    <ul className="mt-2 grid gap-3 border-t border-slate-200 pt-4 sm:grid-cols-3">
      {trustNotes.map(({ Icon, title, text }) => (
        <li key={title} className="flex gap-3 sm:flex-col sm:gap-2">
          <Icon aria-hidden="true" className="size-6 shrink-0 text-brand-700" />
          <p className="text-sm">
            <strong className="block font-semibold text-slate-900">{title}</strong>
            <span className="text-slate-700">{text}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}

function SurveyNote() {
  return (
    <section
      aria-labelledby="sopralluogo-titolo"
      className="mt-12 rounded-lg border border-slate-200 bg-slate-50 p-6"
    >
      <h2 id="sopralluogo-titolo" className="text-2xl font-bold text-slate-900">
        Vendita su sopralluogo
      </h2>
      <p className="mt-2 max-w-3xl text-slate-700">
        Questo modello è venduto dopo un sopralluogo gratuito: un nostro tecnico verifica il vano, prende le
        misure e ti propone la configurazione più adatta, con un preventivo senza impegno.
      </p>
      <Link to="/contatti" className={`mt-4 ${buttonPrimary}`}>
        Richiedi un sopralluogo
      </Link>
    </section>
  );
}
