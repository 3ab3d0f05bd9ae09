import type { Locator, Page, Response } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { expect, test, toastsOf } from "../support/e2e-fixtures";

// The two public lead forms, the contact page's and the home page's quote
// form, with JavaScript (fetcher, toast, form cleared, server errors inline)
// and without it (plain post, redirect with the success toast).

test.use({ failOnUncaughtErrors: true });

const CONSENT = "Acconsento al trattamento dei dati personali ai sensi del GDPR 2016/679";
const INVALID_EMAIL = "Inserisci un indirizzo email valido";
const CHECK_FIELDS = "Controlla i campi evidenziati e riprova.";

const field = (form: Locator, name: string) => form.getByRole("textbox", { name, exact: true });

function contactForm(page: Page) {
  return page.getByRole("region", { name: "Scrivici un messaggio" });
}

function homeQuoteForm(page: Page) {
  return page.locator("#contatti").getByRole("form", { name: "Compila il modulo" });
}

/** Hydrated forms switch off the browser's checks (noValidate) and post through a fetcher. */
async function waitForEnhancedForm(formElement: Locator) {
  await formElement.scrollIntoViewIfNeeded();
  await expect(formElement).toHaveAttribute("novalidate", "");
}

async function fillContact(form: Locator, email = "giovanna.verdi@example.it") {
  await field(form, "Nome").fill("Giovanna");
  await field(form, "Cognome").fill("Verdi");
  await field(form, "Email").fill(email);
  await field(form, "Telefono").fill("+39 051 111 2233");
  await field(form, "Messaggio").fill("Vorrei sostituire quattro finestre in legno con PVC.");
  await form.getByRole("checkbox", { name: CONSENT }).check();
}

async function fillHomeQuote(form: Locator, email = "paolo.neri@example.it") {
  await field(form, "Nome").fill("Paolo");
  await field(form, "Cognome").fill("Neri");
  await field(form, "Email").fill(email);
  await field(form, "Telefono").fill("333 123 4567");
  await form.getByRole("combobox", { name: "Prodotto di interesse" }).selectOption({ label: "Finestre" });
  await field(form, "Messaggio").fill("Preventivo per tre finestre a due ante.");
  await form.getByRole("checkbox", { name: CONSENT }).check();
}

/** The page's own action, as a document post (`/contatti`) or a fetcher's data request (`/contatti.data`, `/_.data`). */
const isLeadPost = (pathname: RegExp) => (response: Response) =>
  response.request().method() === "POST" && pathname.test(new URL(response.url()).pathname);
const CONTACT_ACTION = /^\/contatti(\.data)?$/;
const HOME_ACTION = /^\/(_\.data)?$/;

test.describe("contact page form", () => {
  test("with JavaScript: sends, shows the toast and clears the form", async ({ page, toasts }) => {
    await page.goto("/contatti");
    const form = contactForm(page);
    await waitForEnhancedForm(form.locator("form"));
    await fillContact(form);
    const [response] = await Promise.all([
      page.waitForResponse(isLeadPost(CONTACT_ACTION)),
      form.getByRole("button", { name: "Invia" }).click(),
    ]);
    expect(response.status()).toBe(200);
    expect(response.request().postData()).toContain("js=1");

    await expect(toasts.titled("Messaggio inviato")).toContainText("Ti contatteremo al più presto!");
    for (const name of ["Nome", "Cognome", "Email", "Telefono", "Messaggio"]) {
      await expect(field(form, name)).toHaveValue("");
    }
    await expect(form.getByRole("checkbox", { name: CONSENT })).not.toBeChecked();
    await expect(page).toHaveURL(/\/contatti$/);
  });

  test("with JavaScript: the server's errors appear inline, then the corrected form is sent", async ({
    page,
    toasts,
  }) => {
    await page.goto("/contatti");
    const form = contactForm(page);
    await waitForEnhancedForm(form.locator("form"));

    // Nothing filled in: the browser does not stop the post (noValidate), the server answers every field.
    await form.getByRole("button", { name: "Invia" }).click();
    await expect(form.getByRole("alert")).toHaveText(CHECK_FIELDS);
    const expected: [Locator, string][] = [
      [field(form, "Nome"), "Inserisci il tuo nome"],
      [field(form, "Cognome"), "Inserisci il tuo cognome"],
      [field(form, "Email"), INVALID_EMAIL],
      [field(form, "Messaggio"), "Scrivi il tuo messaggio"],
      [
        form.getByRole("checkbox", { name: CONSENT }),
        "Per inviare la richiesta devi acconsentire al trattamento dei dati personali",
      ],
    ];
    for (const [control, message] of expected) {
      await expect(control).toHaveAttribute("aria-invalid", "true");
      await expect(control).toHaveAccessibleDescription(message);
      await expect(form.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(field(form, "Telefono")).not.toHaveAttribute("aria-invalid");
    await expectNoSeriousA11yViolations(page);

    // 'a@b' passes the browser's type=email check but not the server's.
    await fillContact(form, "a@b");
    expect(await field(form, "Email").evaluate((input) => (input as HTMLInputElement).checkValidity())).toBe(
      true,
    );
    await form.getByRole("button", { name: "Invia" }).click();
    await expect(field(form, "Email")).toHaveAccessibleDescription(INVALID_EMAIL);
    await expect(field(form, "Nome")).not.toHaveAttribute("aria-invalid");
    await expect(form.getByText("Inserisci il tuo nome", { exact: true })).toHaveCount(0);
    // What the customer typed stays put.
    await expect(field(form, "Nome")).toHaveValue("Giovanna");
    await expect(field(form, "Email")).toHaveValue("a@b");
    await expectNoSeriousA11yViolations(page);

    await field(form, "Email").fill("giovanna.verdi@example.it");
    await form.getByRole("button", { name: "Invia" }).click();
    await expect(toasts.titled("Messaggio inviato")).toContainText("Ti contatteremo al più presto!");
    await expect(form.getByRole("alert")).toHaveCount(0);
    await expect(field(form, "Email")).not.toHaveAttribute("aria-invalid");
    await expect(field(form, "Nome")).toHaveValue("");
  });

  test("without JavaScript: the plain post lands on /contatti with the success toast", async ({
    noJsPage: page,
  }) => {
    await page.goto("/contatti");
    const form = contactForm(page);
    // Without JavaScript the browser's own checks stay on.
    await expect(form.locator("form")).not.toHaveAttribute("novalidate");
    await fillContact(form);
    await form.getByRole("button", { name: "Invia" }).click();
    await expect(page).toHaveURL(/\/contatti$/);
    await expect(toastsOf(page).titled("Messaggio inviato")).toContainText("Ti contatteremo al più presto!");
    await expect(field(contactForm(page), "Nome")).toHaveValue("");
  });

  test("without JavaScript: the server's errors come back inline with the values kept", async ({
    noJsPage: page,
  }) => {
    await page.goto("/contatti");
    await fillContact(contactForm(page), "a@b");
    const [response] = await Promise.all([
      page.waitForResponse(isLeadPost(CONTACT_ACTION)),
      contactForm(page).getByRole("button", { name: "Invia" }).click(),
    ]);
    expect(response.status()).toBe(400);
    const form = contactForm(page);
    await expect(form.getByRole("alert")).toHaveText(CHECK_FIELDS);
    await expect(field(form, "Email")).toHaveAccessibleDescription(INVALID_EMAIL);
    await expect(field(form, "Email")).toHaveValue("a@b");
    await expect(field(form, "Nome")).toHaveValue("Giovanna");
    await expect(field(form, "Messaggio")).toHaveValue(
      "Vorrei sostituire quattro finestre in legno con PVC.",
    );
    await expect(form.getByRole("checkbox", { name: CONSENT })).toBeChecked();
    await expect(page).toHaveURL(/\/contatti$/);
  });
});

test.describe("home quote form", () => {
  test("with JavaScript: sends, shows the toast and clears the form", async ({ page, toasts }) => {
    await page.goto("/");
    const form = homeQuoteForm(page);
    await waitForEnhancedForm(form);
    await fillHomeQuote(form);
    const [response] = await Promise.all([
      page.waitForResponse(isLeadPost(HOME_ACTION)),
      form.getByRole("button", { name: "Invia richiesta" }).click(),
    ]);
    expect(response.status()).toBe(200);
    await expect(toasts.titled("Messaggio inviato")).toContainText("Ti contatteremo al più presto!");
    for (const name of ["Nome", "Cognome", "Email", "Telefono", "Messaggio"]) {
      await expect(field(form, name)).toHaveValue("");
    }
    await expect(form.getByRole("combobox", { name: "Prodotto di interesse" })).toHaveValue("");
    await expect(form.getByRole("checkbox", { name: CONSENT })).not.toBeChecked();
  });

  test("with JavaScript: a phone the server refuses is shown inline", async ({ page }) => {
    await page.goto("/");
    const form = homeQuoteForm(page);
    await waitForEnhancedForm(form);
    await fillHomeQuote(form);
    await field(form, "Telefono").fill("12");
    await form.getByRole("button", { name: "Invia richiesta" }).click();
    await expect(field(form, "Telefono")).toHaveAccessibleDescription(
      "Inserisci un numero di telefono valido (solo cifre, spazi e +)",
    );
    await expect(form.getByRole("alert")).toHaveText(CHECK_FIELDS);
    await expect(field(form, "Nome")).toHaveValue("Paolo");
  });

  test("without JavaScript: lands on /#contatti with the success toast", async ({ noJsPage: page }) => {
    await page.goto("/");
    const form = homeQuoteForm(page);
    await expect(form).not.toHaveAttribute("novalidate");
    await fillHomeQuote(form);
    await form.getByRole("button", { name: "Invia richiesta" }).click();
    await expect(page).toHaveURL(/\/#contatti$/);
    await expect(toastsOf(page).titled("Messaggio inviato")).toContainText("Ti contatteremo al più presto!");
  });
});
