import { OrderStatusBadge } from "#app/components/accounts/order-status-badge.tsx";
import { PdfLink } from "#app/components/documents/pdf-link.tsx";
import { RequestStatusBadge } from "#app/components/requests/request-status-badge.tsx";
import type { RequestStatus } from "#app/domain/requests/request-status.ts";

type HeadedDocument =
  | { kind: "order"; document: { id: number; number: string; status: string; stage?: string } }
  | { kind: "quote"; document: { id: number; number: string; status: RequestStatus } };

/** What each kind of document is called, its status badge and its PDF. */
function headingOf({ kind, document }: HeadedDocument) {
  return kind === "order"
    ? {
        title: `Ordine ${document.number}`,
        status: <OrderStatusBadge status={document.status} stage={document.stage} />,
        pdf: { href: `/orders/${document.id}/pdf`, label: "Conferma d'ordine (PDF)" },
      }
    : {
        title: `Preventivo ${document.number}`,
        status: <RequestStatusBadge status={document.status} />,
        pdf: { href: `/preventivi/${document.id}/pdf`, label: "Scarica il preventivo (PDF)" },
      };
}

/**
 * The title row of a page about one document (an order, a quote), for the
 * customer and the back office alike: its number as the heading, its status
 * badge, and the link to its PDF pushed to the right. A long number breaks
 * inside itself rather than push the page sideways at large text.
 */
export function DocumentHeading({
  className,
  ...headed
}: HeadedDocument & {
  /** Spacing from the back link above. */
  className: string;
}) {
  const { title, status, pdf } = headingOf(headed);
  return (
    <div className={`${className} flex flex-wrap items-center gap-4`}>
      <h1 className="min-w-0 text-3xl font-bold text-slate-900 [overflow-wrap:anywhere]">{title}</h1>
      {status}
      <PdfLink href={pdf.href} label={pdf.label} />
    </div>
  );
}
