import type { ComponentProps } from "react";
import { DeliveryEstimate } from "#app/components/catalogue/delivery-estimate.tsx";
import type { ProductOptionSet } from "#app/domain/catalogue/option-sets.ts";
import { ConfigurationSummary } from "./configuration-summary.tsx";
import { ConfiguredWindowDrawing } from "./configured-window-drawing.tsx";
import { summaryProps } from "./summary-props.ts";
import type { WindowConfiguratorState } from "./use-window-configurator.ts";

type EstimatedProduct = ComponentProps<typeof DeliveryEstimate>["products"][number];

/**
 * What the customer is configuring, beside the form: the live drawing, the
 * summary with the price, and the delivery estimate. The same in the overlay
 * and on the product page; `idPrefix` keeps the drawing's ids apart.
 */
export function ConfigurationPreview({
  product,
  optionSet,
  state,
  idPrefix,
}: {
  product: EstimatedProduct & { name: string };
  optionSet: ProductOptionSet;
  state: WindowConfiguratorState;
  idPrefix: string;
}) {
  return (
    <>
      <ConfiguredWindowDrawing
        family={optionSet.family}
        values={state.values}
        options={optionSet.fields.flatMap((field) => field.choices)}
        appearanceWords={[product.name]}
        idPrefix={idPrefix}
      />
      <ConfigurationSummary {...summaryProps(state)} />
      {state.inError ? null : <DeliveryEstimate products={[product]} />}
    </>
  );
}
