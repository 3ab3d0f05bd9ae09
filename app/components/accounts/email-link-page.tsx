import { Form, Link, useNavigation } from "react-router";
import { SubmitButton } from "#app/components/ui/button.tsx";

// A page an e-mail link opens (docs/product/accounts.md#e-mail-verification):
// what the link does and one button that does it (a plain form, it works
// without JavaScript), or why the link no longer works.

export function EmailLinkPage({
  title,
  explanation,
  submitLabel,
  token,
  refusal,
}: {
  title: string;
  explanation: string;
  submitLabel: string;
  /** Null when the link is used, expired or unknown. */
  token: string | null;
  refusal?: string;
}) {
  const busy = useNavigation().state === "submitting";
  return (
    <div className="mx-auto max-w-2xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      {refusal ? (
        <p role="alert" className="mt-4 font-medium text-red-800">
          {refusal}
        </p>
      ) : null}
      {token ? (
        <Form method="post" className="mt-6 grid max-w-md gap-4">
          <p className="text-slate-800">{explanation}</p>
          <input type="hidden" name="token" value={token} />
          <div>
            <SubmitButton busy={busy} busyLabel="Conferma in corso…">
              {submitLabel}
            </SubmitButton>
          </div>
        </Form>
      ) : (
        <p className="mt-4 text-slate-800">
          Il link non è valido o è scaduto.{" "}
          <Link to="/" className="font-semibold text-brand-800 underline">
            Torna al negozio
          </Link>
        </p>
      )}
    </div>
  );
}
