import type { Page } from "@playwright/test";
import { invitationOf } from "../support/appointments";
import { expectNoSeriousA11yViolations, STAFF_PHONE_VIEWPORT } from "../support/axe";
import { downloadPdf } from "../support/e2e-documents";
import {
  expect,
  firstConfigurableProduct,
  firstWindowConfiguration,
  test,
  toastsOf,
} from "../support/e2e-fixtures";
import {
  acceptRevision,
  book,
  changeStage,
  fittingDone,
  mailsTo,
  officePage,
  openJob,
  sendFinalMeasurements,
  stageReached,
} from "../support/job-steps";

// The job after the order (docs/product/production.md): a customer orders a
// window with installation; the office books the survey (the customer gets a
// calendar invitation, moved and cancelled with the same UID), the technician
// measures on a phone, the changed size re-prices the order and the customer
// accepts it; the order goes through its stages — production refused first
// without the deposit — to a fitting, «Posato» and «Chiuso»; the workshop's
// documents and the glass supplier's order are read back as text.

async function recordPayment(page: Page, euros: string) {
  // The payment's own form: once money is in, the refund form beside it has an amount too.
  const payments = page
    .getByRole("region", { name: "Pagamenti" })
    .locator("form")
    .filter({ has: page.getByRole("button", { name: "Registra il pagamento" }) });
  await payments.getByLabel("Importo (€)").fill(euros);
  await payments.getByLabel("Metodo").selectOption({ label: "Bonifico bancario" });
  await payments.getByRole("button", { name: "Registra il pagamento" }).click();
  await expect(toastsOf(page).titled("Pagamento registrato")).toBeVisible();
}

test("survey, measurements, stages, fitting and the workshop's documents of one order", async ({
  page,
  customer,
  browser,
}) => {
  test.setTimeout(300_000);
  // A day of next year no other test books, and a second one for the fitting.
  const day = Math.floor(Math.random() * 20) + 3;
  const year = new Date().getUTCFullYear() + 1;
  const surveyDay = `${year}-10-${String(day).padStart(2, "0")}`;
  const fittingDay = `${year}-11-${String(day).padStart(2, "0")}`;

  // The customer orders one window with installation, by bank transfer.
  const product = await firstConfigurableProduct(page);
  const configuration = await firstWindowConfiguration(page, product.id);
  expect(
    (
      await page.request.post("/api/cart", { data: { ...configuration, services: ["installation"] } })
    ).status(),
  ).toBe(201);
  const placed = await page.request.post("/api/orders", {
    data: {
      shipping: {
        name: "Mario Rossi",
        email: customer.email,
        phone: customer.phone,
        address: "Via Indipendenza",
        houseNumber: "10",
        city: "Bologna",
        postalCode: "40121",
        province: "BO",
      },
      paymentMethod: "bonifico",
      withdrawalExclusionAccepted: true,
    },
  });
  expect(placed.status()).toBe(201);
  const order = (await placed.json()) as { id: number; number: string; totalAmount: number; stage: string };
  expect(order.stage).toBe("in_attesa_di_conferma");
  const orderPath = `/gestione/ordini/${order.id}`;

  // The office confirms it and books the survey from the job.
  const office = await officePage(browser);
  await office.goto(orderPath);
  await changeStage(office, "Confermato");
  await stageReached(office, "Confermato");
  await openJob(office);
  await book(office, { kind: "Sopralluogo", day: surveyDay, start: "14:00", end: "15:30" });

  const [booked] = await mailsTo(customer.email, "Appuntamento fissato: sopralluogo", 1);
  const first = invitationOf(booked!);
  expect(first).toMatchObject({ method: "REQUEST", partMethod: "REQUEST", sequence: 0, tzid: "Europe/Rome" });
  expect(first.localStart).toBe(`${surveyDay}T14:00:00`);
  expect(first.hasRomeTimezone).toBe(true);

  // Moved: the same UID, the next SEQUENCE.
  const appointments = office.getByRole("region", { name: "Appuntamenti" });
  await appointments.getByText("Sposta", { exact: true }).first().click();
  const move = appointments.locator("details").filter({ hasText: "Sposta" }).first();
  await move.getByLabel("Ora di inizio").fill("15:00");
  await move.getByLabel("Ora di fine").fill("16:30");
  await move.getByRole("button", { name: /Sposta/ }).click();
  const [moved] = await mailsTo(customer.email, "Appuntamento spostato: sopralluogo", 1);
  const second = invitationOf(moved!);
  expect(second).toMatchObject({ method: "REQUEST", uid: first.uid, sequence: 1, tzid: "Europe/Rome" });
  expect(second.localStart).toBe(`${surveyDay}T15:00:00`);

  // The customer sees it on their order page, as the next appointment.
  await page.goto(`/orders/${order.id}`);
  const progress = page.getByRole("region", { name: "Avanzamento dell'ordine" });
  await expect(progress.getByText(/Prossimo appuntamento: Sopralluogo/)).toBeVisible();
  await expect(progress.getByText("Confermato")).toBeVisible();

  // Cancelled: METHOD:CANCEL with the same UID; then booked again for good.
  await office.reload();
  await appointments.getByText("Annulla", { exact: true }).first().click();
  const cancel = appointments.locator("details").filter({ hasText: "Annulla l'appuntamento" }).first();
  await cancel.getByLabel("Motivo").fill("Il cliente è fuori città");
  await cancel.getByRole("button", { name: "Annulla l'appuntamento" }).click();
  const [cancelled] = await mailsTo(customer.email, "Appuntamento annullato: sopralluogo", 1);
  const third = invitationOf(cancelled!);
  expect(third).toMatchObject({
    method: "CANCEL",
    partMethod: "CANCEL",
    uid: first.uid,
    tzid: "Europe/Rome",
  });
  expect(third.sequence).toBeGreaterThan(1);
  await book(office, { kind: "Sopralluogo", day: surveyDay, start: "09:00", end: "10:00" });

  // The technician measures on a phone at the site: one size differs.
  const phone = await officePage(browser, STAFF_PHONE_VIEWPORT);
  await phone.goto(`${orderPath}/misure`);
  await expect(
    phone.getByRole("heading", { level: 1, name: `Misure dell'ordine ${order.number}` }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(phone);
  const wide = await phone.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(wide, "no sideways scrolling at 375 px").toBe(false);
  await sendFinalMeasurements(phone, { width: "1100", height: "1300", notes: "fuori squadro 4 mm" });

  // Without the customer's confirmation the stage cannot move.
  await office.goto(orderPath);
  await changeStage(office, "Misure definitive");
  await expect(
    office.getByRole("alert").filter({ hasText: "Mancano le misure definitive di 1 posizione" }),
  ).toBeVisible();

  // The customer accepts the re-priced order.
  await acceptRevision(page, order);
  const accepted = (await (await page.request.get(`/api/orders/${order.id}`)).json()) as {
    totalAmount: number;
    items: { sizesFinal: boolean; dimensions: { width: number; height: number } }[];
  };
  expect(accepted.totalAmount).toBeLessThan(order.totalAmount);
  expect(accepted.items[0]).toMatchObject({ sizesFinal: true, dimensions: { width: 1100, height: 1300 } });

  // Misure definitive; production refused without the deposit, then allowed once it is in.
  await office.goto(orderPath);
  await changeStage(office, "Misure definitive");
  await stageReached(office, "Misure definitive");
  await changeStage(office, "In produzione");
  await expect(office.getByRole("alert").filter({ hasText: "L'acconto non risulta ricevuto" })).toBeVisible();
  // The deposit the terms ask once the measurements are confirmed (docs/product/payments.md#instalments).
  const deposit = (await (await page.request.get(`/api/orders/${order.id}`)).json()) as {
    instalments: { label: string; leftToPay: number; state: string }[];
  };
  expect(deposit.instalments.map((step) => [step.label, step.state])).toEqual([
    ["Acconto", "due"],
    ["Saldo", "later"],
  ]);
  await recordPayment(office, deposit.instalments[0]!.leftToPay.toFixed(2).replace(".", ","));
  await changeStage(office, "In produzione");
  await stageReached(office, "In produzione");

  // The workshop's documents and the glass supplier's order, read back as text.
  const workOrder = await downloadPdf(office, `${orderPath}/scheda-lavorazione.pdf`);
  expect(workOrder).toContain(order.number);
  expect(workOrder).toContain("Misura: 1.100 × 1.300 mm (definitiva)");
  expect(workOrder).toContain("fuori squadro 4 mm");
  expect(workOrder).not.toContain("€");
  const cutList = await downloadPdf(office, `${orderPath}/distinta-taglio.pdf`);
  expect(cutList).toContain("Distinta di taglio");
  expect(cutList).toMatch(/Vetr/);
  // The glass is ordered from the glass supplier once the sizes are final.
  const purchasing = office.getByRole("region", { name: "Ordini fornitore" });
  await purchasing.getByRole("button", { name: "Prepara gli ordini fornitore" }).click();
  const glassOrder = purchasing.getByRole("row").filter({ hasText: "Vetreria Ponente" });
  const purchaseLink = glassOrder.getByRole("link", { name: /^PDF OF-/ });
  await expect(purchaseLink).toBeVisible();
  const purchase = await downloadPdf(office, (await purchaseLink.getAttribute("href")) ?? "");
  expect(purchase).toContain("Vetreria Ponente");
  expect(purchase).toMatch(/Vetro .*Doppio vetro/);
  await changeStage(office, "Pronto");
  await stageReached(office, "Pronto");

  // The fitting: booked, done; then «Posato», and «Chiuso» once the balance is in.
  await openJob(office);
  await fittingDone(office, {
    order: order.number,
    day: fittingDay,
    notes: "Posa completata, cliente soddisfatto",
  });

  await office.goto(orderPath);
  await changeStage(office, "Posato");
  await stageReached(office, "Posato");
  // The fitting done, the balance falls due.
  const balance = (await (await page.request.get(`/api/orders/${order.id}`)).json()) as {
    instalments: { label: string; leftToPay: number; state: string }[];
  };
  expect(balance.instalments.map((step) => [step.label, step.state])).toEqual([
    ["Acconto", "paid"],
    ["Saldo", "due"],
  ]);
  await recordPayment(office, balance.instalments[1]!.leftToPay.toFixed(2).replace(".", ","));
  await changeStage(office, "Chiuso");
  const dialog = office.getByRole("alertdialog");
  await dialog.getByRole("button", { name: "Segna come «Chiuso»" }).click();
  await stageReached(office, "Chiuso");

  await page.goto(`/orders/${order.id}`);
  await expect(
    page.getByRole("region", { name: "Avanzamento dell'ordine" }).getByText("stato attuale"),
  ).toBeVisible();
  expect(
    (await (await page.request.get(`/api/orders/${order.id}`)).json()) as { status: string; stage: string },
  ).toMatchObject({
    status: "completed",
    stage: "chiuso",
  });
});
