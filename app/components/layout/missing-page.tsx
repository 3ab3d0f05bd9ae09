import { ButtonLink } from "#app/components/ui/button.tsx";

/** What a page shows, with a 404, when what its address names does not exist: a title, a sentence and a way back. */
export function MissingPage({
  title,
  text,
  backTo,
  backLabel,
}: {
  title: string;
  text: string;
  backTo: string;
  backLabel: string;
}) {
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      <p className="mt-4 text-slate-700">{text}</p>
      <ButtonLink to={backTo} size="lg" className="mt-8">
        {backLabel}
      </ButtonLink>
    </section>
  );
}
