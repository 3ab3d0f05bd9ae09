import { buttonClass } from "#app/components/ui/button.tsx";
import { PendingSpinner } from "#app/components/ui/pending-spinner.tsx";

/** The configurators need JavaScript: without it, the contact page offers a quote instead. */
export function ConfiguratorNeedsJavaScript() {
  return (
    <p>
      Il configuratore richiede JavaScript. In alternativa{" "}
      <a href="/contatti" className="font-semibold text-brand-700 underline">
        richiedi un preventivo gratuito
      </a>
      .
    </p>
  );
}

/** What a configurator section says while its configurator is on its way; `data-pending` marks a tap's answer for the bench. */
export function ConfiguratorOpening() {
  return (
    <p role="status" data-pending="" className="flex items-center gap-2 font-semibold text-slate-900">
      <PendingSpinner />
      Apertura del configuratore…
    </p>
  );
}

/**
 * A configurator section's open control before the page's script runs
 * (docs/PERFORMANCE.md, "A tap before the script"). It is a link to the section
 * itself, like the page's own «Calcola Prezzo»: a tap on either makes the
 * section the document's target, and CSS (`group-target/configurator`, the
 * section carries `group/configurator`) then shows that the configurator is
 * opening, until the script opens it (the section listens for its anchor).
 * Without JavaScript both are hidden and the note above is shown.
 */
export function ConfiguratorBeforeScript({ anchor, openLabel }: { anchor: string; openLabel: string }) {
  return (
    <>
      <p data-needs-script className="group-target/configurator:hidden">
        <a href={`#${anchor}`} className={buttonClass()}>
          {openLabel}
        </a>
      </p>
      <div data-needs-script className="hidden group-target/configurator:block">
        <ConfiguratorOpening />
      </div>
      <noscript>
        <ConfiguratorNeedsJavaScript />
      </noscript>
    </>
  );
}
