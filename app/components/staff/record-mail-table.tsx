import { formatDateTime } from "#app/domain/italian-formats/dates.ts";
import { mailStatusLabels, type RecordMail } from "#app/domain/mail/mail-status.ts";
import { StaffColumnTable, type StaffTableDefinition } from "./staff-column-table.tsx";
import { textColumn } from "./staff-columns.tsx";

// The e-mails sent about a job, a request or an order, on its page
// (docs/product/mail.md#on-the-records-pages): when, to whom, what, whether it
// left, and the documents it carried.

const mailTable: StaffTableDefinition<RecordMail> = {
  caption: "E-mail inviate",
  minWidthClass: "min-w-[44rem]",
  empty: "Nessuna e-mail.",
  columns: [
    textColumn("Quando", (mail) => <time dateTime={mail.createdAt}>{formatDateTime(mail.createdAt)}</time>),
    textColumn("A", (mail) => mail.recipient ?? "Ufficio (casella del negozio)", "break-all"),
    textColumn("Oggetto", (mail) => mail.subject),
    textColumn("Stato", (mail) => mailStatusLabels[mail.status]),
    textColumn("Allegati", (mail) =>
      mail.attachments.length === 0
        ? "—"
        : mail.attachments.map((attachment) => (
            <a key={attachment.href} href={attachment.href} className="block text-brand-800 underline">
              {attachment.label}
            </a>
          )),
    ),
  ],
};

export function RecordMailTable({ mails }: { mails: RecordMail[] }) {
  return <StaffColumnTable table={mailTable} rows={mails} />;
}
