// Money travels as integer euro cents inside the shop (ADR 003); euros with two
// decimals appear only at the edges: the JSON API and the formatted text.

// CLDR's Italian data groups thousands only from five digits on ("1390,00 €");
// the shop always writes the dot, on the server, in the browser and in documents.
const euroFormatter = new Intl.NumberFormat("it-IT", {
  style: "currency",
  currency: "EUR",
  useGrouping: "always",
});

/** "1.234,50 €" — the Italian shop format, always two decimals. */
export function formatEuroCents(cents: number): string {
  return euroFormatter.format(cents / 100);
}

/** Cents to a euro amount with two decimals, for JSON answers (`basePrice: 489.9`), in app/server/api-serializers.server.ts. */
export function centsToEuros(cents: number): number {
  return Math.round(cents) / 100;
}

/** Parses a euro amount with at most two decimals ("12", "12.5", "12.50") into cents, exactly. */
export function eurosToCents(euros: number | string): number {
  const text = typeof euros === "number" ? euros.toFixed(2) : euros.trim();
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) throw new RangeError(`Importo non valido: ${text}`);
  const [, sign, whole, fraction = ""] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  return sign === "-" ? -cents : cents;
}
