import { Download } from "lucide-react";
import { Form } from "react-router";
import { Button, ButtonLink, buttonClass } from "#app/components/ui/button.tsx";
import { Field, inputClass, TextField } from "#app/components/ui/field.tsx";
import { type InboxFilter, inboxFilterParams } from "#app/domain/request-inbox.ts";
import {
  requestKindLabels,
  requestKinds,
  requestStatuses,
  requestStatusLabels,
} from "#app/domain/request-status.ts";

const INBOX_PATH = "/gestione/richieste";

/**
 * The inbox's filters as a GET form: they land in the URL, so a filtered list
 * can be bookmarked and the form works without JavaScript. The CSV link
 * exports what the same filters select.
 */
export function InboxFilterForm({ filter }: { filter: Omit<InboxFilter, "page"> }) {
  const query = inboxFilterParams({ ...filter, page: 1 }).toString();
  return (
    <Form method="get" action={INBOX_PATH} className="grid items-end gap-4 md:grid-cols-3 xl:grid-cols-6">
      <Field id="richieste-tipo" label="Tipo">
        {(control) => (
          <select name="tipo" defaultValue={filter.kind ?? ""} className={inputClass} {...control}>
            <option value="">Tutti</option>
            {requestKinds.map((kind) => (
              <option key={kind} value={kind}>
                {requestKindLabels[kind]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id="richieste-stato" label="Stato">
        {(control) => (
          <select name="stato" defaultValue={filter.status ?? ""} className={inputClass} {...control}>
            <option value="">Tutti</option>
            {requestStatuses.map((status) => (
              <option key={status} value={status}>
                {requestStatusLabels[status]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <TextField name="dal" type="date" label="Dal" defaultValue={filter.from ?? ""} />
      <TextField name="al" type="date" label="Al" defaultValue={filter.to ?? ""} />
      <TextField
        name="cerca"
        type="search"
        label="Nome o e-mail"
        defaultValue={filter.search ?? ""}
        hint="L'inizio di un nome, di un cognome o dell'e-mail"
        maxLength={100}
      />
      <div className="flex flex-wrap gap-2 self-center xl:self-end">
        <Button type="submit">Filtra</Button>
        <ButtonLink to={INBOX_PATH} variant="secondary">
          Azzera
        </ButtonLink>
      </div>
      <p className="md:col-span-3 xl:col-span-6">
        {/* A file to download, not a page: the browser fetches it itself. */}
        <a
          href={`${INBOX_PATH}/esporta${query ? `?${query}` : ""}`}
          download
          className={buttonClass({ variant: "outline", size: "sm" })}
        >
          <Download aria-hidden="true" className="size-4" />
          Esporta CSV delle richieste filtrate
        </a>
      </p>
    </Form>
  );
}
