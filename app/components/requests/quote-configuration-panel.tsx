import type { ReactNode } from "react";
import { LineSummary } from "#app/components/cart-and-checkout/line-summary.tsx";
import { ConfiguredWindowDrawing } from "#app/components/configurator/window/configured-window-drawing.tsx";
import { Panel } from "#app/components/ui/panel.tsx";
import { Price } from "#app/components/ui/price.tsx";
import type { QuoteConfigurationView } from "#app/domain/requests/quote-view.ts";

/**
 * What a quote request asks for: the drawing of the window, its summary lines
 * as the server priced them, and the price at request time. The back office
 * adds today's price below (`children`).
 */
export function QuoteConfigurationPanel({
  configuration,
  headingId,
  children,
}: {
  configuration: QuoteConfigurationView;
  headingId: string;
  children?: ReactNode;
}) {
  const { options, dimensions } = configuration;
  return (
    <Panel headingId={headingId} title="Configurazione">
      <div className="mt-4 grid gap-6 md:grid-cols-[minmax(0,16rem)_minmax(0,1fr)]">
        <ConfiguredWindowDrawing
          family={configuration.family}
          appearanceWords={[configuration.productName]}
          values={{ ...options, width: dimensions.width, height: dimensions.height }}
          options={configuration.colour ? [configuration.colour] : []}
          idPrefix={`${headingId}-disegno`}
        />
        <div>
          <LineSummary
            productName={configuration.productName}
            summary={configuration.summary}
            dimensions={dimensions}
          />
          <dl className="mt-4 space-y-2 border-t border-slate-200 pt-4 text-sm">
            <div className="flex flex-wrap justify-between gap-2">
              <dt className="text-slate-700">Prezzo al momento della richiesta</dt>
              <dd className="font-semibold text-slate-900">
                <Price cents={configuration.requestPriceCents} />
              </dd>
            </div>
            {children}
          </dl>
        </div>
      </div>
    </Panel>
  );
}
