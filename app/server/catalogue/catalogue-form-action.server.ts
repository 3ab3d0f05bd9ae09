import { data, type RouterContextProvider } from "react-router";
import type { z } from "zod";
import type {
  CatalogueActionResult,
  CatalogueIntent,
} from "#app/domain/catalogue/catalogue-back-office-pages.ts";
import { isRefusal } from "#app/domain/refusal.ts";
import { ROW_VERSION_FIELD } from "#app/domain/web/page-actions.ts";
import { fieldErrors, firstIssueMessage } from "#app/domain/web/validation.ts";
import type { Database } from "../platform/db.server.ts";
import { requireStaff, type StaffUser } from "../web/auth-guards.server.ts";
import { dbContext } from "../web/context.server.ts";
import { redirectWithToast } from "../web/flash-toast.server.ts";
import { readFormData } from "../web/http-body.server.ts";
import {
  formTextFields,
  intentRefusal,
  isEnhancedSubmission,
  serviceErrorResult,
} from "../web/page-actions.server.ts";

// The one action of the back office's catalogue pages (ADR 010,
// docs/product/back-office.md#catalogue-and-prices): staff only, the form read
// with its schema (a refusal answers 400 with each field's message and the
// form as typed, and saves nothing), the change made by its audited service,
// then data for a script or a redirect with a toast for a plain post.

export interface CatalogueFormAction<Schema extends z.ZodType> {
  intent: CatalogueIntent;
  schema: Schema;
  /** The fields drawn again into a refused form. */
  echo: readonly string[];
  save: (db: Database, staff: StaffUser, input: z.output<Schema>) => Promise<unknown>;
  /** The success toast's title. */
  message: string;
  /** Where a plain post goes back to. */
  redirectTo: string;
}

export async function catalogueFormAction<Schema extends z.ZodType>(
  { context, request }: { context: Readonly<RouterContextProvider>; request: Request },
  { intent, schema, echo, save, message, redirectTo }: CatalogueFormAction<Schema>,
) {
  const staff = requireStaff(context);
  const form = await readFormData(request, context);
  const fields = formTextFields(form);
  const refusal = intentRefusal(intent, fields, { names: echo, maxLength: 5000 });
  if (fields.intent !== intent) return data(refusal("Operazione non riconosciuta"), { status: 400 });
  const parsed = schema.safeParse(fields);
  if (!parsed.success)
    return data(refusal(firstIssueMessage(parsed.error), fieldErrors(parsed.error)), { status: 400 });
  try {
    await save(context.get(dbContext), staff, parsed.data);
  } catch (error) {
    // A conflict: the row changed since the form was drawn; keyed at its version, the form shows the row as saved now.
    const changed = isRefusal(error) && error.kind === "conflict";
    return serviceErrorResult(error, (text) => refusal(text, changed ? { [ROW_VERSION_FIELD]: text } : {}));
  }
  if (isEnhancedSubmission(form)) return { ok: true, intent, message } satisfies CatalogueActionResult;
  throw redirectWithToast(context, redirectTo, { title: message, variant: "success" });
}
