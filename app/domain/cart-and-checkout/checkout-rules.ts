import { z } from "zod";
import type { LineKind } from "../configurator/line-kinds/registry.ts";
import {
  emailSchema,
  optionalCompanyNameSchema,
  phoneSchema,
  singleLineText,
} from "../italian-formats/contact-details.ts";
import { fiscalCodeProblem, normalizeFiscalCode } from "../italian-formats/fiscal-code.ts";
import { isProvinceCode } from "../italian-formats/provinces.ts";
import { normalizeVatNumber, vatNumberProblem } from "../italian-formats/vat-number.ts";
import { MAX_ORDER_TOTAL_CENTS } from "../orders/order-totals.ts";
import type { InstallationDeclaration } from "../vat/installation-declaration.ts";
import { integerLike } from "../web/validation.ts";
import {
  isValidPec,
  isValidSdiCode,
  normalizeSdiCode,
  PEC_MESSAGE,
  SDI_CODE_MESSAGE,
} from "./electronic-invoicing.ts";
import { invoiceTypes } from "./invoice-types.ts";
import { paymentMethods } from "./payment-methods.ts";

// Checkout rules shared by the form and the server.

export const EXPECTED_TOTAL_MESSAGE =
  "Totale atteso non valido: indica il totale in euro con al massimo due decimali";

/**
 * Control characters (a NUL above all, which PostgreSQL cannot store in text)
 * have no place in an address or a name: refused with a message, never a 500.
 */
const CONTROL_CHARACTERS_MESSAGE = "Il testo contiene caratteri non ammessi";
function printable(value: string): boolean {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    // Tab, line feed and carriage return are allowed (notes may have lines).
    if ((code < 32 && code !== 9 && code !== 10 && code !== 13) || code === 127) return false;
  }
  return true;
}

const requiredText = (message: string, max = 200) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `Al massimo ${max} caratteri`)
    .refine(printable, CONTROL_CHARACTERS_MESSAGE);

/** An empty or blank text is a field left out. */
const blankToUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

const optionalText = (max: number, message: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: message })
      .trim()
      .max(max, message)
      .refine(printable, CONTROL_CHARACTERS_MESSAGE)
      .optional(),
  );

/** A checkbox: `true`/`false` from JSON, "on" (or nothing) from a form post. */
const checkbox = (message: string) =>
  z.preprocess(
    (value) => (value === "on" || value === "true" ? true : value === "" ? undefined : value),
    z.boolean({ error: message }).default(false),
  );

const PROVINCE_MESSAGE = "Scegli la provincia dall'elenco";
const HOUSE_NUMBER_MESSAGE = "Inserisci il numero civico (al massimo 20 caratteri)";

const provinceSchema = z
  .string({ error: PROVINCE_MESSAGE })
  .trim()
  .refine(isProvinceCode, PROVINCE_MESSAGE)
  .transform((code) => code.toUpperCase());

/**
 * The shipping address. `address` is the street (the field's old name, kept for
 * API clients); the page form also requires the house number and the province,
 * which the JSON API takes when given (docs/product/buying.md#checkout).
 */
function shippingObject(complete: boolean) {
  return z.object(
    {
      name: singleLineText("Inserisci nome e cognome").pipe(requiredText("Inserisci nome e cognome", 120)),
      email: emailSchema,
      phone: phoneSchema,
      address: requiredText("Inserisci l'indirizzo di consegna"),
      houseNumber: complete ? requiredText(HOUSE_NUMBER_MESSAGE, 20) : optionalText(20, HOUSE_NUMBER_MESSAGE),
      city: requiredText("Inserisci la città", 100),
      postalCode: z
        .string({ error: "Inserisci un CAP di 5 cifre" })
        .trim()
        .regex(/^\d{5}$/, "Inserisci un CAP di 5 cifre"),
      province: complete ? provinceSchema : z.preprocess(blankToUndefined, provinceSchema.optional()),
    },
    { error: "Inserisci i dati di spedizione" },
  );
}

/** The invoice data as stored: a private customer's codice fiscale, or a company's details. */
export type InvoiceData =
  | { type: "privato"; fiscalCode: string }
  | { type: "azienda"; companyName: string; vatNumber: string; sdiCode: string | null; pec: string | null };

/**
 * "Dati di fatturazione" (docs/product/buying.md#invoice-data): a private
 * customer gives their codice fiscale; a company its ragione sociale, partita
 * IVA, and an SDI recipient code or a PEC address.
 */
export const invoiceSchema = z
  .object(
    {
      type: z.enum(invoiceTypes, { error: "Indica se acquisti come privato o come azienda" }),
      fiscalCode: optionalText(32, "Il codice fiscale è di 16 caratteri"),
      companyName: optionalCompanyNameSchema,
      vatNumber: optionalText(20, "La partita IVA è di 11 cifre"),
      sdiCode: optionalText(20, SDI_CODE_MESSAGE),
      pec: optionalText(254, PEC_MESSAGE),
    },
    { error: "Dati di fatturazione non validi" },
  )
  .superRefine((invoice, ctx) => {
    const problem = (path: string, message: string | null) => {
      if (message) ctx.addIssue({ code: "custom", path: [path], message });
    };
    if (invoice.type === "privato") {
      problem(
        "fiscalCode",
        invoice.fiscalCode ? fiscalCodeProblem(invoice.fiscalCode) : "Inserisci il codice fiscale",
      );
      return;
    }
    if (!invoice.companyName) problem("companyName", "Inserisci la ragione sociale");
    problem(
      "vatNumber",
      invoice.vatNumber ? vatNumberProblem(invoice.vatNumber) : "Inserisci la partita IVA",
    );
    if (!invoice.sdiCode && !invoice.pec) {
      problem("sdiCode", "Indica il codice destinatario SDI oppure l'indirizzo PEC");
    }
    if (invoice.sdiCode && !isValidSdiCode(invoice.sdiCode)) problem("sdiCode", SDI_CODE_MESSAGE);
    if (invoice.pec && !isValidPec(invoice.pec)) problem("pec", PEC_MESSAGE);
  })
  .transform(
    (invoice): InvoiceData =>
      invoice.type === "privato"
        ? { type: "privato", fiscalCode: normalizeFiscalCode(invoice.fiscalCode ?? "") }
        : {
            type: "azienda",
            companyName: invoice.companyName ?? "",
            vatNumber: normalizeVatNumber(invoice.vatNumber ?? ""),
            sdiCode: invoice.sdiCode ? normalizeSdiCode(invoice.sdiCode) : null,
            pec: invoice.pec?.trim() || null,
          },
  );

export const TAX_DEDUCTION_PAYMENT_MESSAGE =
  "La detrazione fiscale richiede il pagamento con bonifico bancario: i pagamenti con carta, portafoglio digitale o in contanti non danno diritto alla detrazione.";
export const TAX_DEDUCTION_FISCAL_CODE_MESSAGE =
  "Per la detrazione fiscale indica i dati di fatturazione da privato con il tuo codice fiscale (la detrazione per le aziende non si richiede online).";
export const WITHDRAWAL_EXCLUSION_MESSAGE =
  "Conferma di aver compreso che i prodotti su misura sono esclusi dal diritto di recesso.";

/** The fields of an order; `complete` is the page form, which requires what the JSON API leaves optional. */
export function checkoutObject(complete: boolean) {
  return z.object(
    {
      shipping: shippingObject(complete),
      invoice: complete ? invoiceSchema : invoiceSchema.optional(),
      paymentMethod: z.enum(paymentMethods, {
        error: "Scegli un metodo di pagamento",
      }),
      /** "Voglio usufruire della detrazione fiscale": the causale becomes a bonifico parlante. */
      taxDeduction: checkbox("Detrazione fiscale: indica sì o no"),
      /**
       * The acknowledgement that made-to-measure products cannot be returned
       * (art. 59, comma 1, lett. c, Codice del Consumo); the server requires it
       * when the cart holds one (docs/product/buying.md#right-of-withdrawal).
       */
      withdrawalExclusionAccepted: checkbox(WITHDRAWAL_EXCLUSION_MESSAGE),
      /**
       * «Le misure indicate sono definitive»: without installation there is no
       * survey, and the customer's sizes become final when they confirm them
       * here (docs/product/production.md#measurements). Ignored when a line includes installation.
       */
      sizesConfirmed: checkbox("Conferma delle misure: indica sì o no"),
      notes: z
        .string({ error: "Le note devono essere un testo" })
        .trim()
        .max(1000, "Le note possono contenere al massimo 1000 caratteri")
        .refine(printable, CONTROL_CHARACTERS_MESSAGE)
        .optional(),
      /** Same key on a retry or a double click: one order. */
      idempotencyKey: z
        .string({ error: "Chiave di idempotenza non valida" })
        .trim()
        .regex(/^[A-Za-z0-9_-]{8,100}$/, "Chiave di idempotenza non valida")
        .optional(),
      /**
       * The total, in cents, the customer was shown (the checkout form's hidden
       * field): the order is refused (a conflict) when today's total differs.
       */
      expectedTotalCents: z
        .preprocess(
          integerLike,
          z
            .number({ error: EXPECTED_TOTAL_MESSAGE })
            .int(EXPECTED_TOTAL_MESSAGE)
            .min(0, EXPECTED_TOTAL_MESSAGE)
            .max(MAX_ORDER_TOTAL_CENTS, EXPECTED_TOTAL_MESSAGE),
        )
        .optional(),
    },
    { error: "Dati dell'ordine mancanti" },
  );
}

type CheckoutFields = z.output<ReturnType<typeof checkoutObject>>;

/** The rules across fields: the deduction needs a bank transfer and a private customer's codice fiscale. */
export function checkTaxDeduction(
  input: Pick<CheckoutFields, "taxDeduction" | "paymentMethod" | "invoice">,
  ctx: z.RefinementCtx,
) {
  if (!input.taxDeduction) return;
  if (input.paymentMethod !== "bonifico") {
    ctx.addIssue({ code: "custom", path: ["taxDeduction"], message: TAX_DEDUCTION_PAYMENT_MESSAGE });
  } else if (input.invoice?.type !== "privato") {
    ctx.addIssue({ code: "custom", path: ["taxDeduction"], message: TAX_DEDUCTION_FISCAL_CODE_MESSAGE });
  }
}

/** The page form (routes/checkout.tsx): house number, province and invoice data are required. */
export const checkoutSchema = checkoutObject(true).superRefine(checkTaxDeduction);

export type CheckoutInput = Omit<CheckoutFields, "invoice"> & {
  invoice?: InvoiceData;
  /** With installation: the building's use and the kind of work (docs/product/vat.md#who-gets-it); null when not given. */
  declaration?: InstallationDeclaration | null;
};

/**
 * The street and the house number of a one-line address, as the profile keeps
 * it: "Via Indipendenza 10" → ["Via Indipendenza", "10"]; without a trailing
 * number the whole line is the street.
 */
export function splitStreetAndNumber(address: string): { street: string; houseNumber: string } {
  const match = /^(.*?)[\s,]+(\d+[A-Za-z]?(?:\/[A-Za-z0-9]+)?)$/.exec(address.trim());
  return match?.[1]
    ? { street: match[1], houseNumber: match[2] ?? "" }
    : { street: address.trim(), houseNumber: "" };
}

/**
 * Made-to-measure products are excluded from the right of withdrawal (art. 59,
 * comma 1, lett. c, Codice del Consumo): every configured window and door is
 * built to the customer's measurements (docs/product/buying.md#right-of-withdrawal).
 */
export function isMadeToMeasure(kind: LineKind): boolean {
  return kind === "window" || kind === "door";
}

/** The one-line address older readers use: "Via Indipendenza 10". */
export function streetLine(street: string, houseNumber: string | null | undefined): string {
  return houseNumber ? `${street} ${houseNumber}` : street;
}
