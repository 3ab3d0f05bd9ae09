import type { InvoiceData } from "../cart-and-checkout/checkout-rules.ts";
import type { LineKind } from "../configurator/line-kinds/registry.ts";
import type { LineDetails, SummaryLine } from "../configurator/line-kinds/summary.ts";
import type { PricedLineService } from "../configurator/line-services.ts";
import type { DrawingSpec } from "../configurator/product-drawing-spec.ts";
import type { ThermalTransmittance } from "../configurator/thermal-transmittance.ts";
import type { WorkKind } from "../offers/work-kinds.ts";
import type { StoredVatSplit } from "../vat/vat-split.ts";

// An order as the pages and the API read it: a snapshot of what was bought,
// never re-priced (docs/product/buying.md#orders).

/** One line: the product, its stored configuration read back, and its figures in cents. */
export interface OrderItem {
  id: number;
  productId: number;
  productName: string;
  kind: LineKind;
  unitPriceCents: number;
  quantity: number;
  /** Where the pieces go («Cucina»), from the cart line; "" when nobody said. */
  roomLabel: string;
  /** The pieces at the unit price plus the services, as the order was placed. */
  lineTotalCents: number;
  /** Whether the sizes are final (the survey's, confirmed by the customer) or still indicative. */
  sizesFinal: boolean;
  /** The services priced at the checkout, each its own row (docs/product/buying.md#services). */
  services: PricedLineService[];
  dimensions: LineDetails["dimensions"];
  options: LineDetails["options"];
  summary: SummaryLine[];
  /** The thumbnail drawn from the configuration; pages only, the JSON API leaves it out. */
  drawing: DrawingSpec;
  /** Uw or Ud of the configuration, null where there is none (docs/product/thermal.md). */
  thermalTransmittance: ThermalTransmittance | null;
}

export interface Order {
  id: number;
  /** "A-2026-000045": what the customer and staff read (docs/product/documents.md#numbers). */
  number: string;
  userId: number;
  /** The spec's status: pending, processing, completed or cancelled. */
  status: string;
  /** The workshop's stage the status reads from (docs/product/production.md#stages). */
  stage: string;
  /** When the customer confirmed the final sizes (ISO); null until then. */
  measurementsConfirmedAt: string | null;
  /** What the customer owes: the list total less what the reduced VAT saves (docs/product/vat.md). */
  totalCents: number;
  /** The VAT per rate of `totalCents`; an order placed before splits were kept reads as all at 22 %. */
  vatSplit: StoredVatSplit;
  /** With installation, the customer's declaration: a residential building, and the kind of work; null when not given. */
  residentialDeclared: boolean | null;
  workKind: WorkKind | null;
  paymentMethod: string;
  shippingName: string;
  shippingEmail: string;
  shippingPhone: string;
  shippingAddress: string;
  shippingCity: string;
  shippingPostalCode: string;
  billingAddress: string;
  /** The address in parts; null on older orders and parts an API client left out. */
  shippingStreet: string | null;
  shippingHouseNumber: string | null;
  shippingProvince: string | null;
  /** "Dati di fatturazione"; null when the customer gave none (API clients may leave them out). */
  invoice: InvoiceData | null;
  /** The customer asked for the tax deduction: the causale is a bonifico parlante. */
  taxDeduction: boolean;
  /** The order's payment terms, «Acconto 30 % alla conferma delle misure definitive, saldo alla posa»; "" on older orders. */
  paymentTerms: string;
  /** The causale of a bank transfer; null for other payment methods. */
  paymentReference: string | null;
  /** The IBAN the customer was told to pay; null for other payment methods. */
  paymentIban: string | null;
  /** When the customer acknowledged that made-to-measure products cannot be returned (ISO). */
  withdrawalExclusionAcceptedAt: string | null;
  notes: string;
  createdAt: string;
  items: OrderItem[];
}
