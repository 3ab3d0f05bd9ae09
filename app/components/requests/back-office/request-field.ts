import type { RequestActionForm } from "./request-action-result.ts";

/**
 * A field of a request page's form: its name and, after a refusal, what was
 * typed in it and why it was refused; `initial` fills it the first time.
 */
export function requestField(form: RequestActionForm, name: string, initial?: string) {
  return { name, defaultValue: form.values[name] ?? initial, error: form.errors[name] };
}
