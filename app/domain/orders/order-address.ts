import { z } from "zod";
import { isProvinceCode } from "../italian-formats/provinces.ts";
import { integerLike } from "../web/validation.ts";

// The delivery address of an order, as staff correct it before production
// (docs/product/offers.md#orders-that-change): the street and number apart,
// the city, the CAP and the province, each refused beside its field.

const text = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Al massimo ${max} caratteri.`);

export const orderAddressSchema = z.object({
  version: z.preprocess(integerLike, z.number({ error: "Ricarica la pagina" }).int().positive()),
  address: text("Inserisci l'indirizzo di consegna", 200),
  houseNumber: text("Inserisci il numero civico", 20),
  city: text("Inserisci la città", 100),
  postalCode: z
    .string({ error: "Inserisci un CAP di 5 cifre" })
    .trim()
    .regex(/^\d{5}$/, "Inserisci un CAP di 5 cifre"),
  province: z
    .string({ error: "Scegli la provincia" })
    .trim()
    .toUpperCase()
    .refine(isProvinceCode, "Scegli una provincia italiana (per esempio BO)"),
});
export type OrderAddressInput = z.infer<typeof orderAddressSchema>;

export const orderAddressFieldNames = ["address", "houseNumber", "city", "postalCode", "province"] as const;
