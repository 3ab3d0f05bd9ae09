// A tap on «Calcola Prezzo» as soon as the page shows, on the slow profile's
// phone: how long until the page answers the tap visibly, and until the
// configurator can be used (docs/PERFORMANCE.md, "A tap before the script").
// Real throttling in Chromium (DevTools protocol), not Lighthouse's simulation:
// the CPU slowed by the slow profile's factor, and Lighthouse's own DevTools
// figures for its mobile network (562.5 ms per request, about 1.4 Mbit/s down:
// what it uses to emulate 150 ms and 1.6 Mbit/s request by request).
//
// Node runs this file directly (type stripping): erasable TypeScript only.

import os from "node:os";
import { chromium } from "@playwright/test";
import { errorMessage } from "../support/script-output.ts";
import { CHROME_PATH, TAP_RUNS } from "./config.ts";
import type { LighthouseProfile } from "./profiles.ts";
import { lighthouseThrottling } from "./profiles.ts";

const RUN_TIMEOUT_MS = 90_000;
const VIEWPORT = { width: 412, height: 823 };

export interface TapScenario {
  name: string;
  path: string;
  /** The control tapped: the first visible link or button of this name in the page's main content. */
  control: string;
  /** The configurator, usable: a form whose fields are enabled (on this page or on the one the tap leads to). */
  usable: string;
}

export interface TapRun {
  /** From the touch (the event's own time stamp, when the browser got it) to the first frame showing an answer. */
  feedbackMs: number;
  /** From the touch to the first frame with the configurator's fields enabled. */
  usableMs: number;
  /** When the touch came, after the first contentful paint. */
  afterFcpMs: number;
  /** What the tap hit, and whether React had hydrated it yet: "link", "button", "link, hydrated"… */
  hit: string;
  /** The 1-minute load average before the run. */
  load: number;
}

export interface TapResult {
  scenario: string;
  cpuSlowdownMultiplier: number;
  runs: TapRun[];
  error?: string;
}

export function tapScenarios(productId: number): TapScenario[] {
  return [
    {
      name: "product page «Calcola Prezzo»",
      path: `/product/${productId}`,
      control: "Calcola Prezzo",
      usable: "#configuratore form fieldset:not([disabled]) input",
    },
    {
      name: "category card «Calcola Prezzo»",
      path: "/category/finestre",
      control: "Calcola Prezzo",
      usable:
        "[role=dialog] form fieldset:not([disabled]) input, #configuratore form fieldset:not([disabled]) input",
    },
  ];
}

// Runs in the page, in every document of the run: the touch's time, then a look at every
// frame for an answer (a busy control or a pending status) and for the usable configurator.
// Times are absolute (timeOrigin + the page's clock), kept in sessionStorage, so that a tap
// whose link loads another page is followed there.
const RECORDER = (usable: string) => `(() => {
  const KEY = "bench-tap";
  const read = () => JSON.parse(sessionStorage.getItem(KEY) || "{}");
  const write = (value) => sessionStorage.setItem(KEY, JSON.stringify({ ...read(), ...value }));
  const absolute = (time) => performance.timeOrigin + time;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === "first-contentful-paint" && read().fcp === undefined) write({ fcp: absolute(entry.startTime) });
  }).observe({ type: "paint", buffered: true });
  const shown = (element) => element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true });
  const watch = () => {
    const frame = (time) => {
      const state = read();
      const now = absolute(time);
      if (state.feedback === undefined && [...document.querySelectorAll('[aria-busy="true"], [data-pending]')].some(shown))
        write({ feedback: now });
      if ([...document.querySelectorAll(${JSON.stringify(usable)})].some(shown)) {
        write({ usable: now, ...(read().feedback === undefined ? { feedback: now } : {}) });
        return;
      }
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  };
  addEventListener("pointerdown", (event) => {
    if (read().touch !== undefined) return;
    const hit = event.target instanceof Element ? event.target.closest("a, button") : null;
    // React keeps its fiber on the nodes it has hydrated: read here, by the bench only.
    const hydrated = hit !== null && Object.keys(hit).some((key) => key.startsWith("__reactFiber"));
    const kind = hit ? (hit.tagName.toLowerCase() === "a" ? "link" : "button") : "nothing";
    write({ touch: absolute(event.timeStamp), hit: hydrated ? kind + ", hydrated" : kind });
    watch();
  }, { capture: true });
  if (read().touch !== undefined && read().usable === undefined) watch();
})();`;

/** Each scenario `runs` times on the slow profile, in a Chromium of its own (Playwright). */
export async function measureTaps(
  base: string,
  scenarios: TapScenario[],
  slow: LighthouseProfile,
  beforeRun: (label: string) => Promise<void> = async () => {},
  runs = TAP_RUNS,
): Promise<TapResult[]> {
  const network = await lighthouseThrottling(slow.cpuSlowdownMultiplier);
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run"],
  });
  const results: TapResult[] = [];
  try {
    for (const scenario of scenarios) {
      const result: TapResult = {
        scenario: scenario.name,
        cpuSlowdownMultiplier: slow.cpuSlowdownMultiplier,
        runs: [],
      };
      results.push(result);
      try {
        for (let run = 1; run <= runs; run += 1) {
          await beforeRun(`${scenario.name}, run ${run}/${runs}`);
          process.stdout.write(`  tap: ${scenario.name} run ${run}/${runs}… `);
          const outcome = await tapOnce(browser, base, scenario, slow, network);
          result.runs.push(outcome);
          console.log(
            `${outcome.hit}, answer ${Math.round(outcome.feedbackMs)} ms, usable ${Math.round(outcome.usableMs)} ms, ${Math.round(outcome.afterFcpMs)} ms after the first paint`,
          );
        }
      } catch (error) {
        result.error = errorMessage(error);
        console.log(`failed: ${result.error}`);
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}

type Browser = Awaited<ReturnType<typeof chromium.launch>>;
type Page = Awaited<ReturnType<Browser["newPage"]>>;

async function newPhone(browser: Browser) {
  return browser.newContext({ viewport: VIEWPORT, isMobile: true, hasTouch: true, locale: "it-IT" });
}

/** The control: a link before the page's script runs, a button once it has hydrated a card. */
function controlOf(page: Page, name: string) {
  const main = page.getByRole("main");
  // "Calcola Prezzo" alone on the product page, "Calcola Prezzo : <product>" on a card.
  const named = new RegExp(`^${name}( :|$)`);
  return main
    .getByRole("link", { name: named })
    .or(main.getByRole("button", { name: named }))
    .first();
}

async function tapOnce(
  browser: Browser,
  base: string,
  scenario: TapScenario,
  slow: LighthouseProfile,
  network: Record<string, number>,
): Promise<TapRun> {
  const context = await newPhone(browser);
  const load = os.loadavg()[0] ?? Number.NaN;
  try {
    const page = await context.newPage();
    await page.addInitScript(RECORDER(scenario.usable));
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: network.requestLatencyMs ?? 562.5,
      downloadThroughput: ((network.downloadThroughputKbps ?? 1474.56) * 1024) / 8,
      uploadThroughput: ((network.uploadThroughputKbps ?? 675) * 1024) / 8,
    });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: slow.cpuSlowdownMultiplier });
    // As soon as the control shows: Playwright scrolls to it, as a visitor would, and taps it the
    // moment the page lets it (its checks run on the page's main thread, busy while scripts run).
    await page.goto(`${base}${scenario.path}`, { waitUntil: "commit", timeout: RUN_TIMEOUT_MS });
    await controlOf(page, scenario.control).tap({ timeout: RUN_TIMEOUT_MS });
    const deadline = Date.now() + RUN_TIMEOUT_MS;
    for (;;) {
      const state = await page
        .evaluate(() => JSON.parse(sessionStorage.getItem("bench-tap") || "{}"))
        .catch(() => ({}) as Record<string, number | string>);
      if (typeof state.usable === "number" && typeof state.touch === "number") {
        return {
          feedbackMs: Number(state.feedback) - state.touch,
          usableMs: state.usable - state.touch,
          afterFcpMs: typeof state.fcp === "number" ? state.touch - state.fcp : Number.NaN,
          hit: String(state.hit),
          load,
        };
      }
      if (Date.now() > deadline)
        throw new Error(`the configurator was not usable within ${RUN_TIMEOUT_MS / 1000} s of the tap`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } finally {
    await context.close();
  }
}
