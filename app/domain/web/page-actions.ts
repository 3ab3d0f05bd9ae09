import type { RefusalKind } from "../refusal.ts";

// The page-action protocol shared by the browser and the server
// (docs/decisions/010-page-action-protocol.md). Free of zod on purpose: every
// page's forms import it, so it is part of the initial JavaScript.

/**
 * The one marker of an enhanced submission: present (value "1") only when a
 * script sent the form, which then wants the result as data. A plain form post
 * (no JavaScript) never carries it and is answered with a redirect.
 */
export const ENHANCED_SUBMISSION_FIELD = "js";

/**
 * The hidden field of a back-office form that carries the edited row's
 * version. A conflict refusing such a form means the row changed since the
 * form was drawn: the form is drawn again from the row as saved now, not as typed.
 */
export const ROW_VERSION_FIELD = "version";

/** A notice carried across a redirect in the flash cookie and shown once as a toast. */
export interface FlashToast {
  title: string;
  description?: string;
  variant?: "success" | "destructive" | "info";
}

/**
 * What a page action with several forms (one intent each) answers when it
 * refuses one: the message, each field's message, and what was typed (never
 * a password), so that the form is drawn again as the user left it.
 */
export interface IntentRefusal<Intent extends string> {
  ok: false;
  intent: Intent;
  /** What kind of no (docs/decisions/028-refusals.md); null when the shop failed rather than refused. */
  kind: RefusalKind | null;
  message: string;
  /** Field → message, beside each input. */
  errors: Record<string, string>;
  /** Field → what was sent, to fill the form again. */
  values: Record<string, string>;
}
