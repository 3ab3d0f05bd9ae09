import { company } from "#app/domain/documents/company.ts";

/**
 * The brand mark (a four-pane window with a rising sun behind it) and the brand name.
 * Decorative on its own: the link around it carries the accessible name.
 */
export function SiteLogo({
  tone = "dark",
  nameClassName = "",
}: {
  tone?: "dark" | "light";
  nameClassName?: string;
}) {
  const frame = tone === "dark" ? "text-brand-700" : "text-white";
  const name = tone === "dark" ? "text-brand-800" : "text-white";
  return (
    <span className="inline-flex items-center gap-2">
      <svg
        viewBox="0 0 32 32"
        width="32"
        height="32"
        aria-hidden="true"
        focusable="false"
        className={`shrink-0 ${frame}`}
      >
        <circle cx="16" cy="20" r="9" className="fill-accent-400" />
        <rect x="4" y="4" width="24" height="24" rx="3" fill="none" stroke="currentColor" strokeWidth="3" />
        <path d="M16 5v22M5 16h22" stroke="currentColor" strokeWidth="2.5" />
      </svg>
      <span className={`text-lg font-bold tracking-tight whitespace-nowrap ${name} ${nameClassName}`}>
        {company.brand}
      </span>
    </span>
  );
}
