import { Link } from "react-router";
import { DescriptionList } from "#app/components/ui/description-list.tsx";
import { Panel } from "#app/components/ui/panel.tsx";
import { PhoneLink } from "#app/components/ui/phone-link.tsx";
import { formatDateTime } from "#app/domain/italian-formats/dates.ts";
import type { RequestDetail } from "#app/domain/requests/request-detail.ts";

const linkClass = "text-brand-800 underline underline-offset-2";

/** Who asked, how to reach them, what about, and their own words. */
export function RequestContactPanel({ request }: { request: RequestDetail }) {
  const { contact } = request;
  return (
    <Panel headingId="richiesta-cliente" title="Cliente e richiesta">
      <DescriptionList
        className="mt-3 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2"
        termClassName="text-slate-700"
        detailClassName="font-medium text-slate-900"
        items={[
          { term: "Nome", detail: contact.name },
          {
            term: "E-mail",
            detail: (
              <a href={`mailto:${contact.email}`} className={`break-all ${linkClass}`}>
                {contact.email}
              </a>
            ),
          },
          { term: "Telefono", detail: <PhoneLink phone={contact.phone} className={linkClass} /> },
          {
            term: "Ricevuta il",
            detail: <time dateTime={request.createdAt}>{formatDateTime(request.createdAt)}</time>,
          },
          { term: "Oggetto", detail: request.subject },
          {
            term: "Account",
            detail:
              request.userId === null ? (
                "Inviata senza accesso"
              ) : (
                <Link to={`/gestione/clienti/${request.userId}`} className={linkClass}>
                  {`Cliente n. ${request.userId}`}
                </Link>
              ),
          },
          {
            term: request.kind === "preventivo" ? "Note del cliente" : "Messaggio",
            detail: <span className="font-normal whitespace-pre-line">{request.message || "—"}</span>,
            className: "sm:col-span-2",
          },
        ]}
      />
    </Panel>
  );
}
