import { expect, type Locator, type Page } from "@playwright/test";

// The server sends working HTML; React takes over once its script has run.
// These waits let an e2e test act on the hydrated page, without timing guesses.

/** Clicks a trigger until what it opens is visible: a click before hydration does nothing, so it is retried. */
export async function openWith(trigger: Locator, opened: Locator) {
  await expect(async () => {
    if (!(await opened.isVisible())) await trigger.click();
    await expect(opened).toBeVisible({ timeout: 2_000 });
  }).toPass();
}

/** A confirmation opens only once React has hydrated its button, which then says it opens a dialog. */
export async function clickOnceHydrated(button: Locator) {
  await expect(button).toHaveAttribute("aria-haspopup", "dialog");
  await button.click();
}

/** The auth forms post through the page's script once it runs: it adds the `js` field to both. */
export async function waitForAuthScript(page: Page) {
  await expect(page.locator("input[name='js']")).toHaveCount(2);
}

/** Uncaught errors and React's hydration mismatches (e.g. a date formatted differently by server and browser). */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /hydrat|react error #4(18|19|23|25)/i.test(message.text()))
      errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => errors.push(`${page.url()}: ${error.message}`));
  return errors;
}
