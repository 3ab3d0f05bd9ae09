import { Link } from "react-router";
import { BackLink } from "#app/components/layout/back-link.tsx";
import { StaffSection } from "#app/components/staff/staff-section.tsx";
import { productConfigurator } from "#app/domain/catalogue/catalogue.ts";
import { productForOfferPath, staffOfferPath } from "#app/domain/offers/offer-paths.ts";
import { refuse } from "#app/domain/refusal.ts";
import { staffPageMeta } from "#app/domain/web/seo.ts";
import { listProducts } from "#app/server/catalogue/catalogue.server.ts";
import { offerDestinationFor } from "#app/server/offers/offer-editor.server.ts";
import { requireStaff } from "#app/server/web/auth-guards.server.ts";
import { dbContext } from "#app/server/web/context.server.ts";
import { orStaffNotFound } from "#app/server/web/staff-record.server.ts";
import type { Route } from "./+types/offerta-configura";

// «Scegli il prodotto» of the offer editor (docs/product/offers.md#writing-an-offer):
// every configurable product, each opening the shop's own configurator in a
// mode that adds its line to this offer instead of the cart.

export async function loader({ context, params }: Route.LoaderArgs) {
  requireStaff(context);
  const db = context.get(dbContext);
  return orStaffNotFound(async () => {
    const destination = await offerDestinationFor(db, params.number ?? null);
    if (!destination) throw refuse.notFound("Offerta non trovata o già accettata");
    const products = (await listProducts(db)).filter((product) => productConfigurator(product) !== "none");
    const categories = new Map<
      string,
      { name: string; products: { id: number; name: string; href: string }[] }
    >();
    for (const product of products) {
      const anchor = productConfigurator(product) === "door" ? "configura-porta" : "configuratore";
      const group = categories.get(product.category.slug) ?? { name: product.category.name, products: [] };
      group.products.push({
        id: product.id,
        name: product.name,
        href: productForOfferPath(product.id, destination.number, anchor),
      });
      categories.set(product.category.slug, group);
    }
    return { number: destination.number, categories: [...categories.values()] };
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  staffPageMeta(loaderData ? `Prodotto per l'offerta ${loaderData.number}` : "Prodotto per l'offerta");

export default function OfferProductPicker({ loaderData }: Route.ComponentProps) {
  const { number, categories } = loaderData;
  return (
    <div>
      <BackLink to={staffOfferPath(number)}>Torna all'offerta {number}</BackLink>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">Scegli il prodotto per l'offerta {number}</h1>
      <p className="mt-2 text-slate-700">
        Si apre il configuratore del negozio: «Aggiungi all'offerta» mette la riga in questa offerta con il
        prezzo del server.
      </p>
      {categories.map((category, index) => (
        <StaffSection key={category.name} id={`categoria-${index}`} title={category.name}>
          <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {category.products.map((product) => (
              <li key={product.id}>
                <Link to={product.href} className="text-brand-800 underline">
                  {product.name}
                </Link>
              </li>
            ))}
          </ul>
        </StaffSection>
      ))}
    </div>
  );
}
