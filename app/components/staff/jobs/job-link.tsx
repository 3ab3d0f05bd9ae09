import { FolderOpen } from "lucide-react";
import { Link } from "react-router";
import { staffJobPath } from "#app/domain/jobs/job-view.ts";

/** "Commessa C-2026-000012": the job a request or an order belongs to, under its heading. */
export function JobLink({ number, className = "mt-2" }: { number: string; className?: string }) {
  return (
    <p className={`${className} text-sm`}>
      <Link to={staffJobPath(number)} className="inline-flex items-center gap-1 text-brand-800 underline">
        <FolderOpen aria-hidden="true" className="size-4" />
        Commessa {number}
      </Link>
    </p>
  );
}
