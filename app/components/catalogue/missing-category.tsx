import { PageMessage } from "#app/components/layout/page-message.tsx";

/** The meta tags of the page for an unknown category slug, on the category and the collection routes. */
export const missingCategorySeo = {
  title: "Categoria non trovata",
  description: "La categoria richiesta non esiste o non è più disponibile.",
};

export function MissingCategory() {
  return (
    <PageMessage
      kind="missing"
      title={missingCategorySeo.title}
      text="La categoria che cerchi non esiste o non è più disponibile."
      linkTo="/"
      linkLabel="Torna alla home"
    />
  );
}
