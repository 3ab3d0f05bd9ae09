import { TriangleAlert } from "lucide-react";

/** The flag on a cart line that can no longer be ordered (its product was hidden, …), with the reason. */
export function UnavailableLineNotice({ reason }: { reason: string | null }) {
  if (reason === null) return null;
  return (
    <p className="mt-2 flex items-start gap-2 rounded-md border border-amber-400 bg-amber-50 p-2 text-sm text-amber-950">
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        <strong className="font-semibold">Non disponibile.</strong> {reason}
      </span>
    </p>
  );
}
