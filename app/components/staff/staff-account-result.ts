import type { IntentRefusal } from "#app/domain/web/page-actions.ts";

// What /gestione/staff's action answers: to a script as data, to a plain post
// as data only when it refused (a success redirects with a toast).

export type StaffAccountIntent = "create" | "disable" | "enable" | "grant-prices" | "revoke-prices";

export type StaffAccountResult =
  | { ok: true; intent: StaffAccountIntent; username: string }
  | IntentRefusal<StaffAccountIntent>;

export const staffAccountToasts: Record<
  StaffAccountIntent,
  { title: string; description: (username: string) => string }
> = {
  create: { title: "Account creato", description: (username) => `L'account ${username} è stato creato.` },
  disable: {
    title: "Account disattivato",
    description: (username) => `L'account ${username} è stato disattivato e le sue sessioni sono terminate.`,
  },
  enable: {
    title: "Account riattivato",
    description: (username) => `L'account ${username} può di nuovo accedere.`,
  },
  "grant-prices": {
    title: "Permesso concesso",
    description: (username) => `${username} può ora modificare i prezzi del catalogo.`,
  },
  "revoke-prices": {
    title: "Permesso tolto",
    description: (username) => `${username} non può più modificare i prezzi del catalogo.`,
  },
};
