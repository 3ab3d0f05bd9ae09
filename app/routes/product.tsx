import { data, Link, useRouteLoaderData } from "react-router";
import { DeliveryEstimate } from "#app/components/catalogue/delivery-estimate.tsx";
import { ProductBadges } from "#app/components/catalogue/product-badges.tsx";
import { ProductBasePrice } from "#app/components/catalogue/product-base-price.tsx";
import { ProductImage } from "#app/components/catalogue/product-image.tsx";
import { ProductTabs } from "#app/components/catalogue/product-tabs.tsx";
import { SurveyNote, TrustNotes } from "#app/components/catalogue/product-trust-notes.tsx";
import { StarRating } from "#app/components/catalogue/star-rating.tsx";
import { WishlistButton } from "#app/components/catalogue/wishlist-button.tsx";
import {
  DOOR_CONFIGURATOR_ANCHOR,
  DoorConfiguratorSection,
} from "#app/components/configurator/doors/door-configurator-section.tsx";
import {
  LineDestinationProvider,
  offerLineDestination,
} from "#app/components/configurator/line-destination.tsx";
import { EcobonusAlternatives } from "#app/components/configurator/window/ecobonus-alternatives.tsx";
import { ProductConfiguratorSection } from "#app/components/configurator/window/product-configurator-section.tsx";
import {
  defaultFormValues,
  formValuesFrom,
} from "#app/components/configurator/window/use-window-configurator.ts";
import { BackLink } from "#app/components/layout/back-link.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import { type ProductDetail, productConfigurator } from "#app/domain/catalogue/catalogue.ts";
import { descriptionWithoutClaims } from "#app/domain/catalogue/description-claims.ts";
import { defaultOptionValues } from "#app/domain/catalogue/option-sets.ts";
import { productImageSrc } from "#app/domain/catalogue/product-image.ts";
import {
  CART_LINE_PARAM,
  invalidLinkMessage,
  parseConfigurationLink,
} from "#app/domain/configurator/configuration-link.ts";
import { productFamily } from "#app/domain/configurator/product-family.ts";
import {
  referenceTransmittance,
  referenceTransmittanceRow,
} from "#app/domain/configurator/thermal-transmittance.ts";
import { company } from "#app/domain/documents/company.ts";
import { centsToEuros } from "#app/domain/italian-formats/money.ts";
import { OFFER_DESTINATION_PARAM } from "#app/domain/offers/offer-paths.ts";
import { isStaffRole } from "#app/domain/staff/staff-roles.ts";
import { parseRecordId } from "#app/domain/web/record-id.ts";
import { pageMeta, siteUrlFromMatches } from "#app/domain/web/seo.ts";
import { findReconfigurableCartLine } from "#app/server/cart-and-checkout/cart.server.ts";
import { findProduct, listCalculatorOptions } from "#app/server/catalogue/catalogue.server.ts";
import { productOptionSet } from "#app/server/catalogue/option-sets.server.ts";
import { productPageFacts } from "#app/server/catalogue/product-page-facts.server.ts";
import { findSavedConfiguration } from "#app/server/configurator/saved-configurations.server.ts";
import { offerDestinationFor } from "#app/server/offers/offer-editor.server.ts";
import { currentUserContext, dbContext } from "#app/server/web/context.server.ts";
import { refusalStatus } from "#app/server/web/refusal-status.server.ts";
import type { loader as rootLoader } from "../root";
import type { Route } from "./+types/product";

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const db = context.get(dbContext);
  // A missing, malformed or out-of-range id is a product that does not exist.
  const id = parseRecordId(params.id);
  const product = id === null ? null : await findProduct(db, id);
  if (!product) return data({ notFound: true as const }, { status: refusalStatus("not-found") });
  // Only the window configurator needs the product's option set and a saved window configuration.
  const configurable = productConfigurator(product) === "window";
  const user = context.get(currentUserContext);
  // ?configurazione=<id> reopens a saved configuration; a value that is no id is ignored.
  const searchParams = new URL(request.url).searchParams;
  const editId = parseRecordId(searchParams.get("configurazione"));
  // ?riga=<id> (a cart line's "Modifica configurazione") makes the configurator update that line.
  const lineId = parseRecordId(searchParams.get(CART_LINE_PARAM));
  const [optionSet, saved, cartLine, offerDestination] = await Promise.all([
    configurable ? productOptionSet(db, product, await listCalculatorOptions(db)) : null,
    user && configurable && editId !== null ? findSavedConfiguration(db, user.id, editId) : null,
    user && configurable && lineId !== null
      ? findReconfigurableCartLine(db, user.id, lineId, product.id)
      : null,
    // ?offerta=<number>: staff writing an offer add the line to it (docs/product/offers.md#writing-an-offer).
    user && isStaffRole(user.role)
      ? offerDestinationFor(db, searchParams.get(OFFER_DESTINATION_PARAM))
      : null,
  ]);
  // A saved configuration reopens only on its own product.
  const editing =
    saved && saved.productId === product.id
      ? { id: saved.id, name: saved.name, values: formValuesFrom(saved) }
      : null;
  // The query string's configuration (a reload, a shared link, back from sign-in) wins over the saved one.
  const parsedLink = optionSet
    ? parseConfigurationLink(optionSet, searchParams, editing?.values ?? defaultFormValues(optionSet))
    : null;
  const link = parsedLink && {
    values: parsedLink.values,
    message: parsedLink.invalid.length > 0 ? invalidLinkMessage(parsedLink.invalid) : null,
  };
  // "Caratteristiche": Uw or Ud of the default configuration at the reference size (docs/product/thermal.md).
  const thermal = referenceTransmittance(
    productFamily(product),
    optionSet ? defaultOptionValues(optionSet) : null,
    product.technicalData?.thermalU ?? null,
  );
  const facts = await productPageFacts(db, product, thermal);
  // The description without the figures and promises only the data may state (description-claims.ts).
  const description = descriptionWithoutClaims(product.description, {
    door: productConfigurator(product) === "door",
  });
  return {
    notFound: false as const,
    product: { ...product, description },
    facts,
    optionSet,
    editing,
    link,
    cartLineId: cartLine?.id ?? null,
    offerDestination,
    thermalRow: thermal ? referenceTransmittanceRow(thermal) : null,
  };
}

/** Staff adding to an offer see which one, and the way back to its editor. */
function OfferDestinationNote({ number, href }: { number: string; href: string }) {
  return (
    <p role="status" className="mt-8 rounded-md border border-brand-700 bg-brand-50 p-3 text-slate-900">
      Stai aggiungendo righe all'offerta <strong>{number}</strong>.{" "}
      <Link to={href} className="font-semibold text-brand-800 underline">
        Torna all'offerta
      </Link>
    </p>
  );
}

const productPath = (product: Pick<ProductDetail, "id">) => `/product/${product.id}`;

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
      price: centsToEuros(product.basePriceCents).toFixed(2),
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
      <BackLink to={`/category/${product.category.slug}`}>Torna a {product.category.name}</BackLink>

      <div className="mt-6 grid grid-cols-1 gap-8 lg:grid-cols-2 lg:gap-12">
        <div className="self-start overflow-hidden rounded-lg border border-slate-200 bg-slate-50">
          <ProductImage product={product} priority />
        </div>
        <div className="flex min-w-0 flex-col gap-4 [overflow-wrap:anywhere]">
          <div className="flex flex-wrap items-center gap-2">
            <span className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800">
              {product.category.name}
            </span>
            <ProductBadges product={product} className="" />
          </div>
          <div className="flex items-start justify-between gap-4">
            <h1 className="min-w-0 text-3xl font-bold [overflow-wrap:anywhere] text-slate-900 sm:text-4xl">
              {product.name}
            </h1>
            <WishlistButton
              productId={product.id}
              productName={product.name}
              initiallyInWishlist={root?.wishlistProductIds.includes(product.id) ?? false}
            />
          </div>
          <StarRating rating={product.rating} showValue size="md" />
          <p className="text-lg text-slate-700">{product.description}</p>
          <ProductBasePrice basePriceCents={product.basePriceCents} product={product} size="lg" />
          <DeliveryEstimate products={[product]} />
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

      <ProductTabs product={product} thermalRow={loaderData.thermalRow} facts={loaderData.facts} />

      {loaderData.offerDestination ? <OfferDestinationNote {...loaderData.offerDestination} /> : null}
      <LineDestinationProvider
        destination={
          loaderData.offerDestination ? offerLineDestination(loaderData.offerDestination.number) : null
        }
      >
        {alias ? (
          <SurveyNote />
        ) : door ? (
          <DoorConfiguratorSection product={product} />
        ) : (
          <EcobonusAlternatives value={loaderData.facts.alternatives}>
            <ProductConfiguratorSection
              product={product}
              optionSet={loaderData.optionSet}
              editing={loaderData.editing}
              link={loaderData.link}
              cartLineId={loaderData.cartLineId}
            />
          </EcobonusAlternatives>
        )}
      </LineDestinationProvider>
    </div>
  );
}
