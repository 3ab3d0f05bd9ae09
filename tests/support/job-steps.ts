import type { Browser, Locator, Page } from "@playwright/test";
import type { ParsedMail } from "mailparser";
import { mailsAbout, recipient } from "./e2e-documents";
import { expect, firstConfigurableProduct, signInAsAdmin, toastsOf } from "./e2e-fixtures";
import { clickOnceHydrated } from "./hydration";

// The steps of a job that the back office's e2e tests share
// (docs/product/production.md, docs/product/offers.md): a signed-in office
// page, the customer's e-mails, the order's stages, appointments and offer lines.

export const DESKTOP = { width: 1280, height: 900 };

/** A page of its own context signed in as the first admin. */
export async function officePage(browser: Browser, viewport = DESKTOP): Promise<Page> {
  const context = await browser.newContext({ locale: "it-IT", viewport });
  const page = await context.newPage();
  await signInAsAdmin(page);
  return page;
}

/** The messages to `address` whose subject contains `needle`, at least `count` of them, oldest first. */
export async function mailsTo(address: string, needle: string, count: number): Promise<ParsedMail[]> {
  let found: ParsedMail[] = [];
  await expect
    .poll(
      async () => {
        found = (await mailsAbout(needle, 0)).filter((mail) => recipient(mail) === address);
        return found.length;
      },
      { message: `${needle} to ${address}`, timeout: 30_000 },
    )
    .toBeGreaterThanOrEqual(count);
  return found.sort((a, b) => (a.date?.getTime() ?? 0) - (b.date?.getTime() ?? 0));
}

/** Moves the order on the staff order page to `stage` (the page then says whether it did). */
export async function changeStage(page: Page, stage: string) {
  const panel = page.getByRole("region", { name: "Cambia stato" });
  await panel.getByRole("radio", { name: stage, exact: true }).check();
  await panel.getByRole("button", { name: "Aggiorna lo stato" }).click();
}

export async function stageReached(page: Page, stage: string) {
  await expect(toastsOf(page).titled("Stato aggiornato")).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Storico dello stato" }).getByText(stage).first(),
  ).toBeVisible();
}

/** Books an appointment from the job page. */
export async function book(
  page: Page,
  fields: { kind: string; day: string; start: string; end: string; order?: string; site?: string },
) {
  const booking = page.locator("details").filter({ hasText: "Nuovo appuntamento" }).last();
  await booking.getByText("Nuovo appuntamento").click();
  await booking.getByLabel("Tipo").selectOption({ label: fields.kind });
  if (fields.order)
    await booking.getByLabel("Ordine (per consegna e posa)").selectOption({ label: fields.order });
  await booking.getByLabel("Data").fill(fields.day);
  await booking.getByLabel("Ora di inizio").fill(fields.start);
  await booking.getByLabel("Ora di fine").fill(fields.end);
  await booking.getByLabel("Tecnico").selectOption({ index: 1 });
  // A job opened from a lead has no site address yet: the booking asks for it.
  if (fields.site) await booking.getByLabel("Indirizzo del cantiere").fill(fields.site);
  await booking.getByRole("button", { name: "Fissa l'appuntamento" }).click();
  await expect(toastsOf(page).titled("Appuntamento fissato: invito inviato al cliente")).toBeVisible();
}

/** From the job page: books the order's fitting and marks it done with `notes`. */
export async function fittingDone(
  page: Page,
  fitting: { order: string; day: string; notes: string; site?: string },
) {
  const { order: orderNumber, notes } = fitting;
  await book(page, { kind: "Posa", start: "08:00", end: "12:00", ...fitting });
  const booked = page
    .getByRole("region", { name: "Appuntamenti" })
    .getByRole("listitem")
    .filter({ hasText: `ordine ${orderNumber}` });
  await booked.locator("summary", { hasText: "Segna come svolto" }).click();
  await booked.getByLabel("Note sull'esito").fill(notes);
  await booked.getByRole("button", { name: "Segna come svolto" }).click();
  await expect(page.getByText(`Esito: ${notes}`)).toBeVisible();
}

/** A day of next year's `month` that other tests rarely book. */
export function dayNextYear(month: number, day: number): string {
  const year = new Date().getUTCFullYear() + 1;
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** The offer editor's line card at `index`. */
export function lineCard(page: Page, index: number): Locator {
  return page
    .getByRole("region", { name: /^Righe/ })
    .getByRole("listitem")
    .nth(index);
}

/** From the offer editor: the first configurable window, 1200 x 1400 mm, through the configurator. */
export async function addWindowThroughConfigurator(page: Page, offerNumber: string) {
  const product = await firstConfigurableProduct(page);
  await page.getByRole("link", { name: "Scegli il prodotto" }).click();
  await page.getByRole("link", { name: product.name, exact: true }).first().click();
  await expect(page.getByText(`Stai aggiungendo righe all'offerta ${offerNumber}.`)).toBeVisible();
  // The picker's link ends at #configuratore: the configurator is open.
  const form = page.getByRole("form", { name: `Configurazione di ${product.name}` });
  await expect(form).toBeVisible();
  for (const select of await form.getByRole("combobox").all()) {
    if ((await select.isEnabled()) && (await select.inputValue()) === "")
      await select.selectOption({ index: 1 });
  }
  await form.getByLabel("Larghezza (mm)").fill("1200");
  await form.getByLabel("Altezza (mm)").fill("1400");
  await form.getByRole("button", { name: "Aggiorna Preventivo" }).click();
  await form.getByRole("button", { name: "Aggiungi all'offerta" }).click();
  await expect(toastsOf(page).titled("Aggiunto all'offerta")).toBeVisible();
  await page.getByRole("link", { name: "Torna all'offerta" }).click();
  return product;
}

/** Confirms a dialog that names what it does. */
export async function confirmDialog(page: Page, button: string) {
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: button }).click();
}

/** On the order's measurement page: saves one position's size and sends the measurements to the customer. */
export async function sendFinalMeasurements(
  page: Page,
  size: { width: string; height: string; notes?: string },
) {
  await page.getByLabel("Larghezza (mm)").fill(size.width);
  await page.getByLabel("Altezza (mm)").fill(size.height);
  if (size.notes) await page.getByRole("textbox", { name: /^Note/ }).fill(size.notes);
  await page.getByRole("button", { name: "Salva le misure" }).click();
  await expect(toastsOf(page).titled("Misure salvate")).toBeVisible();
  await expect(page.getByText(`Rilevata: ${size.width} × ${size.height} mm`)).toBeVisible();
  await page.getByRole("button", { name: "Invia le misure al cliente" }).click();
  await expect(toastsOf(page).titled("Misure inviate al cliente")).toBeVisible();
}

/** The customer opens the order's revision from the order page and accepts it, declaring a home under maintenance when asked. */
export async function acceptRevision(page: Page, order: { id: number | string; number: string }) {
  await page.goto(`/orders/${order.id}`);
  await page
    .getByRole("link", { name: /variante/i })
    .first()
    .click();
  await expect(page.getByText(`Variante dell'ordine ${order.number}`)).toBeVisible();
  const declaration = page.getByRole("radio", { name: "Sì, è un'abitazione" });
  if (await declaration.count()) {
    await declaration.check();
    await page.getByLabel("Tipo di intervento").selectOption({ label: "Manutenzione straordinaria" });
  }
  await clickOnceHydrated(page.getByRole("button", { name: /^Accetta/ }).first());
  await page.getByRole("alertdialog").getByRole("button", { name: "Accetta la variante" }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${order.id}$`));
  await expect(page.getByText("Misure definitive (rilevate al sopralluogo e confermate)")).toBeVisible();
}

/** The signed-in customer writes from the contact page; staff find the lead and open an offer for it: its number. */
export async function offerForContact(customer: Page, office: Page, email: string): Promise<string> {
  await customer.goto("/contatti");
  const message = `Finestre con posa, vorrei un sopralluogo (${Date.now().toString(36)})`;
  await customer.getByRole("textbox", { name: "Messaggio" }).fill(message);
  await customer.getByRole("checkbox", { name: /Acconsento al trattamento dei dati personali/ }).check();
  await customer.getByRole("button", { name: /Invia/ }).click();
  await expect(toastsOf(customer).titled("Messaggio inviato")).toBeVisible();
  // Other tests write leads at the same time: the customer's own address finds theirs.
  await office.goto(`/gestione/richieste?tipo=contatto&cerca=${encodeURIComponent(email)}`);
  await office
    .getByRole("link", { name: /^Contatto n\. \d+/ })
    .first()
    .click();
  await expect(office.getByText(message)).toBeVisible();
  await office.getByRole("button", { name: "Crea un'offerta per questo contatto" }).click();
  await expect(office.getByRole("heading", { level: 1, name: /^Offerta O-/ })).toBeVisible();
  return (await office.getByRole("heading", { level: 1 }).textContent())!.replace("Offerta ", "");
}

/** On an instalment's page: pays it with the simulated card («Paga l'acconto», «Paga il saldo») and lands back on the order page. */
export async function payByCard(page: Page, orderId: number | string, button: string) {
  await page.getByLabel("Intestatario della carta").fill("Mario Rossi");
  await page.getByLabel("Numero della carta").fill("4242424242424242");
  await page.getByLabel("Scadenza (MM/AA)").fill("12/30");
  await page.getByLabel("CVV").fill("123");
  await page.getByRole("button", { name: button }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${orderId}$`));
}

/** From the offer editor: sends version 1 and waits for the notice. */
export async function sendFirstVersion(page: Page) {
  await clickOnceHydrated(page.getByRole("button", { name: "Invia la versione 1" }));
  await confirmDialog(page, "Invia la versione 1");
  await expect(
    toastsOf(page)
      .region.getByText(/^Versione 1/)
      .first(),
  ).toBeVisible();
}

/** From the staff order page: opens the order's job. */
export async function openJob(page: Page) {
  await page
    .getByRole("link", { name: /^Commessa C-/ })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1, name: /^Commessa C-/ })).toBeVisible();
}

/** Moves the order through `stages` one by one, each confirmed by the page. */
export async function moveThrough(page: Page, ...stages: string[]) {
  for (const stage of stages) {
    await changeStage(page, stage);
    await stageReached(page, stage);
  }
}
