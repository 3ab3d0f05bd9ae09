import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../db/schema.ts";
import {
  type Customer,
  readableWords,
  registeredCustomer,
  validCheckoutForm,
  visibleHtml,
} from "../support/api-client.ts";
import { sentOfferFor } from "../support/offers.ts";
import {
  phoneJob,
  postPageForm,
  SETUP_TIMEOUT_MS,
  signedInStaff,
  signInAsFirstAdmin,
  startStaffTestApp,
} from "../support/staff.ts";
import type { TestApp } from "../support/test-app.ts";

// The office's side of an answer and of the survey (docs/product/offers.md#accepting,
// #writing-an-offer): an acceptance given in the showroom recorded by staff
// with the signed copy, a decline with its reason, and a position's final
// sizes priced again by the server.

let app: TestApp;
let staff: Customer;
let buyer: Customer;

beforeAll(async () => {
  app = await startStaffTestApp();
  staff = await signedInStaff(app, await signInAsFirstAdmin(app));
  buyer = await registeredCustomer(app);
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await app?.close();
});

const PDF_BYTES = new TextEncoder().encode("%PDF-1.4\n% firmato in showroom\n");

function multipart(fields: Record<string, string>, file?: { bytes: Uint8Array; name: string; type: string }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file)
    form.append(
      "signedCopy",
      new Blob([file.bytes as Uint8Array<ArrayBuffer>], { type: file.type }),
      file.name,
    );
  return form;
}

async function offerRow(number: string) {
  const [row] = await app.db.select().from(schema.offers).where(eq(schema.offers.number, number));
  return row!;
}

describe("an answer given in the showroom, recorded by staff", () => {
  it("an acceptance with the signed copy makes the order for the customer's account", async () => {
    const offer = await sentOfferFor(app, buyer);
    const page = await staff.request(`/gestione/offerte/${offer.number}/risposta`);
    expect(page.status).toBe(200);
    expect(readableWords(await visibleHtml(page))).toContain("Registra la risposta del cliente");
    const posted = await staff.request(`/gestione/offerte/${offer.number}/risposta`, {
      method: "POST",
      redirect: "manual",
      body: multipart(
        { intent: "accept", versionNumber: "1", paymentMethod: "bonifico", ...validCheckoutForm },
        { bytes: PDF_BYTES, name: "accettazione-firmata.pdf", type: "application/pdf" },
      ),
    });
    expect(posted.status).toBe(302);
    const [version] = await app.db
      .select()
      .from(schema.offerVersions)
      .where(eq(schema.offerVersions.offerId, offer.offerId));
    expect(version).toMatchObject({ decision: "accepted", signedCopyName: "accettazione-firmata.pdf" });
    const orders = await app.db
      .select()
      .from(schema.orders)
      .where(eq(schema.orders.offerVersionId, version!.id));
    expect(orders).toHaveLength(1);
    expect((await offerRow(offer.number)).status).toBe("accettata");
    const editor = readableWords(await visibleHtml(await staff.request(`/gestione/offerte/${offer.number}`)));
    expect(editor).toContain(`Ordine ${orders[0]!.number}`);
  });

  it("a copy that is no PDF or image is refused beside its field, and nothing is recorded", async () => {
    const offer = await sentOfferFor(app, buyer);
    const posted = await staff.request(`/gestione/offerte/${offer.number}/risposta`, {
      method: "POST",
      redirect: "manual",
      body: multipart(
        { intent: "accept", versionNumber: "1", paymentMethod: "bonifico", ...validCheckoutForm },
        { bytes: new TextEncoder().encode("ciao"), name: "firma.txt", type: "text/plain" },
      ),
    });
    expect(posted.status).toBe(400);
    expect(readableWords(await posted.text())).toContain(
      "La copia firmata dev'essere un PDF, un'immagine JPEG o PNG.",
    );
    expect((await offerRow(offer.number)).status).toBe("inviata");
  });

  it("a decline on the phone keeps its reason, shown in the job's timeline", async () => {
    const offer = await sentOfferFor(app, buyer);
    const posted = await postPageForm(staff, `/gestione/offerte/${offer.number}/risposta`, {
      intent: "decline",
      versionNumber: "1",
      reason: "Ha scelto un altro serramentista",
    });
    expect(posted.status).toBe(302);
    expect((await offerRow(offer.number)).status).toBe("rifiutata");
    const [job] = await app.db.select().from(schema.jobs).where(eq(schema.jobs.id, offer.jobId));
    const timeline = readableWords(
      await visibleHtml(await staff.request(`/gestione/commesse/${job!.number}`)),
    );
    expect(timeline).toContain(
      `Offerta ${offer.number}, versione 1 rifiutata: «Ha scelto un altro serramentista»`,
    );
  });

  it("is a staff page: a customer gets 404 and records nothing", async () => {
    const offer = await sentOfferFor(app, buyer);
    expect((await buyer.request(`/gestione/offerte/${offer.number}/risposta`)).status).toBe(404);
    const posted = await postPageForm(buyer, `/gestione/offerte/${offer.number}/risposta`, {
      intent: "decline",
      versionNumber: "1",
    });
    expect(posted.status).toBe(404);
    expect((await offerRow(offer.number)).status).toBe("inviata");
  });
});

describe("«Misure definitive» after the survey", () => {
  it("prices the position again at the measured size and marks it final", async () => {
    const number = /(O-\d{4}-\d{6})$/.exec(
      (
        await postPageForm(staff, `/gestione/commesse/${await phoneJob(staff, "Marta Galli")}`, {
          intent: "new-offer",
        })
      ).headers.get("location") ?? "",
    )![1]!;
    const window = await import("../support/requests.ts").then(({ windowRequestBody }) =>
      windowRequestBody(app),
    );
    await staff.request(`/gestione/offerte/${number}/righe`, {
      method: "POST",
      json: { ...window, quantity: 2 },
    });
    const [line] = await linesOf(number);
    const before = line!.unitPriceCents;
    const bigger = { width: window.dimensions.width + 400, height: window.dimensions.height + 300 };
    const measured = await postPageForm(staff, `/gestione/offerte/${number}`, {
      intent: "measure",
      lineId: String(line!.id),
      version: String((await offerRow(number)).version),
      width: String(bigger.width),
      height: String(bigger.height),
    });
    expect(measured.status).toBe(302);
    const [after] = await linesOf(number);
    expect(after!.sizesFinal).toBe(true);
    expect(after!.quantity).toBe(2);
    expect(after!.unitPriceCents).toBeGreaterThan(before);
    expect(after!.configuration).toMatchObject({ dimensions: bigger });
    expect(readableWords(await visibleHtml(await staff.request(`/gestione/offerte/${number}`)))).toContain(
      "Misure definitive",
    );

    const tooBig = await postPageForm(staff, `/gestione/offerte/${number}`, {
      intent: "measure",
      lineId: String(line!.id),
      version: String((await offerRow(number)).version),
      width: "99999",
      height: String(bigger.height),
    });
    expect(tooBig.status).toBe(400);
    const [unchanged] = await linesOf(number);
    expect(unchanged!.configuration).toMatchObject({ dimensions: bigger });
  });
});

async function linesOf(number: string) {
  const offer = await offerRow(number);
  return app.db.select().from(schema.offerLines).where(eq(schema.offerLines.offerId, offer.id));
}
