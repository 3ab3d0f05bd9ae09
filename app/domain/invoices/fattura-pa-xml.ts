import { create } from "xmlbuilder2";
import type { RecordedPaymentMethod } from "../payments/payment-entries.ts";
import type { InvoiceAddress, InvoiceDocument, InvoiceLine } from "./invoice-document.ts";
import { latinChunks, latinText } from "./latin-text.ts";

// The FatturaPA XML of an invoice (docs/product/invoices.md#fatturapa), format
// FPR12 of schema 1.2.2, built with xmlbuilder2 (docs/decisions/035-fatturapa-xml.md):
// only the root element is in the schema's namespace, its children in none
// (the schema is unqualified), amounts with a dot and two decimals.

export const FATTURAPA_NAMESPACE = "http://ivaservizi.agenziaentrate.gov.it/docs/xsd/fatture/v1.2";

/** ModalitaPagamento per method (MP05 bonifico, MP08 carta, MP01 contanti, MP02 assegno). */
export const paymentModeCodes: Record<RecordedPaymentMethod, string> = {
  bonifico: "MP05",
  carta: "MP08",
  portafoglio: "MP08",
  contrassegno: "MP01",
  contanti: "MP01",
  assegno: "MP02",
  finanziamento: "MP05",
};

/** 12345 → "123.45"; −500 → "-5.00". */
export function euros(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** A line's unit price to eight decimals (Amount8DecimalType), so that price × quantity gives the line's total. */
export function unitPrice(line: Pick<InvoiceLine, "netCents" | "quantity">): string {
  const hundredMillionths = Math.round((line.netCents * 1_000_000) / line.quantity);
  const sign = hundredMillionths < 0 ? "-" : "";
  const abs = Math.abs(hundredMillionths);
  const whole = Math.floor(abs / 100_000_000);
  const fraction = String(abs % 100_000_000)
    .padStart(8, "0")
    .replace(/0{1,6}$/, "");
  return `${sign}${whole}.${fraction.padEnd(2, "0")}`;
}

function rate(ratePercent: number): string {
  return `${ratePercent}.00`;
}

function sede(address: InvoiceAddress) {
  return {
    Indirizzo: latinText(address.street, 60),
    ...(address.houseNumber ? { NumeroCivico: latinText(address.houseNumber, 8) } : {}),
    CAP: address.postalCode,
    Comune: latinText(address.city, 60),
    ...(/^[A-Z]{2}$/.test(address.province) ? { Provincia: address.province } : {}),
    Nazione: address.country,
  };
}

function header(document: InvoiceDocument) {
  const { seller, buyer } = document;
  return {
    DatiTrasmissione: {
      IdTrasmittente: { IdPaese: "IT", IdCodice: seller.vatNumber },
      ProgressivoInvio: document.sdiProgressive,
      FormatoTrasmissione: "FPR12",
      CodiceDestinatario: buyer.recipientCode,
      ...(buyer.pec && buyer.recipientCode === "0000000" ? { PECDestinatario: buyer.pec } : {}),
    },
    CedentePrestatore: {
      DatiAnagrafici: {
        IdFiscaleIVA: { IdPaese: "IT", IdCodice: seller.vatNumber },
        CodiceFiscale: seller.fiscalCode,
        Anagrafica: { Denominazione: latinText(seller.legalName, 80) },
        RegimeFiscale: seller.fiscalRegime,
      },
      Sede: sede(seller.address),
      IscrizioneREA: {
        Ufficio: seller.rea.office,
        NumeroREA: seller.rea.number,
        CapitaleSociale: euros(seller.rea.shareCapitalCents),
        StatoLiquidazione: "LN",
      },
      Contatti: { Telefono: seller.phone, Email: seller.email },
    },
    CessionarioCommittente: {
      DatiAnagrafici: {
        ...(buyer.vatNumber ? { IdFiscaleIVA: { IdPaese: "IT", IdCodice: buyer.vatNumber } } : {}),
        ...(buyer.fiscalCode ? { CodiceFiscale: buyer.fiscalCode } : {}),
        // A person's full name as one Denominazione: splitting it into Nome and Cognome would guess.
        Anagrafica: { Denominazione: latinText(buyer.name, 80) },
      },
      Sede: sede(buyer.address),
    },
  };
}

function generalData(document: InvoiceDocument) {
  return {
    DatiGeneraliDocumento: {
      TipoDocumento: document.type,
      Divisa: "EUR",
      Data: document.issuedOn,
      Numero: document.number,
      ImportoTotaleDocumento: euros(document.totalCents),
      Causale: document.notes.flatMap((note) => latinChunks(note, 200)),
    },
    DatiOrdineAcquisto: { IdDocumento: latinText(document.orderNumber, 20) },
    ...(document.linkedInvoices.length > 0
      ? {
          DatiFattureCollegate: document.linkedInvoices.map((invoice) => ({
            IdDocumento: invoice.number,
            Data: invoice.issuedOn,
          })),
        }
      : {}),
  };
}

function goodsAndServices(document: InvoiceDocument) {
  return {
    DettaglioLinee: document.lines.map((line, index) => ({
      NumeroLinea: index + 1,
      Descrizione: latinText(line.description, 1000),
      Quantita: `${line.quantity}.00`,
      PrezzoUnitario: unitPrice(line),
      PrezzoTotale: euros(line.netCents),
      AliquotaIVA: rate(line.ratePercent),
    })),
    DatiRiepilogo: document.rates.map((summary) => ({
      AliquotaIVA: rate(summary.ratePercent),
      ImponibileImporto: euros(summary.netCents),
      Imposta: euros(summary.vatCents),
      EsigibilitaIVA: "I",
      ...(summary.legalReference ? { RiferimentoNormativo: latinText(summary.legalReference, 100) } : {}),
    })),
  };
}

function paymentData(document: InvoiceDocument) {
  if (document.payments.length === 0) return {};
  return {
    DatiPagamento: {
      // An acconto is an advance (TP03); the final invoice settles the rest (TP02).
      CondizioniPagamento: document.type === "TD02" ? "TP03" : "TP02",
      DettaglioPagamento: document.payments.map((payment) => ({
        Beneficiario: latinText(document.seller.legalName, 200),
        ModalitaPagamento: paymentModeCodes[payment.method],
        DataRiferimentoTerminiPagamento: payment.receivedOn,
        ImportoPagamento: euros(payment.amountCents),
        ...(paymentModeCodes[payment.method] === "MP05" && document.iban
          ? { IBAN: document.iban.replace(/\s+/g, "") }
          : {}),
      })),
    },
  };
}

/** The invoice as FatturaPA XML (UTF-8, with its declaration). */
export function fatturaPaXml(document: InvoiceDocument): string {
  return create(
    { version: "1.0", encoding: "UTF-8" },
    {
      "p:FatturaElettronica": {
        "@xmlns:p": FATTURAPA_NAMESPACE,
        "@versione": "FPR12",
        FatturaElettronicaHeader: header(document),
        FatturaElettronicaBody: {
          DatiGenerali: generalData(document),
          DatiBeniServizi: goodsAndServices(document),
          ...paymentData(document),
        },
      },
    },
  ).end({ prettyPrint: true });
}
