import { EmailLinkPage } from "#app/components/accounts/email-link-page.tsx";
import { staticPageMeta } from "#app/domain/web/seo.ts";
import { confirmQuoteRequest } from "#app/server/requests/quote-confirmation.server.ts";
import { emailLinkAction, emailLinkLoader } from "#app/server/web/email-link-pages.server.ts";
import type { Route } from "./+types/conferma-richiesta";

// A guest's quote request, confirmed from its acknowledgement's link (docs/product/leads.md#confirming-the-address).

export const meta: Route.MetaFunction = staticPageMeta({
  title: "Conferma la richiesta di preventivo",
  description: "Conferma la tua richiesta di preventivo per riceverlo in PDF.",
  path: "/conferma-richiesta",
  noindex: true,
});

export function loader({ context, request }: Route.LoaderArgs) {
  return emailLinkLoader(context, request, "confirm-quote-request");
}

export function action({ context, request }: Route.ActionArgs) {
  return emailLinkAction(context, request, confirmQuoteRequest, {
    path: "/",
    toast: {
      title: "Richiesta confermata",
      description: "Ti abbiamo inviato il preventivo in PDF; un nostro tecnico ti contatterà.",
    },
  });
}

export default function QuoteRequestConfirmationPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <EmailLinkPage
      title="Conferma la richiesta di preventivo"
      explanation="Premi il pulsante per confermare che la richiesta è tua: ti manderemo il preventivo in PDF a questo indirizzo."
      submitLabel="Conferma la richiesta"
      token={loaderData.token}
      refusal={actionData?.message}
    />
  );
}
