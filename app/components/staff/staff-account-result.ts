// What /gestione/staff's action answers: to a script as data, to a plain post
// as data only when it refused (a success redirects with a toast).

export type StaffAccountIntent = "create" | "disable" | "enable";

export type StaffAccountResult =
  | { ok: true; intent: StaffAccountIntent; username: string }
  | {
      ok: false;
      intent: StaffAccountIntent;
      message: string;
      /** Field → message, beside each input of the create form. */
      errors: Record<string, string>;
      /** What was typed in the create form (never the password), to fill it again. */
      values: Record<string, string>;
    };

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
};
