import type { CartLine } from "#app/domain/cart-and-checkout/cart.ts";
import type { CalculatorOption, Product, ProductDetail } from "#app/domain/catalogue/catalogue.ts";
import type { DoorCatalogue } from "#app/domain/catalogue/door-catalogue.ts";
import type { PricedLineService } from "#app/domain/configurator/line-services.ts";
import { centsToEuros } from "#app/domain/italian-formats/money.ts";
import { spreadOverPositions } from "#app/domain/offers/offer-totals.ts";
import type { Order } from "#app/domain/orders/order.ts";
import type { InstalmentStanding } from "#app/domain/payments/instalment-status.ts";
import type { StoredVatSplit } from "#app/domain/vat/vat-split.ts";
import type { WishlistItem } from "../accounts/wishlist.server.ts";
import type { CartChangedError } from "../cart-and-checkout/cart-pricing.server.ts";
import type { SavedConfiguration } from "../configurator/saved-configurations.server.ts";

// The JSON API speaks euros with two decimals (its public contract); services
// and pages speak integer cents (ADR 003). These serializers are the one place
// where one turns into the other, so no service hands euros to a page. The
// catalogue answers keep their cents fields too (added, never replacing a
// contract field), so a browser client never converts back.

export function productJson(product: Product) {
  return { ...product, basePrice: centsToEuros(product.basePriceCents) };
}

export function productDetailJson({ technicalData, ...product }: ProductDetail) {
  return {
    ...productJson(product),
    technicalData: technicalData && {
      ...technicalData,
      falsoTelaioPrice: centsToEuros(technicalData.falsoTelaioPriceCents),
    },
  };
}

export function calculatorOptionJson<O extends CalculatorOption>(option: O) {
  return {
    ...option,
    priceAddition: option.priceAdditionCents === null ? null : centsToEuros(option.priceAdditionCents),
  };
}

export function wishlistItemJson(item: WishlistItem) {
  return { ...item, product: { ...item.product, basePrice: centsToEuros(item.product.basePriceCents) } };
}

/** Every article, extra and finish with its `price` (and `loosePrice`) in euros beside the cents. */
export function doorCatalogueJson(catalogue: DoorCatalogue) {
  const priced = <T extends { priceCents: number }>(entry: T) => ({
    ...entry,
    price: centsToEuros(entry.priceCents),
  });
  return {
    cylinders: catalogue.cylinders.map(priced),
    handleKits: catalogue.handleKits.map(priced),
    knobs: catalogue.knobs.map(priced),
    accessories: catalogue.accessories.map(priced),
    extras: catalogue.extras.map(priced),
    finishes: catalogue.finishes.map((finish) => ({
      ...priced(finish),
      loosePrice: finish.loosePriceCents === null ? null : centsToEuros(finish.loosePriceCents),
    })),
  };
}

// The drawings are the pages' thumbnails, not part of the API's answers.

/** A line's services in euros: `{ code, label, detail, quantity, unitPrice, total }`. */
function lineServicesJson(services: readonly PricedLineService[]) {
  return services.map(({ unitPriceCents, totalCents, ...service }) => ({
    ...service,
    unitPrice: centsToEuros(unitPriceCents),
    total: centsToEuros(totalCents),
  }));
}

export function cartLineJson({
  unitPriceCents,
  lineTotalCents,
  services,
  drawing: _drawing,
  reconfigurable: _reconfigurable,
  serviceChoices: _serviceChoices,
  ...line
}: CartLine) {
  return {
    ...line,
    calculatedPrice: centsToEuros(unitPriceCents),
    lineTotal: centsToEuros(lineTotalCents),
    services: lineServicesJson(services),
  };
}

/** The checkout's 409: the message, and the cart as GET /api/cart shows it, with its total. */
export function cartChangedJson({ message, cart }: CartChangedError) {
  return {
    message,
    cart: cart?.lines.map(cartLineJson) ?? [],
    cartTotal: centsToEuros(cart?.subtotalCents ?? 0),
  };
}

/** An order's VAT per rate in euros (docs/product/vat.md#where-it-shows). */
export function vatSplitJson(split: StoredVatSplit) {
  return {
    rates: split.rates.map((rate) => ({
      ratePercent: rate.ratePercent,
      taxableAmount: centsToEuros(rate.netCents),
      vatAmount: centsToEuros(rate.vatCents),
    })),
    lines: split.lines.map(({ netCents, ...line }) => ({ ...line, taxableAmount: centsToEuros(netCents) })),
    savingAmount: centsToEuros(split.savingCents),
  };
}

export function orderJson({ totalCents, items, vatSplit, ...order }: Order) {
  // The items keep their list amounts; with a VAT saving they share what is owed, so they sum to `totalAmount`.
  const listed = items.map((item) => item.lineTotalCents);
  const listTotal = listed.reduce((sum, cents) => sum + cents, 0);
  const lineTotals = listTotal === totalCents ? listed : spreadOverPositions(listed, totalCents);
  return {
    ...order,
    totalAmount: centsToEuros(totalCents),
    vatSplit: vatSplitJson(vatSplit),
    items: items.map(
      ({ unitPriceCents, lineTotalCents: _listed, services, drawing: _drawing, ...item }, index) => ({
        ...item,
        price: centsToEuros(unitPriceCents),
        lineTotal: centsToEuros(lineTotals[index] ?? 0),
        services: lineServicesJson(services),
      }),
    ),
  };
}

export function savedConfigurationJson({
  calculatedPriceCents,
  drawing: _drawing,
  ...configuration
}: SavedConfiguration) {
  return { ...configuration, calculatedPrice: centsToEuros(calculatedPriceCents) };
}

/** The answers' shapes, for API clients such as the tests. */
export type ProductJson = ReturnType<typeof productJson>;
export type CalculatorOptionJson = ReturnType<typeof calculatorOptionJson>;
export type DoorCatalogueJson = ReturnType<typeof doorCatalogueJson>;

/** Each instalment of an order and where it stands (docs/product/payments.md#instalments); [] on older orders. */
export function instalmentsJson(standings: readonly InstalmentStanding[]) {
  return standings.map((step) => ({
    position: step.position,
    label: step.label,
    percent: step.percentBp / 100,
    amount: centsToEuros(step.amountCents),
    trigger: step.trigger,
    dueOn: step.dueOn,
    state: step.state,
    leftToPay: centsToEuros(step.leftCents),
  }));
}
