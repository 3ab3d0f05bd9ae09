import { z } from "zod";
import { company } from "#app/domain/documents/company.ts";
import { template } from "./mail-template.server.ts";

// The e-mail of a purchase order to its supplier (docs/product/production.md#purchase-orders):
// fixed wording, the order as PDF and as CSV, both rendered when it is sent.
// A supplier is an outside reader like a customer: the "cliente" audience
// sends its answers to the office (Reply-To: SHOP_EMAIL).

const id = z.number().int().positive();

export const purchasingMailTemplates = {
  "purchase-order-sent": template(
    z.object({
      purchaseOrderId: id,
      purchaseOrderNumber: z.string().min(1),
      /** The customer order it buys for: the order's page lists the message among its e-mails. */
      orderId: id,
      orderNumber: z.string(),
      supplierName: z.string(),
    }),
    "cliente",
    (p) => ({
      subject: `Ordine ${p.purchaseOrderNumber} — ${company.brand}`,
      body: {
        greeting: `Spettabile ${p.supplierName},`,
        paragraphs: [
          `vi inviamo il nostro ordine ${p.purchaseOrderNumber}, in allegato in PDF e in CSV.`,
          `Vi preghiamo di confermarlo e di indicarci la data di consegna prevista, citando il numero ${p.purchaseOrderNumber}.`,
          `Cordiali saluti, ${company.legalName}, ${company.phone}.`,
        ],
      },
      attachments: [
        { document: "purchase-order", id: p.purchaseOrderId, number: p.purchaseOrderNumber, format: "pdf" },
        { document: "purchase-order", id: p.purchaseOrderId, number: p.purchaseOrderNumber, format: "csv" },
      ],
    }),
  ),
};
