import { EmailLinkPage } from "#app/components/accounts/email-link-page.tsx";
import { staticPageMeta } from "#app/domain/web/seo.ts";
import { confirmAccountEmail } from "#app/server/accounts/account-email.server.ts";
import { currentUserContext } from "#app/server/web/context.server.ts";
import { emailLinkAction, emailLinkLoader } from "#app/server/web/email-link-pages.server.ts";
import type { Route } from "./+types/conferma-email";

// The account e-mail's confirmation link (docs/product/accounts.md#e-mail-verification).

export const meta: Route.MetaFunction = staticPageMeta({
  title: "Conferma l'indirizzo e-mail",
  description: "Conferma l'indirizzo e-mail del tuo account.",
  path: "/conferma-email",
  noindex: true,
});

export function loader({ context, request }: Route.LoaderArgs) {
  return emailLinkLoader(context, request, "verify-account-email");
}

export function action({ context, request }: Route.ActionArgs) {
  return emailLinkAction(context, request, confirmAccountEmail, {
    path: context.get(currentUserContext) ? "/profilo" : "/",
    toast: { title: "Indirizzo confermato", description: "Grazie: il tuo indirizzo e-mail è confermato." },
  });
}

export default function EmailConfirmationPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <EmailLinkPage
      title="Conferma l'indirizzo e-mail"
      explanation="Premi il pulsante per confermare che questo indirizzo e-mail è tuo."
      submitLabel="Conferma l'indirizzo"
      token={loaderData.token}
      refusal={actionData?.message}
    />
  );
}
