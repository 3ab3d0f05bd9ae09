/**
 * Name, surname, e-mail and phone as the account's forms ask for them
 * (registration, "I miei dati"), with the browser's autofill for each; the
 * e-mail's label and hint say what the address is for on that form.
 */
export function personalDetailFields(email: { label: string; hint: string }) {
  return [
    { name: "firstName", label: "Nome", autoComplete: "given-name" },
    { name: "lastName", label: "Cognome", autoComplete: "family-name" },
    { name: "email", label: email.label, type: "email", autoComplete: "email", hint: email.hint },
    { name: "phone", label: "Telefono", type: "tel", autoComplete: "tel" },
  ] as const;
}
