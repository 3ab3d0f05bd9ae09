import { z } from "zod";
import { paymentMethodTitle } from "#app/domain/cart-and-checkout/payment-methods.ts";
import { formatIban } from "#app/domain/italian-formats/iban.ts";
import { formatEuroCents } from "#app/domain/italian-formats/money.ts";
import { toName } from "#app/domain/italian-formats/prepositions.ts";
import { NOTHING_DUE_NOW, SURVEY_DEPOSIT_SENTENCE } from "#app/domain/payments/payment-wording.ts";
import { vatRates } from "#app/domain/vat/vat-split.ts";
import { reducedVatTextRows } from "#app/domain/vat/vat-texts.ts";
import { template } from "./mail-template.server.ts";

// The customer's «ordine ricevuto» (docs/product/mail.md): the lines, the
// total, the terms and what is due now, with the bank details of that
// instalment; never the whole total again when a deposit comes first.

const id = z.number().int().positive();
const typedName = z.string().nullable();
const cents = z.number().int();
const greet = (name: string | null) => (name ? `Gentile ${name},` : "Gentile cliente,");
/** The order's number; older messages have only the id. */
const number = z.string().optional();
const reference = (documentNumber: string | undefined, orderId: number) => documentNumber ?? `n. ${orderId}`;

/** What the order e-mail says about paying, beyond the bank details: nothing due yet after an offer with a survey. */
function orderReceivedPaymentParagraphs(p: {
  dueNow?: { amountCents: number }[] | undefined;
  later?: unknown[] | undefined;
}) {
  if (p.dueNow === undefined || p.dueNow.length > 0 || (p.later ?? []).length === 0) return [];
  return [`${NOTHING_DUE_NOW} ${SURVEY_DEPOSIT_SENTENCE}`];
}

export const orderReceivedTemplates = {
  "order-received": template(
    z.object({
      orderId: id,
      number,
      name: typedName,
      totalCents: cents,
      paymentMethod: z.string(),
      /** How to pay by bank transfer; absent for other methods and for messages queued before it. */
      bankTransfer: z
        .object({ payee: z.string(), iban: z.string(), amountCents: cents, reference: z.string() })
        .nullish(),
      /** The order's terms and instalments; absent on messages queued before instalments were kept. */
      paymentTerms: z.string().optional(),
      dueNow: z
        .array(z.object({ label: z.string(), amountCents: cents, dueOn: z.string().nullable() }))
        .optional(),
      later: z.array(z.object({ label: z.string(), amountCents: cents, when: z.string() })).optional(),
      lines: z.array(
        z.object({
          productName: z.string(),
          /** «1200 x 1400 mm»; absent on messages queued before sizes were listed. */
          size: z.string().nullish(),
          quantity: z.number().int(),
          lineTotalCents: cents,
          /** Included in the line total; absent on messages queued before services existed. */
          services: z.array(z.object({ label: z.string(), totalCents: cents })).default([]),
        }),
      ),
      /** The VAT per rate and the saving (docs/product/vat.md); absent on messages queued before it. */
      vat: z
        .object({
          rates: z.array(
            z.object({ ratePercent: z.literal([...vatRates]), netCents: cents, vatCents: cents }),
          ),
          savingCents: cents,
        })
        .nullish(),
    }),
    "cliente",
    (p, url) => ({
      subject: `Abbiamo ricevuto il tuo ordine ${reference(p.number, p.orderId)}`,
      body: {
        greeting: greet(p.name),
        paragraphs: [
          `grazie per il tuo ordine ${reference(p.number, p.orderId)}: lo abbiamo ricevuto e lo stiamo esaminando. Ti scriveremo a ogni cambio di stato.`,
          ...(p.bankTransfer
            ? [
                `Per completare l'ordine fai un bonifico di ${formatEuroCents(p.bankTransfer.amountCents)} ${toName(p.bankTransfer.payee)}, IBAN ${formatIban(p.bankTransfer.iban)}, con questa causale: «${p.bankTransfer.reference}». Avviamo la produzione quando riceviamo il pagamento.`,
              ]
            : []),
          ...orderReceivedPaymentParagraphs(p),
          "Ti contatteremo per il sopralluogo e le misure definitive; ti comunicheremo la data di consegna dopo il sopralluogo.",
        ],
        rows: [
          ...p.lines.flatMap((line): [string, string][] => [
            [
              `${line.productName}${line.size ? `, ${line.size}` : ""} × ${line.quantity}`,
              formatEuroCents(line.lineTotalCents),
            ],
            ...line.services.map((service): [string, string] => [
              `di cui ${service.label}`,
              formatEuroCents(service.totalCents),
            ]),
          ]),
          ...reducedVatTextRows(p.vat ?? null).saving,
          ["Totale (IVA inclusa)", formatEuroCents(p.totalCents)],
          ...reducedVatTextRows(p.vat ?? null).rates,
          ["Pagamento", paymentMethodTitle(p.paymentMethod)],
          ...(p.paymentTerms
            ? ([["Condizioni di pagamento", p.paymentTerms]] satisfies [string, string][])
            : []),
          ...(p.later ?? []).map((step): [string, string] => [
            `${step.label} ${step.when}`,
            formatEuroCents(step.amountCents),
          ]),
          ...(p.bankTransfer
            ? ([
                ["Beneficiario", p.bankTransfer.payee],
                ["IBAN", formatIban(p.bankTransfer.iban)],
                ["Importo", formatEuroCents(p.bankTransfer.amountCents)],
                ["Causale", p.bankTransfer.reference],
              ] satisfies [string, string][])
            : []),
        ],
        link: { label: "Vedi il tuo ordine", url: url(`/orders/${p.orderId}`) },
      },
      // The order confirmation as PDF, the same file the order's page offers; not to an
      // address nobody confirmed (no name then), since it carries the customer's details.
      attachments: p.name === null ? [] : [{ document: "order", id: p.orderId }],
    }),
  ),
};
