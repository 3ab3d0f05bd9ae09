import { z } from "zod";
import { parseEuroAmount } from "./euro-amount.ts";

// A form field holding a euro amount as staff type it ("1.234,50", "1234,5",
// "1234.50"), read exactly into integer cents (ADR 003) and checked against
// its bounds, each refusal with the field's own Italian message.

export interface EuroAmountRules {
  /** Said when the text is no euro amount. */
  invalid: string;
  min: { cents: number; message: string };
  max: { cents: number; message: string };
}

function euroCents({ invalid, min, max }: EuroAmountRules) {
  return z
    .string()
    .transform((text, context) => {
      const cents = parseEuroAmount(text);
      if (cents === null) {
        context.addIssue({ code: "custom", message: invalid });
        return z.NEVER;
      }
      return cents;
    })
    .pipe(z.number().int().min(min.cents, min.message).max(max.cents, max.message));
}

/** A euro amount that must be given: an empty field is refused with `required`. */
export function euroAmountSchema(rules: EuroAmountRules & { required: string }) {
  return z.string({ error: rules.invalid }).trim().min(1, rules.required).pipe(euroCents(rules));
}

/** A euro amount that may be left empty: an empty field is null (no amount). */
export function optionalEuroAmountSchema(rules: EuroAmountRules) {
  return z
    .string({ error: rules.invalid })
    .trim()
    .transform((text) => (text === "" ? null : text))
    .pipe(euroCents(rules).nullable());
}
