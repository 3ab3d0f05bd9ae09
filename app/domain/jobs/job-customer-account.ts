import { z } from "zod";
import { EMAIL_MESSAGE, profileSchema } from "../accounts/account-schemas.ts";

// «Crea l'account del cliente» on a job (docs/product/jobs.md#an-account-for-a-phone-customer):
// the customer on the phone or in the showroom gets an account without a
// password and an invitation to choose one. The e-mail is what the invitation
// needs; the rest is «I miei dati», which the customer can correct later.

export const jobCustomerAccountSchema = profileSchema.extend({
  firstName: z
    .string({ error: "Scrivi il nome" })
    .trim()
    .min(1, "Scrivi il nome")
    .max(100, "Nome troppo lungo"),
  lastName: z
    .string({ error: "Scrivi il cognome" })
    .trim()
    .min(1, "Scrivi il cognome")
    .max(100, "Cognome troppo lungo"),
  email: z.string({ error: EMAIL_MESSAGE }).trim().max(254, EMAIL_MESSAGE).pipe(z.email(EMAIL_MESSAGE)),
  /** Staff heard the customer confirm the address (on the phone, in the showroom). */
  emailConfirmed: z
    .literal("on")
    .optional()
    .transform((value) => value === "on"),
});

export type JobCustomerAccountInput = z.infer<typeof jobCustomerAccountSchema>;

export const jobCustomerAccountFieldNames = [
  "firstName",
  "lastName",
  "email",
  "phone",
  "address",
  "city",
  "postalCode",
  "province",
  "fiscalCode",
] as const;

/** How long an invitation's link to choose the password works. */
export const INVITATION_TTL_DAYS = 7;
