// What the document's head carries so that a tap gets an answer before the
// page's script has run (README.md beside this file): a few lines of inline
// script, and a style for browsers without JavaScript.

/**
 * Marks a tapped link that leaves the page (`data-busy-on-tap`) with
 * `aria-busy="true"`, so that its pending style shows while the next page is on
 * its way, and clears the mark when the browser shows this page again from its
 * back-forward cache. Listened for on `window`, after React's own listeners on
 * the document: a link React Router follows itself has its default prevented
 * and is left alone (it has its own pending state, NavLink's `isPending`).
 */
export const TAP_FEEDBACK_SCRIPT = `addEventListener("click",function(e){var t=e.target,a=t&&t.closest&&t.closest("a[data-busy-on-tap]");if(a&&!e.defaultPrevented&&!e.button&&!e.metaKey&&!e.ctrlKey&&!e.shiftKey&&!e.altKey)a.setAttribute("aria-busy","true")});addEventListener("pageshow",function(e){if(e.persisted)document.querySelectorAll("a[data-busy-on-tap][aria-busy]").forEach(function(a){a.removeAttribute("aria-busy")})});`;

/**
 * Without JavaScript, what only the script can do is hidden: a configurator's
 * "opening" state, which the section shows when a tap has made it the target.
 */
export const NO_SCRIPT_STYLE = "[data-needs-script]{display:none!important}";

export function BeforeHydrationHead({ nonce }: { nonce: string | undefined }) {
  return (
    <>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of this module, no input in it. */}
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: TAP_FEEDBACK_SCRIPT }} />
      <noscript>
        <style>{NO_SCRIPT_STYLE}</style>
      </noscript>
    </>
  );
}
