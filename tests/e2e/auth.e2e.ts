import type { Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { expect, signUp, test } from "../support/e2e-fixtures";
import { openWith, waitForAuthScript } from "../support/hydration";

const PASSWORD = "Finestra-Sicura-2024";
let counter = 0;
/** A username no other test (or earlier run on the same database) has taken. */
const uniqueUsername = (prefix: string) => `${prefix}_${Date.now().toString(36)}_${counter++}`;

async function signOutThroughApi(page: Page) {
  expect((await page.request.post("/api/logout")).status()).toBe(204);
}

const header = (page: Page) => page.getByRole("banner");
const accountButton = (page: Page, name: string) => header(page).getByRole("button", { name, exact: true });
/** The account menu before (or without) its script: a <summary>, which has no button role. */
const accountSummary = (page: Page, name: string) => header(page).locator("summary", { hasText: name });
const loginPanel = (page: Page) => page.getByRole("tabpanel", { name: "Accedi" });
const registerPanel = (page: Page) => page.getByRole("tabpanel", { name: "Registrati" });

async function logIn(page: Page, username: string, password = PASSWORD) {
  const panel = loginPanel(page);
  await panel.getByLabel("Nome utente").fill(username);
  await panel.getByLabel("Password").fill(password);
  await panel.getByRole("button", { name: "Accedi" }).click();
}

test.describe("with JavaScript", () => {
  test("register through the form, log out from the account menu, log in again", async ({ page, toasts }) => {
    const username = uniqueUsername("giulia");
    await page.goto("/auth?tab=registrati&redirectTo=%2Fchi-siamo");
    await expect(page.getByRole("tab", { name: "Registrati" })).toHaveAttribute("aria-selected", "true");
    await waitForAuthScript(page);

    const panel = registerPanel(page);
    await panel.getByLabel("Nome utente").fill(username);
    await panel.getByLabel("Password").fill(PASSWORD);
    await panel.getByLabel("Nome", { exact: true }).fill("Giulia");
    await panel.getByLabel("Cognome").fill("Bianchi");
    await panel.getByLabel("Email").fill("giulia.bianchi@example.it");
    await panel.getByLabel("Telefono").fill("+39 051 000 0000");
    await panel.getByLabel("Indirizzo").fill("Via Roma 1, Bologna");
    await panel.getByRole("button", { name: "Registrati" }).click();

    await expect(page).toHaveURL(/\/chi-siamo$/);
    await expect(toasts.region.getByText("Registrazione completata")).toBeVisible();
    await expect(toasts.region.getByText("Il tuo account è stato creato con successo!")).toBeVisible();
    await expect(accountButton(page, "Giulia")).toBeVisible();
    await expect(header(page).getByRole("link", { name: "Carrello, vuoto" })).toHaveAttribute(
      "href",
      "/cart",
    );
    await expect(header(page).getByRole("link", { name: "Accedi", exact: true })).toHaveCount(0);

    // Right after the sign-up the trigger can be clicked before the menu's code is ready: openWith clicks again.
    const menu = page.getByRole("menu");
    await openWith(accountButton(page, "Giulia"), menu);
    for (const [name, href] of [
      ["Carrello", "/cart"],
      ["I miei ordini", "/orders"],
      ["I miei preventivi", "/preventivi"],
      ["La mia lista dei desideri", "/wishlist"],
      ["Le mie configurazioni", "/saved-configurations"],
    ] as const) {
      await expect(menu.getByRole("menuitem", { name, exact: true })).toHaveAttribute("href", href);
    }
    await menu.getByRole("menuitem", { name: "Esci" }).click();

    await expect(toasts.region.getByText("Disconnessione effettuata")).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(header(page).getByRole("link", { name: "Accedi", exact: true })).toBeVisible();
    await expect(accountButton(page, "Giulia")).toHaveCount(0);

    await header(page).getByRole("link", { name: "Accedi", exact: true }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await waitForAuthScript(page);
    await logIn(page, username);
    await expect(toasts.region.getByText("Accesso effettuato")).toBeVisible();
    await expect(toasts.region.getByText(`Benvenuto, ${username}!`)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(accountButton(page, "Giulia")).toBeVisible();
  });

  test("a wrong password is refused with the server's message", async ({ page, toasts }) => {
    const { username } = await signUp(page, {}, PASSWORD);
    await signOutThroughApi(page);
    await page.goto("/auth");
    await waitForAuthScript(page);
    await logIn(page, username, "password-sbagliata");

    await expect(loginPanel(page).getByRole("alert")).toContainText("Nome utente o password non corretti");
    await expect(toasts.region.getByText("Accesso fallito")).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(header(page).getByRole("link", { name: "Accedi", exact: true })).toBeVisible();
  });

  test("the documented validation messages show beside the fields", async ({ page }) => {
    await page.goto("/auth");
    await waitForAuthScript(page);
    await logIn(page, "ab", "12345");
    const login = loginPanel(page);
    await expect(login.getByText("Il nome utente deve contenere almeno 3 caratteri")).toBeVisible();
    await expect(login.getByText("La password deve contenere almeno 6 caratteri")).toBeVisible();
    await expect(login.getByLabel("Nome utente")).toHaveAttribute("aria-invalid", "true");
    await expect(login.getByLabel("Nome utente")).toBeFocused();

    await page.getByRole("tab", { name: "Registrati" }).click();
    const register = registerPanel(page);
    await register.getByLabel("Nome utente").fill("ab");
    await register.getByLabel("Password").fill("12345");
    await register.getByLabel("Email").fill("non-una-email");
    await register.getByRole("button", { name: "Registrati" }).click();
    await expect(register.getByText("Il nome utente deve contenere almeno 3 caratteri")).toBeVisible();
    await expect(register.getByText("La password deve contenere almeno 6 caratteri")).toBeVisible();
    await expect(register.getByText("Inserisci un indirizzo email valido")).toBeVisible();
    await expect(register.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
    await expect(page).toHaveURL(/\/auth$/);
  });

  test("a guest sent from /cart to /auth comes back to /cart after logging in", async ({ page }) => {
    const { username } = await signUp(page, {}, PASSWORD);
    await signOutThroughApi(page);
    await page.goto("/cart");
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fcart$/);
    await waitForAuthScript(page);
    await logIn(page, username);
    await expect(page).toHaveURL(/\/cart$/);
    await expect(accountButton(page, username)).toBeVisible();
  });

  test("a signed-in user who opens /auth is sent home", async ({ page }) => {
    await signUp(page, { firstName: "Marco" }, PASSWORD);
    const response = await page.goto("/auth");
    expect(response?.url()).toMatch(/^http:\/\/localhost:\d+\/$/);
    await expect(accountButton(page, "Marco")).toBeVisible();
  });

  test("an off-site redirectTo is ignored: the login lands on the home page", async ({ page }) => {
    const { username } = await signUp(page, {}, PASSWORD);
    await signOutThroughApi(page);
    await page.goto("/auth?redirectTo=%2F%2Fevil.example");
    await waitForAuthScript(page);
    await logIn(page, username);
    await expect(accountButton(page, username)).toBeVisible();
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
  });

  test("the account menu works with the keyboard", async ({ page }) => {
    await signUp(page, { firstName: "Chiara" }, PASSWORD);
    await page.goto("/");
    const trigger = accountButton(page, "Chiara");
    const menu = page.getByRole("menu");
    await openWith(trigger, menu);
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(menu.getByRole("menuitem", { name: "Carrello" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(menu.getByRole("menuitem", { name: "I miei ordini" })).toBeFocused();
    await page.keyboard.press("End");
    await expect(menu.getByRole("menuitem", { name: "Esci" })).toBeFocused();
    await page.keyboard.press("Home");
    await expect(menu.getByRole("menuitem", { name: "Carrello" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(menu.getByRole("menuitem", { name: "I miei ordini" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/orders$/);
  });

  test("/auth and the open account menu have no serious accessibility violations", async ({ page }) => {
    await page.goto("/auth");
    await waitForAuthScript(page);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("tab", { name: "Registrati" }).click();
    await expect(registerPanel(page).getByLabel("Cognome")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // The forms' error states too.
    await registerPanel(page).getByRole("button", { name: "Registrati" }).click();
    await expect(
      registerPanel(page).getByText("Il nome utente deve contenere almeno 3 caratteri"),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await signUp(page, { firstName: "Elena" }, PASSWORD);
    await page.goto("/");
    await openWith(accountButton(page, "Elena"), page.getByRole("menu"));
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("without JavaScript", () => {
  test("registration, logout and login work as plain form posts", async ({ noJsPage: page }) => {
    const username = uniqueUsername("nojs");

    await page.goto("/auth?redirectTo=%2Fcontatti");
    // The tabs are links, so the register form is one page load away.
    await page.getByRole("tab", { name: "Registrati" }).click();
    await expect(page).toHaveURL(/\/auth\?tab=registrati&redirectTo=%2Fcontatti$/);
    await expect(page.getByRole("tab", { name: "Registrati" })).toHaveAttribute("aria-selected", "true");
    const register = registerPanel(page);
    await register.getByLabel("Nome utente").fill(username);
    await register.getByLabel("Password").fill(PASSWORD);
    await register.getByLabel("Nome", { exact: true }).fill("Paolo");
    await register.getByRole("button", { name: "Registrati" }).click();
    await expect(page).toHaveURL(/\/contatti$/);
    await expect(accountSummary(page, "Paolo")).toBeVisible();

    // The same name again: refused, and the register tab stays in view with what was typed.
    await page.context().clearCookies();
    await page.goto("/auth?tab=registrati");
    await registerPanel(page).getByLabel("Nome utente").fill(username);
    await registerPanel(page).getByLabel("Password").fill(PASSWORD);
    await registerPanel(page).getByRole("button", { name: "Registrati" }).click();
    await expect(registerPanel(page).getByRole("alert")).toContainText("Nome utente già in uso");
    await expect(registerPanel(page).getByLabel("Nome utente")).toHaveValue(username);

    await page.goto("/auth");
    await logIn(page, username);
    await expect(page).toHaveURL(/\/$/);
    await expect(accountSummary(page, "Paolo")).toBeVisible();

    // Without a script the account menu is a native disclosure with a plain sign-out form.
    await accountSummary(page, "Paolo").click();
    await header(page).getByRole("button", { name: "Esci" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(header(page).getByRole("link", { name: "Accedi", exact: true })).toBeVisible();

    await page.goto("/auth");
    await logIn(page, "ab", "12345");
    await expect(
      loginPanel(page).getByText("Il nome utente deve contenere almeno 3 caratteri"),
    ).toBeVisible();
    await expect(loginPanel(page).getByText("La password deve contenere almeno 6 caratteri")).toBeVisible();
  });

  test("an off-site redirectTo is ignored", async ({ noJsPage: page }) => {
    const { username } = await signUp(page, {}, PASSWORD);
    await signOutThroughApi(page);
    await page.goto("/auth?redirectTo=%2F%2Fevil.example");
    await logIn(page, username);
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
  });
});
