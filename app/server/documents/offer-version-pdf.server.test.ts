import { describe, expect, it } from "vitest";
import { salesDocumentFileName } from "#app/domain/documents/sales-document.ts";
import { formatEuroCents } from "#app/domain/italian-formats/money.ts";
import type { OfferVersionDocument, VersionProductLine } from "#app/domain/offers/offer-document.ts";
import { vatIncludedCents } from "#app/domain/orders/order-totals.ts";
import { pdfText } from "../../../tests/support/pdf-reader.ts";
import { offerVersionAsSalesDocument } from "../offers/offer-version-document.server.ts";
import { issuedDocumentKey } from "./document-pdfs.server.ts";
import { renderSalesDocumentPdf } from "./sales-document-pdf.server.ts";

// A sent version of an offer printed by the real renderer and read back with
// poppler's pdftotext (docs/product/documents.md#offer-versions).

const window: VersionProductLine = {
  type: "product",
  productId: 1,
  kind: "window",
  configuration: {} as VersionProductLine["configuration"],
  title: "Finestra Classica PVC",
  roomLabel: "Cucina",
  summary: [
    { label: "Prezzo base", value: "300,00 €" },
    { label: "Dimensioni", value: "1200 x 1400 mm" },
  ],
  drawing: {
    family: "window",
    widthMm: 1200,
    heightMm: 1400,
    colourHex: "#ffffff",
    colourName: "Bianco",
    subject: "Finestra",
    sashes: 2,
    opening: "anta-ribalta",
    sopraluce: false,
    sottoluce: false,
    hand: null,
    view: "inside",
  },
  sizesFinal: false,
  services: [
    {
      code: "installation",
      label: "Posa in opera",
      detail: "1,68 m² × 60,00 €/m² (minimo 120,00 €)",
      unitPriceCents: 12_000,
      quantity: 2,
      totalCents: 24_000,
    },
  ],
  quantity: 2,
  unitPriceCents: 50_000,
  grossCents: 124_000,
  discount: { kind: "percent", value: 500 },
  discountCents: 6_200,
  netCents: 117_800,
};

const subtotalCents = 117_800 + 8_000 + 5_000;
const offerDiscountCents = Math.round(subtotalCents * 0.05);
const totalCents = subtotalCents - offerDiscountCents;

const version: OfferVersionDocument = {
  lines: [
    window,
    {
      type: "service",
      serviceCode: "transport",
      title: "Trasporto in cantiere",
      description: "Consegna al piano strada",
      roomLabel: "",
      quantity: 1,
      unitPriceCents: 8_000,
      grossCents: 8_000,
      discount: null,
      discountCents: 0,
      netCents: 8_000,
    },
    {
      type: "free",
      title: "Smontaggio zanzariere esistenti",
      roomLabel: "Soggiorno",
      quantity: 1,
      unitPriceCents: 5_000,
      grossCents: 5_000,
      discount: null,
      discountCents: 0,
      netCents: 5_000,
    },
  ],
  subtotalCents,
  discount: { kind: "percent", value: 500 },
  discountCents: offerDiscountCents,
  totalCents,
  vatCents: vatIncludedCents(totalCents),
  validUntil: "2027-01-15",
  customerNote: "Prezzi bloccati fino alla validità indicata.",
  paymentTerms: "30 % all'ordine, saldo alla posa.",
  customer: { name: "Mario Rossi", email: "mario@example.it", phone: null, address: ["Via Roma 1"] },
};

const sales = offerVersionAsSalesDocument(
  {
    number: "O-2026-000012",
    jobNumber: "C-2026-000003",
    versionNumber: 2,
    sentAt: new Date("2026-12-16T09:00:00Z"),
  },
  version,
);

// pdftotext writes the layout's runs of spaces; one space reads the same.
const squeezed = (text: string) => text.replace(/[ \u00a0]+/g, " ");

describe("an offer's version as PDF", () => {
  it("prints every line, its discount as «Sconto», the services and the totals with the VAT", async () => {
    const text = squeezed(pdfText(await renderSalesDocumentPdf(sales)));
    expect(text).toContain("Offerta O-2026-000012 · versione 2");
    expect(text).toContain("Valida fino al 15/01/2027");
    expect(text).toContain("Quantità 2");
    expect(text).toContain("Locale: Cucina");
    expect(text).toContain("Posa in opera");
    expect(text).toContain("Sconto 5 % \u221262,00 €");
    expect(text).toContain("Trasporto in cantiere");
    expect(text).toContain("Smontaggio zanzariere esistenti");
    expect(text).toMatch(new RegExp(`Sconto 5 % \u2212${squeezed(formatEuroCents(offerDiscountCents))}`));
    expect(text).toMatch(new RegExp(`Totale ${squeezed(formatEuroCents(totalCents))}`));
    expect(text).toContain(`di cui IVA (22%) ${squeezed(formatEuroCents(vatIncludedCents(totalCents)))}`);
    expect(text).toContain("Condizioni di pagamento");
    expect(text).toContain("30 % all'ordine, saldo alla posa.");
    expect(text).toContain("Prezzi bloccati fino alla validità indicata.");
    expect(text).toContain("Commessa: C-2026-000003");
    expect(text).not.toMatch(/Maggiorazione|Prezzo base/);
  });

  it("says what the reduced VAT of a home's maintenance makes of the total, in the offer page's words", async () => {
    const reducedVat = { totalCents: totalCents - 4_800, savingCents: 4_800, declared: false };
    const withInstallation = offerVersionAsSalesDocument(
      { number: "O-2026-000012", jobNumber: "C-2026-000003", versionNumber: 2, sentAt: new Date() },
      version,
      reducedVat,
    );
    const text = squeezed(pdfText(await renderSalesDocumentPdf(withInstallation))).replace(/\s+/g, " ");
    expect(text).toContain(
      `il totale diventa ${squeezed(formatEuroCents(totalCents - 4_800))} (risparmi 48,00 €): lo dichiari accettando l'offerta.`,
    );
    expect(squeezed(pdfText(await renderSalesDocumentPdf(sales)))).not.toContain("IVA è agevolata");
  });

  it("is an issued document keyed by the version's row, named after the offer and the version", () => {
    expect(issuedDocumentKey({ kind: "offer", id: 41, document: sales })).toBe("offer-version:41");
    expect(salesDocumentFileName(sales)).toBe("offerta-O-2026-000012-versione-2.pdf");
  });
});
