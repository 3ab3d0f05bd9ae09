import { Download } from "lucide-react";
import { buttonClass } from "#app/components/ui/button.tsx";
import { TextField } from "#app/components/ui/field.tsx";
import { type InboxFilter, inboxFilterParams } from "#app/domain/requests/request-inbox.ts";
import {
  requestKindLabels,
  requestKinds,
  requestStatuses,
  requestStatusLabels,
} from "#app/domain/requests/request-status.ts";
import { choicesOf, DayRangeFields, FilterSelect } from "../../staff/filter-fields.tsx";
import { FilterForm } from "../../staff/filter-form.tsx";

const INBOX_PATH = "/gestione/richieste";
const kindChoices = choicesOf(requestKinds, (kind) => requestKindLabels[kind]);
const statusChoices = choicesOf(requestStatuses, (status) => requestStatusLabels[status]);

/**
 * The inbox's filters as a GET form: they land in the URL, so a filtered list
 * can be bookmarked and the form works without JavaScript. The CSV link
 * exports what the same filters select.
 */
export function InboxFilterForm({ filter }: { filter: Omit<InboxFilter, "page"> }) {
  const query = inboxFilterParams({ ...filter, page: 1 }).toString();
  const exportLink = (
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
  );
  return (
    <FilterForm
      action={INBOX_PATH}
      className="grid items-end gap-4 md:grid-cols-3 xl:grid-cols-6"
      footer={exportLink}
    >
      <FilterSelect name="tipo" label="Tipo" value={filter.kind} choices={kindChoices} />
      <FilterSelect name="stato" label="Stato" value={filter.status} choices={statusChoices} />
      <DayRangeFields from={filter.from} to={filter.to} />
      <TextField
        name="cerca"
        type="search"
        label="Nome o e-mail"
        defaultValue={filter.search ?? ""}
        hint="L'inizio di un nome, di un cognome o dell'e-mail"
        maxLength={100}
      />
    </FilterForm>
  );
}
