import { company } from "../documents/company.ts";
import type { RecordedPaymentMethod } from "../payments/payment-entries.ts";
import type { VatRate } from "../vat/vat-split.ts";
import type { InvoiceDocumentType } from "./invoice-kinds.ts";

// An issued invoice exactly as it was issued (docs/product/invoices.md): the PDF
// and the FatturaPA XML are both made from this frozen document, so the two
// always say the same thing.

/** Where a party is, in the parts FatturaPA's Sede asks for. */
export interface InvoiceAddress {
  street: string;
  houseNumber: string;
  postalCode: string;
  city: string;
  /** Two letters; "" when not known. */
  province: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
}

export interface InvoiceSeller {
  legalName: string;
  /** The partita IVA without the country prefix ("04518230372"). */
  vatNumber: string;
  /** An S.r.l.'s codice fiscale is its partita IVA. */
  fiscalCode: string;
  /** RF01: regime ordinario. */
  fiscalRegime: "RF01";
  address: InvoiceAddress;
  rea: { office: string; number: string; shareCapitalCents: number };
  phone: string;
  email: string;
}

export interface InvoiceBuyer {
  kind: "privato" | "azienda";
  /** The person's full name or the company's name, as the order gives it. */
  name: string;
  /** A company's partita IVA without the country prefix; null for a private customer. */
  vatNumber: string | null;
  fiscalCode: string | null;
  address: InvoiceAddress;
  /** CodiceDestinatario: the SDI code of a company, "0000000" otherwise. */
  recipientCode: string;
  pec: string | null;
}

/** What a line is: a good or a service of the job, or an earlier invoice's amount deducted. */
export type InvoiceLineNature = "good" | "service" | "deduction" | "credit";

export interface InvoiceLine {
  description: string;
  quantity: number;
  nature: InvoiceLineNature;
  ratePercent: VatRate;
  /** Taxable amount of the whole line (negative for a deduction). */
  netCents: number;
}

/** One VAT rate of the document (FatturaPA DatiRiepilogo). */
export interface InvoiceRateSummary {
  ratePercent: VatRate;
  netCents: number;
  vatCents: number;
  /** RiferimentoNormativo: the law the reduced rate rests on; "" at 22 %. */
  legalReference: string;
}

/** Money received that this document invoices (FatturaPA DettaglioPagamento). */
export interface InvoicePayment {
  method: RecordedPaymentMethod;
  /** "yyyy-MM-dd". */
  receivedOn: string;
  amountCents: number;
}

/** An earlier invoice this one refers to: the acconti a final invoice deducts, the invoice a credit note corrects. */
export interface LinkedInvoice {
  number: string;
  issuedOn: string;
}

export interface InvoiceDocument {
  kind: "invoice";
  type: InvoiceDocumentType;
  /** "2026/000012". */
  number: string;
  /** "yyyy-MM-dd". */
  issuedOn: string;
  /** What the SDI file is called (IT<partita IVA>_<progressivo>.xml) and its ProgressivoInvio. */
  sdiProgressive: string;
  title: string;
  orderNumber: string;
  seller: InvoiceSeller;
  buyer: InvoiceBuyer;
  lines: InvoiceLine[];
  rates: InvoiceRateSummary[];
  totalCents: number;
  payments: InvoicePayment[];
  /** The IBAN a bank transfer went to; "" when no payment is a transfer. */
  iban: string;
  linkedInvoices: LinkedInvoice[];
  /** Causale: why the document exists, and the 10 % self-certification. */
  notes: string[];
}

/** The shop as the seller of every invoice, from app/domain/documents/company.ts. */
export function shopSeller(): InvoiceSeller {
  const { invoicing } = company;
  return {
    legalName: company.legalName,
    vatNumber: invoicing.vatNumberDigits,
    fiscalCode: invoicing.fiscalCode,
    fiscalRegime: invoicing.fiscalRegime,
    address: { ...invoicing.registeredOffice },
    rea: {
      office: invoicing.reaOffice,
      number: invoicing.reaNumber,
      shareCapitalCents: invoicing.shareCapitalCents,
    },
    phone: invoicing.phone,
    email: company.email,
  };
}
