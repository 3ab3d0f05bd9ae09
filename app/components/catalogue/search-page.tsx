import { Link } from "react-router";
import type { Category } from "#app/domain/catalogue/catalogue.ts";
import { searchResultCountText } from "#app/domain/catalogue/product-search.ts";
import { SearchForm } from "./search-form.tsx";
import { type SearchResultProduct, SearchResultSummary } from "./search-result-summary.tsx";

/** The body of /cerca: the form, what was found (or why nothing was) and the results as links. */
export function SearchPage({
  query,
  results,
  categories,
}: {
  query: string;
  results: SearchResultProduct[];
  categories: Pick<Category, "slug" | "name">[];
}) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">Cerca prodotti</h1>
      <SearchForm defaultQuery={query} className="mt-6" />

      <p role="status" className="mt-6 text-slate-800">
        {query === "" ? (
          "Inizia a digitare per cercare prodotti."
        ) : results.length === 0 ? (
          "Nessun prodotto trovato."
        ) : (
          <>
            {searchResultCountText(results.length)} per «<strong>{query}</strong>».
          </>
        )}
      </p>

      {results.length > 0 ? (
        <ul
          aria-label="Prodotti trovati"
          className="mt-4 divide-y divide-slate-200 border-y border-slate-200"
        >
          {results.map((product) => (
            // The name is the link; it stretches over the whole row, so any tap on it opens the product.
            <li key={product.id} className="relative flex items-start gap-3 py-4 hover:bg-slate-50">
              <SearchResultSummary
                product={product}
                name={
                  <Link
                    to={`/product/${product.id}`}
                    className="text-brand-800 underline-offset-2 after:absolute after:inset-0 hover:underline"
                  >
                    {product.name}
                  </Link>
                }
              />
            </li>
          ))}
        </ul>
      ) : query !== "" ? (
        <section aria-labelledby="cerca-categorie" className="mt-6">
          <h2 id="cerca-categorie" className="text-lg font-semibold text-slate-900">
            Prova con un'altra parola o sfoglia le categorie
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {categories.map((category) => (
              <li key={category.slug}>
                <Link
                  to={`/category/${category.slug}`}
                  className="inline-flex min-h-11 items-center rounded-full border border-slate-300 px-4 text-sm font-medium text-slate-800 hover:border-brand-700 hover:text-brand-800"
                >
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
