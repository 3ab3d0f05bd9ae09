import { z } from "zod";
import { appointmentKindLabels, appointmentKinds } from "#app/domain/appointments/appointment-kinds.ts";
import { timeWindow } from "#app/domain/appointments/appointment-times.ts";
import { formatDateShort } from "#app/domain/italian-formats/dates.ts";
import { template } from "./mail-template.server.ts";

// The appointments' messages (docs/product/production.md#invitations): the
// customer's invitation (booked, moved, cancelled) with its calendar event,
// and the office told of a customer's request for another date.

const greet = (name: string | null) => (name ? `Gentile ${name},` : "Gentile cliente,");

/** Which appointment a message is about, as it was when the message was queued. */
const appointmentFacts = {
  appointmentId: z.number().int().positive(),
  jobNumber: z.string(),
  kind: z.enum(appointmentKinds),
  startsAt: z.string(),
  endsAt: z.string(),
};

export const appointmentMailTemplates = {
  "appointment-invitation": template(
    z.object({
      ...appointmentFacts,
      siteAddress: z.string().nullable(),
      name: z.string().nullable(),
      method: z.enum(["REQUEST", "CANCEL"]),
      sequence: z.number().int().min(0),
      moved: z.boolean(),
    }),
    "cliente",
    (p, url) => {
      const kind = appointmentKindLabels[p.kind];
      const when = `${formatDateShort(p.startsAt)}, ${timeWindow(p.startsAt, p.endsAt)}`;
      const cancel = p.method === "CANCEL";
      return {
        subject: cancel
          ? `Appuntamento annullato: ${kind.toLowerCase()} del ${formatDateShort(p.startsAt)}`
          : `${p.moved ? "Appuntamento spostato" : "Appuntamento fissato"}: ${kind.toLowerCase()} il ${when}`,
        body: {
          greeting: greet(p.name),
          paragraphs: [
            cancel
              ? `l'appuntamento (${kind.toLowerCase()}) del ${when} è annullato. Ti contatteremo per fissare una nuova data.`
              : `${p.moved ? "abbiamo spostato" : "abbiamo fissato"} l'appuntamento (${kind.toLowerCase()}) per la commessa ${p.jobNumber}: ${when}. In allegato trovi l'invito da aggiungere al tuo calendario.`,
            "Se la data non ti va bene rispondi a questa e-mail o chiedi un'altra data dalla pagina del tuo ordine.",
          ],
          rows: [
            ["Appuntamento", kind],
            ["Quando", when],
            ...(p.siteAddress ? ([["Dove", p.siteAddress]] satisfies [string, string][]) : []),
          ],
          link: { label: "Vedi i tuoi ordini", url: url("/orders") },
        },
        attachments: [
          {
            document: "appointment-invitation" as const,
            id: p.appointmentId,
            sequence: p.sequence,
            method: p.method,
            confirmed: p.name !== null,
          },
        ],
      };
    },
  ),
  "appointment-change-request": template(
    z.object({
      ...appointmentFacts,
      customerName: z.string(),
      message: z.string(),
    }),
    "negozio",
    (p, url) => ({
      subject: `Richiesta di un'altra data: ${appointmentKindLabels[p.kind].toLowerCase()} della commessa ${p.jobNumber}`,
      body: {
        greeting: "Buongiorno,",
        paragraphs: [
          `${p.customerName} chiede un'altra data per l'appuntamento del ${formatDateShort(p.startsAt)}, ${timeWindow(p.startsAt, p.endsAt)}.`,
          `Messaggio del cliente: ${p.message}`,
        ],
        link: { label: "Apri la commessa", url: url(`/gestione/commesse/${p.jobNumber}`) },
      },
      attachments: [],
    }),
  ),
};
