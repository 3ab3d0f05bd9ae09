import type { RouterContextProvider } from "react-router";
import type { z } from "zod";
import { HONEYPOT_FIELD, LEAD_SENT_TOAST } from "#app/domain/requests/lead-form-fields.ts";
import {
  contactPageFormSchema,
  homeQuoteFormSchema,
  type LeadFormResult,
} from "#app/domain/requests/lead-forms.ts";
import { ENHANCED_SUBMISSION_FIELD } from "#app/domain/web/page-actions.ts";
import { saveLead } from "../requests/leads.server.ts";
import { currentUserContext, dbContext } from "./context.server.ts";
import { formIntent, type IntentDone, pageFormAction } from "./page-actions.server.ts";
import { enforcePublicFormLimit, isHoneypotFilled } from "./public-forms.server.ts";

type Fields = Record<string, string>;

/** What a lead form sends, as typed: its text fields but the honeypot and the enhanced marker, each cut to 5000. */
function leadValues(fields: Fields): Fields {
  const values: Fields = {};
  for (const [key, value] of Object.entries(fields)) {
    if (key !== HONEYPOT_FIELD && key !== ENHANCED_SUBMISSION_FIELD) values[key] = value.slice(0, 5000);
  }
  return values;
}

/**
 * The contact page's and the home page's form action. Validates on the
 * server, rate-limits per IP, drops robots, stores the lead. Without
 * JavaScript a success redirects to `successPath` with a toast; an enhanced
 * submission gets the result as data for the fetcher.
 */
export function handleLeadForm(
  request: Request,
  context: Readonly<RouterContextProvider>,
  source: "contatti" | "home-preventivo",
  successPath: string,
) {
  const sent: IntentDone<LeadFormResult> = {
    result: { status: "sent" },
    redirectTo: successPath,
    toast: LEAD_SENT_TOAST,
  };
  const lead = <Schema extends z.ZodType>(
    schema: Schema,
    save: (form: z.output<Schema>, userId: number | null) => Promise<unknown>,
  ) =>
    formIntent(
      schema,
      async (form) => {
        await save(form, context.get(currentUserContext)?.id ?? null);
        return sent;
      },
      {
        input: (_, fields) => leadValues(fields),
        // A robot gets the answer a person gets, and nothing is stored, whatever else it filled in.
        admit: async (form) => (isHoneypotFilled(form.get(HONEYPOT_FIELD)) ? sent : undefined),
      },
    );
  const db = context.get(dbContext);
  const intents = {
    contatti: lead(contactPageFormSchema, (form, userId) =>
      saveLead(db, { source: "contatti", form }, userId),
    ),
    "home-preventivo": lead(homeQuoteFormSchema, (form, userId) =>
      saveLead(db, { source: "home-preventivo", form }, userId),
    ),
  };
  return pageFormAction(
    { request, context },
    {
      // Before the body: a client over the limit costs one database round trip, not a read and a parse.
      admit: () => enforcePublicFormLimit(context),
      fallbackIntent: "lead",
      intents: { lead: intents[source] },
      refused: ({ kind, message, errors }, fields): LeadFormResult =>
        kind === "invalid"
          ? { status: "invalid", errors, values: leadValues(fields) }
          : { status: "refused", message },
    },
  );
}
