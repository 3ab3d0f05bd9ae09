import type { PublicUser } from "../accounts/public-user.ts";

/**
 * A lead form's fields filled from the signed-in account ("I miei dati"), so a
 * customer does not type them again; a guest, and a detail the account lacks, start empty.
 */
export function leadPrefill(user: PublicUser | null): Record<string, string> {
  if (!user) return {};
  const fields: Record<string, string | null> = {
    nome: user.firstName,
    cognome: user.lastName,
    email: user.email,
    telefono: user.phone,
  };
  return Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
}
