import { z } from "zod";
import { company } from "#app/domain/documents/company.ts";
import { invoiceDocumentTypeLabels, invoiceDocumentTypes } from "#app/domain/invoices/invoice-kinds.ts";
import { formatEuroCents } from "#app/domain/italian-formats/money.ts";
import { template } from "./mail-template.server.ts";

// The e-mails of invoices (docs/product/invoices.md#e-mail): an issued
// invoice or credit note to the customer with its PDF (only to an address
// known to be theirs; the XML goes to the SDI, not by e-mail), and the request
// for the invoice data an order lacks.

const id = z.number().int().positive();

export const invoiceMailTemplates = {
  "invoice-issued": template(
    z.object({
      invoiceId: id,
      number: z.string().min(1),
      type: z.enum(invoiceDocumentTypes),
      orderId: id,
      orderNumber: z.string(),
      totalCents: z.number().int(),
      name: z.string().nullable(),
      withPdf: z.boolean(),
    }),
    "cliente",
    (p, url) => {
      const what = invoiceDocumentTypeLabels[p.type].toLowerCase();
      return {
        subject: `${invoiceDocumentTypeLabels[p.type]} n. ${p.number} - ordine ${p.orderNumber}`,
        body: {
          greeting: p.name ? `Gentile ${p.name},` : "Gentile cliente,",
          paragraphs: [
            p.withPdf
              ? `ti inviamo in allegato la copia in PDF della ${what} n. ${p.number} per l'ordine ${p.orderNumber}.`
              : `abbiamo emesso la ${what} n. ${p.number} per l'ordine ${p.orderNumber}: la trovi nella pagina dell'ordine dopo l'accesso al tuo account.`,
            "L'originale elettronico ti arriva tramite il Sistema di Interscambio dell'Agenzia delle Entrate (nel tuo cassetto fiscale).",
          ],
          rows: [
            ["Documento", `${invoiceDocumentTypeLabels[p.type]} n. ${p.number}`],
            ["Totale", formatEuroCents(p.totalCents)],
          ],
          link: { label: "Vedi l'ordine", url: url(`/orders/${p.orderId}`) },
        },
        attachments: p.withPdf ? [{ document: "invoice", id: p.invoiceId, number: p.number }] : [],
      };
    },
  ),
  "invoice-data-request": template(
    z.object({ orderId: id, orderNumber: z.string(), missing: z.array(z.string()).min(1) }),
    "cliente",
    (p) => ({
      subject: `Dati per la fattura dell'ordine ${p.orderNumber}`,
      body: {
        greeting: "Gentile cliente,",
        paragraphs: [
          `per emettere la fattura dell'ordine ${p.orderNumber} ci servono ancora: ${p.missing.join("; ")}.`,
          `Rispondi a questo messaggio con i dati mancanti, oppure chiamaci al ${company.phone}: emetteremo la fattura appena li riceviamo.`,
        ],
      },
      attachments: [],
    }),
  ),
};
