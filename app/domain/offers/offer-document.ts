import type { LineKind, StoredLineConfiguration } from "../configurator/line-kinds/registry.ts";
import type { SummaryLine } from "../configurator/line-kinds/summary.ts";
import type { PricedLineService } from "../configurator/line-services.ts";
import type { DrawingSpec } from "../configurator/product-drawing-spec.ts";
import type { PaymentSchedule } from "../payments/payment-terms.ts";
import type { OfferServiceCode } from "./offer-services.ts";
import type { Discount } from "./offer-totals.ts";

// What one sent version of an offer holds (docs/product/offers.md#versions):
// every line priced, described and drawn as it was sent, so the customer's
// page, the PDF and the order made from it read the same whatever the
// catalogue does later.

interface VersionLineBase {
  /** The product's name, the service's label or the free line's text. */
  title: string;
  roomLabel: string;
  quantity: number;
  unitPriceCents: number;
  /** Unit price × quantity, plus the services priced on a position. */
  grossCents: number;
  discount: Discount | null;
  discountCents: number;
  netCents: number;
}

export interface VersionProductLine extends VersionLineBase {
  type: "product";
  productId: number;
  kind: LineKind;
  configuration: StoredLineConfiguration;
  /** The configuration in readable Italian, without the list price. */
  summary: SummaryLine[];
  drawing: DrawingSpec;
  sizesFinal: boolean;
  services: PricedLineService[];
}

export interface VersionServiceLine extends VersionLineBase {
  type: "service";
  serviceCode: OfferServiceCode;
  description: string;
}

export interface VersionFreeLine extends VersionLineBase {
  type: "free";
}

export type VersionLine = VersionProductLine | VersionServiceLine | VersionFreeLine;

export interface OfferVersionDocument {
  lines: VersionLine[];
  subtotalCents: number;
  discount: Discount | null;
  discountCents: number;
  totalCents: number;
  vatCents: number;
  validUntil: string;
  customerNote: string;
  paymentTerms: string;
  /** The instalments the offer's order will have; absent: the default of its kind of sale (docs/product/payments.md#terms). */
  paymentSchedule?: PaymentSchedule | null;
  customer: { name: string; email: string | null; phone: string | null; address: string[] };
}

/** Whether any position of the version is fitted by the shop: the acceptance then asks for the building's use. */
export function versionIncludesInstallation(document: Pick<OfferVersionDocument, "lines">): boolean {
  return document.lines.some(
    (line) => line.type === "product" && line.services.some((service) => service.code === "installation"),
  );
}
