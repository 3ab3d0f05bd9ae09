import { Link } from "react-router";
import { formatDateTime } from "#app/domain/dates.ts";
import type { RequestDetail } from "#app/domain/request-detail.ts";

/** Who asked, how to reach them, what about, and their own words. */
export function RequestContactPanel({ request }: { request: RequestDetail }) {
  const { contact } = request;
  return (
    <section aria-labelledby="richiesta-cliente" className="rounded-lg border border-slate-200 p-5">
      <h2 id="richiesta-cliente" className="text-lg font-semibold text-slate-900">
        Cliente e richiesta
      </h2>
      <dl className="mt-3 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-slate-700">Nome</dt>
          <dd className="font-medium text-slate-900">{contact.name}</dd>
        </div>
        <div>
          <dt className="text-slate-700">E-mail</dt>
          <dd className="font-medium break-all">
            <a href={`mailto:${contact.email}`} className="text-brand-800 underline underline-offset-2">
              {contact.email}
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-slate-700">Telefono</dt>
          <dd className="font-medium text-slate-900">{contact.phone || "—"}</dd>
        </div>
        <div>
          <dt className="text-slate-700">Ricevuta il</dt>
          <dd className="font-medium text-slate-900">
            <time dateTime={request.createdAt}>{formatDateTime(request.createdAt)}</time>
          </dd>
        </div>
        <div>
          <dt className="text-slate-700">Oggetto</dt>
          <dd className="font-medium text-slate-900">{request.subject}</dd>
        </div>
        <div>
          <dt className="text-slate-700">Account</dt>
          <dd className="font-medium text-slate-900">
            {request.userId === null ? (
              "Inviata senza accesso"
            ) : (
              <Link
                to={`/gestione/clienti/${request.userId}`}
                className="text-brand-800 underline underline-offset-2"
              >
                {`Cliente n. ${request.userId}`}
              </Link>
            )}
          </dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="text-slate-700">
            {request.kind === "preventivo" ? "Note del cliente" : "Messaggio"}
          </dt>
          <dd className="whitespace-pre-line text-slate-900">{request.message || "—"}</dd>
        </div>
      </dl>
    </section>
  );
}
