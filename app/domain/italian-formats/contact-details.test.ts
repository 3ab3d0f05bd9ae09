import { describe, expect, it } from "vitest";
import { profileSchema, registerSchema } from "../accounts/account-schemas.ts";
import { apiCheckoutSchema } from "../cart-and-checkout/api-checkout.ts";
import { invoiceSchema } from "../cart-and-checkout/checkout-rules.ts";
import { contactPageFormSchema, homeQuoteFormSchema } from "../requests/lead-forms.ts";
import { quoteRequestSchema } from "../requests/quote-request.ts";
import { staffAccountSchema } from "../staff/staff-accounts.ts";
import { isSingleLineName } from "./contact-details.ts";

// Every name a person or a company gives (docs/product/accounts.md#names)
// refuses control characters and line breaks, with an Italian message on the field.

const CONTROLS = {
  NUL: "\u0000",
  tab: "\t",
  LF: "\n",
  CR: "\r",
  "CR LF": "\r\n",
  ESC: "\u001b",
  DEL: "\u007f",
  "C1 NEL": "\u0085",
  "C1 CSI": "\u009b",
  "line separator": "\u2028",
  "paragraph separator": "\u2029",
};

const contact = { email: "giulia@example.it", telefono: "+39 333 1234567", privacy: "on" };
const schemas = [
  [
    "the contact page",
    contactPageFormSchema,
    { ...contact, nome: "Giulia", cognome: "Bianchi", messaggio: "Ciao" },
    ["nome", "cognome"],
  ],
  [
    "the home quote form",
    homeQuoteFormSchema,
    { ...contact, nome: "Giulia", cognome: "Bianchi", prodotto: "finestre" },
    ["nome", "cognome"],
  ],
  [
    "the quote request",
    quoteRequestSchema,
    {
      customerName: "Giulia Bianchi",
      customerEmail: "g@example.it",
      customerPhone: "+39 333 1234567",
      privacyConsent: true,
    },
    ["customerName"],
  ],
  [
    "registration",
    registerSchema,
    { username: "giulia", password: "Una-Password-Lunga-2026", firstName: "Giulia", lastName: "Bianchi" },
    ["firstName", "lastName"],
  ],
  ["the profile", profileSchema, { firstName: "Giulia", lastName: "Bianchi" }, ["firstName", "lastName"]],
  [
    "the shipping address",
    // The API checkout's own shipping address, where a name is as free as anywhere.
    apiCheckoutSchema.in.shape.shipping,
    {
      name: "Giulia Bianchi",
      email: "g@example.it",
      phone: "+39 333 1234567",
      address: "Via Roma 1",
      city: "Bologna",
      postalCode: "40121",
    },
    ["name"],
  ],
  [
    "the invoice data",
    invoiceSchema,
    { type: "azienda", companyName: "Serramenti Rossi S.r.l.", vatNumber: "01234567897", sdiCode: "ABC1234" },
    ["companyName"],
  ],
  [
    "a staff account",
    staffAccountSchema,
    {
      username: "collega",
      email: "c@aurora.example",
      firstName: "Anna",
      lastName: "Neri",
      password: "Password-Lunga-2026",
      role: "staff",
    },
    ["firstName", "lastName"],
  ],
] as const;

describe("names refuse control characters and line breaks", () => {
  it("knows a plain name, accents, apostrophes and spaces included", () => {
    for (const name of [
      "Giulia",
      "D'Annunzio",
      "Maria Grazia Nicolò",
      "Müller-Lüdenscheidt",
      "Serramenti & C. S.a.s.",
    ])
      expect(isSingleLineName(name)).toBe(true);
  });

  for (const [label, schema, valid, fields] of schemas) {
    describe(label, () => {
      it("takes the valid names", () => {
        const parsed = schema.safeParse(valid);
        const onNames = (parsed.error?.issues ?? []).filter((issue) =>
          fields.some((field) => field === issue.path[0]),
        );
        expect(onNames).toEqual([]);
      });

      for (const field of fields) {
        it.each(Object.entries(CONTROLS))(
          `refuses ${field} with a %s, inside or at either end`,
          (_, control) => {
            for (const name of [
              `Giu${control}lia`,
              `Giulia${control}`,
              `${control}Giulia`,
              `Giulia${control}Bcc: x@evil.example`,
            ]) {
              const parsed = schema.safeParse({ ...valid, [field]: name });
              expect(parsed.success).toBe(false);
              const issue = parsed.error?.issues.find((entry) => entry.path[0] === field);
              expect(issue?.message).toMatch(
                /non può contenere a capo, tabulazioni o altri caratteri di controllo$/,
              );
            }
          },
        );
      }
    });
  }
});
