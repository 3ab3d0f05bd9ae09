import { data, type RouterContextProvider, redirect } from "react-router";
import type { z } from "zod";
import { HONEYPOT_FIELD } from "#app/domain/lead-form-fields.ts";
import { contactPageFormSchema, homeQuoteFormSchema, type LeadFormResult } from "#app/domain/lead-forms.ts";
import { fieldErrors } from "#app/domain/validation.ts";
import { currentUserContext, dbContext } from "./context.server.ts";
import { HttpError } from "./http.server.ts";
import { saveLead } from "./leads.server.ts";
import { enforcePublicFormLimit, isHoneypotFilled } from "./public-forms.server.ts";
import { readFormData } from "./request-body.server.ts";

const forms = {
  contatti: contactPageFormSchema,
  "home-preventivo": homeQuoteFormSchema,
} satisfies Record<string, z.ZodType>;

/**
 * The contact page's and the home page's form action. Validates on the
 * server, rate-limits per IP, drops robots, stores the lead. Without
 * JavaScript a success redirects to `successPath`; with it (`js=1`), the
 * result is returned for the fetcher.
 */
export async function handleLeadForm(
  request: Request,
  context: Readonly<RouterContextProvider>,
  source: keyof typeof forms,
  successPath: string,
) {
  // Before the body: a client over the limit costs one database round trip, not a read and a parse.
  try {
    await enforcePublicFormLimit(context);
  } catch (error) {
    if (error instanceof HttpError) {
      return data<LeadFormResult>({ status: "refused", message: error.message }, { status: error.status });
    }
    throw error;
  }
  const formData = await readFormData(request, context);
  const enhanced = formData.get("js") === "1";
  const succeed = () => (enhanced ? data<LeadFormResult>({ status: "sent" }) : redirect(successPath));

  if (isHoneypotFilled(formData.get(HONEYPOT_FIELD))) return succeed();

  const values: Record<string, string> = {};
  for (const [key, value] of formData) {
    if (typeof value === "string" && key !== HONEYPOT_FIELD && key !== "js")
      values[key] = value.slice(0, 5000);
  }
  const parsed = forms[source].safeParse(values);
  if (!parsed.success) {
    return data<LeadFormResult>(
      { status: "invalid", errors: fieldErrors(parsed.error), values },
      { status: 400 },
    );
  }
  const userId = context.get(currentUserContext)?.id ?? null;
  const db = context.get(dbContext);
  if (source === "contatti")
    await saveLead(db, { source, form: parsed.data as z.infer<typeof contactPageFormSchema> }, userId);
  else await saveLead(db, { source, form: parsed.data as z.infer<typeof homeQuoteFormSchema> }, userId);
  return succeed();
}
