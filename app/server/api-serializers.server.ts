import type { CartLine } from "#app/domain/cart.ts";
import { centsToEuros } from "#app/domain/money.ts";
import type { Order } from "#app/domain/order.ts";
import type { SavedConfiguration } from "./saved-configurations.server.ts";

// The JSON API speaks euros with two decimals (its public contract); services
// and pages speak integer cents (ADR 003). These serializers are the one place
// where one turns into the other, so no service hands euros to a page.

export function cartLineJson({ unitPriceCents, lineTotalCents, ...line }: CartLine) {
  return { ...line, calculatedPrice: centsToEuros(unitPriceCents), lineTotal: centsToEuros(lineTotalCents) };
}

export function orderJson({ totalCents, items, ...order }: Order) {
  return {
    ...order,
    totalAmount: centsToEuros(totalCents),
    items: items.map(({ unitPriceCents, lineTotalCents, ...item }) => ({
      ...item,
      price: centsToEuros(unitPriceCents),
      lineTotal: centsToEuros(lineTotalCents),
    })),
  };
}

export function savedConfigurationJson({ calculatedPriceCents, ...configuration }: SavedConfiguration) {
  return { ...configuration, calculatedPrice: centsToEuros(calculatedPriceCents) };
}
