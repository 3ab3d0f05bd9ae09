import { z } from "zod";

// The page-action protocol shared by the browser and the server
// (docs/decisions/010-page-action-protocol.md).

/**
 * The one marker of an enhanced submission: present (value "1") only when a
 * script sent the form, which then wants the result as data. A plain form post
 * (no JavaScript) never carries it and is answered with a redirect.
 */
export const ENHANCED_SUBMISSION_FIELD = "js";

/** A notice carried across a redirect in the flash cookie and shown once as a toast. */
export const flashToastSchema = z.object({
  title: z.string().min(1).max(200),
  description: z.string().max(500).optional(),
  variant: z.enum(["success", "destructive", "info"]).optional(),
});

export type FlashToast = z.infer<typeof flashToastSchema>;
