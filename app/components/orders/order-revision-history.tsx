import { Link } from "react-router";
import { Panel } from "#app/components/ui/panel.tsx";
import { formatDateShort } from "#app/domain/italian-formats/dates.ts";
import { formatEuroCents } from "#app/domain/italian-formats/money.ts";
import type { OrderRevisionView } from "#app/domain/offers/order-revision.ts";

// The changes of an order as its customer reads them (docs/product/offers.md#orders-that-change):
// every revision sent to them, with its status and, once applied, the totals before and after.

export function OrderRevisionHistory({ revisions }: { revisions: OrderRevisionView[] }) {
  const sent = revisions.filter((revision) => revision.sent);
  if (sent.length === 0) return null;
  return (
    <Panel headingId="ordine-varianti" title="Varianti dell'ordine" className="mt-8">
      <ul className="mt-3 divide-y divide-slate-200">
        {sent.map((revision) => (
          <li key={revision.offerNumber} className="py-3 text-slate-800">
            <Link
              to={revision.customerHref}
              className="font-medium text-brand-800 underline underline-offset-2"
            >
              {revision.offerNumber}
            </Link>{" "}
            del {formatDateShort(revision.createdAt)} · {revision.statusLabel}
            {revision.previousTotalCents !== null && revision.newTotalCents !== null
              ? ` · ${formatEuroCents(revision.previousTotalCents)} → ${formatEuroCents(revision.newTotalCents)}`
              : ""}
            {revision.reason ? <span className="block text-sm text-slate-700">{revision.reason}</span> : null}
          </li>
        ))}
      </ul>
    </Panel>
  );
}
