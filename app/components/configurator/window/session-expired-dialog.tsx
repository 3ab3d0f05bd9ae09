import { AlertDialog } from "radix-ui";
import { Link } from "react-router";
import { buttonClass } from "#app/components/ui/button.tsx";
import { signInPath } from "#app/domain/accounts/sign-in-path.ts";

/**
 * Shown when the server answers 401 to a signed-in customer's cart or save:
 * the session ended while they configured. Signing in again brings them back
 * to the configuration's own link, so nothing chosen is lost
 * (docs/product/window-price.md#configuration-link).
 */
export function SessionExpiredDialog({
  open,
  onOpenChange,
  returnTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The page with the configuration in its address; the current address when absent. */
  returnTo?: string;
}) {
  const backTo =
    returnTo ??
    (typeof window === "undefined" ? "/" : `${window.location.pathname}${window.location.search}`);
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-[60] bg-slate-950/60" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-[61] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">
            Sessione scaduta
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-slate-700">
            La tua sessione è scaduta. Accedi di nuovo: ritroverai la configurazione così come l'hai lasciata.
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClass({ variant: "secondary", size: "md" })}>
              Annulla
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Link to={signInPath(backTo)} className={buttonClass({ size: "md" })}>
                Accedi di nuovo
              </Link>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
