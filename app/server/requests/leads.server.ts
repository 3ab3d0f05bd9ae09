import type { ContactPageForm, HomeQuoteForm } from "#app/domain/requests/lead-forms.ts";
import * as schema from "#db/schema.ts";
import { openJob } from "../jobs/job-records.server.ts";
import { enqueueMail } from "../mail/outbox.server.ts";
import type { Database } from "../platform/db.server.ts";

export type Lead =
  | { source: "contatti"; form: ContactPageForm }
  | { source: "home-preventivo"; form: HomeQuoteForm };

/** Saves a contact or home-quote form as a lead the shop's staff can answer, and tells the shop by e-mail. */
export async function saveLead(db: Database, lead: Lead, userId: number | null = null): Promise<number> {
  const { form } = lead;
  const id = await db.transaction(async (tx) => {
    const jobId = await openJob(tx, {
      userId,
      name: `${form.nome} ${form.cognome}`.trim(),
      email: form.email,
      phone: form.telefono ?? null,
    });
    const [row] = await tx
      .insert(schema.contactMessages)
      .values({
        jobId,
        source: lead.source,
        firstName: form.nome,
        lastName: form.cognome,
        email: form.email,
        phone: form.telefono ?? null,
        productInterest: lead.source === "home-preventivo" ? lead.form.prodotto : null,
        message: form.messaggio,
        privacyConsent: form.privacy,
        userId,
      })
      .returning({ id: schema.contactMessages.id });
    if (!row) throw new Error("lead insert returned no row");
    // The shop's inbox hears of every lead (docs/product/mail.md).
    await enqueueMail(tx, "lead-received", "shop", {
      leadId: row.id,
      source: lead.source,
      name: `${form.nome} ${form.cognome}`.trim(),
      email: form.email,
      phone: form.telefono || null,
      productInterest: lead.source === "home-preventivo" ? lead.form.prodotto : null,
      message: form.messaggio,
    });
    // The contact page's sender hears it arrived, in fixed words (docs/product/mail.md).
    if (lead.source === "contatti")
      await enqueueMail(tx, "lead-acknowledged", { to: form.email }, { leadId: row.id });
    return row.id;
  });
  return id;
}
