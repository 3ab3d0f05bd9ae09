import { z } from "zod";
import { EMAIL_MESSAGE, registerSchema } from "../accounts/account-schemas.ts";
import { isSingleLineName, nameControlCharactersMessage } from "../italian-formats/contact-details.ts";
import { type StaffRole, staffRoles } from "./staff-roles.ts";

// What an admin fills in to create a staff account (docs/product/back-office.md#staff-accounts),
// and the credentials of the first admin from the environment: the page and the server use the same rules.

export const STAFF_PASSWORD_MIN_LENGTH = 10;
export const STAFF_PASSWORD_MESSAGE = `La password del personale deve contenere almeno ${STAFF_PASSWORD_MIN_LENGTH} caratteri`;

/** The registration rules (no common or shop-word password), and longer: these accounts open the back office. */
export const staffPasswordSchema = registerSchema.shape.password.refine(
  (value) => value.length >= STAFF_PASSWORD_MIN_LENGTH,
  STAFF_PASSWORD_MESSAGE,
);

const requiredName = (label: string) =>
  z
    .string({ error: `${label} è obbligatorio` })
    .refine(isSingleLineName, nameControlCharactersMessage(label))
    .trim()
    .min(1, `${label} è obbligatorio`)
    .max(100, `${label}: al massimo 100 caratteri`);

export const staffAccountSchema = z.object({
  username: registerSchema.shape.username,
  email: z.string({ error: EMAIL_MESSAGE }).trim().max(254, EMAIL_MESSAGE).pipe(z.email(EMAIL_MESSAGE)),
  firstName: requiredName("Il nome"),
  lastName: requiredName("Il cognome"),
  password: staffPasswordSchema,
  role: z.enum(staffRoles, { error: "Scegli il ruolo: personale o amministratore" }),
});

export type StaffAccountInput = z.infer<typeof staffAccountSchema>;

export const firstAdminSchema = z.object({
  username: registerSchema.shape.username,
  password: staffPasswordSchema,
});

export type FirstAdminCredentials = z.infer<typeof firstAdminSchema>;

/** A staff account as the back office lists it (never the password hash). */
export interface StaffAccountSummary {
  id: number;
  username: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  role: StaffRole;
  /** ISO time it was disabled; null while active. */
  disabledAt: string | null;
  /** Whether they may change catalogue prices: always for an admin, for staff when an admin grants it. */
  canEditPrices: boolean;
  createdAt: string;
}
