import { z } from "zod";
import { emailSchema, personNameSchema, phoneSchema } from "../italian-formats/contact-details.ts";
import { isProvinceCode } from "../italian-formats/provinces.ts";
import { rowVersionSchema } from "../web/row-version.ts";

// The job's customer and site as staff edit them on the job's page
// (docs/product/jobs.md#editing-the-customer-and-the-site): every field but
// the name may be empty, since a phone customer may give no e-mail and the
// site is often known only after the first call.

const blank = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);
const optional = <Schema extends z.ZodType>(schema: Schema) => z.preprocess(blank, schema.optional());
const text = (max: number, message: string) => z.string().trim().max(max, message);

/** «Sì», «No» or not yet known, as the form's choice sends it. */
export const liftChoices = [
  { value: "", label: "Non so" },
  { value: "si", label: "Sì" },
  { value: "no", label: "No" },
] as const;

export const ACCESS_NOTES_MAX_LENGTH = 1000;

/** The fields of the customer and the site, as the forms send them. */
const jobDetailsFields = {
  customerName: personNameSchema("Inserisci il nome del cliente"),
  customerEmail: optional(emailSchema),
  customerPhone: optional(phoneSchema),
  siteStreet: optional(text(200, "L'indirizzo può contenere al massimo 200 caratteri")),
  sitePostalCode: optional(
    z
      .string()
      .trim()
      .regex(/^\d{5}$/, "Inserisci un CAP di 5 cifre"),
  ),
  siteCity: optional(text(100, "La città può contenere al massimo 100 caratteri")),
  siteProvince: optional(
    z.string().trim().toUpperCase().refine(isProvinceCode, "Scegli una provincia italiana (per esempio BO)"),
  ),
  siteFloor: optional(text(40, "Il piano può contenere al massimo 40 caratteri")),
  siteLift: z.enum(["", "si", "no"], { error: "Scegli se c'è l'ascensore" }).default(""),
  siteAccessNotes: z
    .string()
    .trim()
    .max(ACCESS_NOTES_MAX_LENGTH, `Le note possono contenere al massimo ${ACCESS_NOTES_MAX_LENGTH} caratteri`)
    .default(""),
};

type DetailsInput = z.output<z.ZodObject<typeof jobDetailsFields>>;

/** What the jobs table stores of them: an empty field is null, the lift yes, no or unknown. */
function storedDetails({ siteLift, ...fields }: DetailsInput) {
  return {
    customerName: fields.customerName,
    customerEmail: fields.customerEmail ?? null,
    customerPhone: fields.customerPhone ?? null,
    siteStreet: fields.siteStreet ?? null,
    sitePostalCode: fields.sitePostalCode ?? null,
    siteCity: fields.siteCity ?? null,
    siteProvince: fields.siteProvince ?? null,
    siteFloor: fields.siteFloor ?? null,
    siteLift: siteLift === "" ? null : siteLift === "si",
    siteAccessNotes: fields.siteAccessNotes,
  };
}

export type JobDetailsFields = ReturnType<typeof storedDetails>;

/** The job page's edit, at the version the form was drawn from. */
export const jobDetailsFormSchema = z
  .object({ ...jobDetailsFields, version: rowVersionSchema })
  .transform(({ version, ...fields }) => ({ fields: storedDetails(fields), version }));

/** «Nuova commessa»: a customer who called or came to the showroom, without an account. */
export const newJobFormSchema = z.object(jobDetailsFields).transform(storedDetails);

export type JobDetailsEdit = z.output<typeof jobDetailsFormSchema>;

/** The form's field names, drawn again as typed after a refusal. */
export const jobDetailsFieldNames = [
  "customerName",
  "customerEmail",
  "customerPhone",
  "siteStreet",
  "sitePostalCode",
  "siteCity",
  "siteProvince",
  "siteFloor",
  "siteLift",
  "siteAccessNotes",
] as const;
