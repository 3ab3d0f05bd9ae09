/**
 * A small turning ring beside a control's label while what the tap started is on its way
 * (docs/PERFORMANCE.md, "A tap before the script"). `whenBusy` shows it only while an
 * ancestor marked `group` carries `aria-busy="true"`, which the tap-feedback script sets
 * on a link before the page's script runs.
 */
export function PendingSpinner({ whenBusy = false }: { whenBusy?: boolean }) {
  return (
    <span
      aria-hidden
      className={`size-4 shrink-0 animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-none ${
        whenBusy ? "hidden group-aria-busy:inline-block" : "inline-block"
      }`}
    />
  );
}
