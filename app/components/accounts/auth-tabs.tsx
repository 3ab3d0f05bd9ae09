import type { ReactNode } from "react";
import { LinkTabTrigger } from "#app/components/ui/link-tab-trigger.tsx";
import { TabList, TabPanel, Tabs, useRequestedTab } from "#app/components/ui/tabs.tsx";
import { type AuthTab, signInPath } from "#app/domain/accounts/sign-in-path.ts";
import { LoginForm, RegisterForm } from "./auth-forms.tsx";
import type { AuthActionResult, Intent } from "./auth-submission.ts";

const tabClass =
  "rounded-md px-4 py-2 text-center text-sm font-semibold text-slate-700 hover:text-brand-800 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm";

/** Each tab with its panel's title and the form it holds. */
const authTabs: readonly {
  value: AuthTab;
  label: string;
  title: string;
  intent: Intent;
  Form: typeof LoginForm;
}[] = [
  { value: "accedi", label: "Accedi", title: "Accedi al tuo account", intent: "login", Form: LoginForm },
  {
    value: "registrati",
    label: "Registrati",
    title: "Crea il tuo account",
    intent: "register",
    Form: RegisterForm,
  },
];

/** "Area clienti": the sign-in and the registration form, one tab each. */
export function AuthTabs({
  initialTab,
  redirectTo,
  actionData,
}: {
  /** The tab the URL asks for (?tab=registrati). */
  initialTab: AuthTab;
  redirectTo: string;
  /** The action's answer to a post made without JavaScript. */
  actionData: AuthActionResult | undefined;
}) {
  const postedFailure = actionData && !actionData.ok ? actionData : undefined;
  // After a failed post without JavaScript, the form that was sent stays in view.
  const requestedTab = authTabs.find((authTab) => authTab.intent === actionData?.intent)?.value ?? initialTab;
  const [tab, setTab] = useRequestedTab<AuthTab>(requestedTab);

  return (
    <section
      aria-labelledby="auth-title"
      className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 lg:col-span-3"
    >
      <h1 id="auth-title" className="text-3xl font-bold text-slate-900">
        Area clienti
      </h1>
      <p className="mt-2 text-slate-700">Accedi al tuo account oppure registrati: bastano pochi secondi.</p>

      <Tabs value={tab} onValueChange={(value) => setTab(value as AuthTab)} className="mt-6">
        <TabList
          aria-label="Accedi o registrati"
          className="grid grid-cols-2 gap-1 rounded-lg bg-slate-100 p-1"
        >
          {authTabs.map((authTab) => (
            // Links to ?tab=…, so that the tabs work without JavaScript.
            <LinkTabTrigger
              key={authTab.value}
              value={authTab.value}
              to={signInPath(redirectTo, authTab.value)}
              className={tabClass}
            >
              {authTab.label}
            </LinkTabTrigger>
          ))}
        </TabList>

        {authTabs.map(({ value, title, intent, Form }) => (
          <AuthPanel key={value} value={value} title={title}>
            <Form
              redirectTo={redirectTo}
              action={signInPath(redirectTo, value)}
              postedResult={postedFailure?.intent === intent ? postedFailure : undefined}
            />
          </AuthPanel>
        ))}
      </Tabs>
    </section>
  );
}

/** Both panels stay mounted, so switching tabs keeps what was typed. */
function AuthPanel({ value, title, children }: { value: AuthTab; title: string; children: ReactNode }) {
  return (
    <TabPanel value={value} forceMount className="mt-6 rounded-md data-[state=inactive]:hidden">
      <h2 className="text-xl font-semibold text-slate-900">{title}</h2>
      {children}
    </TabPanel>
  );
}
