import { FileDown } from "lucide-react";
import { buttonClass } from "#app/components/ui/button.tsx";

/**
 * The link to a document's PDF (the quote, the order confirmation): a plain
 * link, since the file is not a page of the app; the browser shows or saves it.
 */
export function PdfLink({ href, label }: { href: string; label: string }) {
  return (
    <a
      href={href}
      type="application/pdf"
      className={buttonClass({ variant: "secondary", size: "sm", className: "sm:ml-auto" })}
    >
      <FileDown aria-hidden="true" className="size-4" />
      {label}
    </a>
  );
}
