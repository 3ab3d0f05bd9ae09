import { z } from "zod";
import { formatDateShort } from "#app/domain/italian-formats/dates.ts";
import { formatEuroCents } from "#app/domain/italian-formats/money.ts";
import { recordedPaymentMethodTitle } from "#app/domain/payments/payment-entries.ts";
import { template } from "./mail-template.server.ts";

// The receipt the customer gets for every ledger row staff or the payment page
// record (docs/product/payments.md#receipts): how much, how, on what day, for
// which instalment, and what is left.

const cents = z.number().int();
const greet = (name: string | null) => (name ? `Gentile ${name},` : "Gentile cliente,");

const subjects = {
  payment: (number: string) => `Abbiamo ricevuto il tuo pagamento per l'ordine ${number}`,
  refund: (number: string) => `Rimborso per l'ordine ${number}`,
  reversal: (number: string) => `Correzione di un pagamento dell'ordine ${number}`,
} as const;

export const paymentMailTemplates = {
  "payment-receipt": template(
    z.object({
      orderId: z.number().int().positive(),
      number: z.string(),
      name: z.string().nullable(),
      kind: z.enum(["payment", "refund", "reversal"]),
      amountCents: cents,
      /** What the customer's bank withheld on a bonifico parlante (0 otherwise). */
      withheldCents: cents.default(0),
      method: z.string(),
      /** "yyyy-MM-dd". */
      receivedOn: z.string(),
      instalmentLabel: z.string().nullable(),
      leftCents: cents,
      reason: z.string().default(""),
    }),
    "cliente",
    (p, url) => {
      const day = formatDateShort(`${p.receivedOn}T12:00:00Z`);
      const amount = formatEuroCents(p.amountCents);
      const lead =
        p.kind === "payment"
          ? `abbiamo registrato il tuo pagamento di ${amount} per l'ordine ${p.number}${p.instalmentLabel ? ` (${p.instalmentLabel.toLowerCase()})` : ""}. Grazie!`
          : p.kind === "refund"
            ? `ti abbiamo rimborsato ${amount} per l'ordine ${p.number}.`
            : `abbiamo annullato la registrazione di un pagamento di ${amount} per l'ordine ${p.number}, registrato per errore.`;
      return {
        subject: subjects[p.kind](p.number),
        body: {
          greeting: greet(p.name),
          paragraphs: [
            lead,
            ...(p.withheldCents > 0
              ? [
                  `Della somma, ${formatEuroCents(p.withheldCents)} sono la ritenuta dell'11 % trattenuta dalla tua banca sul bonifico parlante: per noi la rata è pagata per intero.`,
                ]
              : []),
            ...(p.reason ? [`Motivo: ${p.reason}`] : []),
            p.leftCents > 0
              ? `Resta da pagare: ${formatEuroCents(p.leftCents)}. Le scadenze sono nella pagina dell'ordine.`
              : "Non resta nulla da pagare.",
          ],
          rows: [
            ["Importo", amount],
            ["Metodo", recordedPaymentMethodTitle(p.method)],
            ["Data", day],
            ...(p.instalmentLabel ? ([["Rata", p.instalmentLabel]] satisfies [string, string][]) : []),
            ["Resta da pagare", formatEuroCents(p.leftCents)],
          ],
          link: { label: "Vedi i pagamenti dell'ordine", url: url(`/orders/${p.orderId}`) },
        },
        attachments: [],
      };
    },
  ),
};
