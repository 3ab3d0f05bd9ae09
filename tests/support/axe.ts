import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** Fails on any serious or critical WCAG 2.1 AA violation on the page as it is now. */
export async function expectNoSeriousA11yViolations(page: Page, include?: string) {
  let builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]);
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === "serious" || violation.impact === "critical",
  );
  expect(
    serious.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    ),
  ).toEqual([]);
}

/** The back office's two widths (docs/product/back-office.md): a desktop and a tablet. */
export const STAFF_VIEWPORTS = [
  { width: 1280, height: 900 },
  { width: 768, height: 1024 },
] as const;

/** A phone at the site: the pages staff open there (a job's) work at this width too. */
export const STAFF_PHONE_VIEWPORT = { width: 375, height: 812 } as const;

/**
 * axe at the desktop and the tablet width (and any other given), and no
 * horizontal scrolling of the page itself at any; the page is left at the
 * desktop width.
 */
export async function expectAccessibleAtStaffWidths(
  page: Page,
  viewports: readonly { width: number; height: number }[] = STAFF_VIEWPORTS,
) {
  for (const viewport of viewports) {
    await page.setViewportSize(viewport);
    await expectNoSeriousA11yViolations(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `horizontal scroll at ${viewport.width} px on ${page.url()}`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize(STAFF_VIEWPORTS[0]);
}
