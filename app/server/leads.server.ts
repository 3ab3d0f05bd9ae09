import type { ContactPageForm, HomeQuoteForm } from "#app/domain/lead-forms.ts";
import * as schema from "#db/schema.ts";
import type { Database } from "./db.server.ts";

export type Lead =
  | { source: "contatti"; form: ContactPageForm }
  | { source: "home-preventivo"; form: HomeQuoteForm };

/** Saves a contact or home-quote form as a lead the shop's staff can answer. */
export async function saveLead(db: Database, lead: Lead, userId: number | null = null): Promise<number> {
  const { form } = lead;
  const [row] = await db
    .insert(schema.contactMessages)
    .values({
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
  return row.id;
}
