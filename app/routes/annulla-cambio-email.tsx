import { EmailLinkPage } from "#app/components/accounts/email-link-page.tsx";
import { staticPageMeta } from "#app/domain/web/seo.ts";
import { undoEmailChange } from "#app/server/accounts/account-email.server.ts";
import { emailLinkAction, emailLinkLoader } from "#app/server/web/email-link-pages.server.ts";
import type { Route } from "./+types/annulla-cambio-email";

// The old address's link that undoes an e-mail change (docs/product/accounts.md#changing-the-e-mail).

export const meta: Route.MetaFunction = staticPageMeta({
  title: "Annulla il cambio di e-mail",
  description: "Riporta il tuo account al vecchio indirizzo e-mail.",
  path: "/annulla-cambio-email",
  noindex: true,
});

export function loader({ context, request }: Route.LoaderArgs) {
  return emailLinkLoader(context, request, "undo-email-change");
}

export function action({ context, request }: Route.ActionArgs) {
  return emailLinkAction(context, request, undoEmailChange, {
    path: "/password-dimenticata",
    toast: {
      title: "Cambio di e-mail annullato",
      description:
        "Il tuo account è tornato al vecchio indirizzo e tutte le sessioni sono state chiuse: scegli ora una nuova password.",
    },
  });
}

export default function EmailChangeUndoPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <EmailLinkPage
      title="Annulla il cambio di e-mail"
      explanation="Premi il pulsante per riportare il tuo account a questo indirizzo e-mail: tutte le sessioni aperte verranno chiuse e i link per reimpostare la password non varranno più."
      submitLabel="Annulla il cambio"
      token={loaderData.token}
      refusal={actionData?.message}
    />
  );
}
