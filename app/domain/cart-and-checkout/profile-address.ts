import { splitStreetAndNumber } from "./checkout-rules.ts";

/** A one-line address taken apart for the checkout's fields; "" where the line says nothing. */
export interface AddressParts {
  street: string;
  houseNumber: string;
  postalCode: string;
  city: string;
  /** A trailing two-letter sigla ("BO"), as written; the caller checks it is a province. */
  province: string;
}

// "<street and number>[,| -] <CAP> <city>[ <SIGLA>| (<SIGLA>)]"
const WITH_POSTAL_CODE = /^(.*?)[\s,–-]+(\d{5})\s+(.+?)(?:\s+\(?([A-Z]{2})\)?)?$/;

/**
 * The profile's address as customers type it on one line, split into the
 * checkout's street, house number, CAP and city (docs/product/buying.md#checkout):
 * "Via Roma 12, 40121 Bologna", "Via dell'Indipendenza, 5 - 40121 Bologna BO",
 * "Piazza Maggiore 1 40124 Bologna". A line without a CAP keeps the street and
 * number apart ("Via Indipendenza 10"); one that cannot be split at all is the
 * street, whole, and the rest stays empty for the customer to fill.
 */
export function splitProfileAddress(line: string): AddressParts {
  const text = line.trim().replace(/\s+/g, " ");
  const match = WITH_POSTAL_CODE.exec(text);
  const head = match?.[1]?.trim();
  if (!match || !head) return { ...splitStreetAndNumber(text), postalCode: "", city: "", province: "" };
  return {
    ...splitStreetAndNumber(head.replace(/[\s,–-]+$/, "")),
    postalCode: match[2] ?? "",
    city: (match[3] ?? "").replace(/[\s,]+$/, ""),
    province: match[4] ?? "",
  };
}
