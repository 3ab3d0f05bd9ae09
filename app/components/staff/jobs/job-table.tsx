import { type JobSummary, staffJobPath } from "#app/domain/jobs/job-view.ts";
import { StaffColumnTable, type StaffTableDefinition } from "../staff-column-table.tsx";
import { createdAtColumn, nameAndEmailColumn, textColumn } from "../staff-columns.tsx";
import { StaffRowHeading } from "../staff-table.tsx";

/** "2 preventivi, 1 ordine": what a job holds, in words. */
export function jobContents(job: Pick<JobSummary, "quoteCount" | "leadCount" | "orderCount">): string {
  const parts = [
    [job.quoteCount, "preventivo", "preventivi"],
    [job.leadCount, "contatto", "contatti"],
    [job.orderCount, "ordine", "ordini"],
  ] as const;
  const words = parts.filter(([n]) => n > 0).map(([n, one, many]) => `${n} ${n === 1 ? one : many}`);
  return words.join(", ") || "—";
}

const jobTable: StaffTableDefinition<JobSummary> = {
  caption: "Commesse",
  minWidthClass: "min-w-[44rem]",
  empty: "Nessuna commessa trovata.",
  columns: [
    {
      heading: "Commessa",
      cell: (job) => <StaffRowHeading to={staffJobPath(job.number)}>{job.number}</StaffRowHeading>,
    },
    createdAtColumn("Aperta il"),
    nameAndEmailColumn("Cliente", (job) => ({
      name: job.customerName,
      email: job.customerEmail ?? job.customerPhone ?? "",
    })),
    textColumn("Città", (job) => job.city ?? "—"),
    textColumn("Contiene", jobContents),
  ],
};

/** The jobs of one page of the list, each linking to its page. */
export function JobTable({ jobs }: { jobs: JobSummary[] }) {
  return <StaffColumnTable table={jobTable} rows={jobs} />;
}
