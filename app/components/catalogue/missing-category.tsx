import { MissingPage } from "#app/components/layout/missing-page.tsx";

/** The meta tags of the page for an unknown category slug, on the category and the collection routes. */
export const missingCategorySeo = {
  title: "Categoria non trovata",
  description: "La categoria richiesta non esiste o non è più disponibile.",
};

export function MissingCategory() {
  return (
    <MissingPage
      title={missingCategorySeo.title}
      text="La categoria che cerchi non esiste o non è più disponibile."
      backTo="/"
      backLabel="Torna alla home"
    />
  );
}
