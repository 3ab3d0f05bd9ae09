import { describe, expect, it } from "vitest";
import type { OfferVersionDocument, VersionLine } from "../offers/offer-document.ts";
import { jobVatSplit } from "./beni-significativi.ts";
import { cartVatJob, orderVatSplit, positionVatLines, versionVatJob } from "./vat-job-lines.ts";
import { splitTotalCents } from "./vat-split.ts";

const home = { residentialDeclared: true, workKind: "manutenzione-straordinaria" as const };
const installation = { code: "installation", label: "Posa in opera", quantity: 2, totalCents: 24_400 };

describe("positionVatLines", () => {
  it("makes the good and one line per service, sharing the line's discount in proportion", () => {
    const lines = positionVatLines({
      description: "Finestra (Cucina)",
      quantity: 2,
      goodsGrossCents: 97_600,
      significantGood: true,
      services: [installation],
      discountCents: 12_200,
    });
    expect(lines).toEqual([
      {
        description: "Finestra (Cucina)",
        quantity: 2,
        nature: "good",
        grossCents: 87_840,
        withInstallation: true,
        significantGood: true,
      },
      {
        description: "Posa in opera – Finestra (Cucina)",
        quantity: 2,
        nature: "service",
        grossCents: 21_960,
        withInstallation: true,
        significantGood: false,
      },
    ]);
  });

  it("leaves a position without installation out of the calculation, with its other services", () => {
    const lines = positionVatLines({
      description: "Finestra",
      quantity: 1,
      goodsGrossCents: 50_000,
      significantGood: true,
      services: [{ code: "removal", label: "Rimozione", quantity: 1, totalCents: 5_000 }],
    });
    expect(lines.map((line) => line.withInstallation)).toEqual([false, false]);
  });
});

describe("cartVatJob", () => {
  it("gives the worked example for a cart line of 976 € with 244 € of fitting", () => {
    const job = cartVatJob(
      [
        {
          productId: 7,
          productName: "Finestra",
          unitPriceCents: 48_800,
          quantity: 2,
          services: [installation],
        },
      ],
      () => true,
      home,
    );
    expect(splitTotalCents(jobVatSplit(job))).toBe(117_200);
  });
});

describe("versionVatJob", () => {
  const base = { roomLabel: "", discount: null, discountCents: 0 };
  const position = {
    ...base,
    type: "product",
    title: "Finestra",
    productId: 3,
    quantity: 2,
    unitPriceCents: 48_800,
    grossCents: 122_000,
    netCents: 122_000,
    services: [installation],
  } as unknown as VersionLine;
  const transport = {
    ...base,
    type: "service",
    serviceCode: "transport",
    description: "",
    title: "Trasporto in cantiere",
    quantity: 1,
    unitPriceCents: 8_000,
    grossCents: 8_000,
    netCents: 8_000,
  } as VersionLine;
  const free = { ...transport, type: "free", title: "Opere varie" } as VersionLine;
  const document = (lines: VersionLine[], discountCents = 0) =>
    ({ lines, discountCents }) as Pick<OfferVersionDocument, "lines" | "discountCents">;

  it("takes the offer's services into an installed job and keeps free lines at 22 %", () => {
    const job = versionVatJob(document([position, transport, free]), () => true, home);
    expect(job.lines.map((line) => [line.description, line.nature, line.withInstallation])).toEqual([
      ["Finestra", "good", true],
      ["Posa in opera – Finestra", "service", true],
      ["Trasporto in cantiere", "service", true],
      ["Opere varie", "good", false],
    ]);
  });

  it("keeps the offer's services out when nothing is installed", () => {
    const supplied = { ...position, services: [], grossCents: 97_600, netCents: 97_600 } as VersionLine;
    const job = versionVatJob(document([supplied, transport], 1_000), () => true, home);
    expect(job.lines.map((line) => line.withInstallation)).toEqual([false, false]);
    expect(job.jobDiscountCents).toBe(1_000);
  });

  it("asks the catalogue whether each position is a bene significativo", () => {
    const job = versionVatJob(document([position]), (productId) => productId !== 3, home);
    expect(job.lines[0]?.significantGood).toBe(false);
  });
});

describe("orderVatSplit", () => {
  const item = {
    productId: 1,
    productName: "Finestra",
    roomLabel: "Cucina",
    unitPriceCents: 48_800,
    quantity: 2,
    services: [installation],
    lineTotalCents: 122_000,
  };
  const stored = jobVatSplit(cartVatJob([item], () => true, home));

  it("reads the stored split when it is the split of the order's total", () => {
    expect(orderVatSplit(stored, 117_200, [item])).toBe(stored);
  });

  it("reads an order without one, or whose total changed without it, as all at 22 % of its total", () => {
    for (const split of [null, stored]) {
      const read = orderVatSplit(split, 122_000, [item]);
      expect(read.rates).toEqual([{ ratePercent: 22, netCents: 100_000, vatCents: 22_000 }]);
      expect(read.lines.map((line) => [line.description, line.nature])).toEqual([
        ["Finestra (Cucina)", "good"],
        ["Posa in opera – Finestra (Cucina)", "service"],
      ]);
    }
    // Items that do not add up to the total share it.
    expect(splitTotalCents(orderVatSplit(null, 61_000, [item]))).toBe(61_000);
  });
});
