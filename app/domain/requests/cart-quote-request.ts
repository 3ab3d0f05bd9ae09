import { z } from "zod";
import type { PublicUser } from "../accounts/public-user.ts";
import { splitProfileAddress } from "../cart-and-checkout/profile-address.ts";
import { isProvinceCode } from "../italian-formats/provinces.ts";
import type { RequestStatus } from "./request-status.ts";

// «Richiedi un preventivo per tutto il carrello» (docs/product/buying.md#a-quote-for-the-whole-cart):
// where the work is and what the customer wants of the survey, each field
// refused with its own Italian message beside it. The lines are the cart's.

export const PREFERRED_DAYS_MAX = 200;
export const CART_QUOTE_NOTE_MAX = 2000;

export const EMPTY_CART_QUOTE_MESSAGE =
  "Il carrello è vuoto: aggiungi i prodotti configurati prima di chiedere il preventivo.";

const requiredText = (max: number, missing: string, tooLong: string) =>
  z.string({ error: missing }).trim().min(1, missing).max(max, tooLong);

const optionalText = (max: number, tooLong: string) =>
  z.string({ error: tooLong }).trim().max(max, tooLong).optional().default("");

/** «Sì», «No» or not known, as the lift's choice sends it. */
export const cartQuoteLiftChoices = [
  { value: "", label: "Non so" },
  { value: "si", label: "Sì" },
  { value: "no", label: "No" },
] as const;

export const cartQuoteFormSchema = z.object({
  siteStreet: requiredText(
    200,
    "Scrivi l'indirizzo del cantiere (via e numero civico)",
    "L'indirizzo può contenere al massimo 200 caratteri",
  ),
  sitePostalCode: z
    .string({ error: "Inserisci un CAP di 5 cifre" })
    .trim()
    .regex(/^\d{5}$/, "Inserisci un CAP di 5 cifre"),
  siteCity: requiredText(100, "Scrivi la città", "La città può contenere al massimo 100 caratteri"),
  siteProvince: z
    .string({ error: "Scegli la provincia" })
    .trim()
    .toUpperCase()
    .refine(isProvinceCode, "Scegli una provincia italiana (per esempio BO)"),
  siteFloor: optionalText(40, "Il piano può contenere al massimo 40 caratteri"),
  siteLift: z
    .enum(["", "si", "no"], { error: "Scegli se c'è l'ascensore" })
    .optional()
    .default("")
    .transform((value) => (value === "" ? null : value === "si")),
  surveyWanted: z
    .union([z.literal("on"), z.literal("")], { error: "Scelta del sopralluogo non valida" })
    .optional()
    .transform((value) => value === "on"),
  preferredDays: optionalText(
    PREFERRED_DAYS_MAX,
    `I giorni preferiti possono contenere al massimo ${PREFERRED_DAYS_MAX} caratteri`,
  ),
  note: optionalText(
    CART_QUOTE_NOTE_MAX,
    `La nota può contenere al massimo ${CART_QUOTE_NOTE_MAX} caratteri`,
  ),
});

export type CartQuoteForm = z.output<typeof cartQuoteFormSchema>;

/** The form's field names, drawn again as typed after a refusal. */
export const cartQuoteFieldNames = [
  "siteStreet",
  "sitePostalCode",
  "siteCity",
  "siteProvince",
  "siteFloor",
  "siteLift",
  "surveyWanted",
  "preferredDays",
  "note",
] as const;

/** The lead's message as the office's inbox reads it: what the customer asked beyond the lines. */
export function cartQuoteMessage(form: CartQuoteForm): string {
  return [
    `Sopralluogo richiesto: ${form.surveyWanted ? "sì" : "no"}`,
    `Giorni preferiti: ${form.preferredDays || "—"}`,
    `Nota: ${form.note || "—"}`,
  ].join("\n");
}

/** How the customer's quote page names the request. */
export const CART_QUOTE_TITLE = "Richiesta per tutto il carrello";

/** A whole-cart request as the customer's quote page lists it. */
export interface CartQuoteSummary {
  id: number;
  createdAt: string;
  status: RequestStatus;
}

/** The site's fields as «I miei dati» fill them: most customers ask for their own home. */
export function cartQuotePrefill(
  user: Pick<PublicUser, "address" | "city" | "postalCode" | "province">,
): Record<string, string> {
  const parts = splitProfileAddress(user.address ?? "");
  const province = (user.province || parts.province).toUpperCase();
  return {
    siteStreet: [parts.street, parts.houseNumber].filter(Boolean).join(" "),
    sitePostalCode: user.postalCode || parts.postalCode,
    siteCity: user.city || parts.city,
    siteProvince: isProvinceCode(province) ? province : "",
  };
}
