import { company } from "#app/domain/documents/company.ts";

type SocialNetwork = (typeof company.social)[number]["name"];

// Brand glyphs drawn inline: lucide no longer ships brand icons, and four tiny
// paths cost less than an icon font or extra requests.
const glyphs: Record<SocialNetwork, React.ReactNode> = {
  Facebook: <path d="M17 2h-3a5 5 0 0 0-5 5v3H6v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z" />,
  Instagram: (
    <>
      <rect x="2.5" y="2.5" width="19" height="19" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M17.5 6.5h.01" />
    </>
  ),
  LinkedIn: (
    <>
      <path d="M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-4 0v7h-4v-7a6 6 0 0 1 6-6z" />
      <rect x="2" y="9" width="4" height="12" />
      <circle cx="4" cy="4" r="2" />
    </>
  ),
  YouTube: (
    <>
      <path d="M2.5 17a24 24 0 0 1 0-10 2 2 0 0 1 1.4-1.4 49.6 49.6 0 0 1 16.2 0A2 2 0 0 1 21.5 7a24 24 0 0 1 0 10 2 2 0 0 1-1.4 1.4 49.6 49.6 0 0 1-16.2 0A2 2 0 0 1 2.5 17" />
      <path d="m10 15 5-3-5-3z" />
    </>
  ),
};

/** The company's social profiles as icon links, each named "Seguici su …" for screen readers. */
export function SocialLinks() {
  return (
    <ul className="flex flex-wrap gap-2">
      {company.social.map((network) => (
        <li key={network.name}>
          <a
            href={network.href}
            rel="noopener"
            className="inline-flex size-11 items-center justify-center rounded-full bg-slate-800 text-slate-100 hover:bg-brand-700 hover:text-white"
          >
            <svg
              viewBox="0 0 24 24"
              width="20"
              height="20"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
              aria-hidden="true"
              focusable="false"
            >
              {glyphs[network.name]}
            </svg>
            <span className="sr-only">Seguici su {network.name}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
