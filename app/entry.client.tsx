import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

// React Router's default browser entry, except that hydration waits until the
// browser has painted the server's HTML once: on a slow phone, hydrating the
// whole document before the first frame would hold back the first paint (the
// page is readable and its links and forms work before the script runs).
// See docs/PERFORMANCE.md.
function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

requestAnimationFrame(() => setTimeout(hydrate, 0));
