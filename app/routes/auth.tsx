import { BadgePercent, FolderHeart, Headset, Truck } from "lucide-react";
import { Tabs } from "radix-ui";
import { useEffect, useId, useRef, useState, useSyncExternalStore } from "react";
import { data, Link, redirect, useFetcher, useNavigate } from "react-router";
import { showToast } from "#app/components/ui/toast-store.ts";
import { loginSchema, registerSchema, safeRedirectPath } from "#app/domain/account-schemas.ts";
import { pageMeta, siteUrlFromMatches } from "#app/domain/seo.ts";
import { fieldErrors } from "#app/domain/validation.ts";
import { authenticate, type PublicUser, registerUser } from "#app/server/accounts.server.ts";
import {
  currentSessionContext,
  currentUserContext,
  dbContext,
  requestInfoContext,
  sessionConfigContext,
} from "#app/server/context.server.ts";
import { HttpError } from "#app/server/http.server.ts";
import { enforceRegistrationLimit } from "#app/server/public-forms.server.ts";
import { readFormData } from "#app/server/request-body.server.ts";
import { endSession, startSession } from "#app/server/sessions.server.ts";
import type { Route } from "./+types/auth";

type AuthTab = "accedi" | "registrati";
type Intent = "login" | "register";

type AuthActionResult =
  | { ok: true; intent: Intent; redirectTo: string; username: string }
  | {
      ok: false;
      intent: Intent;
      /** Field name → the schema's Italian message, shown beside the field. */
      errors?: Record<string, string>;
      /** The server's refusal (401, 409, 429…), shown above the form. */
      formError?: string;
      /** What was typed, so a page rendered without JavaScript keeps it (never the password). */
      values: Record<string, string>;
    };

// SPEC §8: the notices' titles, and the texts used when the server gives no message.
const failureTitle: Record<Intent, string> = {
  login: "Accesso fallito",
  register: "Registrazione fallita",
};
const failureFallback: Record<Intent, string> = {
  login: "Credenziali non valide. Riprova.",
  register: "Si è verificato un errore durante la registrazione.",
};

const ECHOED_FIELDS = ["username", "firstName", "lastName", "email", "phone", "address"] as const;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Accedi o registrati",
    description:
      "Accedi al tuo account o registrati per ricevere preventivi personalizzati, salvare i tuoi progetti di serramenti e ordinare in modo semplice.",
    path: "/auth",
    siteUrl: siteUrlFromMatches(matches),
    noindex: true,
  });

export function loader({ context, request }: Route.LoaderArgs) {
  if (context.get(currentUserContext)) throw redirect("/");
  const url = new URL(request.url);
  const tab: AuthTab = url.searchParams.get("tab") === "registrati" ? "registrati" : "accedi";
  return { tab, redirectTo: safeRedirectPath(url.searchParams.get("redirectTo")) };
}

/**
 * Signs in (intent=login) or creates the account (intent=register), always with
 * a new session id. A plain form post is redirected with the cookie; the page's
 * script (js=1) gets JSON, so that it can greet the user before navigating.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request, context);
  const intent: Intent = form.get("intent") === "register" ? "register" : "login";
  const viaScript = form.get("js") === "1";
  const redirectTo = safeRedirectPath(
    form.get("redirectTo") ?? new URL(request.url).searchParams.get("redirectTo"),
  );
  const fields: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === "string") fields[key] = value;
  const values: Record<string, string> = {};
  for (const key of ECHOED_FIELDS) if (fields[key]) values[key] = fields[key].slice(0, 300);

  const refuse = (status: number, details: { errors?: Record<string, string>; formError?: string }) =>
    data<AuthActionResult>({ ok: false, intent, values, ...details }, { status });

  const db = context.get(dbContext);
  let user: PublicUser;
  try {
    if (intent === "register") {
      await enforceRegistrationLimit(context);
      const parsed = registerSchema.safeParse(fields);
      if (!parsed.success) return refuse(400, { errors: fieldErrors(parsed.error) });
      user = await registerUser(db, parsed.data);
    } else {
      const parsed = loginSchema.safeParse(fields);
      if (!parsed.success) return refuse(400, { errors: fieldErrors(parsed.error) });
      user = await authenticate(db, parsed.data, context.get(requestInfoContext).clientIp);
    }
  } catch (error) {
    if (error instanceof HttpError) return refuse(error.status, { formError: error.message });
    console.error(
      JSON.stringify({
        level: "error",
        msg: `${intent} failed`,
        error: error instanceof Error ? error.message : String(error),
      }),
    );
    return refuse(500, { formError: failureFallback[intent] });
  }

  const previous = context.get(currentSessionContext);
  if (previous) await endSession(db, previous);
  const headers = { "Set-Cookie": await startSession(db, user.id, context.get(sessionConfigContext)) };
  if (viaScript) {
    return data<AuthActionResult>({ ok: true, intent, redirectTo, username: user.username }, { headers });
  }
  return redirect(redirectTo, { headers });
}

/** The page's own URL for a tab: it selects the tab without JavaScript and keeps `redirectTo`. */
function authHref(tab: AuthTab, redirectTo: string): string {
  const params = new URLSearchParams();
  if (tab === "registrati") params.set("tab", "registrati");
  if (redirectTo !== "/") params.set("redirectTo", redirectTo);
  const search = params.toString();
  return search ? `/auth?${search}` : "/auth";
}

const noSubscription = () => () => {};
/** False on the server and while hydrating, true once React runs the page in the browser. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

const tabClass =
  "rounded-md px-4 py-2 text-center text-sm font-semibold text-slate-700 hover:text-brand-800 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm";

export default function AuthPage({ loaderData, actionData }: Route.ComponentProps) {
  const { redirectTo } = loaderData;
  const postedFailure = actionData && !actionData.ok ? actionData : undefined;
  // After a failed post without JavaScript, the form that was sent stays in view.
  const requestedTab: AuthTab =
    actionData?.intent === "register"
      ? "registrati"
      : actionData?.intent === "login"
        ? "accedi"
        : loaderData.tab;
  const [tab, setTab] = useState<AuthTab>(requestedTab);
  useEffect(() => setTab(requestedTab), [requestedTab]);

  // The tabs are links to ?tab=…, so that they work without JavaScript; with it,
  // Radix has already switched the tab and the navigation is skipped.
  const stayOnPage = (event: React.MouseEvent) => {
    if (event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey) {
      event.preventDefault();
    }
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <div className="grid items-start gap-8 lg:grid-cols-5">
        <section
          aria-labelledby="auth-title"
          className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 lg:col-span-3"
        >
          <h1 id="auth-title" className="text-3xl font-bold text-slate-900">
            Area clienti
          </h1>
          <p className="mt-2 text-slate-700">
            Accedi al tuo account oppure registrati: bastano pochi secondi.
          </p>

          <Tabs.Root value={tab} onValueChange={(value) => setTab(value as AuthTab)} className="mt-6">
            <Tabs.List
              aria-label="Accedi o registrati"
              className="grid grid-cols-2 gap-1 rounded-lg bg-slate-100 p-1"
            >
              <Tabs.Trigger value="accedi" asChild type={undefined}>
                <Link to={authHref("accedi", redirectTo)} replace onClick={stayOnPage} className={tabClass}>
                  Accedi
                </Link>
              </Tabs.Trigger>
              <Tabs.Trigger value="registrati" asChild type={undefined}>
                <Link
                  to={authHref("registrati", redirectTo)}
                  replace
                  onClick={stayOnPage}
                  className={tabClass}
                >
                  Registrati
                </Link>
              </Tabs.Trigger>
            </Tabs.List>

            {/* Both panels stay mounted, so switching tabs keeps what was typed. */}
            <Tabs.Content value="accedi" forceMount className="mt-6 rounded-md data-[state=inactive]:hidden">
              <h2 className="text-xl font-semibold text-slate-900">Accedi al tuo account</h2>
              <LoginForm
                redirectTo={redirectTo}
                action={authHref("accedi", redirectTo)}
                postedResult={postedFailure?.intent === "login" ? postedFailure : undefined}
              />
            </Tabs.Content>
            <Tabs.Content
              value="registrati"
              forceMount
              className="mt-6 rounded-md data-[state=inactive]:hidden"
            >
              <h2 className="text-xl font-semibold text-slate-900">Crea il tuo account</h2>
              <RegisterForm
                redirectTo={redirectTo}
                action={authHref("registrati", redirectTo)}
                postedResult={postedFailure?.intent === "register" ? postedFailure : undefined}
              />
            </Tabs.Content>
          </Tabs.Root>
        </section>

        <BenefitsPanel />
      </div>
    </div>
  );
}

const benefits = [
  {
    title: "Preventivi personalizzati",
    text: "Prezzi dedicati e preventivi su misura per le finestre e le porte di casa tua.",
    Icon: BadgePercent,
  },
  {
    title: "Progetti salvati",
    text: "Salva le configurazioni dei tuoi serramenti e ritrovale quando vuoi.",
    Icon: FolderHeart,
  },
  {
    title: "Ordini semplificati",
    text: "Carrello, ordini e stato delle consegne sempre a portata di mano.",
    Icon: Truck,
  },
  {
    title: "Assistenza personalizzata",
    text: "Un consulente ti segue dalla scelta del serramento fino all'installazione.",
    Icon: Headset,
  },
] as const;

function BenefitsPanel() {
  return (
    <aside
      aria-labelledby="vantaggi-account"
      className="rounded-xl bg-brand-800 p-6 text-white sm:p-8 lg:col-span-2"
    >
      <h2 id="vantaggi-account" className="text-xl font-semibold">
        I vantaggi del tuo account
      </h2>
      <ul className="mt-6 space-y-6">
        {benefits.map(({ title, text, Icon }) => (
          <li key={title} className="flex gap-4">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-white/10">
              <Icon aria-hidden="true" className="size-5 text-accent-400" />
            </span>
            <div>
              <p className="font-semibold">{title}</p>
              <p className="mt-1 text-sm text-brand-100">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </aside>
  );
}

type FailedResult = Extract<AuthActionResult, { ok: false }>;

interface AuthFormProps {
  redirectTo: string;
  /** This page's URL for the form's tab: a post without JavaScript comes back to the same tab. */
  action: string;
  /** The action's answer to a post made without JavaScript. */
  postedResult: FailedResult | undefined;
}

/**
 * One form's submission: with JavaScript through a fetcher (toasts, then a
 * navigation that reloads every loader for the new session), without it as a
 * plain post. The fetcher itself skips the reload: this page's loader would
 * answer a signed-in user with a redirect home, not to `redirectTo`.
 */
function useAuthSubmission(intent: Intent, postedResult: FailedResult | undefined) {
  const fetcher = useFetcher<typeof action>();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const handled = useRef<AuthActionResult | null>(null);

  useEffect(() => {
    const outcome = fetcher.data;
    if (fetcher.state !== "idle" || !outcome || handled.current === outcome) return;
    handled.current = outcome;
    if (outcome.ok) {
      showToast(
        intent === "login"
          ? { title: "Accesso effettuato", description: `Benvenuto, ${outcome.username}!` }
          : { title: "Registrazione completata", description: "Il tuo account è stato creato con successo!" },
      );
      navigate(outcome.redirectTo, { replace: true, defaultShouldRevalidate: true });
    } else if (outcome.errors) {
      formRef.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
    } else {
      showToast({
        title: failureTitle[intent],
        description: outcome.formError ?? failureFallback[intent],
        variant: "destructive",
      });
    }
  }, [fetcher.state, fetcher.data, intent, navigate]);

  const latest = fetcher.data ?? postedResult;
  const failure = latest && !latest.ok ? latest : undefined;
  return {
    fetcher,
    formRef,
    busy: fetcher.state !== "idle" || latest?.ok === true,
    errors: failure?.errors ?? {},
    formError: failure?.formError,
    values: postedResult?.values ?? {},
  };
}

function AuthFormFields({
  intent,
  redirectTo,
  formError,
}: {
  intent: Intent;
  redirectTo: string;
  formError: string | undefined;
}) {
  const hydrated = useHydrated();
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {/* Only a running script can read JSON; a plain post must get the redirect. */}
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
      {formError ? (
        <div role="alert" className="rounded-md border border-red-300 bg-red-50 p-4 text-sm text-red-800">
          <p className="font-semibold">{failureTitle[intent]}</p>
          <p className="mt-1">{formError}</p>
        </div>
      ) : null}
    </>
  );
}

function LoginForm({ redirectTo, action, postedResult }: AuthFormProps) {
  const { fetcher, formRef, busy, errors, formError, values } = useAuthSubmission("login", postedResult);
  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action={action}
      noValidate
      defaultShouldRevalidate={false}
      className="mt-4 space-y-5"
    >
      <AuthFormFields intent="login" redirectTo={redirectTo} formError={formError} />
      <TextField
        name="username"
        label="Nome utente"
        autoComplete="username"
        required
        defaultValue={values.username}
        error={errors.username}
      />
      <TextField
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        error={errors.password}
      />
      <SubmitButton busy={busy} label="Accedi" busyLabel="Accesso in corso…" />
    </fetcher.Form>
  );
}

function RegisterForm({ redirectTo, action, postedResult }: AuthFormProps) {
  const { fetcher, formRef, busy, errors, formError, values } = useAuthSubmission("register", postedResult);
  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action={action}
      noValidate
      defaultShouldRevalidate={false}
      className="mt-4 space-y-5"
    >
      <AuthFormFields intent="register" redirectTo={redirectTo} formError={formError} />
      <p className="text-sm text-slate-700">
        I campi contrassegnati con{" "}
        <span aria-hidden="true" className="text-red-700">
          *
        </span>
        <span className="sr-only">asterisco</span> sono obbligatori.
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          name="username"
          label="Nome utente"
          autoComplete="username"
          required
          hint="Almeno 3 caratteri: lettere, numeri, punto, trattino o trattino basso."
          defaultValue={values.username}
          error={errors.username}
        />
        <TextField
          name="password"
          label="Password"
          type="password"
          autoComplete="new-password"
          required
          hint="Almeno 6 caratteri."
          error={errors.password}
        />
        <TextField
          name="firstName"
          label="Nome"
          autoComplete="given-name"
          defaultValue={values.firstName}
          error={errors.firstName}
        />
        <TextField
          name="lastName"
          label="Cognome"
          autoComplete="family-name"
          defaultValue={values.lastName}
          error={errors.lastName}
        />
        <TextField
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          defaultValue={values.email}
          error={errors.email}
        />
        <TextField
          name="phone"
          label="Telefono"
          type="tel"
          autoComplete="tel"
          defaultValue={values.phone}
          error={errors.phone}
        />
      </div>
      <TextField
        name="address"
        label="Indirizzo"
        autoComplete="street-address"
        defaultValue={values.address}
        error={errors.address}
      />
      <SubmitButton busy={busy} label="Registrati" busyLabel="Registrazione in corso…" />
    </fetcher.Form>
  );
}

const inputClass =
  "mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 focus:border-brand-700 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600 aria-[invalid=true]:border-red-700";

function TextField({
  name,
  label,
  type = "text",
  autoComplete,
  required = false,
  hint,
  defaultValue,
  error,
}: {
  name: string;
  label: string;
  type?: "text" | "password" | "email" | "tel";
  autoComplete: string;
  required?: boolean;
  hint?: string;
  defaultValue?: string;
  error?: string;
}) {
  const id = useId();
  const hintId = `${id}-suggerimento`;
  const errorId = `${id}-errore`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(" ");
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-900">
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
        ) : null}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        required={required}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={inputClass}
      />
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

function SubmitButton({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <button
      type="submit"
      disabled={busy}
      className="w-full rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800 disabled:cursor-wait disabled:opacity-80"
    >
      {busy ? busyLabel : label}
    </button>
  );
}
