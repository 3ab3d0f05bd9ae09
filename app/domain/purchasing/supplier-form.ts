import { z } from "zod";
import { emailSchema } from "../italian-formats/contact-details.ts";
import { rowVersionSchema } from "../web/row-version.ts";
import { integerLike } from "../web/validation.ts";

// The catalogue's supplier forms (docs/product/production.md#purchase-orders):
// who the shop buys from, how many working days their goods take, whether they
// supply the glass, and which products come from whom. The service checks the
// same schemas again.

export const SUPPLIER_NAME_MAX_LENGTH = 100;
export const SUPPLIER_LEAD_TIME_MAX_DAYS = 365;

const checkbox = z.preprocess((value) => value === "on" || value === "true" || value === true, z.boolean());

const leadTimeMessage = `Indica i giorni lavorativi, un numero intero da 0 a ${SUPPLIER_LEAD_TIME_MAX_DAYS}`;

const supplierFields = {
  name: z
    .string({ error: "Indica il nome del fornitore" })
    .trim()
    .min(1, "Indica il nome del fornitore")
    .max(SUPPLIER_NAME_MAX_LENGTH, `Il nome può avere al massimo ${SUPPLIER_NAME_MAX_LENGTH} caratteri`),
  email: emailSchema,
  leadTimeDays: z.preprocess(
    integerLike,
    z
      .number({ error: leadTimeMessage })
      .int(leadTimeMessage)
      .min(0, leadTimeMessage)
      .max(SUPPLIER_LEAD_TIME_MAX_DAYS, leadTimeMessage),
  ),
  suppliesGlass: checkbox,
  active: checkbox,
};

/** «Aggiungi fornitore»: a new supplier is active unless the box is unticked. */
export const newSupplierSchema = z.object(supplierFields);

const idSchema = (message: string) =>
  z.preprocess(integerLike, z.number({ error: message }).int(message).positive(message));

/** An edit of one supplier, at the version its form was drawn at. */
export const supplierEditSchema = z.object({
  supplierId: idSchema("Fornitore sconosciuto"),
  ...supplierFields,
  version: rowVersionSchema,
});

/** Which supplier a product comes from; an empty supplier: the shop makes it. */
export const productSupplierSchema = z.object({
  productId: idSchema("Scegli il prodotto"),
  supplierId: z.preprocess(
    (value) => (value === "" || value === undefined ? null : integerLike(value)),
    z.number({ error: "Fornitore sconosciuto" }).int().positive().nullable(),
  ),
});

export type NewSupplier = z.output<typeof newSupplierSchema>;
export type SupplierEdit = z.output<typeof supplierEditSchema>;
export type ProductSupplierLink = z.output<typeof productSupplierSchema>;

/** The form fields drawn again into a refused supplier form. */
export const supplierFieldNames = ["supplierId", "name", "email", "leadTimeDays", "suppliesGlass", "active"];

/** A supplier as the catalogue page lists it. */
export interface SupplierRow {
  id: number;
  name: string;
  email: string;
  leadTimeDays: number;
  suppliesGlass: boolean;
  active: boolean;
  version: number;
  /** The products it supplies, by name. */
  products: { id: number; name: string }[];
}
