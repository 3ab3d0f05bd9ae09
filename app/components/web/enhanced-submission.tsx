import { useHydrated } from "#app/components/ui/use-hydrated.ts";
import { ENHANCED_SUBMISSION_FIELD } from "#app/domain/web/page-actions.ts";

/**
 * Marks a form as sent by a script once the page is hydrated; the server HTML
 * (and so a browser without JavaScript) never has it, and gets a redirect.
 */
export function EnhancedSubmissionField() {
  const hydrated = useHydrated();
  return hydrated ? <input type="hidden" name={ENHANCED_SUBMISSION_FIELD} value="1" /> : null;
}

/** The fields of a `fetcher.submit` from code, marked as an enhanced submission. */
export function enhancedFields(fields: Record<string, string>): Record<string, string> {
  return { ...fields, [ENHANCED_SUBMISSION_FIELD]: "1" };
}
