import type { Page } from "@playwright/test";
import { formatDateShort } from "../../app/domain/italian-formats/dates.ts";
import { formatEuroCents } from "../../app/domain/italian-formats/money.ts";
import { jobVatSplit } from "../../app/domain/vat/beni-significativi.ts";
import { positionVatLines } from "../../app/domain/vat/vat-job-lines.ts";
import { validShipping } from "../support/api-client";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { downloadPdf, mailsAbout, recipient } from "../support/e2e-documents";
import { addWindowToCart, apiJson, expect, test, toastsOf } from "../support/e2e-fixtures";
import { type FatturaPaFigures, fatturaPaFigures, fatturaPaSchemaErrors } from "../support/fatturapa";
import { clickOnceHydrated } from "../support/hydration";
import {
  acceptRevision,
  addWindowThroughConfigurator,
  book,
  changeStage,
  confirmDialog,
  dayNextYear,
  fittingDone,
  lineCard,
  mailsTo,
  moveThrough,
  offerForContact,
  officePage,
  openJob,
  payByCard,
  sendFinalMeasurements,
  sendFirstVersion,
  stageReached,
} from "../support/job-steps";

// The money of one job, as customer and office see it (docs/product/vat.md,
// payments.md, invoices.md): an offer with installation accepted for a home
// under maintenance takes 10 %/22 % with the beni significativi ceiling; the
// deposit falls due when the survey's measurements are confirmed, is paid by
// card and invoiced (TD02); a mistyped payment is reversed; the balance falls
// due at the fitting, is paid and the final invoice (TD01) deducts the deposit
// per rate, so the invoices add up to the job per rate. A second order, paid by
// card and cancelled, is refunded and its invoice credited (TD04).

interface OrderJson {
  id: number;
  number: string;
  stage: string;
  totalAmount: number;
  vatSplit: {
    rates: { ratePercent: number; taxableAmount: number; vatAmount: number }[];
    savingAmount: number;
  };
  items: {
    quantity: number;
    productName: string;
    services: { code: string; label: string; quantity: number; total: number }[];
  }[];
}

const SITE = "Via Saragozza 12, Bologna";
const toCents = (euros: number) => Math.round(euros * 100);
const spaced = (text: string | null | undefined) => (text ?? "").replace(/\s+/g, " ");
const euros = (cents: number) => spaced(formatEuroCents(cents));
const order = (page: Page, id: number | string) => apiJson<OrderJson>(page, `/api/orders/${id}`);

/** Today plus `days`, as the pages print it (dd/MM/yyyy, Europe/Rome). */
function dayFromToday(days: number): string {
  const rome = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Rome" }).format(new Date());
  const day = new Date(`${rome}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return formatDateShort(day.toISOString());
}

/** Issues the invoice `button` names from the staff order page; the new invoice's number and XML, checked against the schema. */
async function issueInvoice(office: Page, orderId: number, button: string) {
  await office.goto(`/gestione/ordini/${orderId}`);
  await office
    .getByRole("region", { name: "Fatture" })
    .getByRole("button", { name: button, exact: true })
    .click();
  await expect(toastsOf(office).titled("Fattura emessa")).toBeVisible();
  await expect(office.getByRole("heading", { level: 1, name: "Fatture dell'ordine" })).toBeVisible();
  return latestInvoice(office);
}

/** The last row of the order's issued invoices: its number, and its XML validated and read. */
async function latestInvoice(office: Page): Promise<{ number: string; figures: FatturaPaFigures }> {
  const row = office.getByRole("table").getByRole("row").last();
  const number = ((await row.getByRole("link", { name: /^PDF / }).textContent()) ?? "").replace("PDF ", "");
  const xmlHref = (await row.getByRole("link", { name: /^XML / }).getAttribute("href")) ?? "";
  const response = await office.request.get(xmlHref);
  expect(response.status(), xmlHref).toBe(200);
  const xml = await response.text();
  expect(fatturaPaSchemaErrors(xml), `${number} against the FatturaPA schema`).toBe("");
  const figures = fatturaPaFigures(xml);
  expect(figures.number).toBe(number);
  // Each rate's summary is its lines' sum, and the document's total is every rate's net plus VAT.
  for (const rate of figures.rates) {
    const lines = figures.lines.filter((line) => line.rate === rate.rate);
    expect(
      lines.reduce((sum, line) => sum + line.totalCents, 0),
      `lines at ${rate.rate} %`,
    ).toBe(rate.netCents);
  }
  expect(figures.rates.reduce((sum, rate) => sum + rate.netCents + rate.vatCents, 0)).toBe(
    figures.totalCents,
  );
  return { number, figures };
}

const atRate = (figures: FatturaPaFigures, rate: number) =>
  figures.rates.find((share) => share.rate === rate) ?? { rate, netCents: 0, vatCents: 0 };

// A step that waits for a control that never comes fails on its own, not at the test's long timeout.
test.use({ actionTimeout: 20_000 });

test("the money of a job: VAT split, deposit, corrections, balance, invoices and a refund", async ({
  page,
  customer,
  browser,
}) => {
  test.setTimeout(480_000);
  const office = await officePage(browser);
  const day = Math.floor(Math.random() * 20) + 3;

  // 1. The offer: one window with fitting and disposal, the terms of a sale with installation.
  const offerNumber = await offerForContact(page, office, customer.email);
  await addWindowThroughConfigurator(office, offerNumber);
  const window = lineCard(office, 0);
  await window.getByRole("checkbox", { name: "Posa in opera" }).check();
  await window.getByRole("checkbox", { name: "Rimozione e smaltimento del vecchio serramento" }).check();
  await window.getByRole("button", { name: "Salva la riga" }).click();
  await expect(toastsOf(office).titled("Riga salvata")).toBeVisible();
  const listTotalCents = toCents(
    Number(
      ((await office.getByTestId("totale-offerta").textContent()) ?? "")
        .replace(/[^\d,]/g, "")
        .replace(",", "."),
    ),
  );
  await sendFirstVersion(office);

  // The customer accepts it for a home, as maintenance work.
  await page.goto(`/offerte/${offerNumber}`);
  await page.getByLabel("Numero civico").fill("12");
  await page.getByLabel("Indirizzo (via o piazza)").fill("Via Saragozza");
  await page.getByLabel("Città").fill("Bologna");
  await page.getByLabel("CAP").fill("40123");
  await page.getByLabel("Provincia").selectOption({ label: "Bologna (BO)" });
  await page.getByRole("radio", { name: "Privato" }).check();
  await page.getByLabel("Codice fiscale").fill("RSSMRA85T10A562S");
  await page.getByRole("radio", { name: /bonifico/i }).check();
  await page.getByRole("radio", { name: "Sì, è un'abitazione" }).check();
  await page.getByLabel("Tipo di intervento").selectOption({ label: "Manutenzione straordinaria" });
  await page
    .getByRole("checkbox", {
      name: "Ho compreso che i prodotti su misura sono esclusi dal diritto di recesso",
    })
    .check();
  await clickOnceHydrated(page.getByRole("button", { name: "Accetta", exact: true }));
  await confirmDialog(page, "Accetta e ordina");
  await expect(page).toHaveURL(/\/orders\/\d+$/);
  const orderId = Number(page.url().split("/").pop());
  const accepted = await order(page, orderId);

  // What the rule gives: the window's goods (the offer's total less its services) are a bene
  // significativo, at 10 % only up to the services' value; the rest of the window at 22 %.
  const [item] = accepted.items;
  const services = item!.services.map((service) => ({ ...service, totalCents: toCents(service.total) }));
  const expected = jobVatSplit({
    lines: positionVatLines({
      description: item!.productName,
      quantity: item!.quantity,
      goodsGrossCents: listTotalCents - services.reduce((sum, service) => sum + service.totalCents, 0),
      significantGood: true,
      services,
    }),
    declaration: { residentialDeclared: true, workKind: "manutenzione-straordinaria" },
  });
  expect(expected.lines.filter((line) => line.nature === "good").map((line) => line.ratePercent)).toEqual([
    10, 22,
  ]);
  const articles = page.getByRole("region", { name: "Articoli" });
  for (const rate of expected.rates)
    await expect(articles).toContainText(`IVA ${rate.ratePercent} % su ${euros(rate.netCents)}`);
  await expect(articles).toContainText(`IVA agevolata: risparmi ${euros(expected.savingCents)}`);
  expect(toCents(accepted.totalAmount)).toBe(listTotalCents - expected.savingCents);
  const payments = page.getByRole("region", { name: "Pagamenti" });
  await expect(payments).toContainText(
    "Condizioni: Acconto 30 % alla conferma delle misure definitive, saldo alla posa",
  );
  await expect(payments).toContainText("Per ora non devi pagare nulla.");
  await expect(payments.getByRole("link", { name: /^Paga/ })).toHaveCount(0);

  // 2. The survey: booked from the job, measured, sent; the customer confirms the revision.
  const orderPath = `/gestione/ordini/${orderId}`;
  await office.goto(orderPath);
  if (accepted.stage === "in_attesa_di_conferma") await moveThrough(office, "Confermato");
  await openJob(office);
  await book(office, {
    kind: "Sopralluogo",
    day: dayNextYear(10, day),
    start: "09:00",
    end: "10:00",
    site: SITE,
  });
  await office.goto(`${orderPath}/misure`);
  await sendFinalMeasurements(office, { width: "1100", height: "1300" });
  await acceptRevision(page, accepted);
  const job = await order(page, orderId);
  const totalCents = toCents(job.totalAmount);
  const depositCents = Math.round(totalCents * 0.3);
  await expect(payments.getByTestId("rata-dovuta")).toContainText(
    `Acconto: ${euros(depositCents)} entro il ${dayFromToday(7)}`,
  );

  // 3. The customer pays the deposit by card on its page and gets the receipt.
  await payments.getByRole("link", { name: "Paga l'acconto" }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${orderId}/pagamenti/1$`));
  await expectNoSeriousA11yViolations(page);
  await payByCard(page, orderId, "Paga l'acconto");
  await expect(page.getByTestId("ricevute")).toContainText(
    `${euros(depositCents)} · Carta di credito · Acconto`,
  );
  await mailsTo(customer.email, `Abbiamo ricevuto il tuo pagamento per l'ordine ${job.number}`, 1);

  // Staff issue its acconto: per rate, the deposit in proportion to the job's gross at that rate.
  const acconto = await issueInvoice(office, orderId, "Emetti fattura di acconto");
  expect(acconto.figures.type).toBe("TD02");
  expect(acconto.figures.totalCents).toBe(depositCents);
  for (const rate of job.vatSplit.rates) {
    const gross = toCents(rate.taxableAmount + rate.vatAmount);
    const share = atRate(acconto.figures, rate.ratePercent);
    expect(
      Math.abs(share.netCents + share.vatCents - (depositCents * gross) / totalCents),
    ).toBeLessThanOrEqual(1);
  }
  const [accontoMail] = await mailsTo(customer.email, `Fattura di acconto n. ${acconto.number}`, 1);
  // The fixture's address was never confirmed: the message links to the order page instead of attaching the PDF.
  expect(spaced(accontoMail!.text)).toContain(`Totale: ${euros(depositCents)}`);
  expect(accontoMail!.text).toContain(`/orders/${orderId}`);
  await page.goto(`/orders/${orderId}`);
  const accontoLink = page.getByRole("link", {
    name: `Scarica il PDF della fattura di acconto ${acconto.number}`,
  });
  const accontoPdf = spaced(await downloadPdf(page, (await accontoLink.getAttribute("href")) ?? ""));
  expect(accontoPdf).toContain(acconto.number);
  expect(accontoPdf).toContain(euros(depositCents));
  for (const rate of acconto.figures.rates) expect(accontoPdf).toContain(euros(rate.netCents));

  // 4. A mistyped payment, recorded and reversed with a reason: the order reads as before.
  await office.goto(orderPath);
  const staffPayments = office.getByRole("region", { name: "Pagamenti" });
  await office.locator("#pagamento-importo").fill("50,00");
  await staffPayments.getByLabel("Metodo").first().selectOption({ label: "Bonifico bancario" });
  await staffPayments.getByRole("button", { name: "Registra il pagamento" }).click();
  await expect(toastsOf(office).titled("Pagamento registrato")).toBeVisible();
  const paidPart = `Pagato in parte: ${euros(depositCents)} di ${euros(totalCents)}`;
  await expect(office.getByText(`Pagato in parte: ${euros(depositCents + 5000)}`).first()).toBeVisible();
  await expect(office.getByRole("region", { name: "Fatture" })).toContainText(
    /Fattura di acconto da emettere entro/,
  );
  const mistyped = staffPayments.getByTestId("movimento").filter({ hasText: euros(5000) });
  await mistyped.getByLabel("Motivo dello storno").fill("Importo digitato per errore");
  await mistyped.getByRole("button", { name: "Storna" }).click();
  await expect(toastsOf(office).titled("Storno registrato")).toBeVisible();
  await office.reload();
  await expect(staffPayments.getByTestId("movimento").filter({ hasText: "(stornato)" })).toContainText(
    euros(5000),
  );
  await expect(office.getByText(paidPart).first()).toBeVisible();
  await expect(office.getByRole("region", { name: "Fatture" })).toContainText("Nessuna fattura da emettere.");

  // 5. The fitting: the balance falls due once it is done, is paid, and the final invoice deducts the deposit.
  await moveThrough(office, "Misure definitive", "In produzione", "Pronto");
  await openJob(office);
  await fittingDone(office, {
    order: job.number,
    day: dayNextYear(11, day),
    notes: "Posa completata",
    site: SITE,
  });
  await page.goto(`/orders/${orderId}`);
  const balanceCents = totalCents - depositCents;
  await expect(payments.getByTestId("rata-dovuta")).toContainText(
    `Saldo: ${euros(balanceCents)} entro il ${dayFromToday(7)}`,
  );
  await payments.getByRole("link", { name: "Paga il saldo" }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${orderId}/pagamenti/2$`));
  await payByCard(page, orderId, "Paga il saldo");
  await expect(page.getByText("Pagamento ricevuto").first()).toBeVisible();

  const final = await issueInvoice(office, orderId, "Emetti fattura");
  expect(final.figures.type).toBe("TD01");
  expect(final.figures.totalCents).toBe(balanceCents);
  for (const rate of acconto.figures.rates) {
    const deducted = final.figures.lines.filter(
      (line) => line.rate === rate.rate && line.totalCents < 0 && line.description.includes(acconto.number),
    );
    expect(
      deducted.reduce((sum, line) => sum + line.totalCents, 0),
      `deposit at ${rate.rate} %`,
    ).toBe(-rate.netCents);
  }
  // The job's invoices add up to its split per rate, net and VAT.
  expect(job.vatSplit.rates.map((rate) => rate.ratePercent)).toEqual([10, 22]);
  for (const rate of job.vatSplit.rates) {
    const invoiced = [acconto, final].map((invoice) => atRate(invoice.figures, rate.ratePercent));
    expect(invoiced.reduce((sum, share) => sum + share.netCents, 0)).toBe(toCents(rate.taxableAmount));
    expect(invoiced.reduce((sum, share) => sum + share.vatCents, 0)).toBe(toCents(rate.vatAmount));
  }
  await page.goto(`/orders/${orderId}`);
  await expect(
    page.getByRole("link", { name: `Scarica il PDF della fattura ${final.number}` }),
  ).toBeVisible();

  // 6. A second order paid by card at checkout, invoiced, then cancelled, refunded and credited.
  await addWindowToCart(page);
  const placed = await page.request.post("/api/orders", {
    data: {
      shipping: { ...validShipping, email: customer.email },
      paymentMethod: "carta",
      withdrawalExclusionAccepted: true,
      invoice: { type: "privato", fiscalCode: "RSSMRA85T10A562S" },
    },
  });
  expect(placed.status()).toBe(201);
  const second = (await placed.json()) as OrderJson;
  const secondCents = toCents(second.totalAmount);
  const invoice = await issueInvoice(office, second.id, "Emetti fattura");
  expect(invoice.figures.totalCents).toBe(secondCents);
  await office.goto(`/gestione/ordini/${second.id}`);
  await expect(office.getByText("Pagamento ricevuto").first()).toBeVisible();
  await changeStage(office, "Annullato");
  await confirmDialog(office, "Annulla l'ordine");
  await stageReached(office, "Annullato");
  await office.locator("#rimborso-importo").fill((secondCents / 100).toFixed(2).replace(".", ","));
  await office.locator("#rimborso-metodo").selectOption("carta");
  await office.locator("#rimborso-motivo").fill("Ordine annullato dal cliente");
  await office.getByRole("button", { name: "Registra il rimborso" }).click();
  await expect(toastsOf(office).titled("Rimborso registrato")).toBeVisible();
  await office.reload();
  await expect(office.getByText(`Rimborsato: ${euros(secondCents)}`).first()).toBeVisible();
  await expect(office.getByText("Pagamento ricevuto")).toHaveCount(0);
  await page.goto(`/orders/${second.id}`);
  await expect(page.getByText(`Rimborsato: ${euros(secondCents)}`).first()).toBeVisible();
  await expect(page.getByText("Pagamento ricevuto")).toHaveCount(0);

  await office.goto(`/gestione/ordini/${second.id}/fatture`);
  const credit = office.getByRole("region", { name: `Nota di credito su fattura n. ${invoice.number}` });
  await credit.getByLabel("Importo (€, IVA inclusa)").fill((secondCents / 100).toFixed(2).replace(".", ","));
  await credit.getByLabel("Motivo").fill("Ordine annullato e rimborsato");
  await credit.getByRole("button", { name: "Emetti la nota di credito" }).click();
  await expect(toastsOf(office).titled("Nota di credito emessa")).toBeVisible();
  const note = await latestInvoice(office);
  expect(note.figures.type).toBe("TD04");
  expect(note.figures.totalCents).toBe(secondCents);
  await expectNoSeriousA11yViolations(office);
  const noteMails = await mailsAbout(`Nota di credito n. ${note.number}`, 1);
  expect(noteMails.map(recipient)).toContain(customer.email);
});
