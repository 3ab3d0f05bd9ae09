import { data, type RouterContextProvider } from "react-router";
import type { z } from "zod";
import { HONEYPOT_FIELD, LEAD_SENT_TOAST } from "#app/domain/requests/lead-form-fields.ts";
import {
  contactPageFormSchema,
  homeQuoteFormSchema,
  type LeadFormResult,
} from "#app/domain/requests/lead-forms.ts";
import { ENHANCED_SUBMISSION_FIELD } from "#app/domain/web/page-actions.ts";
import { fieldErrors } from "#app/domain/web/validation.ts";
import { currentUserContext, dbContext } from "../web/context.server.ts";
import { redirectWithToast } from "../web/flash-toast.server.ts";
import { readFormData } from "../web/http-body.server.ts";
import { isEnhancedSubmission, serviceErrorResult } from "../web/page-actions.server.ts";
import { enforcePublicFormLimit, isHoneypotFilled } from "../web/public-forms.server.ts";
import { saveLead } from "./leads.server.ts";

const forms = {
  contatti: contactPageFormSchema,
  "home-preventivo": homeQuoteFormSchema,
} satisfies Record<string, z.ZodType>;

/**
 * The contact page's and the home page's form action. Validates on the
 * server, rate-limits per IP, drops robots, stores the lead. Without
 * JavaScript a success redirects to `successPath` with a toast; an enhanced
 * submission gets the result as data for the fetcher.
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
    return serviceErrorResult(error, (message): LeadFormResult => ({ status: "refused", message }));
  }
  const formData = await readFormData(request, context);
  const succeed = () =>
    isEnhancedSubmission(formData)
      ? data<LeadFormResult>({ status: "sent" })
      : redirectWithToast(context, successPath, LEAD_SENT_TOAST);

  if (isHoneypotFilled(formData.get(HONEYPOT_FIELD))) return succeed();

  const values: Record<string, string> = {};
  for (const [key, value] of formData) {
    if (typeof value === "string" && key !== HONEYPOT_FIELD && key !== ENHANCED_SUBMISSION_FIELD)
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
