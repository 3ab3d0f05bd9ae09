import { z } from "zod";
import { orderStageLabel } from "#app/domain/orders/order-stages.ts";
import { orderStatusLabel } from "#app/domain/orders/order-status.ts";
import { template } from "./mail-template.server.ts";

// The customer told of each change of their order's stage (docs/product/mail.md),
// with the note only when staff made it visible and the name only when the
// address is confirmed.

const id = z.number().int().positive();
/** The order's number; older messages have only the id. */
const number = z.string().optional();
const reference = (documentNumber: string | undefined, orderId: number) => documentNumber ?? `n. ${orderId}`;
const greet = (name: string | null) => (name ? `Gentile ${name},` : "Gentile cliente,");

const stageOrStatus = (p: { status: string; stage?: string | undefined }) =>
  p.stage ? orderStageLabel(p.stage) : orderStatusLabel(p.status);

export const orderStatusMailTemplates = {
  "order-status-changed": template(
    z.object({
      orderId: id,
      number,
      name: z.string().nullable(),
      status: z.string(),
      // Messages queued before stages were kept carry only the status.
      stage: z.string().optional(),
      note: z.string().nullable(),
    }),
    "cliente",
    (p, url) => ({
      subject: `Il tuo ordine ${reference(p.number, p.orderId)} è ora: ${stageOrStatus(p)}`,
      body: {
        greeting: greet(p.name),
        paragraphs: [
          `lo stato del tuo ordine ${reference(p.number, p.orderId)} è cambiato in «${stageOrStatus(p)}».`,
          ...(p.note ? [`Nota del nostro personale: ${p.note}`] : []),
        ],
        link: { label: "Vedi il tuo ordine", url: url(`/orders/${p.orderId}`) },
      },
      attachments: [],
    }),
  ),
};
