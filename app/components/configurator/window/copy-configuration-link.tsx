import { useId, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";

export const LINK_COPIED = "Link copiato";

/**
 * «Copia link»: puts the absolute link of `path` (a shareable configuration
 * link) on the clipboard and says so; where the browser gives no clipboard
 * (an insecure origin, a refused permission) it shows the link in a read-only
 * field, selected, to copy by hand.
 */
export function CopyConfigurationLink({
  path,
  label = "Copia link",
  of,
}: {
  path: string;
  label?: string;
  /** Whose link, for a page with several («Copia link: Soggiorno»). */
  of?: string;
}) {
  const id = useId();
  const [status, setStatus] = useState<"idle" | "copied" | "manual">("idle");
  const [shown, setShown] = useState("");
  const copy = async () => {
    const url = new URL(path, window.location.origin).href;
    setShown(url);
    try {
      if (!navigator.clipboard?.writeText) throw new Error("no clipboard");
      await navigator.clipboard.writeText(url);
      setStatus("copied");
    } catch {
      setStatus("manual");
    }
  };
  return (
    <div className="space-y-2">
      <Button type="button" variant="secondary" onClick={() => void copy()}>
        {label}
        {of ? <span className="sr-only">: {of}</span> : null}
      </Button>
      <p role="status" aria-live="polite" className="text-sm font-medium text-green-800">
        {status === "copied" ? LINK_COPIED : ""}
      </p>
      {status === "manual" ? (
        <div>
          <label htmlFor={id} className="block text-sm text-slate-800">
            Copia questo link per condividere la configurazione:
          </label>
          <input
            id={id}
            readOnly
            value={shown}
            onFocus={(event) => event.currentTarget.select()}
            ref={(input) => input?.select()}
            className="mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-sm text-slate-900"
          />
        </div>
      ) : null}
    </div>
  );
}
