import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
} from "react-router";
import { AccountArea } from "#app/components/accounts/account-area.tsx";
import { AccountMobileEntries } from "#app/components/accounts/account-common.tsx";
import { SiteFooter } from "#app/components/layout/site-footer.tsx";
import { SiteHeader } from "#app/components/layout/site-header.tsx";
import { StaffHeader } from "#app/components/staff/staff-header.tsx";
import { FlashToastNotice } from "#app/components/toasts/flash-toast-notice.tsx";
import { Toaster } from "#app/components/toasts/toaster.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { BeforeHydrationHead } from "#app/components/web/before-hydration/before-hydration-head.tsx";
import { useNonce } from "#app/components/web/nonce.tsx";
import { isStaffRole } from "#app/domain/staff/staff-roles.ts";
import { listWishlistProductIds } from "#app/server/accounts/wishlist.server.ts";
import { cartItemCount } from "#app/server/cart-and-checkout/cart.server.ts";
import { listCategories } from "#app/server/catalogue/catalogue.server.ts";
import { listDeliveryTimes } from "#app/server/catalogue/delivery-times.server.ts";
import { currentUserContext, dbContext, publicUrlContext } from "#app/server/web/context.server.ts";
import { flashToastMiddleware, takeFlashToast } from "#app/server/web/flash-toast.server.ts";
import { privateResponsesMiddleware } from "#app/server/web/private-responses.server.ts";
import { sessionMiddleware } from "#app/server/web/session-middleware.server.ts";
import { unsupportedMethodMiddleware } from "#app/server/web/unsupported-method.server.ts";
import type { Route } from "./+types/root";
import stylesheetHref from "./app.css?url";

// The session first: the cache rule reads who is signed in, and sees the flash cookie being cleared.
export const middleware: Route.MiddlewareFunction[] = [
  sessionMiddleware,
  privateResponsesMiddleware,
  unsupportedMethodMiddleware,
  flashToastMiddleware,
];

export async function loader({ context }: Route.LoaderArgs) {
  const db = context.get(dbContext);
  const user = context.get(currentUserContext);
  const [categories, deliveryTimes, cartCount, wishlistProductIds] = await Promise.all([
    listCategories(db),
    // Every delivery estimate (product, configurator, cart, checkout) reads these five rows.
    listDeliveryTimes(db),
    // The header's cart badge and the cards' hearts; guests have neither, so no query.
    user ? cartItemCount(db, user.id) : 0,
    user ? listWishlistProductIds(db, user.id) : ([] as number[]),
  ]);
  return {
    categories,
    deliveryTimes,
    user,
    cartCount,
    wishlistProductIds,
    // Canonical URLs and JSON-LD use the configured origin, never the request's Host header.
    siteUrl: context.get(publicUrlContext),
    // The notice the previous action's redirect left for this page, shown once.
    toast: takeFlashToast(context),
  };
}

export function Layout({ children }: { children: React.ReactNode }) {
  // The error boundary renders without loader data, so the chrome tolerates its absence.
  const data = useRouteLoaderData<typeof loader>("root");
  const categories = data?.categories ?? [];
  const nonce = useNonce();
  // Staff in /gestione get the back office's own header. Anyone else there sees the
  // shop's, as on any unknown address: the back office's 404 gives nothing away.
  const { pathname } = useLocation();
  const backOffice =
    (pathname === "/gestione" || pathname.startsWith("/gestione/")) &&
    data?.user !== undefined &&
    data.user !== null &&
    isStaffRole(data.user.role);
  return (
    <html lang="it">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* With a precedence React writes the stylesheet before the scripts' modulepreload links, so the
            browser asks for the render-blocking CSS first (docs/PERFORMANCE.md). */}
        <link rel="stylesheet" href={stylesheetHref} precedence="default" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
        <BeforeHydrationHead nonce={nonce} />
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#contenuto"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:shadow"
        >
          Vai al contenuto
        </a>
        {backOffice && data?.user ? (
          <StaffHeader username={data.user.username} />
        ) : (
          <SiteHeader
            categories={categories}
            account={data?.user ? <AccountArea user={data.user} cartCount={data.cartCount} /> : undefined}
            mobileAccount={
              data?.user ? <AccountMobileEntries user={data.user} cartCount={data.cartCount} /> : undefined
            }
          />
        )}
        <main id="contenuto" className="flex-1">
          {children}
        </main>
        <SiteFooter categories={categories} />
        <FlashToastNotice toast={data?.toast ?? null} />
        <Toaster />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // A POST to a page that only shows something: React Router's own message is English and internal.
  const methodNotAllowed =
    isRouteErrorResponse(error) && error.status === 405 && typeof error.data === "string";
  // A refused request (a body that is not a form, too large, ...) explains itself in Italian.
  const refusal =
    isRouteErrorResponse(error) && error.status >= 400 && error.status < 500 && !notFound
      ? (error.data as { message?: unknown } | null)?.message
      : undefined;
  const title = notFound
    ? "404 Page Not Found"
    : methodNotAllowed
      ? "Metodo non consentito"
      : refusal
        ? "Richiesta non valida"
        : "Si è verificato un errore";
  const message = notFound
    ? "La pagina che cerchi non esiste o è stata spostata."
    : methodNotAllowed
      ? "Questa pagina si può solo consultare: non accetta l'invio di dati."
      : typeof refusal === "string"
        ? refusal
        : "Non siamo riusciti a caricare questa pagina. Riprova tra qualche istante.";
  if (!notFound && import.meta.env.DEV && error instanceof Error) console.error(error);
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <title>{`${title} | Aurora Serramenti`}</title>
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      <p className="mt-4 text-slate-700">{message}</p>
      <ButtonLink to="/" size="lg" className="mt-8">
        Torna alla home
      </ButtonLink>
    </section>
  );
}
