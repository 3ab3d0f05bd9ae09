import { data, type RouterContextProvider, redirect } from "react-router";
import type { z } from "zod";
import { isRefusal, type Refusal, refuse } from "#app/domain/refusal.ts";
import {
  ENHANCED_SUBMISSION_FIELD,
  type FlashToast,
  type IntentRefusal,
} from "#app/domain/web/page-actions.ts";
import { fieldErrors, firstIssueMessage } from "#app/domain/web/validation.ts";
import { logError } from "../platform/error-log.server.ts";
import { redirectWithToast } from "./flash-toast.server.ts";
import { readFormData } from "./http-body.server.ts";
import { refusalStatus } from "./refusal-status.server.ts";

// The server half of the page-action protocol (docs/decisions/010-page-action-protocol.md):
// a page's forms, one intent each, dispatched by `pageFormAction`. Each intent
// reads its fields with its schema and calls its service; a refusal, the
// schema's or the service's, is answered with its kind's status
// (docs/decisions/028-refusals.md) in the page's own result shape.

type Context = Readonly<RouterContextProvider>;
type Fields = Record<string, string>;

/** Whether a script sent this form (it wants data back) rather than a plain post (it wants a redirect). */
export function isEnhancedSubmission(form: FormData): boolean {
  return form.get(ENHANCED_SUBMISSION_FIELD) === "1";
}

/** The form's text fields by name (a file is no text field). */
export function formTextFields(form: FormData): Fields {
  const fields: Fields = {};
  for (const [key, value] of form) if (typeof value === "string") fields[key] = value;
  return fields;
}

/** Each of `names` echoed into a refused form, cut to `maxLength` (see `PageForms.echo`). */
export function echoFields(names: readonly string[], maxLength: number): Record<string, number> {
  return Object.fromEntries(names.map((name) => [name, maxLength]));
}

/**
 * How an intent that went through is answered: a script gets `result` when
 * there is one, else the redirect; a plain post gets the redirect (with its
 * toast) when there is one, else `result`.
 */
export interface IntentDone<Result> {
  result?: Result;
  redirectTo?: string;
  toast?: FlashToast;
  /** Sent with either answer (a new session's cookie). */
  headers?: HeadersInit;
}

/** The usual success of a back-office form: `{ ok, intent, message }` to a script, the message as a toast after a redirect. */
export function doneWithMessage<Intent extends string>(intent: Intent, message: string, redirectTo: string) {
  return {
    result: { ok: true as const, intent, message },
    redirectTo,
    toast: { title: message, variant: "success" as const },
  };
}

export interface FormIntentOptions<Result> {
  /** What the schema reads: the form's text fields unless said otherwise. */
  input?: (form: FormData, fields: Fields) => unknown;
  /** The refusal of fields the schema does not accept: its first message and each field's, unless said otherwise. */
  invalid?: (error: z.ZodError) => Refusal;
  /**
   * Runs before the fields are parsed: it may refuse (a limit that counts
   * every attempt, valid or not) or answer for the intent without running it
   * (a robot's form is answered as sent, and nothing is stored).
   */
  admit?: (form: FormData) => Promise<IntentDone<Result> | undefined>;
  /** The field a refusal without fields of its own is shown beside. */
  refusalField?: string;
}

/** One form of a page: its schema and its service call (see `formIntent`). */
export interface FormIntent<Result> {
  handle(form: FormData, fields: Fields): Promise<IntentDone<Result>>;
  refusalField: string | undefined;
}

/** An intent: `schema` reads the form, then `run` calls the service and says how to answer. */
export function formIntent<Schema extends z.ZodType, Result = never>(
  schema: Schema,
  run: (input: z.output<Schema>, form: FormData) => Promise<IntentDone<Result>>,
  options: FormIntentOptions<Result> = {},
): FormIntent<NoInfer<Result>> {
  return {
    refusalField: options.refusalField,
    async handle(form, fields) {
      const admitted = await options.admit?.(form);
      if (admitted) return admitted;
      const parsed = schema.safeParse(options.input ? options.input(form, fields) : fields);
      if (!parsed.success) {
        throw (
          options.invalid?.(parsed.error) ??
          refuse.invalid(firstIssueMessage(parsed.error), { fields: fieldErrors(parsed.error) })
        );
      }
      return run(parsed.data, form);
    },
  };
}

type IntentName<Intents> = keyof Intents & string;
/** What the intents answer when they went through (never, for intents that only redirect). */
type ResultOf<Intent extends FormIntent<unknown>> = NonNullable<
  Awaited<ReturnType<Intent["handle"]>>["result"]
>;

export interface PageForms<Intents extends Record<string, FormIntent<unknown>>, Failed> {
  intents: Intents;
  /** Runs before the form is read: a refusal there costs no body read (a rate limit). */
  admit?: () => Promise<void>;
  /** The intent of a form whose `intent` field names none of `intents`; without one such a form is refused. */
  fallbackIntent?: IntentName<Intents>;
  /** That refusal's message. */
  unknownIntent?: string;
  /** The fields drawn again into a refused form as they were sent (never a password), each cut to its length. */
  echo?: Readonly<Record<string, number>>;
  /** The page's own shape of a refusal; the IntentRefusal itself unless said otherwise. */
  refused?: (refusal: IntentRefusal<IntentName<Intents>>, fields: Fields) => Failed;
  /** A failure that is no refusal: logged and answered 500 with this message, rather than the error page. */
  unexpected?: {
    log: string;
    message: (intent: IntentName<Intents>) => string;
    details?: (intent: IntentName<Intents>) => Record<string, unknown>;
  };
}

/**
 * A page's action: reads the form, picks its intent, and answers what the
 * intent's service did, or its refusal with the kind's status, with or
 * without JavaScript. A thrown Response (a redirect) passes through.
 */
export async function pageFormAction<
  Intents extends Record<string, FormIntent<unknown>>,
  Failed = IntentRefusal<IntentName<Intents>>,
>(
  { request, context }: { request: Request; context: Context },
  page: PageForms<Intents, Failed>,
): Promise<ResultOf<Intents[keyof Intents]> | ReturnType<typeof data<Failed>>> {
  const names = Object.keys(page.intents) as IntentName<Intents>[];
  let intent = page.fallbackIntent ?? names[0]!;
  let chosen = false;
  let fields: Fields = {};
  const answerRefusal = (kind: Refusal["kind"] | null, message: string, errors: Fields, status: number) => {
    const values: Fields = {};
    for (const [name, maxLength] of Object.entries(page.echo ?? {}))
      if (fields[name]) values[name] = fields[name].slice(0, maxLength);
    const refusal: IntentRefusal<IntentName<Intents>> = { ok: false, intent, kind, message, errors, values };
    return data((page.refused?.(refusal, fields) ?? refusal) as Failed, { status });
  };
  try {
    await page.admit?.();
    const form = await readFormData(request, context);
    fields = formTextFields(form);
    // The first `intent` sent names the form, as the browser sends it; a second one is no other form.
    const posted = form.get("intent");
    const named = names.find((name) => name === posted);
    if (named) intent = named;
    else if (!page.fallbackIntent) throw refuse.invalid(page.unknownIntent ?? "Operazione non riconosciuta");
    chosen = true;
    const done = await page.intents[intent]!.handle(form, fields);
    return answerDone(context, form, done) as ResultOf<Intents[keyof Intents]>;
  } catch (error) {
    if (isRefusal(error)) {
      const refusalField = chosen ? page.intents[intent]!.refusalField : undefined;
      const unfielded = Object.keys(error.fields).length === 0;
      const errors = unfielded && refusalField ? { [refusalField]: error.message } : { ...error.fields };
      return answerRefusal(error.kind, error.message, errors, refusalStatus(error.kind));
    }
    if (!page.unexpected || error instanceof Response) throw error;
    logError(page.unexpected.log, error, page.unexpected.details?.(intent));
    return answerRefusal(null, page.unexpected.message(intent), {}, 500);
  }
}

function answerDone<Result>(context: Context, form: FormData, done: IntentDone<Result>) {
  const { result, redirectTo, toast, headers } = done;
  if (redirectTo !== undefined && (result === undefined || !isEnhancedSubmission(form))) {
    throw toast ? redirectWithToast(context, redirectTo, toast, headers) : redirect(redirectTo, { headers });
  }
  return headers ? data(result, { headers }) : result;
}
