import { ArrowRight, SlidersHorizontal } from "lucide-react";
import { Link } from "react-router";
import type { Category } from "#app/domain/catalogue/catalogue.ts";
import {
  PRODUCT_IMAGE_DIR,
  PRODUCT_IMAGE_HEIGHT,
  PRODUCT_IMAGE_PLACEHOLDER,
  PRODUCT_IMAGE_WIDTH,
} from "#app/domain/catalogue/product-image.ts";
import { CategoryIcon } from "./category-icon.tsx";

export const HIGHLIGHTED_CATEGORY_COUNT = 6;

const categoryIllustrations: Readonly<Record<string, string>> = {
  finestre: "finestra-2-ante.svg",
  portefinestre: "portafinestra.svg",
  scorrevoli: "scorrevole.svg",
  "porte-ingresso": "porta-ingresso.svg",
  "porte-interne": "porta-interna.svg",
  tapparelle: "tapparella.svg",
  "porte-blindate": "porta-blindata.svg",
};

function categoryImageSrc(slug: string): string {
  const file = categoryIllustrations[slug];
  return file ? `${PRODUCT_IMAGE_DIR}/${file}` : PRODUCT_IMAGE_PLACEHOLDER;
}

export function categoryCardDescription(category: Pick<Category, "name" | "description">): string {
  const description = category.description?.trim();
  return description ? description : `Scopri la nostra selezione di ${category.name.toLowerCase()}`;
}

function CategoryCard({ category }: { category: Category }) {
  return (
    <Link
      to={`/category/${category.slug}`}
      className="group flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm transition-shadow hover:border-brand-600 hover:shadow-md motion-reduce:transition-none"
    >
      <img
        src={categoryImageSrc(category.slug)}
        alt=""
        width={PRODUCT_IMAGE_WIDTH}
        height={PRODUCT_IMAGE_HEIGHT}
        loading="lazy"
        decoding="async"
        className="aspect-video w-full bg-brand-50 object-cover"
      />
      <span className="flex flex-1 flex-col p-5">
        <span className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <CategoryIcon name={category.icon} className="size-5 text-brand-700" />
          <span>{category.name}</span>
        </span>
        <span className="mt-2 line-clamp-3 text-sm text-slate-700">{categoryCardDescription(category)}</span>
        {/* Revealed on hover where a pointer can hover; always shown on touch screens, and on keyboard focus. */}
        <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 transition-opacity motion-reduce:transition-none lg:opacity-0 lg:group-hover:opacity-100 lg:group-focus-visible:opacity-100">
          Scopri di più
          <ArrowRight aria-hidden="true" className="size-4" />
        </span>
      </span>
    </Link>
  );
}

export function CategoriesSection({ categories }: { categories: Category[] }) {
  return (
    <section id="categorie" aria-labelledby="categorie-titolo" className="bg-slate-50 py-16">
      <div className="mx-auto max-w-7xl px-4">
        <h2 id="categorie-titolo" className="text-3xl font-bold text-slate-900">
          La nostra gamma di prodotti
        </h2>
        <p className="mt-3 max-w-3xl text-lg text-slate-700">
          Serramenti e porte realizzati su misura, scelti con te e posati dai nostri installatori.
        </p>

        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {categories.slice(0, HIGHLIGHTED_CATEGORY_COUNT).map((category) => (
            <li key={category.id}>
              <CategoryCard category={category} />
            </li>
          ))}
        </ul>

        <h3 id="categorie-tutte-titolo" className="mt-14 text-xl font-semibold text-slate-900">
          Tutte le categorie
        </h3>
        <ul
          aria-labelledby="categorie-tutte-titolo"
          className="mt-5 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5"
        >
          {categories.map((category) => (
            <li key={category.id}>
              <Link
                to={`/category/${category.slug}`}
                className="flex h-full flex-col items-center gap-3 rounded-lg border border-slate-200 bg-white p-5 text-center font-medium text-slate-800 hover:border-brand-600 hover:text-brand-800"
              >
                <span className="flex size-12 items-center justify-center rounded-full bg-brand-50">
                  <CategoryIcon name={category.icon} className="size-6 text-brand-700" />
                </span>
                {category.name}
              </Link>
            </li>
          ))}
        </ul>

        <div className="mt-14 flex flex-col items-start gap-4 rounded-xl bg-brand-800 p-6 text-white sm:p-8 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h3 className="text-2xl font-bold">Prova il nostro configuratore</h3>
            <p className="mt-2 text-brand-50">
              Scegli materiale, colore e misure e ottieni subito una stima del prezzo.
            </p>
          </div>
          <a
            href="#configuratore"
            className="inline-flex shrink-0 items-center gap-2 rounded-md bg-accent-400 px-5 py-3 font-semibold text-slate-900 hover:bg-accent-500 focus-visible:outline-white"
          >
            <SlidersHorizontal aria-hidden="true" className="size-4" />
            Configura ora
          </a>
        </div>
      </div>
    </section>
  );
}
