import { formatEuroCents } from "#app/domain/italian-formats/money.ts";

/** An amount of money in the shop's format ("1.234,50 €"); pages hold integer cents (ADR 003). */
export function Price({ cents, className }: { cents: number; className?: string }) {
  return <span className={className}>{formatEuroCents(cents)}</span>;
}
