import { z } from "zod";
import { euroAmountSchema } from "../italian-formats/euro-amount-schema.ts";
import { MAX_RECORD_ID } from "../web/record-id.ts";

// The staff forms of invoices (docs/product/invoices.md#back-office): «Emetti»
// names what to issue (the acconto of a payment, or the final invoice), never
// an amount; «Nota di credito» gives the amount and the reason. Each form
// carries a one-time key, so a double submit issues one document.

export const CREDIT_NOTE_FIELDS = { amount: "amount", reason: "reason" } as const;

const KEY_MESSAGE = "Il modulo della fattura è scaduto: ricarica la pagina";
const invoiceKey = z.string({ error: KEY_MESSAGE }).regex(/^[A-Za-z0-9-]{16,64}$/, KEY_MESSAGE);

export const issueInvoiceSchema = z.discriminatedUnion(
  "type",
  [
    z.object({
      type: z.literal("TD02"),
      paymentId: z.coerce.number().int().positive().max(MAX_RECORD_ID),
      invoiceKey,
    }),
    z.object({ type: z.literal("TD01"), invoiceKey }),
  ],
  { error: "Scegli quale fattura emettere" },
);
export type IssueInvoiceInput = z.infer<typeof issueInvoiceSchema>;

export const creditNoteSchema = z.object({
  invoiceId: z.coerce.number({ error: "Scegli la fattura da stornare" }).int().positive().max(MAX_RECORD_ID),
  amount: euroAmountSchema({
    required: "Indica l'importo della nota di credito",
    invalid: "Scrivi l'importo in euro, ad esempio 1.234,50",
    min: { cents: 1, message: "L'importo deve essere maggiore di zero" },
    max: { cents: 100_000_000, message: "L'importo è troppo alto" },
  }),
  reason: z
    .string({ error: "Scrivi il motivo della nota di credito" })
    .trim()
    .min(3, "Scrivi il motivo della nota di credito")
    .max(300, "Il motivo può avere al massimo 300 caratteri"),
  invoiceKey,
});
export type CreditNoteInput = z.infer<typeof creditNoteSchema>;
