import { describe, expect, it } from "vitest";
import { registeredCustomer } from "../support/api-client.ts";
import { initialScriptUrls } from "../support/initial-js.ts";
import { sharedTestApp } from "../support/test-app.ts";

// A page's JavaScript is asked for after its first frame, not from the head
// (docs/PERFORMANCE.md, "The page first, then its modules"), for guests'
// kept pages and signed-in pages alike, and still all of it at once.

const app = sharedTestApp();

/** The inline module script that boots React Router. */
function bootScriptOf(html: string): string {
  const scripts = [...html.matchAll(/<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g)];
  expect(scripts).toHaveLength(1);
  return scripts[0]![1]!;
}

function expectPageBeforeModules(html: string, label: string) {
  expect(html, label).not.toContain('rel="modulepreload"');
  const boot = bootScriptOf(html);
  const lines = boot.split("\n");
  expect(lines[0], label).toBe(
    "await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));",
  );
  // Every module but the entry in one Promise.all, so the browser fetches them side by side.
  expect(lines[1], label).toMatch(
    /^await Promise\.all\(\[import\("\/assets\/[^"]+\.js"\)(, import\("\/assets\/[^"]+\.js"\))+\]\);$/,
  );
  expect(lines[1], label).toMatch(/import\("\/assets\/framework-[^"]+\.js"\)/);
  expect(boot, label).not.toMatch(/^import \* as/m);
  expect(boot, label).toMatch(/^const route0 = await import\("\/assets\/root-[^"]+\.js"\);$/m);
  // The entry, which hydrates, comes last, after the route modules are registered.
  expect(lines.at(-1), label).toMatch(/^import\("\/assets\/entry\.client-[^"]+\.js"\);$/);
  expect(boot.indexOf("window.__reactRouterRouteModules"), label).toBeLessThan(boot.lastIndexOf("import("));
  const early = [...lines[1]!.matchAll(/import\("([^"]+)"\)/g)].map((match) => match[1]);
  expect(early, label).not.toContain(/import\("([^"]+)"\);$/.exec(lines.at(-1)!)![1]);
}

describe("the page first, then its modules", () => {
  it("on a guest's kept page: no preload links, the modules imported after the first frame", async () => {
    const first = await app.request("/product/1");
    const kept = await app.request("/product/1");
    expect(kept.headers.get("x-cache")).toBe("HIT");
    for (const [label, response] of [
      ["rendered", first],
      ["kept", kept],
    ] as const) {
      expect(response.status).toBe(200);
      const html = await response.text();
      expectPageBeforeModules(html, label);
      // The initial JavaScript is still counted in full: the framework, the routes and the entry.
      const urls = initialScriptUrls(html);
      expect(urls.some((url) => url.startsWith("/assets/framework-"))).toBe(true);
      expect(urls.some((url) => url.startsWith("/assets/entry.client-"))).toBe(true);
      expect(urls.length).toBeGreaterThan(10);
    }
  });

  it("on a signed-in page, whose boot script carries the nonce", async () => {
    const buyer = await registeredCustomer(app);
    const response = await buyer.request("/");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<script nonce="[^"]+" type="module" async="">/);
    expectPageBeforeModules(html, "signed in");
  });
});
