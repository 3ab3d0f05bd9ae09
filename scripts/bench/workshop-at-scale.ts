import { summarize, type TimingSummary } from "./back-office-targets.ts";

// The workshop part of `npm run bench:back-office` (docs/PERFORMANCE.md#workshop-documents):
// a customer's order of 30 windows, French windows and two-sash windows placed
// through the public API, then its work order and its cut list downloaded by
// staff one at a time, each rendered by the PDF render pool on every download.

/** A 30-position work order and its cut list must render in this many ms each. */
export const WORKSHOP_PDF_TARGET_MS = 2000;

const json = (base: string, cookie: string) => ({
  "content-type": "application/json",
  origin: base,
  ...(cookie ? { cookie } : {}),
});

async function post(base: string, cookie: string, path: string, body: unknown): Promise<Response> {
  const response = await fetch(`${base}${path}`, {
    method: "POST",
    headers: json(base, cookie),
    body: JSON.stringify(body),
  });
  if (response.status !== 200 && response.status !== 201)
    throw new Error(`POST ${path} answered ${response.status}: ${await response.text()}`);
  return response;
}

interface ProductEntry {
  id: number;
  category: { slug: string };
}

/** A product's defaults as its configurator opens (GET /api/calculator-options?productId=). */
async function defaultsOf(base: string, productId: number): Promise<Record<string, string>> {
  const entries = (await (await fetch(`${base}/api/calculator-options?productId=${productId}`)).json()) as {
    type: string;
    value: string;
    isDefault?: boolean;
  }[];
  return Object.fromEntries(
    entries.filter((entry) => entry.isDefault).map((entry) => [entry.type, entry.value]),
  );
}

/** Registers a customer who orders `positions` windows of varied sizes and sashes; the order's id. */
export async function placeWorkshopOrder(base: string, positions: number): Promise<number> {
  const products = (await (await fetch(`${base}/api/products`)).json()) as ProductEntry[];
  const window = products.find((product) => product.category.slug === "finestre");
  if (!window) throw new Error("no window product in the catalogue");
  const defaults = await defaultsOf(base, window.id);
  const username = `officina.${Date.now().toString(36)}`;
  const password = "Banco-Officina-2026!";
  const registered = await post(base, "", "/api/register", {
    username,
    password,
    firstName: "Mario",
    email: `${username}@example.it`,
  });
  const cookie = registered.headers.get("set-cookie")?.split(";")[0] ?? "";
  for (let index = 0; index < positions; index++) {
    const twoSashes = index % 2 === 1;
    const options = {
      ...defaults,
      windowType: twoSashes ? "due-ante" : "una-anta",
      openingType: "battente",
      openingSide: twoSashes ? "principale-destra" : "destra",
      sopraluce: false,
      sottoluce: false,
    };
    const dimensions = {
      width: twoSashes ? 1200 + 20 * index : 700 + 10 * index,
      height: 1000 + 15 * index,
    };
    await post(base, cookie, "/api/cart", {
      productId: window.id,
      options,
      dimensions,
      quantity: 1 + (index % 3),
      roomLabel: `Vano ${index + 1}`,
    });
  }
  const placed = await post(base, cookie, "/api/orders", {
    shipping: {
      name: "Mario Rossi",
      email: `${username}@example.it`,
      phone: "+39 051 123 4567",
      address: "Via Indipendenza 10",
      city: "Bologna",
      postalCode: "40121",
    },
    paymentMethod: "carta",
    withdrawalExclusionAccepted: true,
  });
  return ((await placed.json()) as { id: number }).id;
}

export interface WorkshopPdfTimings {
  workOrder: TimingSummary;
  cutList: TimingSummary;
  workOrderBytes: number;
  cutListBytes: number;
}

/**
 * Each document downloaded `runs` times after one warm-up, one request at a
 * time. Both are rendered on every download (they are never kept), so every
 * run is a render. Runs × 2 + 2 must stay within the 30 downloads per user in
 * 10 minutes.
 */
export async function measureWorkshopPdfs(
  base: string,
  cookie: string,
  orderId: number,
  runs: number,
): Promise<WorkshopPdfTimings> {
  const download = async (name: string) => {
    const path = `/gestione/ordini/${orderId}/${name}`;
    const started = performance.now();
    const response = await fetch(`${base}${path}`, { headers: { cookie } });
    const bytes = (await response.arrayBuffer()).byteLength;
    if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}`);
    return { ms: performance.now() - started, bytes };
  };
  const timings = { work: [] as number[], cut: [] as number[], workBytes: 0, cutBytes: 0 };
  await download("scheda-lavorazione.pdf");
  await download("distinta-taglio.pdf");
  for (let run = 0; run < runs; run++) {
    const work = await download("scheda-lavorazione.pdf");
    const cut = await download("distinta-taglio.pdf");
    timings.work.push(work.ms);
    timings.cut.push(cut.ms);
    timings.workBytes = work.bytes;
    timings.cutBytes = cut.bytes;
  }
  return {
    workOrder: summarize(timings.work),
    cutList: summarize(timings.cut),
    workOrderBytes: timings.workBytes,
    cutListBytes: timings.cutBytes,
  };
}
