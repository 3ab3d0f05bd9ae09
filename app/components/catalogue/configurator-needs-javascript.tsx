/** Said instead of a configurator's open button before hydration or without JavaScript: the contact page works without it. */
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
